import type { BrowserContext, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import {
  fillQuote,
  openForm,
  QUOTE_SUCCESS,
  RESPONSE,
  stored,
  toast,
  uniqueEmail,
  waitForApp,
  waitingButton,
} from "./forms-helpers";

// This file needs the service worker (offline copies, sending kept work, push): the suite blocks it elsewhere.
test.use({ serviceWorkers: "allow" });

const SAVED =
  "No connection right now. Your quote request is saved on this device and will be sent by itself when the signal returns.";

const submit = (page: Page) =>
  page.getByRole("button", { name: /Get My Free Quote|Submitting|Quote Submitted|Saved on This Device/ });

/** Every POST /api/quotes the browser context makes: its key, and whether an answer came back. */
function watchQuotePosts(context: BrowserContext) {
  const posts: { key: string | undefined; answered: boolean }[] = [];
  context.on("requestfinished", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/quotes")) {
      posts.push({ key: request.headers()["idempotency-key"], answered: true });
    }
  });
  context.on("requestfailed", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/quotes")) {
      posts.push({ key: request.headers()["idempotency-key"], answered: false });
    }
  });
  return posts;
}

/** Waits until the service worker is installed and controls the page. */
async function untilTheWorkerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
    );
  });
}

async function submitSaved(page: Page, email: string, company: string) {
  await fillQuote(page, email, company);
  await submit(page).click();
  await expect(submit(page)).toHaveText("Saved on This Device");
  await expect(toast(page)).toContainText("Saved on this device");
  await expect(toast(page)).toContainText(SAVED);
  await expect(waitingButton(page)).toHaveAccessibleName("1 request saved on this device");
}

async function expectWaitingInPanel(page: Page, company: string) {
  await waitingButton(page).click();
  const panel = page.getByRole("dialog", { name: "Waiting to send" });
  await expect(panel).toContainText(company);
  await expect(panel).toContainText("Quote request · Saved");
  await expect(panel).toContainText("Waiting for signal");
  return panel;
}

