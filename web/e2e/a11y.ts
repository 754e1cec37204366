import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe once every running CSS transition and animation has finished (a toast or a drawer fading in has low
 * contrast mid-way, which is not what a visitor reads; endless ones such as a spinner are not waited for), and expects
 * no serious or critical violation. A failure names the elements.
 */
export async function expectNoSeriousA11yIssues(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity) // not a spinner
        .map((animation) => animation.finished),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = (v: (typeof serious)[number]) =>
    `${v.id}: ${v.help}: ${v.nodes.map((node) => `${node.target.join(" ")} (${node.failureSummary ?? ""})`).join("; ")}`;
  expect(serious.map(report)).toEqual([]);
}
