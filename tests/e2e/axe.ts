import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/** What axe finds against WCAG 2.1 AA on the page as it is now: one line per rule, a few of its elements. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
}

/** How far the page reaches past the right edge of the window (0 or less: nothing scrolls sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Axe finds nothing on the page as it is now, and nothing on it scrolls sideways; `where` names it in a failure. */
export async function expectAccessibleAndFitting(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), `axe: ${where}`).toEqual([]);
  expect(await sidewaysOverflow(page), `sideways overflow: ${where}`).toBeLessThanOrEqual(0);
}
