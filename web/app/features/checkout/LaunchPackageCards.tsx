import { Badge, Button, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  CARD_FEE,
  LAUNCH_PACKAGE_TYPES,
  LAUNCH_PACKAGES,
  formatUsd,
  priceBreakdown,
  type LaunchPackageType,
} from "@domain";
import { createLaunchCheckout } from "./api";
import { CheckoutLaunchNotice } from "./CheckoutLaunchNotice";
import { notifyLaunchCheckoutError } from "./messages";
import { useCheckout } from "./useCheckout";

/**
 * The three Launch with AI packages, priced from the shared catalog. Each Enroll button starts Stripe Checkout
 * for its package (one request at a time); the card fee and the total charged are stated before paying.
 */
export function LaunchPackageCards() {
  const { busy, launch, start } = useCheckout<LaunchPackageType>(notifyLaunchCheckoutError);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {LAUNCH_PACKAGE_TYPES.map((type) => {
          const item = LAUNCH_PACKAGES[type];
          const price = priceBreakdown(item.amountCents);
          return (
            <Card
              key={type}
              withBorder
              radius="lg"
              padding="xl"
              component="article"
              aria-labelledby={`package-${type}`}
            >
              <Stack gap="sm" h="100%">
                <Title order={3} size="h4" id={`package-${type}`}>
                  {item.name}
                </Title>
                <Text fz={32} fw={800} c="#0b1d3a">
                  {formatUsd(item.amountCents)}
                  {item.per ? (
                    <Text span fz="md" fw={600} c="#4a5872">
                      /{item.per}
                    </Text>
                  ) : null}
                </Text>
                <Badge variant="light" tt="none" w="fit-content">
                  {item.support}
                </Badge>
                <Text size="sm" c="#33415c">
                  {item.summary}
                </Text>
                {price.feeCents > 0 ? (
                  <Text size="sm" c="#33415c">
                    {formatUsd(price.totalCents)} charged at checkout, including the {formatUsd(price.feeCents)} card
                    processing fee.
                  </Text>
                ) : null}
                <Button
                  mt="auto"
                  loading={busy === type}
                  disabled={busy !== null}
                  aria-label={`Enroll in ${item.name}`}
                  onClick={() => start(type, () => createLaunchCheckout(type))}
                >
                  Enroll Now
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      {CARD_FEE.enabled ? (
        <Text size="sm" c="#33415c">
          A {CARD_FEE.label} is added at checkout and shown as its own line before you pay. Payment is made on
          Stripe&apos;s secure checkout, which opens in a new tab.
        </Text>
      ) : null}
      <CheckoutLaunchNotice launch={launch} />
    </Stack>
  );
}
