import { Container, Stack } from "@mantine/core";
import { ActionGroup, PageHero } from "../components/sections";
import { paths } from "../config/paths";
import { CheckoutConfirmation } from "../features/checkout/CheckoutConfirmation";

export default function CheckoutSuccessPage() {
  return (
    <>
      <PageHero
        eyebrow="Payment received"
        title="Thank you for your payment"
        lead="Your payment was processed securely by Stripe. Here is what happens next."
      />
      <Container size="md" py={{ base: 48, md: 72 }}>
        <Stack gap="xl">
          <CheckoutConfirmation />
          <ActionGroup
            actions={[
              { label: "Return Home", to: paths.home },
              { label: "Contact Us", to: paths.contact, variant: "outline" },
            ]}
          />
        </Stack>
      </Container>
    </>
  );
}
