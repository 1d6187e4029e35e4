import type { APIRequestContext, Page } from "@playwright/test";
import { appReady, expect } from "./fixtures";
import { ADMIN, uniqueTag } from "./admin-helpers";

export const QUOTE_SUCCESS = "Quote Request Submitted!";
export const QUOTE_FAILURE = "There was a problem submitting your request. Please try again.";
export const FUEL_SUCCESS = "Fuel Card Application Submitted!";
export const FUEL_FAILURE = "Failed to submit application. Please try again.";
export const RESPONSE =
  /We'll contact you within 1 hour during business hours\. Reference ID: ([QF]-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4})/;

export const uniqueEmail = (prefix: string) => `${prefix}-${uniqueTag()}@example.com`;

/** The toast on screen (one at a time). */
export const toast = (page: Page) =>
  page.getByRole("region", { name: /^(Notifications|Avisos) \(F8\)$/ }).getByRole("listitem");

/** The header's waiting-requests button. */
export const waitingButton = (page: Page) => page.getByRole("button", { name: /saved on this device/ });

/** Waits for the public signal that the page's islands have woken (`<html data-app-ready>`). */
export const waitForApp = appReady;

export async function openForm(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

export async function fillQuote(page: Page, email: string, company = "Blue Line Hauling") {
  await page.getByLabel("Company Name").fill(company);
  await page.getByLabel("Contact Name").fill("Pat Driver");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Phone Number").fill("(801) 555-0142");
  await page.getByLabel("MC Number").fill("MC-884213");
  await page.getByLabel("DOT Number").fill("3312456");
  await page.getByLabel("Monthly Revenue").selectOption("50k-100k");
  await page.getByLabel("Business Type").selectOption("small-fleet");
  await page.getByLabel("Years in Business").selectOption("3-5");
  await page.getByLabel("Number of Trucks").fill("6");
  await page.getByLabel("Services Interested In").selectOption("factoring");
  await page.getByLabel("Additional Comments").fill("Dry van out of Salt Lake City.");
  await page.getByRole("checkbox", { name: /I agree/ }).check();
}

export async function fillFuelCard(page: Page, email: string, company = "Red Rock Carriers") {
  await page.getByLabel("Company Name").fill(company);
  await page.getByLabel("Contact Name").fill("Sam Rivera");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Phone Number").fill("801-555-0123");
  await page.getByLabel("MC Number").fill("MC-123456");
  await page.getByLabel("DOT Number").fill("3312456");
  await page.getByLabel("Fuel Card Tier").selectOption("gold");
  await page.getByLabel("Monthly Fuel Spend").selectOption("5k-10k");
  await page.getByLabel("Primary Routes").fill("I-80 Midwest to West Coast");
  await page.getByLabel("Preferred Fuel Brands").fill("Pilot, Love's");
  await page.getByLabel("Business Type").selectOption("small-fleet");
  await page.getByLabel("Years in Business").selectOption("3-5");
  await page.getByLabel("Number of Trucks").fill("6");
  await page.getByRole("checkbox", { name: /I agree/ }).check();
}

interface StoredRecord {
  id: string;
  companyName: string;
  email: string;
  [field: string]: unknown;
}

/** What the server stored for an e-mail, asked through the staff API. */
export async function stored(
  request: APIRequestContext,
  kind: "quotes" | "fuel-card-applications",
  email: string,
): Promise<StoredRecord[]> {
  const login = await request.post("/api/admin/login", { data: ADMIN });
  expect(login.ok(), "staff sign-in").toBe(true);
  const answer = await request.get(`/api/${kind}/email/${encodeURIComponent(email)}`);
  expect(answer.ok(), "search by e-mail").toBe(true);
  const body = (await answer.json()) as { quotes?: StoredRecord[]; applications?: StoredRecord[] };
  return body.quotes ?? body.applications ?? [];
}

/** How many requests wait in the page's outbox (IndexedDB `tpf-outbox`), 0 when it was never made. */
export function outboxSize(page: Page): Promise<number> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === "tpf-outbox")) return 0;
    return new Promise<number>((resolve, reject) => {
      const opening = indexedDB.open("tpf-outbox");
      opening.onsuccess = () => {
        const database = opening.result;
        const counting = database.transaction("requests").objectStore("requests").count();
        counting.onsuccess = () => {
          database.close();
          resolve(counting.result);
        };
        counting.onerror = () => reject(counting.error ?? new Error("the outbox could not be counted"));
      };
      opening.onerror = () => reject(opening.error ?? new Error("the outbox did not open"));
    });
  });
}