test.describe("requests sent without signal", () => {
  test("offline: saved on the device, the form resets, and it is sent once when the signal returns", async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail("offline");
    const posts = watchQuotePosts(context);
    await openForm(page, "/get-quote");
    await context.setOffline(true);
    await submitSaved(page, email, "Night Owl Freight");
    await expect(page.getByText("Saved on this device.", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Company Name")).toHaveValue("", { timeout: 5000 });
    await expect(submit(page)).toHaveText("Get My Free Quote");

    const panel = await expectWaitingInPanel(page, "Night Owl Freight");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();

    await context.setOffline(false);
    await expect(toast(page)).toContainText(QUOTE_SUCCESS);
    await expect(toast(page)).toContainText(RESPONSE);
    await expect(waitingButton(page)).toHaveCount(0);
    await expect(page.getByText("Saved on this device.", { exact: true })).toHaveCount(0);

    const records = await stored(request, "quotes", email);
    expect(records).toHaveLength(1);
    expect(records[0]?.companyName).toBe("Night Owl Freight");
    expect(posts.filter((post) => post.answered)).toHaveLength(1);
    expect(new Set(posts.map((post) => post.key)).size).toBe(1);
  });

  test("server unreachable: the request survives a reload, waits in the panel, and Send now delivers it once", async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail("unreachable");
    const posts = watchQuotePosts(context);
    await context.route("**/api/**", (route) => route.abort("internetdisconnected"));
    await openForm(page, "/get-quote");
    await submitSaved(page, email, "Dead Zone Trucking");

    await page.reload();
    await waitForApp(page);
    await expect(waitingButton(page)).toHaveAccessibleName("1 request saved on this device");
    const panel = await expectWaitingInPanel(page, "Dead Zone Trucking");

    // Still unreachable: Send now keeps it and says why.
    await panel.getByRole("button", { name: "Send now" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Still not sent" })).toHaveCount(1);
    expect(await stored(request, "quotes", email)).toHaveLength(0);

    await context.unroute("**/api/**");
    await panel.getByRole("button", { name: "Send now" }).click();
    await expect(toast(page)).toContainText(QUOTE_SUCCESS);
    await expect(waitingButton(page)).toHaveCount(0);
    expect(await stored(request, "quotes", email)).toHaveLength(1);
    expect(posts.filter((post) => post.answered)).toHaveLength(1);
    expect(new Set(posts.map((post) => post.key)).size).toBe(1);
  });

  test("a request left by an earlier visit goes out by itself when the next visit starts, once", async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail("next-visit");
    const posts = watchQuotePosts(context);
    await context.route("**/api/**", (route) => route.abort("internetdisconnected"));
    await openForm(page, "/get-quote");
    await submitSaved(page, email, "Next Visit Freight");

    await context.unroute("**/api/**");
    await page.goto("/about");
    await expect(toast(page)).toContainText(QUOTE_SUCCESS);
    await expect(waitingButton(page)).toHaveCount(0);
    expect(await stored(request, "quotes", email)).toHaveLength(1);
    expect(posts.filter((post) => post.answered)).toHaveLength(1);
  });

  test("a request saved by the previous version of the app survives its update and goes out once, under its key", async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail("kept-by-version-1");
    const key = crypto.randomUUID();
    const posts = watchQuotePosts(context);
    // A page of the site that runs no app code: the outbox is written there as version 1 kept it.
    await page.goto("/robots.txt");
    await page.evaluate(
      (record) =>
        new Promise<void>((resolve, reject) => {
          const opening = indexedDB.open("tpf-outbox", 1);
          opening.onupgradeneeded = () => {
            const store = opening.result.createObjectStore("requests", { keyPath: "id" });
            store.createIndex("by-created", "createdAt");
            store.add({ ...record, createdAt: Date.now() - 60_000 });
          };
          opening.onsuccess = () => {
            opening.result.close();
            resolve();
          };
          opening.onerror = () => reject(opening.error ?? new Error("IndexedDB did not open"));
        }),
      {
        id: key,
        kind: "quote",
        payload: {
          companyName: "Old Version Freight",
          contactName: "Pat Driver",
          email,
          phone: "(801) 555-0142",
          agreeToTerms: true,
          website: "",
        },
        attempts: 1,
        state: "pending",
        lastError: "No connection to our server.",
      },
    );

    await openForm(page, "/get-quote");
    await expect(toast(page)).toContainText(QUOTE_SUCCESS);
    await expect(waitingButton(page)).toHaveCount(0);
    const records = await stored(request, "quotes", email);
    expect(records).toHaveLength(1);
    expect(records[0]?.companyName).toBe("Old Version Freight");
    expect(posts).toEqual([{ key, answered: true }]);
  });

  test("offline with the service worker: reload with no signal, the request still waits, then goes out once", async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail("offline-reload");
    await openForm(page, "/get-quote");
    await untilTheWorkerControls(page);
    await context.setOffline(true);
    await submitSaved(page, email, "Mountain Pass Haulers");

    await page.reload();
    await waitForApp(page);
    await expectWaitingInPanel(page, "Mountain Pass Haulers");
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    await context.setOffline(false);
    await expect(toast(page)).toContainText(QUOTE_SUCCESS);
    await expect(waitingButton(page)).toHaveCount(0);
    expect(await stored(request, "quotes", email)).toHaveLength(1);
  });

  test("a form posted before the app runs, with the worker in control: its answer lost on the way back, it is still stored once", async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail("posted-early");
    await openForm(page, "/get-quote");
    await untilTheWorkerControls(page);
    await fillQuote(page, email, "Early Bird Freight");
    // The server stores the post (the worker gave it a key), then the signal drops before the answer.
    const keys: string[] = [];
    await context.route("**/get-quote", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      keys.push(new URLSearchParams(route.request().postData() ?? "").get("idempotencyKey") ?? "");
      await route.fetch({ maxRedirects: 0 });
      return route.abort("internetdisconnected");
    });
    // A native post, as a press before the app has taken the form over makes.
    await page.evaluate(() => document.querySelector<HTMLFormElement>('form[action="/get-quote"]')!.submit());
    await expect(page).toHaveURL(/\/get-quote$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/saved/i);
    expect(await stored(request, "quotes", email)).toHaveLength(1);
    await context.unroute("**/get-quote");

    // The outbox kept it under the key the server already has: sending it again stores nothing new.
    await waitForApp(page);
    await expect(waitingButton(page)).toHaveCount(0, { timeout: 30_000 });
    expect(await stored(request, "quotes", email)).toHaveLength(1);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("two open tabs: both see the waiting request, and it reaches the server exactly once", async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail("two-tabs");
    const posts = watchQuotePosts(context);
    const other = await context.newPage();
    await openForm(page, "/get-quote");
    await openForm(other, "/get-quote");
    await context.setOffline(true);

    await submitSaved(page, email, "Twin Stacks Transport");
    await expect(waitingButton(other)).toHaveAccessibleName("1 request saved on this device");

    await context.setOffline(false);
    await expect(waitingButton(page)).toHaveCount(0);
    await expect(waitingButton(other)).toHaveCount(0);
    const records = await stored(request, "quotes", email);
    expect(records).toHaveLength(1);
    expect(posts.filter((post) => post.answered)).toHaveLength(1);
    expect(new Set(posts.map((post) => post.key)).size).toBe(1);
    await other.close();
  });
});
