import { execFileSync, spawnSync } from "node:child_process";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { zonedToInstant } from "../domain/slots";
import { HOST_TIME_ZONE } from "../domain/bookings";
import type { MailBooking } from "../domain/bookingRecord";
import { FEED_REFRESH_MINUTES, calendarFeed, invitation, paramValue, type InvitationInput } from "./invitation";
import { changeMails } from "./mails";

const ORGANIZER = { name: "Idaho AI Coaches", email: "hello@idahoaicoaches.com" };
const ATTENDEE = { name: "Ana Visitor, Boise School District", email: "ana@example.com" };

function request(overrides: Partial<InvitationInput> = {}): InvitationInput {
  const start = zonedToInstant("2027-03-12", "09:00", HOST_TIME_ZONE);
  return {
    method: "REQUEST",
    uid: "b-0001@idahoaicoaches.com",
    sequence: 0,
    start,
    end: new Date(start.getTime() + 30 * 60_000),
    summary: "Demo — Idaho AI Coaches",
    description:
      "A 30-minute walk-through of our training, certifications, competitions and software for your team.\n" +
      "Reschedule: https://idahoaicoaches.com/booking/reschedule#token; cancel: https://idahoaicoaches.com/booking/cancel#token",
    location: "Video call (link in the confirmation)",
    url: "https://idahoaicoaches.com/booking/reschedule#token",
    organizer: ORGANIZER,
    attendee: ATTENDEE,
    ...overrides,
  };
}

