import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { instantToZoned, zonedToInstant } from "../domain/slots";
import {
  expandCalendar,
  EXPANSION_BUDGET,
  ExpansionBudgetError,
  ianaZoneOf,
  newExpansionBudget,
  NotACalendarError,
  type ExpandOptions,
} from "./ics";

/*
 * The public test calendars of python-recurring-ical-events and node-ical (fixtures/README.md names each source),
 * expanded and compared with the occurrences those projects' own tests expect; then the product's own rules of what
 * blocks. `includeTransparent` answers free events too where a fixture marks its events free (the other projects
 * list occurrences whatever their transparency); each such fixture is also checked to block nothing without it.
 */

const fixture = (name: string) => readFileSync(resolve(__dirname, "fixtures", name), "utf8");
const at = (iso: string) => new Date(iso).getTime();
const iso = (ms: number) => new Date(ms).toISOString();
const everything = { from: at("1900-01-01T00:00:00Z"), to: at("2100-01-01T00:00:00Z") };

/** Two centuries of a fixture: more work than a sync's budget allows (a sync expands a year), so a larger one. */
async function expand(name: string, options: Partial<ExpandOptions> = {}) {
  const budget = newExpansionBudget({ instances: 1_000_000, ms: 60_000 });
  return (await expandCalendar(fixture(name), { ...everything, hostZone: "America/Boise", budget, ...options }))
    .occurrences;
}
const localDates = (occurrences: { start: number }[], zone: string) =>
  occurrences.map((item) => instantToZoned(new Date(item.start), zone).date);

