import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe once nothing is loading (no `aria-busy="true"`: a list dimmed while it reloads is not what a visitor
 * reads) and every running CSS transition and animation has finished or been cancelled (a toast or a drawer fading
 * in has low contrast mid-way; endless ones such as a spinner are not waited for), and expects no serious or critical
 * violation. A failure names the elements.
 */
export async function expectNoSeriousA11yIssues(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity) // not a spinner
        .map((animation) => animation.finished.catch(() => undefined)), // cancelled: no longer running
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = (v: (typeof serious)[number]) =>
    `${v.id}: ${v.help}: ${v.nodes.map((node) => `${node.target.join(" ")} (${node.failureSummary ?? ""})`).join("; ")}`;
  expect(serious.map(report)).toEqual([]);
}
