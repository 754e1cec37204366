import { ActionGroup, PageHero } from "../components/sections";
import { Container, Stack } from "../components/ui";
import { paths } from "../config/paths";
import { CheckoutConfirmation } from "../features/payments/CheckoutConfirmation";
import classes from "./checkout-success.module.css";

export default function CheckoutSuccessPage() {
  return (
    <>
      <PageHero
        eyebrow="Payment received"
        title="Thank you for your payment"
        lead="Your payment was processed securely by Stripe. Below is your confirmation and what happens between now and the first day of your program."
      />
      <Container size="md" className={classes.body}>
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
