import type { Page } from "@playwright/test";
import { animationsFinished, test, expect } from "./fixtures";
import { axeViolations, sidewaysOverflow } from "./axe";
import { gotoHydrated, publicPages, seededTeam } from "./public-helpers";

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };
const narrowest = { width: 320, height: 640 };

/** Opens both of /resources' tools and has each calculate, so their results are on the page. */
async function openBothTools(page: Page) {
  await page.locator("summary", { hasText: "Factoring Calculator" }).click();
  await page.locator("summary", { hasText: "Rate Quote Tool" }).click();
  for (const region of ["Factoring Calculator", "Rate Quote Tool"]) {
    await page.getByRole("region", { name: region }).getByRole("button", { name: "Calculate" }).click();
  }
  await expect(page.getByText("Total received", { exact: true })).toBeVisible();
  await expect(page.getByText("Estimated factoring rate", { exact: true })).toBeVisible();
}

/**
 * One page of each template (the articles share one layout, as do the legal pages): axe in the
 * browser, for what needs the page drawn (colour contrast, each width's layout). Every page's markup,
 * in both editions, is checked by axe without a browser (tests/dist/axe.test.ts).
 */
const templates = new Set([
  "/",
  "/how-factoring-works",
  "/industries",
  "/why-us",
  "/about",
  "/asset-based-lending",
  "/resources",
  "/resources/cash-flow-management",
  "/privacy-policy",
  "/no-such-page",
]);

/*
 * Each template's page is opened once on a phone and then turned into the other widths, as a phone
 * rotates or a window is resized: axe against WCAG 2.1 AA at 375 and 1280 px, and nothing wider than
 * a 320 px screen. One load per page instead of one per width (the load and axe's start are most of
 * the time); the layout follows the width through media queries alone, never a width read at start.
 */
for (const { path } of publicPages.filter((page) => templates.has(page.path))) {
  test(`${path}: no WCAG 2.1 AA violation at 375 and 1280 px, nothing scrolls sideways at 320 px`, async ({
    page,
  }) => {
    // slow: axe at two widths, 15-25 s on a busy machine.
    await page.setViewportSize(phone);
    await gotoHydrated(page, path);
    if (path === "/about") await expect(page.getByRole("heading", { name: seededTeam[0] })).toBeVisible();
    expect(await axeViolations(page), "axe at 375 px").toEqual([]);
    await page.setViewportSize(desktop);
    expect(await axeViolations(page), "axe at 1280 px").toEqual([]);
    await page.setViewportSize(narrowest);
    // The widest state of /resources: both tools open with their results.
    if (path === "/resources") await openBothTools(page);
    expect(await sidewaysOverflow(page), "overflow at 320 px").toBeLessThanOrEqual(0);
  });
}

/** The other articles and legal pages: their own words and tables must fit a 320 px screen too. */
test("every other article and legal page: nothing scrolls sideways at 320 px", async ({ page }) => {
  const others = publicPages.filter((page) => !templates.has(page.path)).map((page) => page.path);
  expect(others).toContain("/resources/dot-compliance");
  await page.setViewportSize(narrowest);
  for (const path of others) {
    await gotoHydrated(page, path);
    expect(await sidewaysOverflow(page), `overflow at 320 px: ${path}`).toBeLessThanOrEqual(0);
  }
});

test("/resources with both calculators open and showing results: no violation at 375 and 1280 px", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await gotoHydrated(page, "/resources");
  await openBothTools(page);
  expect(await axeViolations(page), "axe at 375 px").toEqual([]);
  await page.setViewportSize(desktop);
  expect(await axeViolations(page), "axe at 1280 px").toEqual([]);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the open drawer has no violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: /Menu/ }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    // Measured where the drawer rests: colours and sizes read mid-slide are not what a reader sees.
    await animationsFinished(drawer);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the calculator's error state has no violations", async ({ page }) => {
    await gotoHydrated(page, "/resources?tool=calculator");
    const panel = page.getByRole("region", { name: "Factoring Calculator" });
    await panel.getByLabel("Invoice amount ($)").fill("");
    await panel.getByRole("button", { name: "Calculate" }).click();
    await expect(panel.getByLabel("Invoice amount ($)")).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("tap targets are at least 44 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("header, drawer, chips, tool buttons and footer links", async ({ page }) => {
    await gotoHydrated(page, "/resources");
    await page.locator("summary", { hasText: "Factoring Calculator" }).click();
    const small = async (selector: string) =>
      page.locator(selector).evaluateAll((elements) =>
        elements
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.height > 0;
          })
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.height < 44 || box.width < 44;
          })
          .map((element) => `${element.tagName} "${element.textContent?.trim().slice(0, 40)}"`),
      );
    const selectors = [
      "header a, header button",
      "footer a",
      'nav[aria-label="Filter articles by category"] a',
      "main button",
      "main input, main select",
    ];
    for (const selector of selectors) expect(await small(selector), selector).toEqual([]);

    await page.getByRole("button", { name: /Menu/ }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await animationsFinished(drawer);
    expect(await small("[role=dialog] a, [role=dialog] button")).toEqual([]);
  });
});
