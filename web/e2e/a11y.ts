import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Waits until nothing is loading and every finite CSS transition or animation has finished or been cancelled. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity) // not a spinner
        .map((animation) => animation.finished.catch(() => undefined)), // cancelled: no longer running
    ),
  );
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/**
 * Runs axe once nothing is loading (no `aria-busy="true"`: a list dimmed while it reloads is not what a visitor
 * reads) and every running CSS transition and animation has finished or been cancelled (a toast or a drawer fading
 * in has low contrast mid-way; endless ones such as a spinner are not waited for), and expects no serious or critical
 * violation. A toast that starts fading in or out while axe reads the page is caught mid-way all the same, so a page
 * with violations is let settle and read once more: what a visitor sees stays, a frame of a fade does not. A failure
 * names the elements.
 */
export async function expectNoSeriousA11yIssues(page: Page) {
  await settled(page);
  let serious = await seriousViolations(page);
  if (serious.length) {
    await settled(page);
    serious = await seriousViolations(page);
  }
  const report = (v: (typeof serious)[number]) =>
    `${v.id}: ${v.help}: ${v.nodes.map((node) => `${node.target.join(" ")} (${node.failureSummary ?? ""})`).join("; ")}`;
  expect(serious.map(report)).toEqual([]);
}
