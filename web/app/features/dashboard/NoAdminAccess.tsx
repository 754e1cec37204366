import { Alert, Text } from "@mantine/core";

/**
 * What a signed-in account without admin access sees instead of the tabs: a plain statement and who to ask, with
 * no commands or tooling names (access is granted by whoever runs the site).
 */
export function NoAdminAccess({ email }: { email: string }) {
  return (
    <Alert color="sky" variant="light" title="No admin access" mt="xl">
      <Text style={{ overflowWrap: "anywhere" }}>
        The account <strong>{email}</strong> does not have access to the dashboard, so no submissions are shown.
      </Text>
      <Text mt="sm">
        If you need access, ask an owner of the team to invite you (or reactivate you), then reload this page.
      </Text>
    </Alert>
  );
}
