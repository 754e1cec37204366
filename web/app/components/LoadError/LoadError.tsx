import { Alert, Button, Stack, Text, type MantineSpacing } from "@mantine/core";

/**
 * A staff screen's failed load (lib/staff/loadError.ts words the message): the message in a red alert, announced at
 * once, and "Try again", which asks again.
 */
export function LoadError({ message, onRetry, mt }: { message: string; onRetry: () => void; mt?: MantineSpacing }) {
  return (
    <Alert color="red" title="Error" role="alert" mt={mt}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
