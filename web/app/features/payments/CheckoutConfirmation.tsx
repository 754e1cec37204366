import { CheckList } from "../../components/sections";
import { Paper, Stack, Text, Title } from "../../components/ui";
import { useHydrated } from "../../lib/useHydrated";
import { useSearchParams } from "react-router";
import classes from "./CheckoutConfirmation.module.css";
import { NEXT_STEPS, SUCCESS_MESSAGES, successKind, type SuccessKind } from "./successMessages";

/**
 * The confirmation for `?payment_type=`: `full` → paid in full, any other value → first installment. The page is
 * prerendered without a query string, so which message shows is decided after hydration.
 */
export function CheckoutConfirmation() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const shown = hydrated ? successKind(params.get("payment_type")) : null;

  return (
    <Paper padding="lg" className={classes.panel}>
      <Stack gap="md">
        {/* Both messages share one grid cell, so the box is as tall as the longer one before and after hydration
            (no layout shift); only the one for `payment_type` is visible. */}
        <div className={classes.messages} aria-live="polite">
          {(Object.keys(SUCCESS_MESSAGES) as SuccessKind[]).map((kind) => (
            <Stack
              key={kind}
              gap="md"
              className={classes.message}
              style={{ visibility: kind === shown ? "visible" : "hidden" }}
              data-message={kind}
            >
              <Title order={2} className={classes.heading}>
                {SUCCESS_MESSAGES[kind].title}
              </Title>
              {SUCCESS_MESSAGES[kind].body.map((paragraph) => (
                <Text key={paragraph} tone="body">
                  {paragraph}
                </Text>
              ))}
            </Stack>
          ))}
        </div>
        <Title order={2} size="h3" className={classes.nextHeading}>
          What happens next
        </Title>
        <CheckList items={NEXT_STEPS} columns={1} />
      </Stack>
    </Paper>
  );
}
