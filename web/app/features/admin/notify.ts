import { notifications } from "@mantine/notifications";

/**
 * A toast in the admin pages. The close button gets a name and the description a darker colour than Mantine's
 * default (#868e96 on white is 3.3:1, below WCAG AA).
 */
export function notify({ title, message, tone }: { title: string; message: string; tone: "success" | "error" }) {
  notifications.show({
    title,
    message,
    color: tone === "error" ? "red" : "green",
    closeButtonProps: { "aria-label": "Dismiss notification" },
    styles: { description: { color: "#33415c" } },
  });
}
