import { useCallback, useState } from "react";
import type { TimePickerProps } from "./TimePicker";
import { browserTimeZone } from "./zones";

/**
 * The state of choosing a meeting time, shared by booking and rescheduling: the visitor's zone, the chosen start, and
 * what the picker shows when the chosen time was taken meanwhile (a notice, the day's times asked afresh).
 */
export function useTimeChoice() {
  const [zone, setZone] = useState(() => browserTimeZone());
  const [start, setStart] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const pick = useCallback((time: string | null) => {
    setStart(time);
    if (time) setNotice(null);
  }, []);
  /** Someone else got the chosen time first: say so (`message`), forget the choice and show the times afresh. */
  const timeGone = useCallback((message: string) => {
    setNotice(message);
    setStart(null);
    setRefreshKey((key) => key + 1);
  }, []);
  const picker = {
    zone,
    onZoneChange: setZone,
    value: start,
    onChange: pick,
    refreshKey,
    notice,
  } satisfies Partial<TimePickerProps>;
  return { zone, start, clear: () => setStart(null), timeGone, picker };
}
