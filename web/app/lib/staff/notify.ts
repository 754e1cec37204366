import { notifications } from "@mantine/notifications";

/** A toast in the admin pages (the theme names its close button and darkens its text for contrast). */
export function notify({ title, message, tone }: { title: string; message: string; tone: "success" | "error" }) {
  notifications.show({
    title,
    message,
    color: tone === "error" ? "red" : "green",
  });
}
