import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import {
  fillFuelCard,
  FUEL_FAILURE,
  FUEL_SUCCESS,
  openForm,
  RESPONSE,
  stored,
  toast,
  uniqueEmail,
} from "./forms-helpers";

const submit = (page: Page) =>
  page.getByRole("button", {
    name: /Submit Application|Submitting Application|Application Submitted|Saved on This Device/,
  });

test.describe("Fuel Card Application", () => {
  test("a full application is stored once with its reference ID", async ({ page, request }) => {
    const email = uniqueEmail("fuel");
    await openForm(page, "/fuel-card-application");
    await expect(submit(page)).toBeDisabled();
    await fillFuelCard(page, email);
    await expect(submit(page)).toBeEnabled();
    await submit(page).click();

    await expect(submit(page)).toHaveText("Application Submitted!");
    await expect(toast(page)).toContainText(FUEL_SUCCESS);
    const reference = RESPONSE.exec((await toast(page).textContent()) ?? "")?.[1];
    const records = await stored(request, "fuel-card-applications", email);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      companyName: "Red Rock Carriers",
      fuelCardTier: "gold",
      monthlyFuelSpend: "5k-10k",
      numberOfTrucks: 6,
      primaryRoutes: "I-80 Midwest to West Coast",
      preferredFuelBrands: "Pilot, Love's",
    });
    expect(records[0]?.reference).toBe(reference);

    await expect(submit(page)).toHaveText("Submit Application", { timeout: 5000 });
    await expect(page.getByLabel("Company Name")).toHaveValue("");
    await expect(submit(page)).toBeDisabled();
  });

  test("a server failure keeps the entries", async ({ page, request }) => {
    const email = uniqueEmail("fuel-500");
    await page.route("**/api/fuel-card-applications", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, json: { error: "Server error" } })
        : route.fallback(),
    );
    await openForm(page, "/fuel-card-application");
    await fillFuelCard(page, email);
    await submit(page).click();
    await expect(toast(page)).toContainText(FUEL_FAILURE);
    await expect(page.getByLabel("Company Name")).toHaveValue("Red Rock Carriers");
    await expect(page.getByLabel("Fuel Card Tier")).toHaveValue("gold");
    await expect(submit(page)).toBeEnabled();
    expect(await stored(request, "fuel-card-applications", email)).toHaveLength(0);
  });

  test("?tier=silver pre-selects Silver and mentions it, without a hydration error", async ({ page }) => {
    await openForm(page, "/fuel-card-application?tier=silver");
    await expect(page.getByLabel("Fuel Card Tier")).toHaveValue("silver");
    await expect(page.getByLabel("Additional Comments")).toHaveValue(
      "I'm interested in the Silver tier of the fuel card program.",
    );
  });
});
