import { Group, Loader, Text } from "@mantine/core";

/** The spinner with 'Loading...' that stands in for content still on its way. */
export function LoadingState() {
  return (
    <Group justify="center" gap="sm" py="xl" role="status">
      <Loader size="sm" />
      <Text>Loading...</Text>
    </Group>
  );
}
