import { test, expect } from "./fixtures";
import { fillQuote, outboxSize, stored, uniqueEmail, waitForApp } from "./forms-helpers";
import { appIsReady, holdScripts, slowPhone } from "./slow-phone";

// This file needs the service worker (offline copies, sending kept work, push): the suite blocks it elsewhere.
test.use({ serviceWorkers: "allow" });

/*
 * Every control visible at first paint does its job when tapped before the
 * app has started: on a slow phone, with the page's scripts held back (one
 * bar of signal) or failing. Each test checks the app really had not
 * started when the tap landed.
 */

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test.describe("tapped before the app starts", () => {
  test.beforeEach(async ({ page }) => {
    await slowPhone(page);
  });

  test("Menu on the home page opens the drawer, and its links navigate", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Menu" }).tap();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    expect(await appIsReady(page)).toBe(false);
    await drawer.getByRole("link", { name: "Resources" }).tap();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Tools and guides for running a profitable trucking business",
    );
  });

  test("the drawer closes with its close button and gives focus back to Menu", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test("the calculator panels on Resources open", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/resources", { waitUntil: "commit" });
    await page.getByText("Factoring Calculator", { exact: true }).first().tap();
    await expect(page.getByRole("region", { name: "Factoring Calculator" })).toBeVisible();
    await expect(page.getByLabel("Invoice amount ($)")).toHaveValue("5000");
    expect(await appIsReady(page)).toBe(false);
  });

  test("an article category filter shows that category", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/resources", { waitUntil: "commit" });
    await page.getByRole("link", { name: "Compliance (1)" }).tap();
    await expect(page).toHaveURL(/category=Compliance/);
    await expect(page.getByText("Showing 1 Compliance article")).toBeVisible();
    await expect(page.getByRole("link", { name: /Read article about Understanding Your DOT/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Read article about Fuel Management/ })).toHaveCount(0);
  });

  test("links of the header, an article and About navigate", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/resources/fuel-management", { waitUntil: "commit" });
    await page
      .getByRole("link", { name: /Back to Resources|All resources/ })
      .first()
      .tap();
    await expect(page).toHaveURL(/\/resources$/);
    await page.goto("/about", { waitUntil: "commit" });
    await page.getByRole("link", { name: "Get Free Quote" }).first().tap();
    await expect(page).toHaveURL(/\/get-quote$/);
  });

  // slow: a phone at 4x CPU and slow 4G fills the whole quote form field by field and sends it.
  test("the quote form sent before the app runs is stored once, and the answer names its reference", async ({
    page,
    request,
  }) => {
    await holdScripts(page);
    const email = uniqueEmail("early-quote");
    await page.goto("/get-quote", { waitUntil: "commit" });
    await fillQuote(page, email);
    expect(await appIsReady(page)).toBe(false);
    await page.getByRole("button", { name: "Get My Free Quote" }).tap();
    await expect(page).toHaveURL(/\/get-quote\/sent\?reference=Q-/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quote Request Submitted!");
    const records = await stored(request, "quotes", email);
    expect(records).toHaveLength(1);
    await expect(page.getByText(`Reference ID: ${records[0]?.reference}`)).toBeVisible();
    // Reloading the answer sends nothing again.
    await page.reload({ waitUntil: "commit" });
    expect(await stored(request, "quotes", email)).toHaveLength(1);
  });

  // slow: a phone at 4x CPU and slow 4G fills the whole quote form field by field and sends it.
  test("with the page's scripts failing, the form still goes through", async ({ page, request }) => {
    const scripts = await holdScripts(page);
    await scripts.fail();
    const email = uniqueEmail("no-scripts-quote");
    await page.goto("/get-quote", { waitUntil: "commit" });
    await fillQuote(page, email);
    await page.getByRole("button", { name: "Get My Free Quote" }).tap();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quote Request Submitted!");
    expect(await stored(request, "quotes", email)).toHaveLength(1);
  });

  // slow: a phone at 4x CPU and slow 4G loads the form, sends it, then starts the whole app to see
  // that its outbox is empty.
  test("a press while the app is taking the form over is sent exactly once", async ({ page, request }) => {
    const scripts = await holdScripts(page);
    const email = uniqueEmail("takeover-quote");
    await page.goto("/get-quote", { waitUntil: "commit" });
    await fillQuote(page, email);
    await scripts.release();
    // No wait: the press lands while the form's code loads and wakes up.
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page.getByText(/Reference ID: Q-/).first()).toBeVisible();
    await expect.poll(() => stored(request, "quotes", email).then((records) => records.length)).toBe(1);
    // A second copy could only come later from the outbox: once the started app has nothing left
    // in it, nothing more can be sent.
    await waitForApp(page);
    await expect.poll(() => outboxSize(page)).toBe(0);
    expect(await stored(request, "quotes", email)).toHaveLength(1);
  });

  test("what was typed before the app started survives its takeover", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/get-quote", { waitUntil: "commit" });
    await page.getByLabel("Company Name").fill("Typed On One Bar");
    await page.getByLabel("Company Name").focus();
    await scripts.release();
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-ready"));
    // A change elsewhere re-renders the form: the early typing is part of its state, not lost.
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await expect(page.getByLabel("Company Name")).toHaveValue("Typed On One Bar");
    await expect(page.getByRole("button", { name: "Get My Free Quote" })).toBeEnabled();
  });
});