describe("public calendars: python-recurring-ical-events", () => {
  it("issue_62_moved_event: the last-Friday series moved from 31 to 17 December, one event that month", async () => {
    // test_issue_62_moved_event.py: at("20211231") == [], at("20211217") has 1, December has 1.
    const december = await expand("issue_62_moved_event.ics", {
      from: zonedToInstant("2021-12-01", "00:00", "Europe/Berlin").getTime(),
      to: zonedToInstant("2022-01-01", "00:00", "Europe/Berlin").getTime(),
      includeTransparent: true,
    });
    expect(localDates(december, "Europe/Berlin")).toEqual(["2021-12-17"]);
    expect(iso(december[0]!.start)).toBe("2021-12-17T20:30:00.000Z");
    // Google's "Free" (TRANSP:TRANSPARENT): nothing blocks.
    expect(await expand("issue_62_moved_event.ics")).toEqual([]);
  });

  it("issue_62_moved_event_2: moved date-time and all-day instances, 6 events in August 2023", async () => {
    // test_issue_62_moved_event.py: present 10, 16, 24 (all day) and 8, 14, 22 (date-time); absent 15 and 17.
    const zone = "Australia/Sydney";
    const august = await expand("issue_62_moved_event_2.ics", {
      hostZone: zone,
      from: zonedToInstant("2023-08-01", "00:00", zone).getTime(),
      to: zonedToInstant("2023-09-01", "00:00", zone).getTime(),
      includeTransparent: true,
    });
    expect(localDates(august, zone).sort()).toEqual([
      "2023-08-08",
      "2023-08-10",
      "2023-08-14",
      "2023-08-16",
      "2023-08-22",
      "2023-08-24",
    ]);
  });

  it("each_week_but_two_deleted: COUNT=8 with two EXDATEs in UTC against a Berlin series leaves 6", async () => {
    // test_deleted_entries.py: len(all()) == 6.
    expect(await expand("each_week_but_two_deleted.ics")).toHaveLength(6);
  });

  it("issue_75_range_parameter: RANGE=THISANDFUTURE moves and re-times every later instance", async () => {
    // test_issue_75_range_parameter.py, test_issue_75_RANGE_BETWEEN_parameter: (start, end, total).
    const table: [string, string, number][] = [
      ["20240901T000000Z", "20240911T235959Z", 6],
      ["20240901T000000Z", "20240913T000000Z", 6],
      ["20240901T000000Z", "20240913T235959Z", 7],
      ["20240901T000000Z", "20240914T235959Z", 8],
      ["20240901T000000Z", "20240915T235959Z", 9],
      ["20240901T000000Z", "20240917T235959Z", 10],
      ["20240901T000000Z", "20240919T235959Z", 11],
      ["20240901T000000Z", "20240921T235959Z", 11],
      ["20240901T000000Z", "20240922T000000Z", 11],
      ["20240901T000000Z", "20240922T235959Z", 12],
      ["20240901T000000Z", "20240923T235959Z", 12],
      ["20240901T000000Z", "20240924T235959Z", 13],
      ["20240913T000000Z", "20240922T000000Z", 5],
      ["20240913T000000Z", "20240922T235959Z", 6],
      ["20240924T000000Z", "20240925T235959Z", 1],
    ];
    const basic = (value: string) =>
      value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z");
    for (const [from, to, total] of table) {
      const found = await expand("issue_75_range_parameter.ics", { from: at(basic(from)), to: at(basic(to)) });
      expect([from, to, found.length]).toEqual([from, to, total]);
    }
    // test_the_length_of_modified_events: 17 Sept 9:00–16:00 (moved by the 13th's range), 24 Sept 14:22–16:13.
    const all = await expand("issue_75_range_parameter.ics", {
      from: at("2024-09-17T00:00:00Z"),
      to: at("2024-09-25T00:00:00Z"),
    });
    expect(all.map((item) => `${iso(item.start)}/${iso(item.end)}`)).toContain(
      "2024-09-17T09:00:00.000Z/2024-09-17T16:00:00.000Z",
    );
    expect(all.map((item) => `${iso(item.start)}/${iso(item.end)}`)).toContain(
      "2024-09-24T14:22:00.000Z/2024-09-24T16:13:00.000Z",
    );
  });

  it("issue_28_rrule_with_UTC_endinginZ: Outlook's UNTIL in UTC and a moved all-day instance", async () => {
    // test_issue_28_timezone_with_z.py: 15 events from 25 May to 5 Sept 2020, one from 3 to 5 Sept.
    const zone = "Europe/London";
    const window = (from: string, to: string) => ({
      hostZone: zone,
      from: zonedToInstant(from, "00:00", zone).getTime(),
      to: zonedToInstant(to, "00:00", zone).getTime(),
      includeTransparent: true,
    });
    expect(await expand("issue_28_rrule_with_UTC_endinginZ.ics", window("2020-05-25", "2020-09-05"))).toHaveLength(15);
    expect(await expand("issue_28_rrule_with_UTC_endinginZ.ics", window("2020-09-03", "2020-09-05"))).toHaveLength(1);
  });

  it("issue_18_cancel_status: a cancelled instance of a daily series does not block", async () => {
    // test_issue_18_cancel_status.py: the 29th is CANCELLED, the 28th and 30th are not.
    const found = await expand("issue_18_cancel_status.ics");
    expect(found.map((item) => iso(item.start))).toEqual(["2020-01-28T21:00:00.000Z", "2020-01-30T21:00:00.000Z"]);
  });

  it("issue_86: a floating time is in the file's X-WR-TIMEZONE (21:00 CEST), not the host's", async () => {
    // test_issue_86_x_wr_timezone_but_no_tzid_in_dt.py: 16 Sept 2021 21:00 CEST.
    const [event] = await expand("issue_86_x_wr_timezone_without_time_zone_in_dt.ics");
    expect(iso(event!.start)).toBe("2021-09-16T19:00:00.000Z");
    expect(iso(event!.end)).toBe("2021-09-16T20:45:00.000Z");
  });

  it("issue_113_period_in_rdate: an RDATE PERIOD lasts as its period says", async () => {
    // test_issue_113_period_in_rdate.py: 13 Dec 2023 12:00–15:00 America/Vancouver.
    const found = await expand("issue_113_period_in_rdate.ics", {
      from: at("2023-12-13T00:00:00Z"),
      to: at("2023-12-14T12:00:00Z"),
    });
    expect(found.map((item) => `${iso(item.start)}/${iso(item.end)}`)).toEqual([
      "2023-12-13T20:00:00.000Z/2023-12-13T23:00:00.000Z",
    ]);
  });
});

