import type { Page } from "@playwright/test";
import { account_link_not_valid, account_password_set } from "../../src/paraglide/messages";
import { INVITATION_SENT, RESET_LINK_SENT } from "../../api/contract/password-links";
import { ADMIN, toasts, uniqueTag } from "./admin-helpers";
import { expectAccessibleAndFitting } from "./axe";
import { appReady, attachScreenshot, expect, test } from "./fixtures";
import { createClient } from "./accounts";
import { passwordLinkMailedTo } from "./mail";

/** The catalogue's words, as the server and the screen say them in English. */
const LINK_NOT_VALID = account_link_not_valid({}, { locale: "en" });
const PASSWORD_SET = account_password_set({}, { locale: "en" });

/*
 * "Forgot password?" and staff invitations, on the production server: the
 * link goes out by e-mail (an .eml file, the server has no SMTP_URL here),
 * opens the page that sets the password, and the account signs in with it.
 * Each test makes a client of its own.
 */

/** Well formed, but no link of ours. */
const BAD_TOKEN = `${"A".repeat(22)}.${"B".repeat(43)}`;

async function signInThroughForm(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByRole("textbox", { name: /^Password/ }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test.describe("a client who forgot their password", () => {
  test("asks for a link, sets a new password from the e-mail and signs in with it; the old one stops working", async ({
    page,
    baseURL,
  }) => {
    const client = await createClient(baseURL!, {
      prefix: "reset",
      firstName: "Reese",
      lastName: "Tester",
      companyName: "Reset Test Freight",
    });
    const newPassword = `a new password of ${client.username}`;

    await page.goto("/client-login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await appReady(page);
    await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(client.email);
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByRole("status").filter({ hasText: RESET_LINK_SENT })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to sign in" })).toBeFocused();

    const { mail, path } = await passwordLinkMailedTo(client.email);
    expect(mail.text).toContain(path);

    // A page answered per request, never kept by a cache: its address holds the token.
    const opened = await page.goto(path);
    expect(opened?.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "strict-origin");
    const token = new URL(path, "http://x").searchParams.get("token") ?? "";

    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm password/).fill(newPassword);
    const setting = page.waitForRequest("**/api/auth/password-links/set");
    await page.getByRole("button", { name: "Set password" }).click();
    // The token goes in the body only, never as the referrer.
    expect((await (await setting).headerValue("referer")) ?? "").not.toContain(token);
    // Hashing the new password takes a while on a busy machine.
    await expect(page.getByRole("status").filter({ hasText: PASSWORD_SET })).toBeVisible({
      timeout: 20_000,
    });

    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/client-login$/);
    await appReady(page);
    await signInThroughForm(page, client.username, client.password);
    await expect(page.getByRole("alert")).toHaveText(
      "Invalid credentials. Please check your username and password.",
    );
    await signInThroughForm(page, client.username, newPassword);
    await expect(page).toHaveURL(/\/client-dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Reese");

    // The link is used once.
    await page.goto(path);
    await page.getByLabel(/^New password/).fill(`${newPassword} again`);
    await page.getByLabel(/^Confirm password/).fill(`${newPassword} again`);
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByRole("alert")).toContainText(LINK_NOT_VALID);
  });

  test("staff send an invitation from the client list; its link sets the first password", async ({
    page,
    browser,
    baseURL,
  }) => {
    const client = await createClient(baseURL!, {
      prefix: "reset",
      firstName: "Reese",
      lastName: "Tester",
      companyName: "Reset Test Freight",
    });
    await page.request.post("/api/admin/login", { data: ADMIN });
    await page.goto(`/admin/clients?q=${client.username}`);
    await page.getByRole("button", { name: `Send invitation to ${client.companyName}` }).click();
    const dialog = page.getByRole("dialog", { name: `Send an invitation to ${client.companyName}?` });
    await expect(dialog).toContainText(client.email);
    await attachScreenshot(page, "client list, Send invitation asked");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(toasts(page)).toContainText(INVITATION_SENT);

    const { path } = await passwordLinkMailedTo(client.email);
    const phone = await browser.newContext();
    const tab = await phone.newPage();
    await tab.goto(path);
    await appReady(tab);
    const password = `an invited password ${client.username}`;
    await tab.getByLabel(/^New password/).fill(password);
    await tab.getByLabel(/^Confirm password/).fill(password);
    await tab.getByRole("button", { name: "Set password" }).click();
    await expect(tab.getByRole("status").filter({ hasText: PASSWORD_SET })).toBeVisible({ timeout: 20_000 });
    await expect(tab.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/client-login");
    await phone.close();
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the link is asked for with the plain form, and a bad link says so", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(`nobody-${uniqueTag()}@example.com`);
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(page).toHaveURL(/\/forgot-password\?sent=1$/);
    await expect(page.getByRole("status").filter({ hasText: RESET_LINK_SENT })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to sign in" })).toHaveAttribute(
      "href",
      "/client-login",
    );

    await page.goto("/admin/forgot-password");
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(`nobody-${uniqueTag()}@example.com`);
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password\?sent=1$/);
    await expect(page.getByRole("status").filter({ hasText: RESET_LINK_SENT })).toBeVisible();

    await page.goto("/reset-password");
    await expect(page.getByText(LINK_NOT_VALID)).toBeVisible();

    // Well formed, but no link of ours: the server refuses it, the token stays out of the address.
    await page.goto(`/reset-password?token=${BAD_TOKEN}`);
    await page.getByRole("textbox", { name: /^New password/ }).fill("a password long enough");
    await page.getByRole("textbox", { name: /^Confirm password/ }).fill("a password long enough");
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByText(LINK_NOT_VALID)).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });
});

const screens = [
  ["client sign-in", "/client-login"],
  ["staff sign-in", "/admin/login"],
  ["forgot password", "/forgot-password"],
  ["forgot password sent", "/forgot-password?sent=1"],
  ["staff forgot password", "/admin/forgot-password"],
  ["staff forgot password sent", "/admin/forgot-password?sent=1"],
  ["set password", `/reset-password?token=${BAD_TOKEN}`],
  ["set password without a link", "/reset-password"],
  ["password set", "/reset-password?set=client"],
] as const;

/** Each screen opened on a phone, then widened to a desktop: axe, no sideways scroll, a 44 px link. */
for (const [name, path] of screens) {
  test(`${name} at 375 and 1280 px: no axe violation, nothing scrolls sideways`, async ({ page }) => {
    for (const width of [375, 1280] as const) {
      await page.setViewportSize({ width, height: width < 800 ? 812 : 800 });
      if (width === 375) await page.goto(path);
      await expectAccessibleAndFitting(page, `${name} at ${width} px`);
      if (path.endsWith("login")) {
        const box = await page.getByRole("link", { name: "Forgot password?" }).boundingBox();
        expect(box?.height ?? 0, `the tap target's height at ${width} px`).toBeGreaterThanOrEqual(44);
      }
      await attachScreenshot(page, `${name} ${width}`);
    }
  });
}
