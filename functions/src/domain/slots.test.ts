import { describe, expect, it } from "vitest";
import { AVAILABILITY_DEFAULTS, HOST_TIME_ZONE, type Availability } from "./bookings";
import {
  addDays,
  freeTimes,
  hostDays,
  instantToZoned,
  lockIds,
  pickHost,
  weekOf,
  zonedToInstant,
  type HostCalendar,
} from "./slots";

const BOISE = HOST_TIME_ZONE;
const LA = "America/Los_Angeles";
const at = (iso: string) => new Date(iso);
const iso = (dates: { start: Date }[]) => dates.map((time) => time.start.toISOString());
const NINE_TO_FIVE = [{ start: "09:00", end: "17:00" }];

function availability(overrides: Partial<Availability> = {}): Availability {
  return {
    active: true,
    meetingTypes: ["demo", "partnership-call", "consultation"],
    weekly: {
      mon: NINE_TO_FIVE,
      tue: NINE_TO_FIVE,
      wed: NINE_TO_FIVE,
      thu: NINE_TO_FIVE,
      fri: NINE_TO_FIVE,
      sat: NINE_TO_FIVE,
      sun: NINE_TO_FIVE,
    },
    daysOff: [],
    ...AVAILABILITY_DEFAULTS,
    ...overrides,
  };
}

function host(uid: string, overrides: Partial<Availability> = {}, busy: HostCalendar["busy"] = []): HostCalendar {
  return { uid, availability: availability(overrides), busy };
}

/** The free times' first start on each host date, as `date → ISO instant`. */
function firstOfEachDay(times: { start: Date }[]): Record<string, string> {
  const first: Record<string, string> = {};
  for (const { start } of times) first[instantToZoned(start, BOISE).date] ??= start.toISOString();
  return first;
}

