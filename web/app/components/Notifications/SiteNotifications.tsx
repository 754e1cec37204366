import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useState } from "react";

const NotificationsContainer = lazy(() => import("./NotificationsContainer"));

/**
 * Mantine's notifications (a form's success or error message), loaded the first time a page shows one rather than
 * on every page: only the small store is part of the first load. `notifications.show()` works as usual.
 */
export function SiteNotifications() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  ) : null;
}
