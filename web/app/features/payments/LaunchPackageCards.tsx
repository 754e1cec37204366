import {
  CARD_FEE,
  LAUNCH_PACKAGE_TYPES,
  LAUNCH_PACKAGES,
  priceBreakdown,
  type LaunchPackageType,
} from "@domain/catalog";
import { formatUsd } from "@domain/format";
import { Suspense, lazy, useState } from "react";
import { Button } from "../../components/ActionButton/ActionButton";
import { Badge, Paper, SimpleGrid, Stack, Text, Title } from "../../components/ui";
import classes from "./LaunchPackageCards.module.css";
import { useCheckout } from "./useCheckout";

// Mantine, the notifications and the callable's client load with the first Enroll press, not with the page.
const loadCheckout = () => import("./LaunchCheckout");
const LaunchCheckout = lazy(loadCheckout);

function notifyFailure(error: unknown) {
  loadCheckout().then(
    ({ notifyLaunchCheckoutError }) => notifyLaunchCheckoutError(error),
    () => console.error("Launch checkout failed", error),
  );
}

/**
 * The three Launch with AI packages, priced from the shared catalog. Each Enroll button starts Stripe Checkout
 * for its package (one request at a time, the pressed button busy and every other one disabled meanwhile); the
 * card fee and the total charged are stated before paying.
 */
export function LaunchPackageCards() {
  const { busy, launch, start } = useCheckout<LaunchPackageType>(notifyFailure);
  // Set once the module has loaded: a failed load then only logs, instead of breaking the page.
  const [loaded, setLoaded] = useState(false);

  const enroll = (type: LaunchPackageType) =>
    start(type, async () => {
      const { createLaunchCheckout } = await loadCheckout();
      setLoaded(true);
      return createLaunchCheckout(type);
    });

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {LAUNCH_PACKAGE_TYPES.map((type) => {
          const item = LAUNCH_PACKAGES[type];
          const price = priceBreakdown(item.amountCents);
          return (
            <Paper key={type} padding="xl" component="article" aria-labelledby={`package-${type}`}>
              <Stack gap="sm" className={classes.body}>
                <Title order={3} size="h4" id={`package-${type}`}>
                  {item.name}
                </Title>
                <p className={classes.price}>
                  {formatUsd(item.amountCents)}
                  {item.per ? <span className={classes.per}>/{item.per}</span> : null}
                </p>
                <Badge className={classes.support}>{item.support}</Badge>
                <Text size="sm" tone="body">
                  {item.summary}
                </Text>
                {price.feeCents > 0 ? (
                  <Text size="sm" tone="body">
                    {formatUsd(price.totalCents)} charged at checkout, including the {formatUsd(price.feeCents)} card
                    processing fee.
                  </Text>
                ) : null}
                <Button
                  className={classes.enroll}
                  data-loading={busy === type || undefined}
                  disabled={busy !== null}
                  aria-label={`Enroll in ${item.name}`}
                  onClick={() => void enroll(type)}
                >
                  Enroll Now
                </Button>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      {CARD_FEE.enabled ? (
        <Text size="sm" tone="body">
          A {CARD_FEE.label} is added at checkout and shown as its own line before you pay. Payment is made on
          Stripe&apos;s secure checkout, which opens in a new tab.
        </Text>
      ) : null}
      {loaded ? (
        <Suspense fallback={null}>
          <LaunchCheckout launch={launch} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
