import { test, expect } from "./fixtures";
import { fillFuelCard, fillQuote, stored, uniqueEmail } from "./forms-helpers";
import { slowPhone } from "./slow-phone";

/*
 * The public site with JavaScript turned off entirely: reading, navigating,
 * the menu, the article filters, and sending a quote or fuel-card request,
 * with an answer page that names the reference. (The calculators' arithmetic
 * and the offline features say they need JavaScript.) What every page's HTML
 * holds with scripts off (its heading, the footer, the links such as "Forgot
 * password?") is read from the build's files: tests/dist/public-pages.test.ts.
 * Here, what needs the server or the browser: taps, form posts, query strings.
 */

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

test.describe("with JavaScript off", () => {
  test("the menu opens and its links navigate", async ({ page }) => {
    await slowPhone(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "How It Works" }).click();
    await expect(page).toHaveURL(/\/how-factoring-works$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("article filters and the calculators' panels work; Calculate says it needs JavaScript", async ({
    page,
  }) => {
    await page.goto("/resources");
    await page.getByRole("link", { name: "Finance (2)" }).click();
    await expect(page).toHaveURL(/category=Finance/);
    await expect(page.getByText("Showing 2 Finance articles")).toBeVisible();
    await expect(page.getByRole("link", { name: "Finance (2)" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("link", { name: "All (6)" }).click();
    await expect(page.getByText("Showing all 6 articles")).toBeVisible();

    await page.getByText("Rate Quote Tool", { exact: true }).first().click();
    const panel = page.getByRole("region", { name: "Rate Quote Tool" });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(/works out the numbers with JavaScript, which is off/)).toBeVisible();
    await expect(panel.getByRole("button", { name: "Calculate" })).toBeDisabled();
  });

  test("?tool=calculator opens the calculator's panel", async ({ page }) => {
    await page.goto("/resources?tool=calculator");
    await expect(page.getByRole("region", { name: "Factoring Calculator" })).toBeVisible();
  });

  test("a quote request is stored once and the answer page names its reference", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("nojs-quote");
    await page.goto("/get-quote?service=fuel-card&tier=gold");
    await expect(page.getByLabel("Services Interested In")).toHaveValue("fuel-card-gold");
    await fillQuote(page, email);
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quote Request Submitted!");
    const records = await stored(request, "quotes", email);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ companyName: "Blue Line Hauling", servicesInterested: "factoring" });
    await expect(page.getByText(`Reference ID: ${records[0]?.reference}`)).toBeVisible();
    await page.reload();
    expect(await stored(request, "quotes", email)).toHaveLength(1);
  });

  test("a fuel card application is stored once and the answer page names its reference", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("nojs-fuel");
    await page.goto("/fuel-card-application?tier=silver");
    await expect(page.getByLabel("Fuel Card Tier")).toHaveValue("silver");
    await fillFuelCard(page, email);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fuel Card Application Submitted!");
    const records = await stored(request, "fuel-card-applications", email);
    expect(records).toHaveLength(1);
    await expect(page.getByText(`Reference ID: ${records[0]?.reference}`)).toBeVisible();
  });

  test("a refused field comes back with the entries kept and a plain message on it", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("nojs-refused");
    await page.goto("/get-quote");
    await fillQuote(page, email);
    // Phone numbers need 10 digits: the browser cannot know, the server says so.
    await page.getByLabel("Phone Number").fill("555-01");
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page.getByRole("alert")).toContainText("One field needs a fix");
    await expect(page.getByLabel("Company Name")).toHaveValue("Blue Line Hauling");
    await expect(page.getByLabel("Phone Number")).toHaveAccessibleDescription(
      /Enter a phone number with at least 10 digits/,
    );
    await page.getByRole("link", { name: "Enter a phone number with at least 10 digits" }).click();
    await expect(page.getByLabel("Phone Number")).toBeFocused();
    expect(await stored(request, "quotes", email)).toEqual([]);

    await page.getByLabel("Phone Number").fill("(801) 555-0142");
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quote Request Submitted!");
    expect(await stored(request, "quotes", email)).toHaveLength(1);
  });

  test("a client signs in with the plain form and lands in the portal's address", async ({
    page,
    client,
  }) => {
    await page.goto("/client-login");
    await page.getByLabel("Username").fill(client.username);
    await page.getByRole("textbox", { name: "Password" }).fill(client.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/client-dashboard$/);
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === "tpf_client" && cookie.httpOnly)).toBe(true);
  });

  test("a wrong password comes back as a plain message, without the password in the page", async ({
    page,
    client,
  }) => {
    await page.goto("/client-login");
    await page.getByLabel("Username").fill(client.username);
    await page.getByRole("textbox", { name: "Password" }).fill("not-the-password-at-all");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveValue(client.username);
    await expect(page.getByRole("textbox", { name: "Password" })).toHaveValue("");
    expect(await page.content()).not.toContain("not-the-password-at-all");
  });
});
