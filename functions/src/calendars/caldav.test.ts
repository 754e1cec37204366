import { describe, expect, it } from "vitest";
import { discoverCalendars, eventsBetween, type Fetch } from "./caldav";

/* The CalDAV client's reading of servers' answers (Radicale's, as the integration tests meet them). */

const account = { url: "http://127.0.0.1:5232/host-a/", username: "host-a", password: "pw" };
const answer =
  (body: string, status = 207): Fetch =>
  async (url) => ({ status, headers: {}, body, url });

describe("CalDAV answers", () => {
  it("an empty calendar's REPORT (an empty multistatus) is no events, not an error", async () => {
    const empty = `<?xml version='1.0' encoding='utf-8'?>\n<multistatus xmlns="DAV:" />`;
    expect(await eventsBetween(answer(empty), account, `${account.url}work/`, 0, 1)).toEqual([]);
  });

  it('finds the account\'s event calendars by principal and home, keeping <comp name="VEVENT"/>', async () => {
    const bodies = [
      `<multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><response><href>/host-a/</href><propstat><prop><resourcetype><principal /><collection /></resourcetype><current-user-principal><href>/host-a/</href></current-user-principal><C:calendar-home-set><href>/host-a/</href></C:calendar-home-set></prop><status>HTTP/1.1 200 OK</status></propstat></response></multistatus>`,
      `<multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><response><href>/host-a/</href><propstat><prop><resourcetype><principal /><collection /></resourcetype></prop><status>HTTP/1.1 200 OK</status></propstat></response><response><href>/host-a/work/</href><propstat><prop><resourcetype><C:calendar /><collection /></resourcetype><displayname>Work</displayname><C:supported-calendar-component-set><C:comp name="VEVENT" /></C:supported-calendar-component-set></prop><status>HTTP/1.1 200 OK</status></propstat></response><response><href>/host-a/tasks/</href><propstat><prop><resourcetype><C:calendar /><collection /></resourcetype><displayname>Tasks</displayname><C:supported-calendar-component-set><C:comp name="VTODO" /></C:supported-calendar-component-set></prop><status>HTTP/1.1 200 OK</status></propstat></response></multistatus>`,
    ];
    const fetch: Fetch = async (url) => ({ status: 207, headers: {}, body: bodies.shift() ?? "", url });
    expect(await discoverCalendars(fetch, account)).toEqual([
      { url: "http://127.0.0.1:5232/host-a/work/", name: "Work" },
    ]);
  });

  it("a refused password and a page that is not CalDAV are errors in plain words", async () => {
    await expect(discoverCalendars(answer("", 401), account)).rejects.toThrow(
      "The server refused the username or app password (401).",
    );
    await expect(discoverCalendars(answer("<html>Sign in</html>"), account)).rejects.toThrow("Not a CalDAV server.");
  });
});
