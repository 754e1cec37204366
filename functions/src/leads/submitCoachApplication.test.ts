import { UNKNOWN_SOURCE } from "../domain/channel";
import { FieldValue } from "firebase-admin/firestore";
import { describe, expect, it, vi } from "vitest";
import type { SubmissionDeps } from "./submission";
import { handleSubmitCoachApplication } from "./submitCoachApplication";
import { coachApplication } from "../testing/fixtures";

function fakeDeps() {
  const stored: { collection: string; record: Record<string, unknown> }[] = [];
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const deps: SubmissionDeps = {
    store: async (collection, record) => {
      stored.push({ collection, record });
      return `app-${stored.length}`;
    },
    rateLimiter: { consume: async () => true },
    log,
  };
  return { deps, stored, log };
}

const application = coachApplication({ firstName: " Ada ", availableStartDate: " June 2026 " });

const call = (data: unknown, deps: SubmissionDeps) => handleSubmitCoachApplication({ data, ip: "198.51.100.4" }, deps);

describe("submitCoachApplication", () => {
  it("stores the application under exactly the snake_case names of domain/leads.ts, status New with a server timestamp", async () => {
    const { deps, stored, log } = fakeDeps();
    await expect(call(application, deps)).resolves.toEqual({ ok: true });
    expect(stored[0]?.collection).toBe("ai_coach_applications");
    const { created_at, search_terms, ...fields } = stored[0]?.record ?? {};
    expect(search_terms).toEqual(expect.arrayContaining(["ada", "lovelace", "ada@example.com"]));
    expect(fields).toEqual({
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      phone: "(208) 555-0142",
      city: "Rexburg",
      state: "Idaho",
      current_occupation: "High school science teacher",
      professional_background: application.professionalBackground,
      ai_experience: "intermediate",
      teaching_experience: "extensive",
      work_preference: "part-time",
      available_start_date: "June 2026",
      motivation: application.motivation,
      heard_about_us: "A colleague at Madison High",
      additional_info: "Fluent in Spanish.",
      status: "new",
      notes_count: 0,
      source: UNKNOWN_SOURCE,
    });
    expect((created_at as FieldValue).isEqual(FieldValue.serverTimestamp())).toBe(true);
    expect(log.info).toHaveBeenCalledExactlyOnceWith("submitCoachApplication", { outcome: "stored", id: "app-1" });
  });

  it("stores absent optional answers as empty strings", async () => {
    const { deps, stored } = fakeDeps();
    const { heardAboutUs: _heard, additionalInfo: _info, ...required } = application;
    await call(required, deps);
    expect(stored[0]?.record).toMatchObject({ heard_about_us: "", additional_info: "" });
  });

  it.each([
    [
      "a choice outside the product's values",
      { aiExperience: "expert" },
      { aiExperience: "Please select your AI experience level" },
    ],
    [
      "a short background",
      { professionalBackground: "Teacher." },
      { professionalBackground: "Please provide at least 50 characters about your background" },
    ],
    ["a missing start date", { availableStartDate: undefined }, { availableStartDate: "Start date is required" }],
    ["a short phone number", { phone: "555-0142" }, { phone: "Valid phone number is required" }],
  ])("refuses %s, storing nothing and logging only the field names", async (_case, change, fields) => {
    const { deps, stored, log } = fakeDeps();
    await expect(call({ ...application, ...change }, deps)).rejects.toMatchObject({
      code: "invalid-argument",
      details: { fields },
    });
    expect(stored).toEqual([]);
    expect(log.info).toHaveBeenCalledExactlyOnceWith("submitCoachApplication", {
      outcome: "invalid",
      fields: Object.keys(fields),
    });
  });

  it("answers a honeypot hit with success and stores nothing", async () => {
    const { deps, stored } = fakeDeps();
    await expect(call({ ...application, website: "http://spam.example" }, deps)).resolves.toEqual({ ok: true });
    expect(stored).toEqual([]);
  });
});
