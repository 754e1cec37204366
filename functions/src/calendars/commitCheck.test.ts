import { describe, expect, it } from "vitest";
import { weekdayHost } from "../testing/fixtures";
import { useStandinFirestore } from "../testing/standinFirestore";
import { firestoreHostCalendars } from "./bookingEvents";
import type { Fetch } from "./caldav";
import { seal } from "./secretBox";
import { calDav } from "./service";

/*
 * The commit-time check of a host's CalDAV calendars (issue 45): a rescheduled booking's own event is no conflict;
 * every calendar is asked at once and the whole check ends by one deadline (a calendar still silent counts as no
 * conflict); and the calendars one CalDAV account may list are capped.
 */

const standin = useStandinFirestore();
const KEY = "test-calendar-key-0123456789abcdef";
const OWN = "0b7a3f0e-1c1d-4a57-9a43-2f7c1a1e9d10@example.test";
const START = new Date("2027-03-10T16:00:00.000Z");
const END = new Date("2027-03-10T16:30:00.000Z");

const event = (uid: string) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTART:20270310T160000Z",
    "DTEND:20270310T163000Z",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
const multistatus = (texts: string[]) =>
  `<multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">${texts
    .map(
      (text, index) =>
        `<response><href>/host-a/work/${index}.ics</href><propstat><prop><C:calendar-data>${text}</C:calendar-data></prop><status>HTTP/1.1 200 OK</status></propstat></response>`,
    )
    .join("")}</multistatus>`;

async function connection(id: string, calendars: string[]) {
  const secret = { url: "http://127.0.0.1:5232/host-a/", username: "host-a", password: "pw" };
  await standin.db.doc(`booking_hosts/host-a`).set(weekdayHost("host-a"));
  await standin.db.doc(`host_calendars/${id}`).set({
    host_uid: "host-a",
    kind: "caldav",
    name: "Work",
    hint: "127.0.0.1 · …-a/",
    secret: seal(KEY, id, JSON.stringify(secret)),
    calendars: calendars.map((url, index) => ({ key: `${index}`.padStart(16, "0"), url, name: url })),
    booking_calendar: null,
  });
}

function check(fetch: Fetch, deadlineMs?: number) {
  const warned: unknown[] = [];
  const calendars = firestoreHostCalendars({
    db: standin.db,
    key: () => KEY,
    fetch,
    log: { info: () => {}, warn: (...args: unknown[]) => void warned.push(args), error: () => {} },
    ...(deadlineMs ? { deadlineMs } : {}),
  });
  return { calendars, warned };
}

describe("the commit-time check", () => {
  it("finds a booking's own event a conflict for others, and no conflict when that booking moves", async () => {
    await connection("c1", ["http://127.0.0.1:5232/host-a/work/"]);
    const fetch: Fetch = async (url) => ({ status: 207, headers: {}, body: multistatus([event(OWN)]), url });
    const { calendars } = check(fetch);
    expect(await calendars.conflict("host-a", START, END)).toBe(true);
    expect(await calendars.conflict("host-a", START, END, OWN)).toBe(false);
    expect(await calendars.conflict("host-a", START, END, "another@example.test")).toBe(true);
  });

  it("asks every calendar at once and answers by one deadline, a silent calendar counting as no conflict", async () => {
    const urls = Array.from({ length: 6 }, (_, index) => `http://127.0.0.1:5232/host-a/cal${index}/`);
    await connection("c1", urls);
    let inFlight = 0;
    let most = 0;
    const silent: Fetch = async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      return new Promise(() => {});
    };
    const { calendars, warned } = check(silent, 300);
    const started = performance.now();
    expect(await calendars.conflict("host-a", START, END)).toBe(false);
    // Six calendars in turn would each wait their own timeout; at once, the whole check takes the one deadline.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(most).toBe(6);
    expect(JSON.stringify(warned)).toContain('"deadline"');
  });

  it("answers a conflict as soon as one calendar holds one, without waiting for a silent one", async () => {
    await connection("c1", ["http://127.0.0.1:5232/host-a/busy/", "http://127.0.0.1:5232/host-a/silent/"]);
    const fetch: Fetch = async (url) =>
      url.includes("silent")
        ? new Promise(() => {})
        : { status: 207, headers: {}, body: multistatus([event("dentist")]), url };
    const started = performance.now();
    expect(await check(fetch, 5_000).calendars.conflict("host-a", START, END)).toBe(true);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("a CalDAV account listing too many calendars", () => {
  it("is refused with the reason, before any calendar is read", async () => {
    const home = `<multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><response><href>/host-a/</href><propstat><prop><resourcetype><collection /></resourcetype><C:calendar-home-set><href>/host-a/</href></C:calendar-home-set></prop><status>HTTP/1.1 200 OK</status></propstat></response></multistatus>`;
    const children = `<multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">${Array.from(
      { length: 25 },
      (_, index) =>
        `<response><href>/host-a/c${index}/</href><propstat><prop><resourcetype><C:calendar /><collection /></resourcetype><displayname>C${index}</displayname></prop><status>HTTP/1.1 200 OK</status></propstat></response>`,
    ).join("")}</multistatus>`;
    const bodies = [home, children];
    let requests = 0;
    const fetch: Fetch = async (url) => {
      requests++;
      return { status: 207, headers: {}, body: bodies.shift() ?? "", url };
    };
    const service = calDav({ url: "http://127.0.0.1:5232/host-a/", username: "host-a", password: "pw" }, fetch);
    await expect(
      service.readBusy({ from: 0, to: 1, hostZone: "America/Boise", hostEmails: [] }, undefined),
    ).rejects.toThrow("That account lists 25 calendars; at most 20 are read.");
    expect(requests).toBe(2);
  });
});
