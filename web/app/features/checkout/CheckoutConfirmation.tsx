import { Box, Paper, Stack, Text, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { CheckList } from "../../components/sections";
import { useHydrated } from "../../lib/useHydrated";
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
    <Paper withBorder radius="lg" p={{ base: "lg", md: "xl" }} maw={760}>
      <Stack gap="md">
        {/* Both messages share one grid cell, so the box is as tall as the longer one before and after hydration
            (no layout shift); only the one for `payment_type` is visible. */}
        <Box style={{ display: "grid" }} aria-live="polite">
          {(Object.keys(SUCCESS_MESSAGES) as SuccessKind[]).map((kind) => (
            <Stack
              key={kind}
              gap="md"
              style={{ gridArea: "1 / 1", visibility: kind === shown ? "visible" : "hidden" }}
              data-message={kind}
            >
              <Title order={2} c="#0b1d3a">
                {SUCCESS_MESSAGES[kind].title}
              </Title>
              {SUCCESS_MESSAGES[kind].body.map((paragraph) => (
                <Text key={paragraph} size="lg" c="#33415c" lh={1.6}>
                  {paragraph}
                </Text>
              ))}
            </Stack>
          ))}
        </Box>
        <Title order={2} size="h3" c="#0b1d3a" mt="sm">
          What happens next
        </Title>
        <CheckList items={NEXT_STEPS} columns={1} />
      </Stack>
    </Paper>
  );
}
