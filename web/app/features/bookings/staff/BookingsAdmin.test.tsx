import {
  AVAILABILITY_DEFAULTS,
  CALLABLES,
  type ActivityEntry,
  type Availability,
  type SubmissionDetailResponse,
} from "@domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, userEvent, waitFor, within } from "../../../../test-utils/render";
import { callFunction } from "../../../lib/firebase";
import AvailabilityPanel from "./AvailabilityPanel";
import BookingsTab from "./BookingsTab";
import { LeadDrawer, LeadTable } from "../../leads/staff/LeadTable";
import { LeadPanel } from "../../leads/staff/LeadPanel";
import { StaffContext } from "../../leads/staff/staffContext";
import { bookingChangeAction, interviewLinkAction } from ".";
import { fakeCallables } from "../../../../test-utils/callables";

vi.mock("../../../lib/firebase", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/firebase")>()),
  callFunction: vi.fn(),
}));

const call = vi.mocked(callFunction);
const { backend, callsOf } = fakeCallables(call);

const availability: Availability = {
  active: false,
  meetingTypes: ["demo"],
  weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  daysOff: [],
  ...AVAILABILITY_DEFAULTS,
};

beforeEach(() => {
  call.mockReset();
});

describe("AvailabilityPanel", () => {
  it("saves the host's opt-in and weekly hours as the schema takes them", async () => {
    backend({
      getMyAvailability: () => ({ availability, feed: { active: false, url: null } }),
      setMyAvailability: (data) => ({ availability: data, feed: { active: false, url: null } }),
    });
    const user = userEvent.setup();
    render(<AvailabilityPanel />);
    await user.click(await screen.findByRole("switch", { name: /Take bookings/ }));
    await user.click(screen.getByRole("button", { name: "Add hours on Monday" }));
    expect(screen.getByLabelText("Monday range 1 from")).toHaveValue("09:00");
    expect(screen.getByLabelText("Minimum notice (hours)")).toHaveValue("12");
    await user.click(screen.getByRole("button", { name: "Save availability" }));
    await waitFor(() => expect(callsOf(CALLABLES.setMyAvailability)).toHaveLength(1));
    expect(callsOf(CALLABLES.setMyAvailability)[0]).toEqual({
      ...availability,
      active: true,
      weekly: { ...availability.weekly, mon: [{ start: "09:00", end: "17:00" }] },
    });
  });

  it("refuses a range that ends before it starts, without saving", async () => {
    backend({
      getMyAvailability: () => ({
        availability: { ...availability, weekly: { ...availability.weekly, tue: [{ start: "17:00", end: "09:00" }] } },
        feed: { active: false, url: null },
      }),
    });
    const user = userEvent.setup();
    render(<AvailabilityPanel />);
    await user.click(await screen.findByRole("button", { name: "Save availability" }));
    expect(await screen.findAllByText("Each range must end after it starts")).not.toHaveLength(0);
    expect(callsOf(CALLABLES.setMyAvailability)).toHaveLength(0);
  });

  it("shows a new calendar feed address once, and revokes it", async () => {
    backend({
      getMyAvailability: () => ({ availability, feed: { active: false, url: null } }),
      rotateCalendarFeed: (data) =>
        (data as { revoke: boolean }).revoke ? { url: null } : { url: "https://example.test/api/calendar/abc.ics" },
    });
    const user = userEvent.setup();
    render(<AvailabilityPanel />);
    await user.click(await screen.findByRole("button", { name: "Create feed address" }));
    expect(await screen.findByLabelText("Feed address (shown once)")).toHaveValue(
      "https://example.test/api/calendar/abc.ics",
    );
    await user.click(screen.getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("No feed address yet.")).toBeInTheDocument();
    expect(callsOf(CALLABLES.rotateCalendarFeed)).toEqual([{ revoke: false }, { revoke: true }]);
  });
});

describe("Send interview link", () => {
  const row = { id: "app1", created_at: "2026-11-20T10:00:00.000Z", first_name: "Grace", last_name: "Hopper" };
  const detail = (status: string, activity: ActivityEntry[] = []) =>
    ({ row: { ...row, status }, activity }) as unknown as SubmissionDetailResponse;

  it("mails the applicant in Screening a booking link and shows it in the history", async () => {
    const sent: ActivityEntry = {
      id: "e1",
      type: "event",
      text: "Interview link sent",
      by_email: "admin@example.com",
      by_uid: "u1",
      at: "2026-11-23T17:42:00.000Z",
    };
    backend({ getSubmission: () => detail("screening"), sendInterviewLink: () => detail("screening", [sent]) });
    const user = userEvent.setup();
    render(
      <LeadPanel
        kind="applications"
        id="app1"
        noun="application"
        onRow={() => {}}
        onChanged={() => {}}
        onDeleted={() => {}}
        actions={[interviewLinkAction]}
      />,
    );
    await user.click(await screen.findByRole("button", { name: "Send interview link" }));
    expect(await screen.findByText("Interview link sent", { selector: "li p" })).toBeInTheDocument();
    expect(callsOf(CALLABLES.sendInterviewLink)).toEqual([{ id: "app1" }]);
  });

  it("is not offered for an application that is not in Screening or Interview", async () => {
    backend({ getSubmission: () => detail("new") });
    render(
      <LeadPanel
        kind="applications"
        id="app1"
        noun="application"
        onRow={() => {}}
        onChanged={() => {}}
        onDeleted={() => {}}
        actions={[interviewLinkAction]}
      />,
    );
    expect(await screen.findByRole("button", { name: "Delete" })).toBeInTheDocument();
    // The action's code loads lazily; once it has, it still offers nothing.
    await act(async () => {
      await import("./InterviewLinkAction");
    });
    expect(screen.queryByRole("button", { name: "Send interview link" })).toBeNull();
  });
});