/** The calendar as a parser reads it, and its one event. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent");
  return { calendar, events, event: events[0]! };
}

const utc = (value: unknown) => (value as InstanceType<typeof ICAL.Time>).toJSDate().toISOString();
const written = (value: unknown) => (value as InstanceType<typeof ICAL.Time>).toString();

describe("invitation", () => {
  it("is a REQUEST with the booking's fixed UID, its SEQUENCE, UTC times, the organizer and the attendee", () => {
    const { calendar, events, event } = parse(invitation(request({ sequence: 3 })));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(events).toHaveLength(1);
    expect(event.getFirstPropertyValue("uid")).toBe("b-0001@idahoaicoaches.com");
    expect(event.getFirstPropertyValue("sequence")).toBe(3);
    expect(utc(event.getFirstPropertyValue("dtstart"))).toBe("2027-03-12T16:00:00.000Z");
    expect(written(event.getFirstPropertyValue("dtstart"))).toBe("2027-03-12T16:00:00Z");
    expect(utc(event.getFirstPropertyValue("dtend"))).toBe("2027-03-12T16:30:00.000Z");
    expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event.getFirstPropertyValue("summary")).toBe("Demo — Idaho AI Coaches");
    expect(event.getFirstPropertyValue("description")).toBe(request().description);
    expect(event.getFirstPropertyValue("location")).toBe("Video call (link in the confirmation)");
    expect(event.getFirstPropertyValue("url")).toBe("https://idahoaicoaches.com/booking/reschedule#token");
    const organizer = event.getFirstProperty("organizer")!;
    expect(String(organizer.getFirstValue()).toLowerCase()).toBe("mailto:hello@idahoaicoaches.com");
    expect(organizer.getParameter("cn")).toBe("Idaho AI Coaches");
    const attendees = event.getAllProperties("attendee");
    expect(attendees).toHaveLength(1);
    expect(String(attendees[0]!.getFirstValue()).toLowerCase()).toBe("mailto:ana@example.com");
    expect(attendees[0]!.getParameter("cn")).toBe("Ana Visitor, Boise School District");
  });

  it("starts 9:00 in Boise at 16:00Z before the change of 14 March 2027 and at 15:00Z after it", () => {
    const before = parse(invitation(request())).event;
    const afterStart = zonedToInstant("2027-03-15", "09:00", HOST_TIME_ZONE);
    const after = parse(
      invitation(request({ start: afterStart, end: new Date(afterStart.getTime() + 30 * 60_000) })),
    ).event;
    expect(written(before.getFirstPropertyValue("dtstart"))).toBe("2027-03-12T16:00:00Z");
    expect(written(after.getFirstPropertyValue("dtstart"))).toBe("2027-03-15T15:00:00Z");
    expect(written(after.getFirstPropertyValue("dtend"))).toBe("2027-03-15T15:30:00Z");
  });

  it("is a CANCEL of the same UID with a raised SEQUENCE and STATUS:CANCELLED", () => {
    const { calendar, event } = parse(invitation(request({ method: "CANCEL", sequence: 4 })));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.getFirstPropertyValue("uid")).toBe("b-0001@idahoaicoaches.com");
    expect(event.getFirstPropertyValue("sequence")).toBe(4);
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("ends every line with CRLF and folds long lines at 75 octets", () => {
    const text = invitation(request());
    expect(text.split("\r\n").every((line) => !line.includes("\n"))).toBe(true);
    expect(text).toMatch(/\r\n /); // a folded continuation
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    // The last line too (RFC 5545 §3.1): ical-generator leaves it bare.
    expect(text).toMatch(/\r\nEND:VCALENDAR\r\n$/);
  });

  it("leaves out a location and a URL it is not given", () => {
    const { event } = parse(invitation(request({ location: undefined, url: undefined })));
    expect(event.getFirstPropertyValue("location")).toBeNull();
    expect(event.getFirstPropertyValue("url")).toBeNull();
  });
});

describe("calendarFeed", () => {
  it("is a named calendar with a refresh interval and no METHOD, one event per booking with its status", () => {
    const afterStart = zonedToInstant("2027-03-15", "09:00", HOST_TIME_ZONE);
    const text = calendarFeed({
      name: "Idaho AI Coaches — bookings",
      events: [
        {
          uid: "b-0001@idahoaicoaches.com",
          sequence: 1,
          start: new Date("2027-03-12T16:00:00Z"),
          end: new Date("2027-03-12T16:30:00Z"),
          summary: "Demo — Ana Visitor",
          description: "Boise School District",
          status: "CONFIRMED",
        },
        {
          uid: "b-0002@idahoaicoaches.com",
          sequence: 2,
          start: afterStart,
          end: new Date(afterStart.getTime() + 45 * 60_000),
          summary: "Partnership call — Ben",
          description: "",
          status: "CANCELLED",
        },
      ],
    });
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue("method")).toBeNull();
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Idaho AI Coaches — bookings");
    expect(String(calendar.getFirstPropertyValue("refresh-interval"))).toBe(`PT${FEED_REFRESH_MINUTES}M`);
    expect(events.map((event) => event.getFirstPropertyValue("uid"))).toEqual([
      "b-0001@idahoaicoaches.com",
      "b-0002@idahoaicoaches.com",
    ]);
    expect(events.map((event) => event.getFirstPropertyValue("status"))).toEqual(["CONFIRMED", "CANCELLED"]);
    expect(events.map((event) => event.getFirstPropertyValue("sequence"))).toEqual([1, 2]);
    expect(events.map((event) => written(event.getFirstPropertyValue("dtstart")))).toEqual([
      "2027-03-12T16:00:00Z",
      "2027-03-15T15:00:00Z",
    ]);
    expect(events.every((event) => event.getAllProperties("attendee").length === 0)).toBe(true);
    expect(text.split("\r\n").every((line) => !line.includes("\n"))).toBe(true);
    expect(text).toMatch(/\r\nEND:VCALENDAR\r\n$/);
  });
});

/**
 * The invitations as parsers other than the one that wrote them read them: Python's `icalendar` and `vobject` (Debian's
 * python3-icalendar and python3-vobject, at /usr/bin/python3; .ci/run installs them), strict about line ends and
 * parameters. Each must read back the method, UID, sequence, summary, and the attendee's and organizer's CN exactly.
 */
