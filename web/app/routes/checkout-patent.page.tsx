import { Group, Stack, Text } from "@mantine/core";
import { CARD_FEE, PATENT_PROGRAM } from "@domain/catalog";
import { ActionButton, TextLink } from "../components/ActionButton/ActionButton";
import { CheckList, PageHero, Section } from "../components/sections";
import { paths } from "../config/paths";
import { PatentPaymentOptions } from "../features/payments/PatentPaymentOptions";

const beforeYouPay = [
  "Checkout opens in a new tab on Stripe's secure payment page; your card details never touch our site.",
  ...(CARD_FEE.enabled ? [`The ${CARD_FEE.label} appears as its own line on the checkout page before you pay.`] : []),
  "After paying you return to a confirmation page, and our team follows up by email with your schedule.",
  "Cancel at least 7 days before the bootcamp for a refund; see our terms for the details.",
];

export default function CheckoutPatentPage() {
  return (
    <>
      <PageHero
        eyebrow={`${PATENT_PROGRAM.name} · Enrollment`}
        title="Choose how you would like to pay"
        lead="Reserve your seat in the 3-day Patent with AI bootcamp (72 hours). Pay in full today, or split the investment into two payments."
      />

      <Section eyebrow="Payment options" title="Full payment or two payments">
        <Stack gap="xl">
          <PatentPaymentOptions />
          <Group>
            <ActionButton to={paths.patentWithAi} variant="default">
              Back to Course Details
            </ActionButton>
          </Group>
        </Stack>
      </Section>

      <Section tone="muted" title="Before you pay">
        <Stack gap="lg">
          <CheckList items={beforeYouPay} columns={1} />
          <Text c="#33415c">
            Questions about enrolling, invoices or group registrations?{" "}
            <TextLink to={paths.contact} underline="always" strong>
              Contact us
            </TextLink>{" "}
            and we will help. Read the{" "}
            <TextLink to={paths.termsOfUse} underline="always">
              Terms of Use
            </TextLink>{" "}
            for payment and refund terms.
          </Text>
        </Stack>
      </Section>
    </>
  );
}
