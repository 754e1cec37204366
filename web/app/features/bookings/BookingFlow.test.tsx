import {
  BOOKING_CANCELLED_MESSAGE,
  CALLABLES,
  EMAIL_MESSAGE,
  LINK_INVALID_MESSAGE,
  TAKEN_MESSAGE,
  type BookingView,
  type CallableName,
} from "@domain";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render as renderIn, screen, userEvent, waitFor, within } from "../../../test-utils/render";
import { fakeCallables } from "../../../test-utils/callables";
import { callPublicFunction } from "../../lib/firebase";
import { BOOKING_FAILED_MESSAGE } from "./api";
import { BookingFlow } from "./BookingFlow";
import { Confirmation } from "./Confirmation";
import { CancelBooking, RescheduleBooking } from "./ManageBooking";
import { TimePicker } from "./TimePicker";
import { formatTime, formatWhen, groupByLocalDate, localDate, zoneName, zoneOptions } from "./zones";

/** Rendered without a MantineProvider, as on the site: a Mantine component in the booking screens would throw. */
const render = (ui: ReactNode) => renderIn(ui, { mantine: false });

vi.mock("../../lib/firebase", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/firebase")>()),
  callPublicFunction: vi.fn(),
}));

const call = vi.mocked(callPublicFunction);
const SLOT = "2027-03-12T16:00:00.000Z";
const LATER = "2027-03-12T18:00:00.000Z";
const NOW = new Date("2027-03-01T15:00:00.000Z");
const TOKEN = "a".repeat(43);

const booking: BookingView = {
  meetingType: "demo",
  start: SLOT,
  end: "2027-03-12T16:30:00.000Z",
  timeZone: "America/Los_Angeles",
  status: "scheduled",
  name: "Ada Lovelace",
  organisation: "Analytical Engines",
};

/** A fake backend: each callable's answer (or refusal) by name; every call is recorded by the mock. */
const { backend } = fakeCallables(call);
const refusal = (code: string, message: string) =>
  Object.assign(new Error(message), { code: `functions/${code}`, message });
const callsOf = (name: CallableName) => call.mock.calls.filter(([called]) => called === name);

beforeEach(() => {
  call.mockReset();
});

describe("times in the visitor's zone", () => {
  it("groups a 16:00Z slot on 12 March 2027 under that day at 8:00 AM for a visitor in Los Angeles", () => {
    const days = groupByLocalDate([SLOT, "2027-03-13T07:30:00.000Z"], "America/Los_Angeles");
    expect([...days.keys()]).toEqual(["2027-03-12"]);
    expect(days.get("2027-03-12")).toEqual([SLOT, "2027-03-13T07:30:00.000Z"]);
    expect(formatTime(SLOT, "America/Los_Angeles")).toBe("8:00 AM");
    expect(zoneName("America/Los_Angeles")).toBe("Pacific Time");
    expect(zoneName("America/Boise")).toBe("Mountain Time");
  });

  it("dates every time as Intl does, across DST changes and half- and quarter-hour zones", () => {
    // Every quarter hour of 10 days around each zone's transitions (the US and Lord Howe's half-hour DST in April and
    // October, Chatham's +12:45/+13:45), grouped by the day-offset shortcut, against asking Intl for each.
    const starts = ["2027-03-10T00:00:00Z", "2027-04-01T00:00:00Z", "2027-09-22T00:00:00Z", "2027-10-29T00:00:00Z"];
    const times = starts.flatMap((start) =>
      Array.from({ length: 10 * 96 }, (_, index) => new Date(Date.parse(start) + index * 900_000).toISOString()),
    );
    for (const zone of ["America/Boise", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham", "Europe/London"]) {
      const grouped = groupByLocalDate(times, zone);
      for (const [day, dayTimes] of grouped)
        for (const time of dayTimes) expect(`${zone} ${time} ${localDate(time, zone)}`).toBe(`${zone} ${time} ${day}`);
      expect([...grouped.values()].flat()).toHaveLength(times.length);
    }
  });

  it("offers a browser's old zone id under today's city name (Kolkata, not Calcutta)", () => {
    const labels = zoneOptions("Asia/Calcutta").map((option) => option.label);
    expect(labels).toContain("India Standard Time (Kolkata)");
    expect(labels.join(" ")).not.toContain("Calcutta");
    expect(zoneOptions("Asia/Calcutta").map((option) => option.value)).toContain("Asia/Kolkata");
    expect(formatWhen("2027-03-12T16:00:00.000Z", "Asia/Calcutta")).toBe(
      "Friday, March 12, 2027, 9:30 PM India Standard Time",
    );
  });

  it("shows the day's free times in the chosen zone, with the zone's name", async () => {
    backend({ bookingFreeTimes: () => ({ meetingType: "demo", minutes: 30, times: [SLOT] }) });
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <TimePicker
        meetingType="demo"
        zone="America/Los_Angeles"
        onZoneChange={() => {}}
        value={null}
        onChange={onChange}
        now={NOW}
      />,
    );
    expect(screen.getByText("Times are shown in Pacific Time.")).toBeInTheDocument();
    // The free times arrive in a transition (rendered in slices): on a loaded machine that can take over a second.
    const day = await screen.findByRole("button", { name: /March 12, 2027, 1 free times/ }, { timeout: 15_000 });
    // A day without free times stays in the keyboard's reach but is disabled for assistive technology and picks nothing.
    const none = screen.getByRole("button", { name: /March 11, 2027, no free times/ });
    expect(none).toHaveAttribute("aria-disabled", "true");
    await user.click(none);
    expect(screen.queryByRole("group", { name: /Free times on/ })).toBeNull();
    await user.click(day);
    await user.click(await screen.findByRole("button", { name: "8:00 AM" }));
    expect(onChange).toHaveBeenLastCalledWith(SLOT);
    const [, request] = callsOf(CALLABLES.bookingFreeTimes)[0]!;
    expect(request).toMatchObject({
      meetingType: "demo",
      from: "2027-02-28T00:00:00.000Z",
      to: "2027-04-02T00:00:00.000Z",
    });
  });
});

