import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { gotoHydrated } from "./public-helpers";

const chips = (page: Page) =>
  page.getByRole("navigation", { name: "Filter articles by category" }).getByRole("link");

const chip = (page: Page, name: string) => chips(page).filter({ hasText: name });

/** A calculator's card: the <summary> of its <details>, which opens its panel. */
const toolCard = (page: Page, title: string) => page.locator("summary", { hasText: title });
const toolDetails = (page: Page, title: string) => page.locator("details", { has: toolCard(page, title) });

const articleTitles = (page: Page) =>
  page
    .getByRole("region", { name: "Guides for owner-operators and fleets" })
    .getByRole("article")
    .getByRole("heading");

test.describe("Resources: article chips", () => {
  // The same counts in the HTML before any script: tests/dist/public-pages.test.ts.
  test("counts come from the articles and each chip filters them", async ({ page, request }) => {
    await gotoHydrated(page, "/resources");
    await expect(chips(page)).toHaveText([
      "All (6)",
      "Finance (2)",
      "Factoring (1)",
      "Operations (2)",
      "Compliance (1)",
    ]);
    await expect(chips(page).first()).toHaveAttribute("aria-current", "true");
    await expect(articleTitles(page)).toHaveCount(6);

    const featured = page.getByRole("list", { name: "Featured articles" }).getByRole("heading");
    await expect(featured).toHaveText([
      "Fuel Management Strategies for Owner-Operators",
      "Load Board Strategies for Maximum Profitability",
    ]);

    await chip(page, "Finance (2)").click();
    await expect(chip(page, "Finance (2)")).toHaveAttribute("aria-current", "true");
    // The filter is in the address: the list can be shared, reloaded, and works without scripts.
    await expect(page).toHaveURL(/\?category=Finance/);
    await expect(articleTitles(page)).toHaveText([
      "Cash Flow Management for Trucking Companies",
      "Equipment Financing Options for Growing Fleets",
    ]);
    await expect(page.getByRole("status").filter({ hasText: "Showing 2 Finance articles" })).toBeVisible();

    await chip(page, "Compliance (1)").click();
    await expect(articleTitles(page)).toHaveText(["Understanding Your DOT Compliance Requirements"]);

    await chip(page, "Operations (2)").click();
    await expect(featured).toHaveCount(2);
    await expect(articleTitles(page)).toHaveCount(2);

    // Choosing the selected chip again keeps it selected (one filter is always on).
    await chip(page, "Operations (2)").click();
    await expect(chip(page, "Operations (2)")).toHaveAttribute("aria-current", "true");

    // Opened from a shared address, the server draws the filtered list itself.
    const shared = await (await request.get("/resources?category=Factoring")).text();
    expect(shared).toContain("Showing 1 Factoring article");
  });

  test("the chips work with a keyboard: each is a link, Enter filters", async ({ page }) => {
    await gotoHydrated(page, "/resources");
    await chip(page, "All (6)").focus();
    await page.keyboard.press("Tab");
    await expect(chip(page, "Finance (2)")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(chip(page, "Factoring (1)")).toHaveAttribute("aria-current", "true");
    await expect(articleTitles(page)).toHaveText(["Invoice Factoring vs. Bank Loans"]);
  });

  test("Read links open the articles", async ({ page }) => {
    await gotoHydrated(page, "/resources");
    const hrefs = await page
      .getByRole("link", { name: /^Read article/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([
      "/resources/fuel-management",
      "/resources/load-board-strategies",
      "/resources/cash-flow-management",
      "/resources/factoring-vs-loans",
      "/resources/dot-compliance",
      "/resources/equipment-financing",
    ]);
    await page
      .getByRole("link", { name: "Read article about Cash Flow Management for Trucking Companies" })
      .click();
    await expect(page).toHaveURL(/\/resources\/cash-flow-management$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Cash Flow Management for Trucking Companies",
    );
  });
});

test.describe("Resources: tools", () => {
  test("the factoring calculator opens inline, calculates, resets and closes", async ({ page }) => {
    await gotoHydrated(page, "/resources");
    const toggle = toolCard(page, "Factoring Calculator");
    await expect(toolDetails(page, "Factoring Calculator")).not.toHaveAttribute("open");
    await toggle.click();
    await expect(toolDetails(page, "Factoring Calculator")).toHaveAttribute("open");
    const panel = page.getByRole("region", { name: "Factoring Calculator" });
    await expect(panel).toBeVisible();

    const results = panel.getByRole("region", { name: "Your factoring estimate" });
    await expect(results).not.toContainText("$4,500.00");
    await panel.getByRole("button", { name: "Calculate" }).click();
    for (const amount of ["$4,500.00", "$500.00", "$150.00", "$350.00", "3.00%", "$4,850.00"]) {
      await expect(results).toContainText(amount);
    }

    await panel.getByLabel("Invoice amount ($)").fill("2750");
    await panel.getByLabel("Advance rate (%)").fill("85");
    await panel.getByLabel("Factoring rate (%)").fill("2.5");
    await panel.getByLabel("Payment terms (days)").fill("60");
    await panel.getByRole("button", { name: "Calculate" }).click();
    for (const amount of ["$2,337.50", "$412.50", "$137.50", "$275.00", "5.00%", "$2,612.50"]) {
      await expect(results).toContainText(amount);
    }
    await expect(panel.getByRole("status")).toContainText("total received $2,612.50");

    await panel.getByRole("button", { name: "Reset" }).click();
    await expect(panel.getByLabel("Invoice amount ($)")).toHaveValue("5000");
    await expect(panel.getByLabel("Payment terms (days)")).toHaveValue("45");
    await expect(results).not.toContainText("Total received");

    // Its card closes it again.
    await toggle.click();
    await expect(toolDetails(page, "Factoring Calculator")).not.toHaveAttribute("open");
    await expect(page.getByRole("region", { name: "Factoring Calculator" })).toBeHidden();
  });

  test("the calculator flags out-of-range values and is usable by keyboard alone", async ({ page }) => {
    await gotoHydrated(page, "/resources");
    await toolCard(page, "Factoring Calculator").focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("region", { name: "Factoring Calculator" });
    const advance = panel.getByLabel("Advance rate (%)");
    await advance.fill("120");
    await advance.press("Enter");
    await expect(advance).toHaveAttribute("aria-invalid", "true");
    await expect(advance).toHaveAccessibleDescription(/Enter an advance rate between 0 and 100%\./);
    await expect(advance).toBeFocused();
    await expect(panel.getByRole("region", { name: "Your factoring estimate" })).not.toContainText(
      "Total received",
    );
  });

  test("the rate quote tool estimates a range, risk label and weekly cash", async ({ page }) => {
    await gotoHydrated(page, "/resources");
    await toolCard(page, "Rate Quote Tool").click();
    const panel = page.getByRole("region", { name: "Rate Quote Tool" });
    const results = panel.getByRole("region", { name: "Your rate estimate" });
    await expect(results).not.toContainText("Estimated factoring rate");
    await panel.getByRole("button", { name: "Calculate" }).click();
    await expect(results).toContainText("2.0%");
    await expect(results).toContainText("1.8% to 2.2%");
    await expect(results).toContainText("Standard Risk");
    await expect(results).toContainText("$10,393");

    await panel.getByLabel("Credit rating").selectOption("Excellent");
    await panel.getByLabel("Years in business").fill("0");
    await panel.getByRole("button", { name: "Calculate" }).click();
    await expect(results).toContainText("2.2%");
    await expect(results).toContainText("Standard Risk");

    await panel.getByLabel("Monthly invoice volume ($)").fill("150000");
    await panel.getByLabel("Years in business").fill("12");
    await panel.getByLabel("Desired advance rate (%)").fill("95");
    await panel.getByRole("button", { name: "Calculate" }).click();
    await expect(results).toContainText("1.5%");
    await expect(results).toContainText("1.5% to 1.7%");
    await expect(results).toContainText("Low Risk");
    await expect(results).toContainText("$32,910");

    await panel.getByRole("button", { name: "Reset" }).click();
    await expect(panel.getByLabel("Industry")).toHaveValue("General Freight");
    await expect(panel.getByLabel("Monthly invoice volume ($)")).toHaveValue("50000");
    await expect(results).not.toContainText("Estimated factoring rate");
  });

  test("?tool=calculator opens the calculator, as the server draws the page", async ({ page }) => {
    await gotoHydrated(page, "/resources?tool=calculator");
    await expect(page.getByRole("region", { name: "Factoring Calculator" })).toBeVisible();
    await expect(toolDetails(page, "Factoring Calculator")).toHaveAttribute("open");
    await expect(toolDetails(page, "Rate Quote Tool")).not.toHaveAttribute("open");
  });

  test("Application Forms opens the printable form in a new tab", async ({ page, context }) => {
    await gotoHydrated(page, "/resources");
    const link = page.getByRole("link", { name: /Application Forms/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    const [form] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await form.waitForLoadState();
    expect(new URL(form.url()).pathname).toBe("/forms/application.html");
    await expect(form.getByRole("heading", { level: 1 })).toHaveText("Factoring and Fuel Card Application");
    // Company facts were filled in at build time; no placeholder is left.
    await expect(form.locator("body")).toContainText("(801) 555-0142");
    await expect(form.locator("body")).toContainText("support@example.com");
    await expect(form.locator("body")).not.toContainText("{{");
    await expect(form.getByLabel("Legal company name")).toBeVisible();
    await expect(form.getByRole("checkbox", { name: /Silver: 4¢ per gallon/ })).toBeVisible();
    // Its own stylesheet applies, and the print button appears where scripts run.
    expect(
      await form
        .locator("legend")
        .first()
        .evaluate((el) => getComputedStyle(el).fontWeight),
    ).toBe("800");
    await expect(form.getByRole("button", { name: "Print this form" })).toBeVisible();
    await form.close();
  });

  test("Video Tutorials says honestly that none exist yet, with nothing to press", async ({ page }) => {
    await gotoHydrated(page, "/resources");
    const card = page
      .locator("div", {
        has: page.getByRole("heading", { name: "Video Tutorials" }),
        hasText: "haven't recorded",
      })
      .last();
    await expect(card).toContainText("Not available yet");
    await expect(card).toContainText("We haven't recorded any video tutorials yet.");
    await expect(card.getByRole("button")).toHaveCount(0);
    await expect(card.getByRole("link")).toHaveCount(0);
  });

  test("news cards link to FMCSA and EIA in a new tab and to the market outlook", async ({ page }) => {
    await gotoHydrated(page, "/resources");
    const news = page.getByRole("region", { name: "Stay ahead of the market" });
    const fmcsa = news.getByRole("link", { name: /fmcsa\.dot\.gov/ });
    await expect(fmcsa).toHaveAttribute("href", "https://www.fmcsa.dot.gov/");
    const eia = news.getByRole("link", { name: /eia\.gov/ });
    await expect(eia).toHaveAttribute("href", "https://www.eia.gov/petroleum/gasdiesel/");
    for (const link of [fmcsa, eia]) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await news.getByRole("link", { name: /Read our analysis/ }).click();
    await expect(page).toHaveURL(/\/resources\/market-outlook$/);
  });
});
