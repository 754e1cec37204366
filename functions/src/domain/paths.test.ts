import { describe, expect, it } from "vitest";
import { bookingLinks, interviewLink } from "./bookings";
import { BOOKING_PAGES, SITE_PATHS, STAFF_PATHS, siteUrl } from "./paths";
import { COUNTED_PATHS } from "./traffic";

describe("the site's paths, one home (domain/paths.ts)", () => {
  it("make a mail's absolute links from the origin, with or without its trailing slash", () => {
    expect(siteUrl("https://example.com/", SITE_PATHS.dashboard)).toBe("https://example.com/dashboard");
    expect(bookingLinks("https://example.com", "t0k")).toEqual({
      reschedule: "https://example.com/booking/reschedule#t0k",
      cancel: "https://example.com/booking/cancel#t0k",
    });
    expect(interviewLink("https://example.com", "inv")).toBe("https://example.com/book/coach-interview#invite=inv");
  });

  it("give every meeting type its booking page", () => {
    expect(Object.values(BOOKING_PAGES).every((path) => path.startsWith("/book/"))).toBe(true);
  });

  it("count every page but the staff ones", () => {
    expect(COUNTED_PATHS).not.toContain(SITE_PATHS.dashboard);
    expect(COUNTED_PATHS).not.toContain(SITE_PATHS.auth);
    expect(COUNTED_PATHS).toHaveLength(Object.keys(SITE_PATHS).length - STAFF_PATHS.length);
  });
});