describe("public calendars: node-ical", () => {
  it("windows-quoted-tz-rrule: a quoted Windows TZID is the Eastern zone, and DTEND keeps its own zone", async () => {
    // advanced.test.js: the start carries a zone. 12:00 Eastern (EDT) = 16:00 UTC; DTEND 13:00 Los Angeles = 20:00 UTC.
    // The two EXDATEs (12:00 in Los Angeles; no VTIMEZONE in the file) are matched on their wall-clock time by
    // ical.js, as the file's author meant: 8 of the 10 instances remain, the 8th and 10th of July removed.
    const found = await expand("windows-quoted-tz-rrule.ics");
    expect(found).toHaveLength(8);
    expect(found.map((item) => iso(item.start).slice(0, 10))).not.toContain("2015-07-08");
    expect(iso(found[0]!.start)).toBe("2015-07-06T16:00:00.000Z");
    expect(iso(found[0]!.end)).toBe("2015-07-06T20:00:00.000Z");
  });

  it("non-utc-until: a local UNTIL (against RFC 5545, common in CalDAV servers) ends the series on 30 Dec 2024", async () => {
    // non-utc-until.test.js: UNTIL 2024-12-31T10:00 Berlin = 09:00 UTC; the last recurrence is at or before it.
    const found = await expand("non-utc-until.ics");
    expect(found).toHaveLength(53);
    expect(iso(found[0]!.start)).toBe("2024-01-01T09:00:00.000Z");
    expect(iso(found.at(-1)!.start)).toBe("2024-12-30T09:00:00.000Z");
  });

  it("exchange_whole_day_moved_recurrence: an all-day instance moved by a date-time RECURRENCE-ID", async () => {
    // issue-459-exchange-recurrence-id.test.js: 19, 24 and 27 Feb (moved from the 26th, which has no instance).
    const zone = "Europe/Berlin";
    const found = await expand("exchange_whole_day_moved_recurrence.ics", {
      hostZone: zone,
      from: zonedToInstant("2026-02-19", "00:00", zone).getTime(),
      to: zonedToInstant("2026-03-01", "00:00", zone).getTime(),
      includeTransparent: true,
    });
    expect(localDates(found, zone)).toEqual(["2026-02-19", "2026-02-24", "2026-02-27"]);
  });

  it("multi-era-vtimezone: a custom zone's observance of the event's own era", async () => {
    // advanced.test.js: 2025-06-10T18:00Z (rules since 2007) and 1985-10-15T18:00Z (the old rules).
    const found = (await expand("multi-era-vtimezone.ics")).map((item) => iso(item.start));
    expect(found).toEqual(["1985-10-15T18:00:00.000Z", "2025-06-10T18:00:00.000Z"]);
  });

  it("vfreebusy-zimbra: each busy period of a VFREEBUSY blocks", async () => {
    const found = await expand("vfreebusy-zimbra.ics");
    expect(found).toHaveLength(29);
    expect(`${iso(found[0]!.start)}/${iso(found[0]!.end)}`).toBe("2014-04-16T15:15:00.000Z/2014-04-16T19:00:00.000Z");
  });

  it("whole_day_moved_over_dst_change_berlin: all-day instances are whole local days, 25 hours on the change", async () => {
    const zone = "Europe/Berlin";
    const found = await expand("whole_day_moved_over_dst_change_berlin.ics", {
      hostZone: zone,
      includeTransparent: true,
    });
    expect(localDates(found, zone)).toEqual(["2024-10-27", "2024-10-29", "2024-10-30"]);
    expect(found[0]!.end - found[0]!.start).toBe(25 * 3_600_000);
    expect(await expand("whole_day_moved_over_dst_change_berlin.ics", { hostZone: zone })).toEqual([]);
  });
});

const calendar = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", ...lines, "END:VCALENDAR"].join("\r\n");

