import { AVAILABILITY_DEFAULTS, type Availability } from "@domain";
import { syncNowWaitMessage, type MyCalendarsResponse } from "@domain/calendars";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, userEvent, waitFor } from "../../../test-utils/render";
import { callFunction } from "../../lib/firebase";
import CalendarsSection from "./CalendarsSection";
import { fakeCallables } from "../../../test-utils/callables";

vi.mock("../../lib/firebase", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/firebase")>()),
  callFunction: vi.fn(),
}));

const call = vi.mocked(callFunction);
const { backend, callsOf } = fakeCallables(call);

const hours = [{ start: "09:00", end: "17:00" }];
const availability: Availability = {
  active: true,
  meetingTypes: ["demo"],
  weekly: { mon: hours, tue: hours, wed: hours, thu: hours, fri: hours, sat: [], sun: [] },
  daysOff: [],
  ...AVAILABILITY_DEFAULTS,
};

const connected: MyCalendarsResponse = {
  calendars: [
    {
      id: "cal1",
      kind: "ics",
      name: "School board",
      hint: "calendar.google.com · ….ics",
      lastSyncedAt: "2027-03-08T12:00:00.000Z",
      busyCount: 3,
      error: "The address answered 404.",
      calendars: [],
      bookingCalendar: null,
    },
  ],
  view: {
    from: "2027-03-08T12:00:00.000Z",
    to: "2027-03-22T12:00:00.000Z",
    busy: [{ calendarId: "cal1", start: "2027-03-09T17:00:00.000Z", end: "2027-03-09T18:00:00.000Z" }],
    bookings: [{ start: "2027-03-10T16:00:00.000Z", end: "2027-03-10T16:30:00.000Z", label: "Demo" }],
  },
};
const none: MyCalendarsResponse = { calendars: [], view: { ...connected.view, busy: [], bookings: [] } };

beforeEach(() => {
  call.mockReset();
});

describe("CalendarsSection", () => {
  it("lists each calendar with its hint (never the address), last sync, busy count and last error", async () => {
    backend({ myCalendars: () => connected });
    render(<CalendarsSection availability={availability} />);
    expect(await screen.findByText("School board")).toBeVisible();
    expect(screen.getByText(/calendar\.google\.com · …\.ics/)).toBeVisible();
    expect(screen.getByText(/3 busy times/)).toBeVisible();
    expect(screen.getByText(/The address answered 404\./)).toBeVisible();
    // The 14-day view: the busy time and the booking, and the weekly hours.
    expect(screen.getByText(/Busy 10:00\sAM–11:00\sAM · School board/)).toBeVisible();
    expect(screen.getByText(/Booking 9:00\sAM–9:30\sAM · Demo/)).toBeVisible();
    expect(screen.getAllByText("09:00–17:00").length).toBeGreaterThan(5);
  });

  it("connects an iCal address and shows the server's refusal in its words", async () => {
    backend({
      myCalendars: () => none,
      connectCalendar: () => {
        throw Object.assign(new Error("Not a calendar."), { code: "functions/failed-precondition" });
      },
    });
    render(<CalendarsSection availability={availability} />);
    await userEvent.type(
      await screen.findByRole("textbox", { name: /Calendar address \(iCal\)/ }),
      "https://example.com/a.ics",
    );
    await userEvent.click(screen.getByRole("button", { name: "Connect calendar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Not a calendar.");
    expect(callsOf("connectCalendar")).toEqual([{ kind: "ics", url: "https://example.com/a.ics" }]);
  });

  it("Sync now and Disconnect call their callables with the calendar's id", async () => {
    backend({ myCalendars: () => connected, syncCalendarNow: () => connected, disconnectCalendar: () => none });
    render(<CalendarsSection availability={availability} />);
    await userEvent.click(await screen.findByRole("button", { name: "Sync now" }));
    await waitFor(() => expect(callsOf("syncCalendarNow")).toEqual([{ id: "cal1" }]));
    await userEvent.click(screen.getByRole("button", { name: "Disconnect" }));
    expect(await screen.findByText("No calendar connected yet.")).toBeVisible();
    expect(callsOf("disconnectCalendar")).toEqual([{ id: "cal1" }]);
  });

  it("shows a throttled Sync now's wait, and a calendar refused for its size with the reason (issue 45)", async () => {
    const refused = {
      ...connected,
      calendars: [
        {
          ...connected.calendars[0]!,
          error:
            "Too many repeating events to read: more than 100,000 occurrences (a meeting repeating every minute?).",
        },
      ],
    };
    backend({
      myCalendars: () => refused,
      syncCalendarNow: () => {
        throw Object.assign(new Error(syncNowWaitMessage(42)), { code: "functions/resource-exhausted" });
      },
    });
    render(<CalendarsSection availability={availability} />);
    expect(await screen.findByText(/Too many repeating events to read/)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Sync now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(syncNowWaitMessage(42));
  });
});
