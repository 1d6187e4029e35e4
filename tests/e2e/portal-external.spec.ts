import type { Page } from "@playwright/test";
import type { TestClient } from "./accounts";
import { test, expect } from "./fixtures";

async function fillForm(
  page: Page,
  client: TestClient,
  system: string,
  url: string,
  password: string = client.password,
) {
  // The phone's own picker: a native select.
  await page.getByRole("combobox", { name: /^Your system/ }).selectOption({ label: system });
  await page.getByLabel(/^External URL/).fill(url);
  await page.getByLabel(/^TPF username/).fill(client.username);
  await page.getByLabel(/^TPF password/).fill(password);
  await page.getByRole("button", { name: "Sign In and Continue" }).click();
}

test("offers the five systems", async ({ page }) => {
  await page.goto("/external-login");
  await expect(page.getByRole("heading", { level: 1, name: "External System Login" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: /^Your system/ }).getByRole("option")).toHaveText([
    "QuickBooks",
    "Sage",
    "Xero",
    "Trucking Software",
    "Custom System",
  ]);
});

test("the external URL is required", async ({ page, client }) => {
  await page.goto("/external-login");
  await page.getByLabel(/^TPF username/).fill(client.username);
  await page.getByLabel(/^TPF password/).fill(client.password);
  await page.getByRole("button", { name: "Sign In and Continue" }).click();
  await expect(page.getByText("Please enter an external URL")).toBeVisible();
  await expect(page.getByLabel(/^External URL/)).toHaveAttribute("aria-invalid", "true");
});

test("an address outside the system's allow-list shows the server's error", async ({ page, client }) => {
  await page.goto("/external-login");
  await fillForm(page, client, "QuickBooks", "https://portal.example.com/books");
  const alert = page.getByRole("alert");
  await expect(alert).toBeVisible();
  const { error } = (await (
    await page.request.post("/api/auth/external-redirect", {
      data: {
        username: client.username,
        password: client.password,
        systemType: "quickbooks",
        externalUrl: "https://portal.example.com/books",
      },
    })
  ).json()) as { error: string };
  expect(error.length).toBeGreaterThan(0);
  await expect(alert).toHaveText(error);
  await expect(page).toHaveURL(/\/external-login$/);
});

test("a wrong password shows the server's error; a network failure the network message", async ({
  page,
  client,
}) => {
  await page.goto("/external-login");
  await fillForm(page, client, "Custom System", "https://portal.example.com/", "wrong-password-here");
  await expect(page.getByRole("alert")).toHaveText(
    "Invalid credentials. Please check your username and password.",
  );

  await page.route("**/api/auth/external-redirect", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Sign In and Continue" }).click();
  await expect(page.getByRole("alert")).toHaveText("Network error. Please try again.");
});

test("an answer without a message shows 'External login failed'", async ({ page, client }) => {
  await page.route("**/api/auth/external-redirect", (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto("/external-login");
  await fillForm(page, client, "Xero", "https://go.xero.com/");
  await expect(page.getByRole("alert")).toHaveText("External login failed");
});

test("an allowed address signs in and follows the server's redirect, without the password", async ({
  page,
  client,
}) => {
  await page.route("https://portal.example.com/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Portal</title><h1>Trucking portal</h1>",
    }),
  );
  await page.goto("/external-login");
  await fillForm(page, client, "Trucking Software", "https://portal.example.com/dispatch");
  await page.waitForURL(/^https:\/\/portal\.example\.com\//);
  expect(page.url()).not.toContain(client.password);
  expect(page.url()).not.toContain("password");
  await expect(page.getByRole("heading", { name: "Trucking portal" })).toBeVisible();
  const me = await page.request.get("/api/auth/me");
  expect(me.status()).toBe(200);
});

test("shares the client login link with a copy button that confirms for 2 seconds", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/external-login");
  const link = page.getByRole("textbox", { name: "Client login link" });
  await expect(link).toHaveValue(`${baseURL}/client-login`);
  const copy = page.getByRole("button", { name: "Copy" });
  const clickedAt = await page.evaluate(() => performance.now());
  await copy.click();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "Client login link copied to the clipboard." }),
  ).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/client-login`);
  // "Copied!" stays 2 seconds from the press, then the button says Copy again.
  const backAt = await page.waitForFunction(
    () =>
      [...document.querySelectorAll("button")].some((button) => button.textContent === "Copy") &&
      performance.now(),
    null,
    { timeout: 5000 },
  );
  expect(Number(await backAt.jsonValue()) - clickedAt).toBeGreaterThanOrEqual(2000);
});

test("explains the integrations and shows a real API call with placeholders only", async ({
  page,
  client,
}) => {
  await page.goto("/external-login");
  const integrations = page.getByRole("region", { name: /How clients reach TPF/ });
  for (const name of ["QuickBooks", "Xero", "Sage", "Trucking software"]) {
    await expect(integrations.getByRole("heading", { name })).toBeVisible();
  }
  const code = page.locator("pre code");
  // The site's public address (SITE_URL of the end-to-end server).
  await expect(code).toContainText('fetch("https://tpf.test/api/auth/external-redirect"');
  await expect(code).toContainText('method: "POST"');
  await expect(code).toContainText("YOUR_TPF_USERNAME");
  await expect(code).toContainText("YOUR_TPF_PASSWORD");
  await expect(code).toContainText("window.location.assign(result.redirectUrl)");
  await expect(code).not.toContainText(client.password);
});
