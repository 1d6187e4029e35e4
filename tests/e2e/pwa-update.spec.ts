import type { Page } from "@playwright/test";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test, expect } from "./fixtures";

/*
 * A driver keeps the installed app open for days and never reloads it. A
 * new build must still be offered: the app looks for one when it comes back
 * into view and when the connection returns (and every hour, tested in
 * src/features/pwa/update-checks.test.ts), and the prompt appears in place,
 * with whatever was typed still there.
 */

async function waitForWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
    );
  });
}

/** Publishes a "new build": the same sw.js with other bytes, as a rebuild changes its precache revisions. */
function publishNewBuild(): () => void {
  const dist = process.env.DIST_DIR ?? path.join(".e2e", process.env.E2E_PORT ?? "3200", "dist");
  const worker = path.join(dist, "sw.js");
  const original = readFileSync(worker, "utf8");
  const compressed = [".br", ".gz"].filter((ext) => existsSync(worker + ext));
  for (const ext of compressed) renameSync(worker + ext, `${worker}${ext}.bak`);
  writeFileSync(worker, `${original}\n// build ${Date.now()}\n`);
  return () => {
    writeFileSync(worker, original);
    for (const ext of compressed) renameSync(`${worker}${ext}.bak`, worker + ext);
  };
}

/**
 * A returning visitor on the quote form, halfway through filling it in. The
 * app registers its worker once it has started, and that registration is
 * itself a look for a new version, as is the browser's own check shortly
 * after a navigation: wait until both are done, so that only what a test
 * does afterwards can find the new build (the last test checks that).
 */
async function typingOnTheQuoteForm(page: Page) {
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      return register.apply(this, args).then((registration) => {
        Object.assign(window, { tpfRegistered: true });
        return registration;
      });
    };
  });
  await page.goto("/get-quote");
  await waitForWorker(page);
  await page.reload();
  await waitForWorker(page);
  await page.waitForFunction(() => (window as { tpfRegistered?: boolean }).tpfRegistered === true);
  // Chromium also looks for a new worker by itself a moment after a navigation: let that pass too.
  await page.waitForTimeout(3000);
  await page.getByLabel("Company Name").fill("Red Mesa Hauling");
  await page.getByLabel("Comments").fill("Two reefers, Salt Lake to Denver.");
  // Gone if the page reloads.
  await page.evaluate(() => Object.assign(window, { tpfSamePage: true }));
}

async function expectPromptInPlace(page: Page) {
  await expect(page.getByRole("alert").filter({ hasText: "Update available" })).toBeVisible();
  expect(await page.evaluate(() => (window as { tpfSamePage?: boolean }).tpfSamePage)).toBe(true);
  await expect(page.getByLabel("Company Name")).toHaveValue("Red Mesa Hauling");
  await expect(page.getByLabel("Comments")).toHaveValue("Two reefers, Salt Lake to Denver.");
}

test("a new build is offered when the app comes back into view, without a reload, keeping what was typed", async ({
  page,
}) => {
  await typingOnTheQuoteForm(page);
  const restore = publishNewBuild();
  try {
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expectPromptInPlace(page);
  } finally {
    restore();
  }
});

test("a new build is offered when the connection returns, without a reload, keeping what was typed", async ({
  page,
  context,
}) => {
  await typingOnTheQuoteForm(page);
  await context.setOffline(true);
  const restore = publishNewBuild();
  try {
    await context.setOffline(false);
    await expectPromptInPlace(page);
  } finally {
    restore();
  }
});

test("without any of those occasions, nothing is looked for (the tests above are not fooled)", async ({
  page,
}) => {
  await typingOnTheQuoteForm(page);
  const restore = publishNewBuild();
  try {
    await page.waitForTimeout(4000);
    await expect(page.getByRole("alert").filter({ hasText: "Update available" })).toBeHidden();
  } finally {
    restore();
  }
});
