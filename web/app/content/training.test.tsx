import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { render, screen } from "../../test-utils/render";
import { paths } from "../config/paths";
import { findPage } from "../pages";
import {
  coachingPracticum,
  patentTotalInvestment,
  sparkFramework,
  trainingPrograms,
} from "@domain/pages/data/training";

// docs/product.md: the seven pathways in order (Who it is for), their levels (Pages) and durations (Prices and constants).
const expected: [title: string, path: string, level: string, duration: string][] = [
  ["Talk to AI", paths.talkToAi, "Foundation", "1.5-2 hours"],
  ["Create with AI", paths.createWithAi, "Intermediate", "5-6 hours"],
  ["Build with AI", paths.buildWithAi, "Advanced", "10-12 weeks"],
  ["AI Innovation Certification", paths.innovationCertification, "Capstone", "8-12 weeks"],
  ["AI Coaching Certification", paths.coachingCertification, "Professional", "12-16 weeks"],
  ["Patent with AI", paths.patentWithAi, "Specialized", "3 days (72 hours)"],
  ["Launch with AI", paths.launchWithAi, "Entrepreneurship", "3 days"],
];

const routeModules = import.meta.glob<{ default: ComponentType }>("../routes/*.page.tsx");

describe("training catalogue", () => {
  it("lists the seven programmes in the product's order with its levels and durations", () => {
    expect(trainingPrograms.map((p) => [p.title, p.path, p.level, p.duration])).toEqual(expected);
  });

  it.each(trainingPrograms)("$title has a registered detail page showing its level and duration", async (program) => {
    const page = findPage(program.path);
    expect(page?.noindex).toBeUndefined();
    const load = routeModules[`../${page?.file}`];
    if (!load) throw new Error(`${page?.file} does not exist`);
    const { default: Page } = await load();
    render(<Page />, { path: program.path, mantine: false });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(program.title);
    expect(screen.getAllByText(program.duration).length).toBeGreaterThan(0);
    expect(screen.getAllByText(program.level, { exact: false }).length).toBeGreaterThan(0);
  });

  it("numbers the three pathway stages", () => {
    expect(trainingPrograms.filter((p) => p.stage).map((p) => `${p.stage} ${p.level}`)).toEqual([
      "Stage 1 Foundation",
      "Stage 2 Intermediate",
      "Stage 3 Advanced",
    ]);
  });

  it.each([
    ["Talk to AI", "modules", 4],
    ["Talk to AI", "deliverables", 2],
    ["Create with AI", "deliverables", 4],
    ["Build with AI", "modules", 6],
    ["AI Innovation Certification", "phases", 4],
    ["AI Coaching Certification", "modules", 6],
    ["Patent with AI", "days", 3],
    ["Launch with AI", "days", 3],
  ] as const)("%s has %s × %i (docs/product.md, Pages)", (title, field, count) => {
    const program = trainingPrograms.find((p) => p.title === title);
    expect(program?.[field]).toHaveLength(count);
  });

  it("numbers modules and phases from 1 in order", () => {
    for (const program of trainingPrograms) {
      for (const list of [program.modules, program.phases]) {
        expect(list?.map((item) => item.number) ?? []).toEqual(list?.map((_, index) => index + 1) ?? []);
      }
    }
  });

  it("spells SPARK, the practicum and the patent investment as docs/product.md states", () => {
    expect(sparkFramework.map((item) => item.letter).join("")).toBe("SPARK");
    expect(coachingPracticum.name).toBe("8-16 hour practicum workshop");
    expect(patentTotalInvestment).toBe("Total Investment: $5,000+");
  });
});