describe("what blocks", () => {
  it("a VFREEBUSY answer (as a CalDAV free-busy-query REPORT gives it) blocks its BUSY, BUSY-TENTATIVE and BUSY-UNAVAILABLE periods, not FREE", async () => {
    // RFC 4791 7.10 / RFC 5545 3.8.2.6: UTC periods, with an end or a duration, several per line; no FBTYPE is BUSY.
    const text = calendar(
      "METHOD:REPLY",
      "BEGIN:VFREEBUSY",
      "DTSTAMP:20270301T000000Z",
      "DTSTART:20270310T000000Z",
      "DTEND:20270311T000000Z",
      "FREEBUSY;FBTYPE=BUSY:20270310T150000Z/20270310T160000Z",
      "FREEBUSY;FBTYPE=BUSY-TENTATIVE:20270310T170000Z/PT30M",
      "FREEBUSY;FBTYPE=BUSY-UNAVAILABLE:20270310T180000Z/20270310T183000Z,20270310T190000Z/PT15M",
      "FREEBUSY;FBTYPE=FREE:20270310T200000Z/20270310T220000Z",
      "FREEBUSY:20270310T230000Z/PT1H",
      "END:VFREEBUSY",
    );
    const found = await expandCalendar(text, {
      from: at("2027-03-10T00:00:00Z"),
      to: at("2027-03-10T23:30:00Z"),
      hostZone: "America/Boise",
    });
    expect(found.occurrences.map((item) => `${iso(item.start)}/${iso(item.end)}`).sort()).toEqual([
      "2027-03-10T15:00:00.000Z/2027-03-10T16:00:00.000Z",
      "2027-03-10T17:00:00.000Z/2027-03-10T17:30:00.000Z",
      "2027-03-10T18:00:00.000Z/2027-03-10T18:30:00.000Z",
      "2027-03-10T19:00:00.000Z/2027-03-10T19:15:00.000Z",
      // Overlapping the range's end: kept whole (the sync clips to its horizon).
      "2027-03-10T23:00:00.000Z/2027-03-11T00:00:00.000Z",
    ]);
  });

  it("a declined invitation leaves the host free; another attendee's decline does not", async () => {
    const event = (partstat: string, who: string) => [
      "BEGIN:VEVENT",
      `UID:${who}-${partstat}`,
      "DTSTART:20270310T160000Z",
      "DTEND:20270310T170000Z",
      `ATTENDEE;CN=Host;PARTSTAT=${partstat}:mailto:${who}`,
      "END:VEVENT",
    ];
    const text = calendar(...event("DECLINED", "Host@Example.com"), ...event("DECLINED", "other@example.com"));
    const found = await expandCalendar(text, {
      ...everything,
      hostZone: "America/Boise",
      hostEmails: ["host@example.com"],
    });
    expect(found.occurrences.map((item) => item.uid)).toEqual(["other@example.com-DECLINED"]);
  });

  it("an all-day event blocks the host's whole local day, DTEND exclusive", async () => {
    const text = calendar(
      "BEGIN:VEVENT",
      "UID:expo",
      "DTSTART;VALUE=DATE:20270312",
      "DTEND;VALUE=DATE:20270314",
      "END:VEVENT",
    );
    const [expo] = (await expandCalendar(text, { ...everything, hostZone: "America/Boise" })).occurrences;
    expect(iso(expo!.start)).toBe("2027-03-12T07:00:00.000Z");
    // Boise springs forward on 14 March 2027: midnight is 06:00 UTC that day.
    expect(iso(expo!.end)).toBe("2027-03-14T07:00:00.000Z");
  });

  it("a floating time without X-WR-TIMEZONE is in the host's zone", async () => {
    const text = calendar("BEGIN:VEVENT", "UID:f", "DTSTART:20270715T090000", "DTEND:20270715T100000", "END:VEVENT");
    const [event] = (await expandCalendar(text, { ...everything, hostZone: "America/Boise" })).occurrences;
    expect(iso(event!.start)).toBe("2027-07-15T15:00:00.000Z");
  });

  it("each event uses its own zone, never the file's first VTIMEZONE", async () => {
    const zone = (tzid: string, offset: string) => [
      "BEGIN:VTIMEZONE",
      `TZID:${tzid}`,
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      "END:STANDARD",
      "END:VTIMEZONE",
    ];
    const text = calendar(
      ...zone("First", "+0900"),
      ...zone("Second", "-0300"),
      "BEGIN:VEVENT",
      "UID:a",
      "DTSTART;TZID=Second:20270101T120000",
      "DTEND;TZID=Second:20270101T130000",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:b",
      "DTSTART;TZID=Mountain Standard Time:20270101T120000",
      "DTEND;TZID=Mountain Standard Time:20270101T130000",
      "END:VEVENT",
    );
    const found = (await expandCalendar(text, { ...everything, hostZone: "Asia/Tokyo" })).occurrences;
    expect(found.map((item) => `${item.uid} ${iso(item.start)}`).sort()).toEqual([
      "a 2027-01-01T15:00:00.000Z",
      "b 2027-01-01T19:00:00.000Z",
    ]);
  });

  it("a weekly series across the host's DST change keeps its wall-clock time", async () => {
    const text = calendar(
      "BEGIN:VEVENT",
      "UID:w",
      "DTSTART;TZID=America/Boise:20270308T090000",
      "DTEND;TZID=America/Boise:20270308T100000",
      "RRULE:FREQ=WEEKLY;COUNT=2",
      "END:VEVENT",
    );
    const found = (await expandCalendar(text, { ...everything, hostZone: "America/Boise" })).occurrences;
    expect(found.map((item) => iso(item.start))).toEqual(["2027-03-08T16:00:00.000Z", "2027-03-15T15:00:00.000Z"]);
  });

  it("Windows zone names and prefixed TZIDs name IANA zones", async () => {
    expect(ianaZoneOf("Mountain Standard Time")).toBe("America/Denver");
    expect(ianaZoneOf('"(UTC-07:00) Mountain Time (US & Canada)"')).toBe("America/Denver");
    expect(ianaZoneOf("/mozilla.org/20050126_1/America/Boise")).toBe("America/Boise");
    expect(ianaZoneOf("Nowhere Standard Time")).toBeUndefined();
  });

  it("text that is not iCalendar is refused as 'Not a calendar'", async () => {
    await expect(expandCalendar("<html>Sign in</html>", { ...everything, hostZone: "UTC" })).rejects.toThrow(
      NotACalendarError,
    );
    await expect(expandCalendar("BEGIN:VCALENDAR\r\nBROKEN", { ...everything, hostZone: "UTC" })).rejects.toThrow(
      NotACalendarError,
    );
  });
});

