import type { BrowserContext, Page } from "@playwright/test";
import { startPushEndpoint, type PushEndpoint, type ReceivedPush } from "../support/push-endpoint";
import { signInAsStaff } from "./admin-helpers";
import { expectAccessibleAndFitting } from "./axe";
import { expect, test } from "./fixtures";
import { clientBeside, controlledByWorker, sendPlainInvoice } from "./invoice-helpers";
import { mailMatching } from "./mail";

// This file needs the service worker (offline copies, sending kept work, push): the suite blocks it elsewhere.
test.use({ serviceWorkers: "allow" });

/*
 * Web push (docs/decisions/0162-push-and-settings.md). Headless Chromium has
 * no push service to subscribe with, so the client's device is a stand-in on
 * this machine (PUSH_ENDPOINT_ALLOWLIST names it for the e2e server): it holds
 * a browser's keys and decrypts what the server sends. The decrypted message
 * is then handed to the client's service worker as Chromium's push service
 * would (CDP), and the notification it shows is read back.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 120_000 });

let pushes: PushEndpoint;
test.beforeAll(async () => {
  pushes = await startPushEndpoint();
});
test.afterAll(() => pushes.close());

/** Registers a stand-in device for the signed-in client, as the settings page does for a real one. */
async function subscribeDevice(page: Page) {
  const subscription = pushes.subscribe();
  const answer = await page.request.post("/api/push/subscriptions", {
    data: { account: "client", subscription },
  });
  expect(answer.status()).toBe(200);
  return subscription;
}

/** Delivers a push message to the page's service worker, as the browser's push service would. */
async function deliverToServiceWorker(context: BrowserContext, page: Page, push: ReceivedPush) {
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: new URL(page.url()).origin,
    registrationId: await registered,
    data: JSON.stringify(push.payload),
  });
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
      title: shown.title,
      body: shown.body,
      tag: shown.tag,
      data: shown.data as unknown,
    })),
  );

// slow: an invoice sent, staff change it in a second browser, and the push is decrypted and shown.
test("an invoice set to needs documents reaches the client's phone by push, and the phone shows it", async ({
  page,
  browser,
  baseURL,
  client,
}) => {
  const { context: clientContext, page: clientPage } = await clientBeside(browser, baseURL, client);
  await clientContext.grantPermissions(["notifications"]);
  const device = await subscribeDevice(clientPage);
  const reference = await sendPlainInvoice(clientPage.request);
  const { invoice } = (await (await clientPage.request.get(`/api/invoices/${reference}`)).json()) as {
    invoice: { loadNumber: string };
  };
  const load = `Summit Logistics load ${invoice.loadNumber}`;

  await signInAsStaff(page);
  await page.goto(`/admin/invoices/${reference}`);
  await page.getByLabel(/^New status/).selectOption("needs-documents");
  const reason = "Page 2 of the BOL is not signed.";
  await page.getByLabel(/^Reason for the client/).fill(reason);
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status changed to Needs documents.")).toBeVisible();

  const push = await pushes.next(
    (received) =>
      received.subscription === Number(device.endpoint.split("/").pop()) &&
      received.payload.title === `${load} needs documents (${reference})`,
  );
  expect(push.payload).toMatchObject({
    body: `${load}. What we need: ${reason}`,
    url: `/invoices/${reference}`,
  });
  expect(push.headers["content-encoding"]).toBe("aes128gcm");

  await clientPage.goto("/client-dashboard");
  await controlledByWorker(clientPage);
  await deliverToServiceWorker(clientContext, clientPage, push);
  await expect
    .poll(() => shownNotifications(clientPage))
    .toContainEqual({
      title: `${load} needs documents (${reference})`,
      body: `${load}. What we need: ${reason}`,
      tag: push.payload.tag,
      data: { url: `/invoices/${reference}` },
    });
  await clientContext.close();
});

test("Account Settings: e-mail choices are kept, and a test message reaches the e-mail and the device", async ({
  browser,
  baseURL,
  client,
}) => {
  const { context: clientContext, page } = await clientBeside(browser, baseURL, client);
  const device = await subscribeDevice(page);
  await page.goto("/client-dashboard");
  await page.getByRole("link", { name: "Settings and messages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();

  const funded = page.getByRole("checkbox", { name: "An invoice is funded" });
  await expect(funded).toBeChecked();
  await page.getByLabel(/^Phone/).fill("not a phone");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByLabel(/^Phone/)).toHaveAccessibleDescription(/Enter a phone number/);
  // The correction clears the error as it is typed, so the boxes below stay where they were pressed.
  await page.getByLabel(/^Phone/).fill("(555) 010-1234");
  await expect(page.getByLabel(/^Phone/)).not.toHaveAccessibleDescription(/Enter a phone number/);
  await funded.uncheck();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your settings are saved." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "An invoice is funded" })).not.toBeChecked();
  await expect(page.getByLabel(/^Phone/)).toHaveValue("(555) 010-1234");

  await page.getByRole("button", { name: "Send a test message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Test message sent" })).toBeVisible();
  const mail = await mailMatching(client.email, "Test message from TPF");
  expect(mail.text).toContain("/account-settings");
  const push = await pushes.next(
    (received) =>
      received.subscription === Number(device.endpoint.split("/").pop()) &&
      received.payload.title === "Test message from TPF",
  );
  expect(push.payload.url).toBe("/account-settings");

  await clientContext.close();
});

for (const width of [375, 1280] as const) {
  test(`Account Settings at ${width} px: no axe violation, nothing scrolls sideways`, async ({
    browser,
    baseURL,
    client,
  }) => {
    const { context: clientContext, page } = await clientBeside(browser, baseURL, client);
    await page.setViewportSize({ width, height: 812 });
    await page.goto("/account-settings");
    await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Turn on push on this device" })).toBeVisible();
    await expectAccessibleAndFitting(page, `Account Settings at ${width} px`);
    await clientContext.close();
  });
}
