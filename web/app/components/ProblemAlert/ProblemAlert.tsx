import { Alert } from "@mantine/core";

/** What the server refused a staff screen's last action for, until dismissed; nothing when there is no message. */
export function ProblemAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={onClose}>
      {message}
    </Alert>
  );
}
