import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  CARD_FEE_LINE_NAME,
  PATENT_PROGRAM,
  PAYMENT_TYPES,
  priceBreakdown,
  type PaymentType,
  type PriceBreakdown,
} from "@domain/catalog";
import { formatUsd } from "@domain/format";
import { createPatentCheckout } from "./api";
import { CheckoutLaunchNotice } from "./CheckoutLaunchNotice";
import { notifyPaymentError } from "./messages";
import classes from "./PatentPaymentOptions.module.css";
import { PriceLines } from "./PriceLines";
import { useCheckout } from "./useCheckout";

interface OptionView {
  badge: string;
  today: PriceBreakdown;
  /** What the programme line is called on the card. */
  itemLabel: string;
  note: string;
}

function view(type: PaymentType): OptionView {
  const option = PATENT_PROGRAM.options[type];
  const today = priceBreakdown(option.amountCents);
  if (type === "full") {
    return {
      badge: "One payment",
      today,
      itemLabel: PATENT_PROGRAM.name,
      note: "One payment today covers the whole 3-day bootcamp.",
    };
  }
  return {
    badge: `${option.installments} payments`,
    today,
    itemLabel: "First payment",
    note: `The second payment of ${formatUsd(today.totalCents)} is charged to the same card at the end of the 3-day bootcamp, for ${formatUsd(today.totalCents * option.installments)} in total.`,
  };
}

/** The Patent with AI payment options, priced from the catalog, each starting Stripe Checkout. */
export function PatentPaymentOptions() {
  const { busy, launch, start } = useCheckout<PaymentType>(notifyPaymentError);

  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {PAYMENT_TYPES.map((type) => {
          const option = PATENT_PROGRAM.options[type];
          const { badge, today, itemLabel, note } = view(type);
          return (
            <Card key={type} withBorder radius="lg" padding="lg" component="article" aria-labelledby={`option-${type}`}>
              <Stack gap="md" h="100%">
                <Group justify="space-between" align="center" gap="xs">
                  <Title order={3} size="h3" id={`option-${type}`} c="#0b1d3a">
                    {option.label}
                  </Title>
                  <Badge variant="light" tt="none" size="lg">
                    {badge}
                  </Badge>
                </Group>
                <Text>
                  <Text span fz={40} fw={800} c="#0b1d3a" lh={1}>
                    {formatUsd(today.totalCents)}
                  </Text>{" "}
                  <Text span c="#33415c" fw={600}>
                    today
                  </Text>
                </Text>
                <PriceLines
                  lines={[
                    { label: itemLabel, cents: today.baseCents },
                    ...(today.feeCents > 0 ? [{ label: CARD_FEE_LINE_NAME, cents: today.feeCents }] : []),
                  ]}
                  totalLabel="Charged today"
                  totalCents={today.totalCents}
                />
                <Text size="sm" c="#33415c">
                  {note}
                </Text>
                <Button
                  mt="auto"
                  size="md"
                  fullWidth
                  h="auto"
                  mih={42}
                  classNames={{ root: classes.payButton, label: classes.payLabel }}
                  loading={busy === type}
                  disabled={busy !== null}
                  onClick={() => start(type, () => createPatentCheckout(type))}
                >
                  Continue with {option.label}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <CheckoutLaunchNotice launch={launch} />
    </Stack>
  );
}