describe("calendars stay right over time (issue 45)", () => {
  const calendar = (...events: string[]) =>
    ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...events, "END:VCALENDAR", ""].join("\r\n");
  const boise = (date: string, time: string) => zonedToInstant(date, time, "America/Boise").getTime();

  it("a daily meeting whose series began in 1970 blocks its hour today and in a year (expanded from the window)", async () => {
    const text = calendar(
      "BEGIN:VEVENT",
      "UID:since-1970",
      "DTSTART;TZID=America/Boise:19700101T090000",
      "DTEND;TZID=America/Boise:19700101T100000",
      "RRULE:FREQ=DAILY",
      "END:VEVENT",
    );
    for (const date of ["2026-11-30", "2027-11-29"]) {
      const { occurrences } = await expandCalendar(text, {
        from: boise(date, "00:00"),
        to: boise(date, "23:59"),
        hostZone: "America/Boise",
      });
      expect(occurrences.map((item) => [iso(item.start), iso(item.end)])).toEqual([
        [iso(boise(date, "09:00")), iso(boise(date, "10:00"))],
      ]);
    }
  });

  it("an old weekly series with BYDAY keeps its days after the fast-forward, across the DST change", async () => {
    const text = calendar(
      "BEGIN:VEVENT",
      "UID:weekly-1985",
      "DTSTART;TZID=America/Boise:19850107T140000",
      "DURATION:PT30M",
      "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE",
      "END:VEVENT",
    );
    const { occurrences } = await expandCalendar(text, {
      from: boise("2027-03-01", "00:00"),
      to: boise("2027-03-23", "00:00"),
      hostZone: "America/Boise",
    });
    // Every other week from Monday 7 January 1985: the weeks of 8 and 22 March 2027 (2,200 and 2,202 weeks later).
    expect(localDates(occurrences, "America/Boise")).toEqual(["2027-03-08", "2027-03-10", "2027-03-22"]);
    expect(occurrences.map((item) => instantToZoned(new Date(item.start), "America/Boise").time)).toEqual([
      "14:00",
      "14:00",
      "14:00",
    ]);
  });

  it("RDATE without RRULE blocks its DTSTART occurrence as well as its RDATE dates and periods", async () => {
    const text = calendar(
      "BEGIN:VEVENT",
      "UID:rdates",
      "DTSTART;TZID=America/Boise:20261201T090000",
      "DTEND;TZID=America/Boise:20261201T100000",
      "RDATE;TZID=America/Boise:20261203T090000,20261201T090000",
      "RDATE;VALUE=PERIOD:20261205T170000Z/PT2H",
      "END:VEVENT",
    );
    const { occurrences } = await expandCalendar(text, {
      from: boise("2026-11-30", "00:00"),
      to: boise("2026-12-10", "00:00"),
      hostZone: "America/Boise",
    });
    expect(occurrences.map((item) => [iso(item.start), iso(item.end)])).toEqual([
      [iso(boise("2026-12-01", "09:00")), iso(boise("2026-12-01", "10:00"))],
      [iso(boise("2026-12-03", "09:00")), iso(boise("2026-12-03", "10:00"))],
      ["2026-12-05T17:00:00.000Z", "2026-12-05T19:00:00.000Z"],
    ]);
  });

  it("a feed of 50 FREQ=MINUTELY series is refused within its budget, in well under the 14.8 s it took", async () => {
    const series = Array.from({ length: 50 }, (_, index) =>
      [
        "BEGIN:VEVENT",
        `UID:minutely-${index}`,
        "DTSTART:20200101T000000Z",
        "DURATION:PT1M",
        "RRULE:FREQ=MINUTELY",
        "END:VEVENT",
      ].join("\r\n"),
    );
    const started = performance.now();
    await expect(
      expandCalendar(calendar(...series), {
        from: at("2026-11-28T00:00:00Z"),
        to: at("2027-11-30T00:00:00Z"),
        hostZone: "America/Boise",
      }),
    ).rejects.toThrow(ExpansionBudgetError);
    expect(performance.now() - started).toBeLessThan(EXPANSION_BUDGET.ms + 1_000);
    // A budget in time stops it too (a slow machine, or instances that are cheap to count and slow to compute).
    let clock = 0;
    const budget = newExpansionBudget({ instances: 10_000_000, ms: 20 }, () => (clock += 1));
    await expect(
      expandCalendar(calendar(...series), {
        from: at("2026-11-28T00:00:00Z"),
        to: at("2026-11-29T00:00:00Z"),
        hostZone: "UTC",
        budget,
      }),
    ).rejects.toThrow(/more than 2 s of work/);
  });

  it("one budget is shared by every text of a calendar (a CalDAV account's resources)", async () => {
    const one = calendar(
      "BEGIN:VEVENT",
      "UID:d",
      "DTSTART:20261201T090000Z",
      "RRULE:FREQ=DAILY;COUNT=600",
      "END:VEVENT",
    );
    const budget = newExpansionBudget({ instances: 1_000, ms: 60_000 });
    await expect(
      expandCalendar([one, one], { from: 0, to: at("2030-01-01T00:00:00Z"), hostZone: "UTC", budget }),
    ).rejects.toThrow(ExpansionBudgetError);
  });

  it("events of an excluded UID (the product's own bookings) block nothing", async () => {
    const text = calendar(
      "BEGIN:VEVENT",
      "UID:8a0c5a2e-0000-4000-8000-000000000000@example.test",
      "DTSTART:20261201T160000Z",
      "DTEND:20261201T163000Z",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:dentist",
      "DTSTART:20261201T170000Z",
      "DTEND:20261201T173000Z",
      "END:VEVENT",
    );
    const { occurrences } = await expandCalendar(text, {
      from: at("2026-12-01T00:00:00Z"),
      to: at("2026-12-02T00:00:00Z"),
      hostZone: "UTC",
      excludeUid: (uid) => uid.endsWith("@example.test"),
    });
    expect(occurrences.map((item) => item.uid)).toEqual(["dentist"]);
  });
});
