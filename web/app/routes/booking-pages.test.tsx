import type { BookingByTokenResponse, FreeTimesResponse } from "@domain";
import { render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { paths } from "../config/paths";
import { callPublicFunction } from "../lib/firebase";
import BookPage from "./book.page";
import BookingCancelPage from "./booking.cancel.page";
import BookingReschedulePage from "./booking.reschedule.page";

vi.mock("../lib/firebase", async (original) => ({
  ...(await original<typeof import("../lib/firebase")>()),
  callPublicFunction: vi.fn(),
}));

// The booking pages are plain React (docs/decisions/0005): rendered here without a MantineProvider, as on the site.
function stub() {
  return createRoutesStub([
    { path: paths.bookDemo, Component: BookPage },
    { path: paths.bookCoachInterview, Component: BookPage },
    { path: paths.bookingReschedule, Component: BookingReschedulePage },
    { path: paths.bookingCancel, Component: BookingCancelPage },
  ]);
}

const TOKEN = "a".repeat(43);

describe("booking pages, as prerendered", () => {
  it.each([
    [paths.bookDemo, "Pick a time", "Loading the calendar…"],
    [paths.bookingReschedule, "Pick a new time", "Loading your meeting…"],
    [paths.bookingCancel, "Cancel this meeting?", "Loading your meeting…"],
  ])("%s is its heading and a placeholder, with no Mantine and no scheduler yet", (path, heading, loading) => {
    const Stub = stub();
    // The server render is what the build prerenders: no provider around it, so a Mantine component would throw.
    const html = renderToString(<Stub initialEntries={[path]} />);
    expect(html).toContain(heading);
    expect(html).toContain(loading);
    expect(html).toContain('role="status"');
    expect(html).not.toMatch(/mantine-|data-mantine/);
  });
});

describe("booking pages, once hydrated", () => {
  const call = vi.mocked(callPublicFunction);

  it("/book/demo loads the scheduler, still without Mantine, and asks for the demo's free times", async () => {
    const answer: FreeTimesResponse = { meetingType: "demo", minutes: 30, times: [] };
    call.mockResolvedValue(answer);
    const Stub = stub();
    render(<Stub initialEntries={[paths.bookDemo]} />);
    expect(await screen.findByLabelText("Time zone", {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith("bookingFreeTimes", expect.objectContaining({ meetingType: "demo" })),
    );
    expect(screen.queryByText("Loading the calendar…")).toBeNull();
    // No Mantine component rendered (its classes and attributes; the theme's CSS variables are every page's).
    expect(document.body.innerHTML).not.toMatch(/class="[^"]*mantine-|data-mantine/);
  });

  it("/book/coach-interview without its invitation says a link is needed", async () => {
    const Stub = stub();
    render(<Stub initialEntries={[paths.bookCoachInterview]} />);
    expect(await screen.findByRole("alert", {}, { timeout: 15_000 })).toHaveTextContent("Interview link needed");
  });

  it("/booking/cancel loads the booking its link names", async () => {
    const answer: BookingByTokenResponse = {
      booking: {
        meetingType: "demo",
        start: "2027-03-12T16:00:00.000Z",
        end: "2027-03-12T16:30:00.000Z",
        timeZone: "America/Boise",
        name: "Ada",
        organisation: "Rexburg Schools",
        status: "scheduled",
      },
      changeable: true,
    };
    call.mockResolvedValue(answer);
    const Stub = stub();
    render(<Stub initialEntries={[`${paths.bookingCancel}#${TOKEN}`]} />);
    expect(
      await screen.findByRole("button", { name: "Yes, cancel my meeting" }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith("getBookingByToken", { token: TOKEN });
  });

  it("/booking/reschedule without a token refuses without asking", async () => {
    call.mockClear();
    const Stub = stub();
    render(<Stub initialEntries={[paths.bookingReschedule]} />);
    expect(await screen.findByRole("alert", {}, { timeout: 15_000 })).toHaveTextContent("can't be changed");
    expect(call).not.toHaveBeenCalled();
  });
});