/** Picks an option of a Mantine Select (its listbox is named by the input's aria-controls). */
async function choose(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, option: string | RegExp) {
  await user.click(select);
  const listbox = await waitFor(() => document.getElementById(select.getAttribute("aria-controls") ?? "")!);
  await user.click(within(listbox).getByRole("option", { name: option, hidden: true }));
}

describe("a booking's drawer: cancel and reschedule tell the visitor", () => {
  const row = {
    id: "b1",
    created_at: "2026-11-20T10:00:00.000Z",
    meeting_type: "demo",
    name: "Ada Lovelace",
    email: "ada@example.com",
    start_at: "2030-03-10T16:00:00.000Z",
  };
  const detail = (status: string, extra: Record<string, unknown> = {}) =>
    ({ row: { ...row, status, ...extra }, activity: [] }) as unknown as SubmissionDetailResponse;
  const panel = () => (
    <LeadPanel
      kind="bookings"
      id="b1"
      noun="booking"
      onRow={() => {}}
      onChanged={() => {}}
      onDeleted={() => {}}
      actions={[bookingChangeAction]}
    />
  );

  it("choosing Cancelled asks for an optional reason and cancels with cancelBookingAsStaff, never silently", async () => {
    backend({ getSubmission: () => detail("scheduled"), cancelBookingAsStaff: () => detail("cancelled") });
    const user = userEvent.setup();
    render(panel());
    await choose(user, await screen.findByRole("combobox", { name: "Status" }), "Cancelled");
    const dialog = await screen.findByRole("dialog", { name: "Cancel this booking?" });
    expect(callsOf(CALLABLES.setSubmissionStatus)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Reason (optional, sent to the visitor)"), "Presenter ill");
    await user.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    await waitFor(() =>
      expect(callsOf(CALLABLES.cancelBookingAsStaff)).toEqual([{ id: "b1", reason: "Presenter ill" }]),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(callsOf(CALLABLES.setSubmissionStatus)).toHaveLength(0);
  });

  it("Reschedule offers the free times and moves the booking with rescheduleBookingAsStaff", async () => {
    const free = "2030-03-11T17:00:00.000Z";
    backend({
      getSubmission: () => detail("scheduled"),
      bookingFreeTimes: () => ({ times: [free] }),
      rescheduleBookingAsStaff: () => detail("scheduled", { start_at: free }),
    });
    const user = userEvent.setup();
    render(panel());
    await user.click(await screen.findByRole("button", { name: "Reschedule" }));
    await choose(user, await screen.findByRole("combobox", { name: "New time (Boise time)" }), /Mar 11/);
    await user.click(screen.getByRole("button", { name: "Move booking" }));
    await waitFor(() => expect(callsOf(CALLABLES.rescheduleBookingAsStaff)).toEqual([{ id: "b1", start: free }]));
  });

  it("offers neither action once the booking is cancelled", async () => {
    backend({ getSubmission: () => detail("cancelled") });
    render(panel());
    expect(await screen.findByRole("button", { name: "Delete" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reschedule" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel booking" })).toBeNull();
  });
});

describe("the agenda", () => {
  it("opens a row's booking in the drawer, as All bookings does", async () => {
    const row = {
      id: "b1",
      created_at: "2026-11-20T10:00:00.000Z",
      meeting_type: "demo",
      name: "Ada Lovelace",
      email: "ada@example.com",
      organisation: "Rexburg SD",
      organisation_type: "school",
      topics: "",
      status: "scheduled",
      start_at: "2030-03-10T16:00:00.000Z",
      end_at: "2030-03-10T16:30:00.000Z",
    };
    backend({
      bookingAgenda: () => ({ rows: [row], nextCursor: null }),
      getSubmission: () => ({ row, activity: [] }),
    });
    const user = userEvent.setup();
    render(
      <StaffContext.Provider value={{ lists: null, leadActions: [bookingChangeAction] }}>
        <BookingsTab LeadTable={LeadTable} LeadDrawer={LeadDrawer} />
      </StaffContext.Provider>,
    );
    await user.click(await screen.findByRole("button", { name: "Open booking of Ada Lovelace" }));
    expect(await screen.findByRole("dialog", { name: "Demo with Ada Lovelace" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Cancel booking" })).toBeInTheDocument();
  });
});