async function pickSlot(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: /March 12, 2027, \d free times/ }, { timeout: 15_000 }));
  await user.click(await screen.findByRole("button", { name: "8:00 AM" }));
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), "  Ada Lovelace ");
  await user.type(screen.getByLabelText(/^Email/), "ada@example.com");
  await user.type(screen.getByLabelText(/^Organization \*?$/), "Analytical Engines");
  await user.selectOptions(screen.getByLabelText(/^Organization type/), "school");
}

describe("the day's times from the keyboard (roving tabindex)", () => {
  it("are one tab stop: arrow keys move among them, Enter picks, Tab leaves the group", async () => {
    const third = "2027-03-12T19:00:00.000Z";
    backend({ bookingFreeTimes: () => ({ meetingType: "demo", minutes: 30, times: [SLOT, LATER, third] }) });
    const user = userEvent.setup();
    render(<BookingFlow meetingType="demo" now={NOW} />);
    await user.click(await screen.findByRole("button", { name: /March 12, 2027, 3 free times/ }, { timeout: 15_000 }));
    const group = await screen.findByRole("group", { name: /Free times on/ });
    const times = within(group).getAllByRole("button");
    expect(times.map((time) => time.tabIndex)).toEqual([0, -1, -1]);
    times[0]!.focus();
    await user.keyboard("{ArrowRight}");
    expect(times[1]).toHaveFocus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(times[2]).toHaveFocus();
    await user.keyboard("{Home}");
    expect(times[0]).toHaveFocus();
    await user.keyboard("{End}{Enter}");
    expect(times[2]).toHaveAttribute("aria-pressed", "true");
    expect(times.map((time) => time.tabIndex)).toEqual([-1, -1, 0]);
    await user.tab();
    expect(group).not.toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
  });
});