describe("zone arithmetic", () => {
  it("reads Boise's wall clock by its rules on both sides of the 2027 changes", () => {
    expect(zonedToInstant("2027-03-12", "09:00", BOISE).toISOString()).toBe("2027-03-12T16:00:00.000Z");
    expect(zonedToInstant("2027-03-15", "09:00", BOISE).toISOString()).toBe("2027-03-15T15:00:00.000Z");
    expect(zonedToInstant("2027-11-06", "09:00", BOISE).toISOString()).toBe("2027-11-06T15:00:00.000Z");
    expect(zonedToInstant("2027-11-08", "09:00", BOISE).toISOString()).toBe("2027-11-08T16:00:00.000Z");
    expect(instantToZoned(at("2027-03-15T15:00:00Z"), BOISE)).toEqual({
      date: "2027-03-15",
      time: "09:00",
      weekday: "mon",
    });
    expect(instantToZoned(at("2027-03-12T16:00:00Z"), LA)).toEqual({
      date: "2027-03-12",
      time: "08:00",
      weekday: "fri",
    });
  });

  it("takes the later reading of a time the spring change skips and the earlier of a time the fall change repeats", () => {
    // 2:30 on 14 March 2027 does not exist in Boise (2:00 MST → 3:00 MDT): 2:30 read as MST is 3:30 MDT.
    expect(zonedToInstant("2027-03-14", "02:30", BOISE).toISOString()).toBe("2027-03-14T09:30:00.000Z");
    expect(instantToZoned(at("2027-03-14T09:30:00Z"), BOISE).time).toBe("03:30");
    // 1:30 on 7 November 2027 happens twice (MDT, then MST): the first.
    expect(zonedToInstant("2027-11-07", "01:30", BOISE).toISOString()).toBe("2027-11-07T07:30:00.000Z");
    expect(zonedToInstant("2027-11-07", "03:00", BOISE).toISOString()).toBe("2027-11-07T10:00:00.000Z");
    expect(zonedToInstant("2027-03-14", "00:00", BOISE).toISOString()).toBe("2027-03-14T07:00:00.000Z");
    expect(zonedToInstant("2027-01-01", "00:00", "UTC").toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  it("adds calendar days across months, years and the changes", () => {
    expect(addDays("2027-03-13", 1)).toBe("2027-03-14");
    expect(addDays("2027-03-14", 1)).toBe("2027-03-15");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
  });

  it("gives the Monday-to-Monday week in Boise, 167 hours across the spring change", () => {
    const week = weekOf(at("2027-03-14T20:00:00Z"));
    expect(week.start.toISOString()).toBe("2027-03-08T07:00:00.000Z");
    expect(week.end.toISOString()).toBe("2027-03-15T06:00:00.000Z");
    // Sunday 23:30 in Boise is still that week; Monday 00:00 starts the next.
    expect(weekOf(at("2027-03-15T05:30:00Z")).start.toISOString()).toBe("2027-03-08T07:00:00.000Z");
    expect(weekOf(at("2027-03-15T06:00:00Z")).start.toISOString()).toBe("2027-03-15T06:00:00.000Z");
  });

  it("widens a window to the host days it touches", () => {
    const days = hostDays(at("2027-03-12T20:00:00Z"), at("2027-03-15T18:00:00Z"));
    expect(days.start.toISOString()).toBe("2027-03-12T07:00:00.000Z");
    expect(days.end.toISOString()).toBe("2027-03-16T06:00:00.000Z");
  });
});

describe("freeTimes", () => {
  const now = at("2027-03-01T00:00:00Z");
  const window = { from: at("2027-03-12T07:00:00Z"), to: at("2027-03-17T06:00:00Z") };

  it("across the change of 14 March 2027: 9:00 in Boise every day of 12–16 March, 8:00 in Los Angeles, 16:00Z before and 15:00Z after", () => {
    const times = freeTimes({ meetingType: "demo", hosts: [host("h1")], now, ...window });
    const first = firstOfEachDay(times);
    expect(first).toEqual({
      "2027-03-12": "2027-03-12T16:00:00.000Z",
      "2027-03-13": "2027-03-13T16:00:00.000Z",
      "2027-03-14": "2027-03-14T15:00:00.000Z",
      "2027-03-15": "2027-03-15T15:00:00.000Z",
      "2027-03-16": "2027-03-16T15:00:00.000Z",
    });
    for (const start of Object.values(first)) {
      expect(instantToZoned(at(start), BOISE).time).toBe("09:00");
      expect(instantToZoned(at(start), LA).time).toBe("08:00");
    }
    // 9:00–17:00, 30 minutes every 15: 9:00 … 16:30, 31 a day.
    expect(times).toHaveLength(5 * 31);
    expect(instantToZoned(times.at(-1)!.start, BOISE)).toEqual({ date: "2027-03-16", time: "16:30", weekday: "tue" });
  });

  it("across the change of 7 November 2027: 15:00Z on the 6th, 16:00Z on the 8th, 9:00 in Boise and 8:00 in Los Angeles", () => {
    const times = freeTimes({
      meetingType: "demo",
      hosts: [host("h1")],
      now: at("2027-10-20T00:00:00Z"),
      from: at("2027-11-06T06:00:00Z"),
      to: at("2027-11-09T07:00:00Z"),
    });
    const first = firstOfEachDay(times);
    expect(first).toEqual({
      "2027-11-06": "2027-11-06T15:00:00.000Z",
      "2027-11-07": "2027-11-07T16:00:00.000Z",
      "2027-11-08": "2027-11-08T16:00:00.000Z",
    });
    for (const start of Object.values(first)) {
      expect(instantToZoned(at(start), BOISE).time).toBe("09:00");
      expect(instantToZoned(at(start), LA).time).toBe("08:00");
    }
  });

  it("steps in real time through a range across the change in the night: nothing twice, nothing skipped", () => {
    const night = { sun: [{ start: "01:00", end: "04:00" }] };
    const weekly = { ...availability().weekly, ...night };
    const spring = freeTimes({
      meetingType: "demo",
      hosts: [host("h1", { weekly, minimumNoticeHours: 0 })],
      now,
      from: at("2027-03-14T07:00:00Z"),
      to: at("2027-03-14T12:00:00Z"),
    });
    // 1:00 MST to 4:00 MDT is two hours: 1:00, 1:15, 1:30, 1:45 MST, then 3:00, 3:15, 3:30 MDT.
    expect(spring.map(({ start }) => instantToZoned(start, BOISE).time)).toEqual([
      "01:00",
      "01:15",
      "01:30",
      "01:45",
      "03:00",
      "03:15",
      "03:30",
    ]);
    const fall = freeTimes({
      meetingType: "demo",
      hosts: [host("h1", { weekly, minimumNoticeHours: 0 })],
      now: at("2027-10-20T00:00:00Z"),
      from: at("2027-11-07T06:00:00Z"),
      to: at("2027-11-07T12:00:00Z"),
    });
    // 1:00 MDT to 4:00 MST is four hours: the hour from 1:00 is offered once as MDT and once as MST.
    expect(fall).toHaveLength(15);
    expect(new Set(iso(fall)).size).toBe(15);
  });

  it("keeps the minimum notice and the horizon from now", () => {
    const times = freeTimes({
      meetingType: "demo",
      hosts: [host("h1", { minimumNoticeHours: 12, horizonDays: 2 })],
      now: at("2027-03-15T02:00:00Z"), // 14 March 20:00 MDT
      from: at("2027-03-15T02:00:00Z"),
      to: at("2027-03-20T06:00:00Z"),
    });
    // now + 12 h = 14:00Z = 8:00 MDT on the 15th, so 9:00 is the first; now + 2 days = 17 March 02:00Z (16th, 20:00).
    expect(times[0]?.start.toISOString()).toBe("2027-03-15T15:00:00.000Z");
    expect(times.at(-1)?.start.toISOString()).toBe("2027-03-16T22:30:00.000Z");
    const notice = freeTimes({
      meetingType: "demo",
      hosts: [host("h1", { minimumNoticeHours: 12 })],
      now: at("2027-03-15T05:00:00Z"), // + 12 h = 17:00Z = 11:00 MDT
      from: at("2027-03-15T06:00:00Z"),
      to: at("2027-03-16T06:00:00Z"),
    });
    expect(instantToZoned(notice[0]!.start, BOISE).time).toBe("11:00");
    expect(notice[0]!.start.getTime()).toBe(Date.parse("2027-03-15T17:00:00Z"));
  });

  it("keeps the buffer either side of a host's bookings", () => {
    // A 10:00–10:30 booking with a 10-minute buffer: a 30-minute demo may end by 9:50 and start from 10:40.
    const busy = [{ start: at("2027-03-15T16:00:00Z"), end: at("2027-03-15T16:30:00Z") }];
    const times = freeTimes({
      meetingType: "demo",
      hosts: [host("h1", { bufferMinutes: 10 }, busy)],
      now,
      from: at("2027-03-15T06:00:00Z"),
      to: at("2027-03-16T06:00:00Z"),
    });
    const local = times.map(({ start }) => instantToZoned(start, BOISE).time);
    expect(local.slice(0, 4)).toEqual(["09:00", "09:15", "10:45", "11:00"]);
    const noBuffer = freeTimes({
      meetingType: "demo",
      hosts: [host("h1", { bufferMinutes: 0 }, busy)],
      now,
      from: at("2027-03-15T06:00:00Z"),
      to: at("2027-03-16T06:00:00Z"),
    });
    expect(noBuffer.map(({ start }) => instantToZoned(start, BOISE).time).slice(0, 4)).toEqual([
      "09:00",
      "09:15",
      "09:30",
      "10:30",
    ]);
  });

  it("offers nothing on a day that reached the daily cap or is a day off, and offers the next day", () => {
    const booked = (hour: number) => ({
      start: zonedToInstant("2027-03-15", `${String(hour).padStart(2, "0")}:00`, BOISE),
      end: zonedToInstant("2027-03-15", `${String(hour).padStart(2, "0")}:30`, BOISE),
    });
    const twoDays = { now, from: at("2027-03-15T06:00:00Z"), to: at("2027-03-17T06:00:00Z") };
    const capped = freeTimes({
      meetingType: "demo",
      hosts: [host("h1", { dailyCap: 2 }, [booked(9), booked(14)])],
      ...twoDays,
    });
    expect(Object.keys(firstOfEachDay(capped))).toEqual(["2027-03-16"]);
    const underCap = freeTimes({
      meetingType: "demo",
      hosts: [host("h1", { dailyCap: 3 }, [booked(9), booked(14)])],
      ...twoDays,
    });
    expect(Object.keys(firstOfEachDay(underCap))).toEqual(["2027-03-15", "2027-03-16"]);
    const off = freeTimes({ meetingType: "demo", hosts: [host("h1", { daysOff: ["2027-03-16"] })], ...twoDays });
    expect(Object.keys(firstOfEachDay(off))).toEqual(["2027-03-15"]);
    const noMonday = freeTimes({
      meetingType: "demo",
      hosts: [host("h1", { weekly: { ...availability().weekly, mon: [] } })],
      ...twoDays,
    });
    expect(Object.keys(firstOfEachDay(noMonday))).toEqual(["2027-03-16"]);
  });

  it("asks only hosts that are active and take the meeting type, and says which hosts are free", () => {
    const window15 = { now, from: at("2027-03-15T06:00:00Z"), to: at("2027-03-16T06:00:00Z") };
    const busyAtNine = [{ start: at("2027-03-15T15:00:00Z"), end: at("2027-03-15T15:30:00Z") }];
    const times = freeTimes({
      meetingType: "partnership-call",
      hosts: [
        host("b", {}, busyAtNine),
        host("a"),
        host("inactive", { active: false }),
        host("demos-only", { meetingTypes: ["demo"] }),
      ],
      ...window15,
    });
    expect(times[0]).toEqual({ start: at("2027-03-15T15:00:00Z"), hostUids: ["a"] });
    expect(times.find(({ start }) => instantToZoned(start, BOISE).time === "12:00")?.hostUids).toEqual(["a", "b"]);
    expect(times.flatMap(({ hostUids }) => hostUids)).not.toContain("inactive");
    expect(times.flatMap(({ hostUids }) => hostUids)).not.toContain("demos-only");
    // 45 minutes from 9:00 to 17:00: the last start is 16:15.
    expect(instantToZoned(times.at(-1)!.start, BOISE).time).toBe("16:15");
    expect(freeTimes({ meetingType: "coach-interview", hosts: [host("a")], ...window15 })).toEqual([]);
    expect(freeTimes({ meetingType: "demo", hosts: [], ...window15 })).toEqual([]);
  });

  it("offers only starts inside the window, ascending", () => {
    const times = freeTimes({
      meetingType: "demo",
      hosts: [
        host("h1", {
          weekly: {
            ...availability().weekly,
            mon: [
              { start: "09:00", end: "10:00" },
              { start: "08:00", end: "08:45" },
            ],
          },
        }),
      ],
      now,
      from: at("2027-03-15T14:15:00Z"),
      to: at("2027-03-15T15:30:00Z"),
    });
    expect(iso(times)).toEqual(["2027-03-15T14:15:00.000Z", "2027-03-15T15:00:00.000Z", "2027-03-15T15:15:00.000Z"]);
  });
});

describe("pickHost", () => {
  it("picks the host with the fewest meetings this week, ties by uid", () => {
    expect(pickHost(["c", "a", "b"], { a: 3, b: 1, c: 2 })).toBe("b");
    expect(pickHost(["c", "b", "a"], { a: 2, b: 2, c: 2 })).toBe("a");
    expect(pickHost(["c", "b"], { a: 0 })).toBe("b");
    expect(pickHost(["z", "y"], { y: 1 })).toBe("z");
    expect(() => pickHost([], {})).toThrow();
  });
});

describe("lockIds", () => {
  it("takes every 5-minute block from the start to the end plus the buffer", () => {
    expect(lockIds("h1", at("2027-03-15T15:00:00Z"), at("2027-03-15T15:30:00Z"), 10)).toEqual(
      ["15:00", "15:05", "15:10", "15:15", "15:20", "15:25", "15:30", "15:35"].map(
        (time) => `h1_2027-03-15T${time}:00.000Z`,
      ),
    );
    expect(lockIds("h1", at("2027-03-15T15:02:00Z"), at("2027-03-15T15:07:00Z"), 0)).toEqual([
      "h1_2027-03-15T15:00:00.000Z",
      "h1_2027-03-15T15:05:00.000Z",
    ]);
  });

  it("shares a block between two bookings of one host exactly when the buffer rule forbids both", () => {
    const buffer = 10;
    const share = (a: number, b: number, minutes = 30) => {
      const base = Date.parse("2027-03-15T15:00:00Z");
      const ids = (start: number) =>
        lockIds("h1", new Date(base + start * 60_000), new Date(base + (start + minutes) * 60_000), buffer);
      const mine = new Set(ids(a));
      return ids(b).some((id) => mine.has(id));
    };
    for (let other = -60; other <= 60; other += 5) {
      // Forbidden when they overlap or leave less than the buffer between them.
      const forbidden = other < 30 + buffer && 0 < other + 30 + buffer;
      expect(share(0, other), `other at ${other} min`).toBe(forbidden);
    }
    expect(share(0, 0)).toBe(true);
    expect(lockIds("h2", at("2027-03-15T15:00:00Z"), at("2027-03-15T15:30:00Z"), 10)).not.toContain(
      "h1_2027-03-15T15:00:00.000Z",
    );
  });
});
