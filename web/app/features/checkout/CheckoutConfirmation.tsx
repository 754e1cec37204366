import { Paper, Stack, Text, Title } from "@mantine/core";
import { useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { CheckList } from "../../components/sections";
import { NEXT_STEPS, SUCCESS_MESSAGES, successKind } from "./successMessages";

const noSubscription = () => () => {};

/**
 * True once the page runs in the browser. The page is prerendered without a query string, so the message that
 * depends on `payment_type` is rendered only after hydration (no mismatch with the static HTML).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The confirmation for `?payment_type=`: `full` → paid in full, any other value → first installment. */
export function CheckoutConfirmation() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const message = hydrated ? SUCCESS_MESSAGES[successKind(params.get("payment_type"))] : null;

  return (
    <Paper withBorder radius="lg" p={{ base: "lg", md: "xl" }} maw={760}>
      <Stack gap="md">
        <Stack gap="md" mih={120} aria-live="polite">
          {message ? (
            <>
              <Title order={2} c="#0b1d3a">
                {message.title}
              </Title>
              {message.body.map((paragraph) => (
                <Text key={paragraph} size="lg" c="#33415c" lh={1.6}>
                  {paragraph}
                </Text>
              ))}
            </>
          ) : null}
        </Stack>
        <Title order={2} size="h3" c="#0b1d3a" mt="sm">
          What happens next
        </Title>
        <CheckList items={NEXT_STEPS} columns={1} />
      </Stack>
    </Paper>
  );
}
