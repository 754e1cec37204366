import { onSchedule } from "firebase-functions/scheduler";
import { CALENDAR_SYNC_MINUTES } from "../domain/calendars";
import { calendarKey } from "./secretBox";
import { liveCalendarDeps, syncAllCalendars } from "./sync";

/**
 * The scheduled sync on Cloud Scheduler, every {@link CALENDAR_SYNC_MINUTES} minutes. Locally onSchedule never fires:
 * the stack's local schedules (scripts/lib/local-schedules.mjs) run {@link syncAllCalendars} on a short tick.
 */
export const syncCalendars = onSchedule(
  {
    schedule: `every ${CALENDAR_SYNC_MINUTES} minutes`,
    timeZone: "UTC",
    retryCount: 0,
    secrets: [calendarKey],
    timeoutSeconds: 300,
    memory: "256MiB",
  },
  async () => {
    await syncAllCalendars(liveCalendarDeps());
  },
);