describe("BookingFlow", () => {
  beforeEach(() => {
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles" }).resolvedOptions(),
    });
  });

  it("shows each field's message from the domain schema and sends nothing", async () => {
    backend({ bookingFreeTimes: () => ({ meetingType: "demo", minutes: 30, times: [SLOT] }) });
    const user = userEvent.setup();
    render(<BookingFlow meetingType="demo" now={NOW} />);
    await pickSlot(user);
    await user.type(screen.getByLabelText(/^Email/), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Book Meeting" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText(EMAIL_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText("Organization is required")).toBeInTheDocument();
    expect(screen.getByText("Please select your organization type")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(callsOf(CALLABLES.createBooking)).toHaveLength(0);
  });

  it("books with trimmed details, disables the button while sending and confirms in the visitor's zone", async () => {
    let finish!: (value: unknown) => void;
    backend({
      bookingFreeTimes: () => ({ meetingType: "demo", minutes: 30, times: [SLOT] }),
      createBooking: () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    });
    const user = userEvent.setup();
    render(<BookingFlow meetingType="demo" now={NOW} />);
    await pickSlot(user);
    await fillDetails(user);
    await user.click(screen.getByRole("button", { name: "Book Meeting" }));
    expect(screen.getByRole("button", { name: "Booking..." })).toBeDisabled();
    const [, request] = callsOf(CALLABLES.createBooking)[0]!;
    expect(request).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      organisation: "Analytical Engines",
      organisationType: "school",
      topics: "",
      meetingType: "demo",
      start: SLOT,
      timeZone: "America/Los_Angeles",
      website: "",
    });
    finish({ booking, token: TOKEN, invitation: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" });
    expect(await screen.findByRole("heading", { name: "You're booked" })).toBeInTheDocument();
    expect(screen.getByText(/Friday, March 12, 2027, 8:00 AM Pacific Time/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to calendar" })).toBeInTheDocument();
  });

  it("shows a failure in the lead forms' toast, keeping the details to send again", async () => {
    backend({
      bookingFreeTimes: () => ({ meetingType: "demo", minutes: 30, times: [SLOT] }),
      createBooking: () => Promise.reject(refusal("internal", "internal")),
    });
    const user = userEvent.setup();
    render(<BookingFlow meetingType="demo" now={NOW} />);
    await pickSlot(user);
    await fillDetails(user);
    await user.click(screen.getByRole("button", { name: "Book Meeting" }));
    const toast = await screen.findByRole("alert");
    expect(toast).toHaveTextContent(`Not booked${BOOKING_FAILED_MESSAGE}`);
    expect(within(toast).getByRole("button", { name: "Dismiss notification" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue("  Ada Lovelace ");
    expect(screen.getByRole("button", { name: "Book Meeting" })).toBeEnabled();
  });

  it("says the time was just taken and shows the day's times again, fetched afresh", async () => {
    let round = 0;
    backend({
      bookingFreeTimes: () => ({ meetingType: "demo", minutes: 30, times: round++ === 0 ? [SLOT, LATER] : [LATER] }),
      createBooking: () => Promise.reject(refusal("already-exists", TAKEN_MESSAGE)),
    });
    const user = userEvent.setup();
    render(<BookingFlow meetingType="demo" now={NOW} />);
    await pickSlot(user);
    await fillDetails(user);
    await user.click(screen.getByRole("button", { name: "Book Meeting" }));
    expect(await screen.findByText(TAKEN_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(callsOf(CALLABLES.bookingFreeTimes)).toHaveLength(2));
    const times = await screen.findByRole("group", { name: /Free times on Friday, March 12, 2027/ });
    await waitFor(() => expect(within(times).queryByRole("button", { name: "8:00 AM" })).toBeNull());
    expect(within(times).getByRole("button", { name: "10:00 AM" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Book Meeting" })).toBeNull();
  });
});

describe("Confirmation", () => {
  it("links to reschedule and cancel with the token in the fragment", () => {
    render(<Confirmation booking={booking} token={TOKEN} invitation="" origin="https://example.test" />);
    expect(screen.getByRole("link", { name: "Reschedule" })).toHaveAttribute(
      "href",
      `https://example.test/booking/reschedule#${TOKEN}`,
    );
    expect(screen.getByRole("link", { name: "cancel this meeting" })).toHaveAttribute(
      "href",
      `https://example.test/booking/cancel#${TOKEN}`,
    );
  });
});

describe("reschedule and cancel links", () => {
  it("reschedule shows the free times of the booking's type, asked with its token", async () => {
    backend({
      getBookingByToken: () => ({ booking, changeable: true }),
      bookingFreeTimes: () => ({ meetingType: "demo", minutes: 30, times: [SLOT, LATER] }),
    });
    render(<RescheduleBooking token={TOKEN} now={NOW} />);
    expect(
      await screen.findByRole("button", { name: /March 12, 2027, 2 free times/ }, { timeout: 15_000 }),
    ).toBeEnabled();
    expect(callsOf(CALLABLES.bookingFreeTimes)[0]![1]).toMatchObject({ meetingType: "demo", token: TOKEN });
  });

  it("refuse with the server's reason once the meeting was cancelled", async () => {
    backend({
      getBookingByToken: () => ({
        booking: { ...booking, status: "cancelled" },
        changeable: false,
        reason: BOOKING_CANCELLED_MESSAGE,
      }),
    });
    render(<RescheduleBooking token={TOKEN} now={NOW} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(BOOKING_CANCELLED_MESSAGE);
    expect(callsOf(CALLABLES.bookingFreeTimes)).toHaveLength(0);
  });

  it("refuse with the server's message when the token is refused, and a malformed one without asking", async () => {
    backend({ getBookingByToken: () => Promise.reject(refusal("not-found", LINK_INVALID_MESSAGE)) });
    render(<CancelBooking token={TOKEN} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(LINK_INVALID_MESSAGE);
    call.mockClear();
    render(<CancelBooking token="short" />);
    await waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(2));
    expect(call).not.toHaveBeenCalled();
  });

  it("cancel asks first, then cancels with the trimmed reason", async () => {
    backend({
      getBookingByToken: () => ({ booking, changeable: true }),
      cancelBooking: () => ({ booking: { ...booking, status: "cancelled" }, invitation: "" }),
    });
    const user = userEvent.setup();
    render(<CancelBooking token={TOKEN} />);
    await user.type(await screen.findByLabelText("Reason (optional)"), "  Snowed in ");
    await user.click(screen.getByRole("button", { name: "Yes, cancel my meeting" }));
    expect(await screen.findByRole("heading", { name: "Your meeting is cancelled" })).toBeInTheDocument();
    expect(callsOf(CALLABLES.cancelBooking)[0]![1]).toEqual({ token: TOKEN, reason: "Snowed in" });
  });
});
