import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { OVERVIEW_WEEKS } from "../domain/dashboard";
import { adminDeps, adminRequest, useStandinFirestore } from "../testing/standinFirestore";
import { submissionOverviewHandler, weekStarts } from "./submissionOverview";

const standin = useStandinFirestore();

/** Wednesday 2026-03-18, 15:00 UTC: this week began on Monday 2026-03-16. */
const NOW = new Date(Date.UTC(2026, 2, 18, 15));
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

describe("weekStarts", () => {
  it("lists the Mondays of the last weeks, oldest first, this week last", () => {
    const starts = weekStarts(NOW);
    expect(starts).toHaveLength(OVERVIEW_WEEKS);
    expect(starts.at(-1)).toBe("2026-03-16");
    expect(starts.at(-2)).toBe("2026-03-09");
    expect(starts[0]).toBe("2025-12-29");
    expect(weekStarts(new Date(Date.UTC(2026, 2, 16, 0, 0)), 1)).toEqual(["2026-03-16"]);
    expect(weekStarts(new Date(Date.UTC(2026, 2, 22, 23, 59)), 1)).toEqual(["2026-03-16"]);
  });
});

describe("submissionOverview", () => {
  it("counts each kind by status (a record without one is New) and per week", async () => {
    await standin.db.doc("contact_submissions/a").set({ status: "replied", created_at: at("2026-03-16T00:00:00Z") });
    await standin.db.doc("contact_submissions/b").set({ status: "spam", created_at: at("2026-03-15T23:59:59Z") });
    await standin.db.doc("contact_submissions/c").set({ status: "new", created_at: at("2026-03-18T10:00:00Z") });
    await standin.db.doc("contact_submissions/d").set({ created_at: at("2025-06-01T10:00:00Z") });
    await standin.db
      .doc("ai_coach_applications/e")
      .set({ status: "interview", created_at: at("2026-01-05T10:00:00Z") });
    const overview = await submissionOverviewHandler(adminRequest({}), adminDeps(standin.db), () => NOW);
    const contact = overview.kinds.contact;
    expect(contact.total).toBe(4);
    expect(contact.byStatus).toEqual({ new: 2, in_progress: 0, replied: 1, closed: 0, spam: 1 });
    expect(contact.weekly).toHaveLength(OVERVIEW_WEEKS);
    expect(contact.weekly.at(-1)).toEqual({ weekStart: "2026-03-16", count: 2 });
    expect(contact.weekly.at(-2)).toEqual({ weekStart: "2026-03-09", count: 1 });
    expect(contact.weekly.reduce((sum, week) => sum + week.count, 0)).toBe(3);
    const applications = overview.kinds.applications;
    expect(applications).toMatchObject({ total: 1, byStatus: { new: 0, interview: 1, screening: 0 } });
    expect(applications.weekly.find((week) => week.weekStart === "2026-01-05")?.count).toBe(1);
  });

  it("refuses a non-admin", async () => {
    await expect(
      submissionOverviewHandler(adminRequest({}, { admin: false }), adminDeps(standin.db)),
    ).rejects.toMatchObject({
      code: "permission-denied",
    });
  });
});
