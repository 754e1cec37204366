import { describe, expect, it } from "vitest";
import { canonicalZone, formatInZone, zoneCity, zoneName } from "./zones";

describe("zones: one naming for the pages, the dashboard and the mails", () => {
  it.each([
    ["America/Los_Angeles", "Pacific Time"],
    ["America/Boise", "Mountain Time"],
    ["Asia/Kolkata", "India Standard Time"],
    ["Asia/Calcutta", "India Standard Time"],
    ["Australia/Lord_Howe", "Lord Howe Time"],
    ["Pacific/Chatham", "Chatham Time"],
  ])("names %s as %s, never by an offset", (zone, name) => {
    expect(zoneName(zone)).toBe(name);
  });

  it("never names a zone by its offset: a zone without a name reads as its city's time", () => {
    expect(zoneName("UTC")).toBe("Coordinated Universal Time");
    expect(zoneName("Not/A_Zone")).toBe("A Zone time");
  });

  it("uses today's city names for old ids browsers still report", () => {
    expect(canonicalZone("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(canonicalZone("Europe/Kiev")).toBe("Europe/Kyiv");
    expect(canonicalZone("America/Boise")).toBe("America/Boise");
    expect(zoneCity("Asia/Calcutta")).toBe("Kolkata");
    expect(zoneCity("America/Los_Angeles")).toBe("Los Angeles");
  });

  it("writes an instant in a zone with the zone's name", () => {
    const at = "2027-03-12T16:00:00.000Z";
    expect(formatInZone(at, "Asia/Kolkata")).toBe("Friday, March 12, 2027, 9:30 PM India Standard Time");
    expect(formatInZone(at, "America/Boise", "short")).toBe("Fri, Mar 12, 2027, 9:00 AM Mountain Time");
    expect(formatInZone(at, "America/Los_Angeles", "time")).toBe("8:00 AM Pacific Time");
  });
});
