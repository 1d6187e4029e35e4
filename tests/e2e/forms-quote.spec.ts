import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import {
  fillQuote,
  openForm,
  QUOTE_FAILURE,
  QUOTE_SUCCESS,
  RESPONSE,
  stored,
  toast,
  uniqueEmail,
  waitingButton,
} from "./forms-helpers";

const submit = (page: Page) =>
  page.getByRole("button", { name: /Get My Free Quote|Submitting|Quote Submitted|Saved on This Device/ });

test.describe("Get Quote", () => {
  test("a full submission is stored once and the visitor gets the reference ID", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("quote");
    const keys: (string | undefined)[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "POST" && sent.url().endsWith("/api/quotes"))
        keys.push(sent.headers()["idempotency-key"]);
    });
    await openForm(page, "/get-quote");
    await expect(submit(page)).toBeDisabled();
    await fillQuote(page, email);
    await expect(submit(page)).toBeEnabled();
    await submit(page).click();

    await expect(submit(page)).toHaveText("Quote Submitted!");
    await expect(toast(page)).toContainText(QUOTE_SUCCESS);
    const reference = RESPONSE.exec((await toast(page).textContent()) ?? "")?.[1];

    const records = await stored(request, "quotes", email);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      companyName: "Blue Line Hauling",
      contactName: "Pat Driver",
      phone: "(801) 555-0142",
      mcNumber: "MC-884213",
      dotNumber: "3312456",
      monthlyRevenue: "50k-100k",
      businessType: "small-fleet",
      yearsInBusiness: "3-5",
      numberOfTrucks: 6,
      servicesInterested: "factoring",
      comments: "Dry van out of Salt Lake City.",
    });
    expect(records[0]?.reference).toBe(reference);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

    // Three seconds later the form is empty again.
    await expect(submit(page)).toHaveText("Get My Free Quote", { timeout: 5000 });
    await expect(page.getByLabel("Company Name")).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: /I agree/ })).not.toBeChecked();
    await expect(waitingButton(page)).toHaveCount(0);
  });

  test("a server failure keeps every entry, and trying again stores it once", async ({ page, request }) => {
    const email = uniqueEmail("quote-500");
    await page.route("**/api/quotes", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 500,
            json: { error: "Something went wrong on our side. Please try again." },
          })
        : route.fallback(),
    );
    await openForm(page, "/get-quote");
    await fillQuote(page, email);
    await submit(page).click();

    await expect(toast(page)).toContainText(QUOTE_FAILURE);
    await expect(submit(page)).toHaveText("Get My Free Quote");
    await expect(submit(page)).toBeEnabled();
    await expect(page.getByLabel("Company Name")).toHaveValue("Blue Line Hauling");
    await expect(page.getByLabel("Email Address")).toHaveValue(email);
    await expect(page.getByLabel("Monthly Revenue")).toHaveValue("50k-100k");
    await expect(page.getByLabel("Additional Comments")).toHaveValue("Dry van out of Salt Lake City.");
    await expect(page.getByRole("checkbox", { name: /I agree/ })).toBeChecked();
    await expect(waitingButton(page)).toHaveCount(0);
    expect(await stored(request, "quotes", email)).toHaveLength(0);

    await page.unroute("**/api/quotes");
    await submit(page).click();
    await expect(toast(page)).toContainText(QUOTE_SUCCESS);
    expect(await stored(request, "quotes", email)).toHaveLength(1);
  });

  test("?service=fuel-card&tier=gold pre-selects Fuel Card - Gold and mentions the tier, without a hydration error", async ({
    page,
  }) => {
    await openForm(page, "/get-quote?service=fuel-card&tier=gold");
    await expect(page.getByLabel("Services Interested In")).toHaveValue("fuel-card-gold");
    await expect(page.getByLabel("Additional Comments")).toHaveValue(
      "I'm interested in the Gold tier of the fuel card program.",
    );
  });

  test("errors show next to their fields and nothing is sent", async ({ page }) => {
    let posts = 0;
    page.on("request", (sent) => {
      if (sent.method() === "POST" && sent.url().endsWith("/api/quotes")) posts += 1;
    });
    await openForm(page, "/get-quote");
    await page.getByLabel("Email Address").fill("not-an-email");
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await submit(page).click();
    await expect(page.getByLabel("Company Name")).toBeFocused();
    await expect(page.getByLabel("Company Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Company name is required")).toBeVisible();
    await expect(page.getByText("Enter a valid e-mail address, like name@company.com")).toBeVisible();
    expect(posts).toBe(0);
  });
});
