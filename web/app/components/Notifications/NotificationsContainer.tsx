import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";

/** The notifications container and its styles, split from the first load (see SiteNotifications). */
export default function NotificationsContainer() {
  return <Notifications position="top-right" />;
}