const SECOND_PARSERS = String.raw`
import json, sys
import icalendar, vobject
out = []
for text in json.load(sys.stdin):
    cal = icalendar.Calendar.from_ical(text)
    ev = cal.walk("VEVENT")[0]
    v = vobject.readOne(text)
    out.append({
        "icalendar": {
            "method": str(cal.get("method")), "uid": str(ev.get("uid")), "sequence": int(ev.get("sequence")),
            "summary": str(ev.get("summary")), "description": str(ev.get("description")),
            "attendee": str(ev.get("attendee").params.get("CN")), "organizer": str(ev.get("organizer").params.get("CN")),
        },
        "vobject": {
            "method": v.method.value, "uid": v.vevent.uid.value, "sequence": int(v.vevent.sequence.value),
            "summary": v.vevent.summary.value, "description": v.vevent.description.value,
            "attendee": v.vevent.attendee.params["CN"][0], "organizer": v.vevent.organizer.params["CN"][0],
        },
    })
json.dump(out, sys.stdout, ensure_ascii=False)
`;

function readBySecondParsers(texts: string[]) {
  const run = spawnSync("/usr/bin/python3", ["-c", SECOND_PARSERS], { input: JSON.stringify(texts), encoding: "utf8" });
  if (run.status !== 0) throw new Error(`python3 (icalendar, vobject) failed: ${run.stderr || run.error}`);
  return JSON.parse(run.stdout) as Record<"icalendar" | "vobject", Record<string, unknown>>[];
}

describe("invitations in a second and third parser (Python icalendar and vobject)", () => {
  const booking: MailBooking = {
    meetingType: "demo",
    start: new Date("2027-03-12T16:00:00Z"),
    end: new Date("2027-03-12T16:30:00Z"),
    timeZone: "Asia/Kolkata",
    icsUid: "b-0003@idahoaicoaches.com",
    sequence: 2,
    // Commas, semicolons, non-ASCII letters (Latin, Devanagari), long enough to be folded. The name is also the staff
    // invitation's CN parameter, where `"` and `\` need RFC 6868 quoting (issue 33, the parameter-quoting fix):
    // they are tested in property values here (the summary and description).
    name: "Zoë Ångström-Østergård, Ph.D.; देवनागरी Łódź",
    email: "zoe@example.com",
    organisation: "Lycée \\ Saint-Exupéry; Boise, ID",
    organisationType: "school",
    topics: "Naïve Bayes, ČSV; \\ back-slash",
  };

  it.each([
    ["booked", { kind: "booked" } as const, "REQUEST"],
    ["cancelled by staff", { kind: "cancelled", by: "staff", reason: "Ill" } as const, "CANCEL"],
  ])("the visitor's and the staff's invitation when %s read back identically", (_case, change, method) => {
    const mails = changeMails(booking, change, { origin: "https://idahoaicoaches.com", token: "t".repeat(43) });
    const visitor = mails.record.confirmation?.attachments?.[0]?.content ?? "";
    const staff = mails.record.staff?.attachments?.[0]?.content ?? "";
    for (const text of [visitor, staff]) {
      expect(text.endsWith("\r\n")).toBe(true);
      expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    }
    const [readVisitor, readStaff] = readBySecondParsers([visitor, staff]);
    for (const parser of ["icalendar", "vobject"] as const) {
      expect(readVisitor?.[parser]).toMatchObject({
        method,
        uid: booking.icsUid,
        sequence: 2,
        summary: "Demo with Idaho AI Coaches",
        attendee: booking.email,
        organizer: "Idaho AI Coaches",
      });
      expect(readStaff?.[parser]).toMatchObject({
        method,
        uid: booking.icsUid,
        summary: `Demo: ${booking.name} (${booking.organisation})`,
        attendee: booking.name,
      });
      expect(String(readStaff?.[parser]?.description)).toContain(`Topics: ${booking.topics}`);
    }
  });
});

