import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { controlledByWorker } from "./invoice-helpers";
import { holdScripts, slowPhone } from "./slow-phone";

// This file needs the service worker (offline copies, sending kept work, push): the suite blocks it elsewhere.
test.use({ serviceWorkers: "allow" });

/*
 * Whatever a visitor types or picks while the page's code is still arriving,
 * evaluating or taking the form over survives the app becoming ready, online
 * and offline (the page then comes from the service worker, as built, and the
 * app reads the address's pre-fill itself). On a slow phone (4x CPU, slow 4G)
 * each test starts filling a form at one moment of start-up, placed by an
 * event (never a timer), and fills field after field from there, so the
 * entries land all along the start-up; it records where each one landed.
 * See docs/decisions/0060-typing-while-the-app-starts.md.
 */

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

type Entry =
  | { kind: "text"; label: string; value: string }
  | { kind: "select"; label: string; value: string }
  | { kind: "check"; label: RegExp };

const company: Entry[] = [
  { kind: "text", label: "Company Name", value: "Typed While Starting" },
  { kind: "text", label: "Contact Name", value: "Sam Rivera" },
  { kind: "text", label: "Email Address", value: "sam@example.com" },
  { kind: "text", label: "Phone Number", value: "801-555-0123" },
  { kind: "text", label: "MC Number", value: "MC-123456" },
  { kind: "text", label: "DOT Number", value: "3312456" },
];

/** Each form, and an address that pre-fills it (the fuel card tiers link there). */
const forms: Record<string, { path: string; prefilled: string; entries: Entry[] }> = {
  "fuel card": {
    path: "/fuel-card-application",
    prefilled: "/fuel-card-application?tier=gold",
    entries: [
      ...company,
      { kind: "select", label: "Fuel Card Tier", value: "gold" },
      { kind: "select", label: "Monthly Fuel Spend", value: "5k-10k" },
      { kind: "text", label: "Primary Routes", value: "I-80 Midwest to West Coast" },
      { kind: "text", label: "Preferred Fuel Brands", value: "Pilot, Love's" },
      { kind: "select", label: "Business Type", value: "small-fleet" },
      { kind: "select", label: "Years in Business", value: "3-5" },
      { kind: "text", label: "Number of Trucks", value: "6" },
      { kind: "check", label: /I agree/ },
    ],
  },
  quote: {
    path: "/get-quote",
    prefilled: "/get-quote?service=fuel-card&tier=gold",
    entries: [
      ...company,
      { kind: "select", label: "Monthly Revenue", value: "50k-100k" },
      { kind: "select", label: "Business Type", value: "small-fleet" },
      { kind: "select", label: "Years in Business", value: "3-5" },
      { kind: "text", label: "Number of Trucks", value: "6" },
      { kind: "select", label: "Services Interested In", value: "factoring" },
      { kind: "text", label: "Additional Comments", value: "Dry van out of Salt Lake City." },
      { kind: "check", label: /I agree/ },
    ],
  },
};

async function enter(page: Page, entry: Entry) {
  if (entry.kind === "text") await page.getByLabel(entry.label).fill(entry.value);
  else if (entry.kind === "select") await page.getByLabel(entry.label).selectOption(entry.value);
  else await page.getByRole("checkbox", { name: entry.label }).check();
}

/** How far the start-up was when an entry landed: the HTML alone, the form woken, or the whole app ready. */
const stage = (page: Page) =>
  page.evaluate(() => {
    if (document.documentElement.hasAttribute("data-app-ready")) return "ready";
    return document.querySelector("form[method=post]")?.closest("[data-hydrated]") ? "woken" : "html";
  });

/** Fills every entry in turn, then checks that each survived and that no field is marked invalid. */
async function fillAndCheck(page: Page, entries: Entry[], release?: () => Promise<void>) {
  const landed: string[] = [];
  for (const [index, entry] of entries.entries()) {
    await enter(page, entry);
    landed.push(await stage(page));
    // With the scripts held, the first entry lands on the bare HTML; the rest land as the code arrives.
    if (index === 0) await release?.();
  }
  await test.info().attach("stage of each entry", { body: landed.join(" ") });
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-ready"));
  // Moving through the first fields checks them (on leaving a field), as a visitor would.
  await page.getByLabel("Company Name").focus();
  await page.getByLabel("Contact Name").focus();
  for (const entry of entries) {
    if (entry.kind === "check") await expect(page.getByRole("checkbox", { name: entry.label })).toBeChecked();
    else await expect(page.getByLabel(entry.label)).toHaveValue(entry.value);
  }
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
}

/** The moments at which the typing starts, each placed by an event of the start-up. */
const moments: Record<string, (page: Page) => Promise<void>> = {
  "at first paint": async () => undefined,
  "once the form has woken": (page) =>
    page
      .waitForFunction(() => document.querySelector("form[method=post]")?.closest("[data-hydrated]"))
      .then(),
  "right after the app is ready": (page) =>
    page.waitForFunction(() => document.documentElement.hasAttribute("data-app-ready")).then(),
};

for (const [name, { path, prefilled, entries }] of Object.entries(forms)) {
  test.describe(`the ${name} form`, () => {
    // slow: the page loads at 4x CPU slowdown on a slow network, and every field is filled as it starts.
    test("online: typing that starts before the scripts arrive", async ({ page }) => {
      await slowPhone(page);
      const scripts = await holdScripts(page);
      await page.goto(path, { waitUntil: "commit" });
      await fillAndCheck(page, entries, scripts.release);
    });

    // slow: the page loads at 4x CPU slowdown on a slow network, and every field is filled as it starts.
    test("online: typing that starts at first paint", async ({ page }) => {
      await slowPhone(page);
      await page.goto(prefilled, { waitUntil: "commit" });
      await fillAndCheck(page, entries);
    });

    for (const [moment, reached] of Object.entries(moments)) {
      // slow: the worker installs first, then the page starts offline at 4x CPU slowdown while every field is filled.
      test(`offline, from the service worker: typing that starts ${moment}`, async ({ page, context }) => {
        await page.goto(path);
        await controlledByWorker(page);
        await context.setOffline(true);
        await slowPhone(page);
        await page.goto(prefilled, { waitUntil: "commit" });
        await reached(page);
        await fillAndCheck(page, entries);
      });
    }
  });
}
