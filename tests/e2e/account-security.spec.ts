import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { attachScreenshot, expect, test } from "./fixtures";
import { createClient, type TestClient } from "./accounts";
import { mailMatching } from "./mail";

/*
 * An account a stolen session cannot keep (docs/decisions/0190-account-security.md),
 * as its owner meets it in the browser: the e-mail changes with the current
 * password and a link opened from the new address, the old address is told,
 * and every device with push is listed and can be removed. Each test makes
 * its own client.
 */

test.use({ viewport: { width: 390, height: 844 } });
// Each test waits on the outbox for its e-mails, as long as a busy machine needs.
test.describe.configure({ timeout: 90_000 });

async function signIn(page: Page, client: TestClient) {
  await page.goto("/client-login");
  await page.getByLabel("Username").fill(client.username);
  await page.getByRole("textbox", { name: /^Password/ }).fill(client.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
}

test("the e-mail changes only with the current password and a link opened from the new address; the old one is told", async ({
  page,
  baseURL,
}) => {
  const client = await createClient(baseURL!, {
    prefix: "secure",
    firstName: "Sam",
    lastName: "Keeper",
    companyName: "Secure Freight",
  });
  const newEmail = client.email.replace("@", ".new@");
  await signIn(page, client);
  await page.goto("/account-settings");
  await expect(page.getByText(client.email, { exact: true })).toBeVisible();

  const change = page.getByRole("group", { name: "Change your e-mail" });
  await change.getByRole("textbox", { name: /^New e-mail/ }).fill(newEmail);
  await change.getByLabel(/^Current password/).fill("not the password at all");
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByText("The current password is not correct.")).toBeVisible();

  await change.getByLabel(/^Current password/).fill(client.password);
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "We sent a link to the new address." }),
  ).toBeVisible();
  await expect(page.getByText(`We sent a link to ${newEmail}.`, { exact: false })).toBeVisible();
  // Until the link is opened, the old address is the account's.
  await expect(page.getByText(client.email, { exact: true })).toBeVisible();
  await mailMatching(client.email, "Your TPF e-mail address is being changed");

  const confirmation = await mailMatching(newEmail, "Confirm your new e-mail address for TPF");
  const link = /https?:\/\/[^\s/]+(\/account-settings\?confirm-email=[A-Za-z0-9_.-]+)/.exec(
    confirmation.text,
  )?.[1];
  expect(link).toBeDefined();
  await page.goto(link ?? "");
  await attachScreenshot(page, "confirm-new-email");
  await page.getByRole("button", { name: "Confirm new e-mail" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Your e-mail address is changed. We told the old address too." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/account-settings$/);
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
  const notice = await mailMatching(client.email, "Your TPF e-mail address was changed");
  expect(notice.text).toContain("If this wasn't you, call us right away");
  expect(await axeViolations(page)).toEqual([]);
});

test("the owner sees each device with push and removes one", async ({ page, baseURL }) => {
  const client = await createClient(baseURL!, {
    prefix: "secure",
    firstName: "Sam",
    lastName: "Keeper",
    companyName: "Secure Freight",
  });
  await signIn(page, client);
  const device = await page.request.post("/api/push/subscriptions", {
    data: {
      account: "client",
      subscription: {
        endpoint: `http://127.0.0.1:9/push/${client.username}`,
        keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
      },
    },
    headers: {
      "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
    },
  });
  expect(device.status(), await device.text()).toBe(200);
  await page.goto("/account-settings");
  const devices = page.getByRole("list", { name: "Devices with push messages" });
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await expect(devices.getByText("Firefox · Windows")).toBeVisible();
  await attachScreenshot(page, "push-devices");
  await devices.getByRole("button", { name: "Remove Firefox · Windows" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "The device was removed. It gets no more messages." }),
  ).toBeVisible();
  await expect(page.getByText("Push messages are not on for any device yet.")).toBeVisible();
  await mailMatching(client.email, "A new device gets your TPF push messages");
});