describe("the booking mails' words", () => {
  const booking: MailBooking = {
    meetingType: "demo",
    start: new Date("2027-03-12T16:00:00Z"),
    end: new Date("2027-03-12T16:30:00Z"),
    timeZone: "Asia/Calcutta",
    icsUid: "b-0004@idahoaicoaches.com",
    sequence: 0,
    name: "Priya Raman",
    email: "priya@example.com",
    organisation: "Rexburg School District",
    organisationType: "school",
    topics: "",
  };

  it("name the visitor's zone as the page does, never by its offset; the staff notice by label and zone name", () => {
    const mails = changeMails(
      booking,
      { kind: "booked" },
      { origin: "https://idahoaicoaches.com", token: "t".repeat(43) },
    );
    const confirmation = mails.record.confirmation!;
    const staff = mails.record.staff!;
    expect(confirmation.subject).toBe("Your Demo is booked: Friday, March 12, 2027, 9:30 PM India Standard Time");
    for (const text of [confirmation.subject, confirmation.text, staff.subject, staff.text]) {
      expect(text).not.toMatch(/GMT|UTC[+-]|\bMST\b/);
    }
    expect(staff.subject).toContain("9:00 AM Mountain Time");
    expect(staff.text).toContain("School or district");
    expect(staff.text).not.toMatch(/Organization type:?\s+school/);
    expect(staff.text).toContain("India Standard Time, Asia/Kolkata");
  });
});

/**
 * Each VEVENT's attendees (address, CN) as two strict Python parsers read `ics`: Debian's python3-icalendar and
 * python3-vobject (.ci/run installs them; README, "Running the tests").
 */
function pythonAttendees(ics: string): Record<"icalendar" | "vobject", { value: string; cn: string }[]> {
  const script = `
import json, sys, icalendar, vobject
text = sys.stdin.read()
out = {"icalendar": [], "vobject": []}
for event in icalendar.Calendar.from_ical(text).walk("VEVENT"):
    found = event.get("attendee")
    for attendee in (found if isinstance(found, list) else [found] if found is not None else []):
        out["icalendar"].append({"value": str(attendee), "cn": str(attendee.params.get("CN", ""))})
for attendee in vobject.readOne(text).vevent.contents.get("attendee", []):
    out["vobject"].append({"value": attendee.value, "cn": (attendee.params.get("CN") or [""])[0]})
print(json.dumps(out))
`;
  return JSON.parse(execFileSync("/usr/bin/python3", ["-c", script], { input: ics, encoding: "utf8" })) as never;
}

describe("parameter values (issue 33, item 5; issue 45)", () => {
  it.each([
    [
      "a quote that would close CN",
      'Eve" ;X=Y:mailto:attacker@evil.example',
      "Eve\u201d ;X=Y:mailto:attacker@evil.example",
    ],
    [
      "a backslash before a quote",
      'Eve\\" :mailto:attacker@evil.example',
      "Eve\u29f5\u201d :mailto:attacker@evil.example",
    ],
    [
      "a caret and a line break",
      "Eve ^n\nATTENDEE:mailto:attacker@evil.example",
      "Eve \u02c6n ATTENDEE:mailto:attacker@evil.example",
    ],
    ["a name in quotes", 'Ada "Ace" O\'Neil', "Ada \u201cAce\u201d O'Neil"],
    ["RFC 6868's own escapes, typed", "a^^b ^' c^d", "a\u02c6^b \u02c6' c^d"],
  ])("keep %s inside CN, read back alike by ical.js and strict Python parsers", (_case, name, shown) => {
    const text = invitation(request({ attendee: { name, email: "ana@example.com" } }));
    const attendees = parse(text).event.getAllProperties("attendee");
    expect(attendees).toHaveLength(1);
    expect(String(attendees[0]!.getFirstValue()).toLowerCase()).toBe("mailto:ana@example.com");
    expect(attendees[0]!.getParameter("cn")).toBe(shown);
    const parsed = pythonAttendees(text);
    for (const parser of ["icalendar", "vobject"] as const) {
      expect(parsed[parser].map((attendee) => attendee.value.toLowerCase())).toEqual(["mailto:ana@example.com"]);
      // What every parser reads is the same, and what the visitor typed but for the quote and the line break.
      expect(parsed[parser][0]?.cn).toBe(shown);
    }
  });

  it("writes a quote typographically, a line break as a space, and no RFC 6868 escape", () => {
    expect(paramValue('a^b"c\r\nd\ne "f"')).toBe("a^b\u201dc d e \u201cf\u201d");
    expect(paramValue("x^^y^nz^'")).toBe("x\u02c6^y\u02c6nz\u02c6'");
    expect(paramValue("tab\there\u0007")).toBe("tab\there");
    expect(paramValue("a\\b")).toBe("a\u29f5b");
  });
});
