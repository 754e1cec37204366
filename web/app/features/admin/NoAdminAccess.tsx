import { Alert, Code, Text } from "@mantine/core";

/** What a signed-in account without the `admin` claim sees instead of the tabs. */
export function NoAdminAccess({ email }: { email: string }) {
  return (
    <Alert color="sky" variant="light" title="No admin access" mt="xl">
      <Text>
        This account does not have admin access, so no submissions are shown. Access is granted by an administrator, who
        runs this command for your account:
      </Text>
      <Code block mt="sm" style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
        {`npm run admin:grant -- ${email}`}
      </Code>
      <Text mt="sm">Once access is granted, reload this page to see the dashboard.</Text>
    </Alert>
  );
}
