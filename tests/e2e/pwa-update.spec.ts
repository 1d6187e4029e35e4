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
 * Publishes a second build in which the quote page changed: its HTML (marked `data-build="second"`)
 * and, as a rebuild does, that page's precache revision in sw.js, so the new worker precaches the
 * new page. The precompressed copies of both files step aside so the server sends the new bytes.
 */
function publishBuildWithChangedQuotePage(): () => void {
  const dist = process.env.DIST_DIR ?? path.join(".e2e", process.env.E2E_PORT ?? "3200", "dist");
  const page = path.join(dist, "get-quote", "index.html");
  const worker = path.join(dist, "sw.js");
  const originals = new Map([page, worker].map((file) => [file, readFileSync(file, "utf8")]));
  const compressed = [page, worker].flatMap((file) =>
    [".br", ".gz"].map((ext) => file + ext).filter((copy) => existsSync(copy)),
  );
  for (const copy of compressed) renameSync(copy, `${copy}.bak`);
  writeFileSync(page, originals.get(page)!.replace("<html ", '<html data-build="second" '));
  const entry = /"revision":"[0-9a-f]+","url":"get-quote\/index\.html"/;
  const workerText = originals.get(worker)!;
  if (!entry.test(workerText)) throw new Error("sw.js does not precache get-quote/index.html as expected");
  writeFileSync(worker, workerText.replace(entry, '"revision":"second-build","url":"get-quote/index.html"'));
  return () => {
    for (const [file, text] of originals) writeFileSync(file, text);
    for (const copy of compressed) renameSync(`${copy}.bak`, copy);
  };
}

/**
 * A visitor on the quote form, halfway through filling it in, in the tab whose visit installed the
 * worker. The app registers its worker once it has started; wait for that, so that only what a
 * test does afterwards can look for the new build. (No reload here: a navigation to a controlled
 * page would make the browser look by itself a moment later, at a time no test can see.)
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
  await page.waitForFunction(() => (window as { tpfRegistered?: boolean }).tpfRegistered === true);
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

test("without any of those occasions nothing is looked for until the hour is up (the tests above are not fooled)", async ({
  page,
}) => {
  await page.clock.install();
  await page.addInitScript(() => {
    const update = ServiceWorkerRegistration.prototype.update;
    ServiceWorkerRegistration.prototype.update = function () {
      Object.assign(window, {
        tpfUpdateChecks: ((window as { tpfUpdateChecks?: number }).tpfUpdateChecks ?? 0) + 1,
      });
      return update.call(this);
    };
  });
  await typingOnTheQuoteForm(page);
  const restore = publishNewBuild();
  try {
    // The page's clock, not the test's: 59 minutes of the app's timers run now, and none looks.
    await page.clock.runFor("59:00");
    expect(await page.evaluate(() => (window as { tpfUpdateChecks?: number }).tpfUpdateChecks ?? 0)).toBe(0);
    await expect(page.getByRole("alert").filter({ hasText: "Update available" })).toBeHidden();
    await page.clock.runFor("01:01");
    await expectPromptInPlace(page);
  } finally {
    restore();
  }
});

test("Reload applies the new build in a tab whose first visit installed the worker and never reloaded", async ({
  page,
}) => {
  await page.goto("/get-quote");
  await waitForWorker(page);
  await expect(page.locator("html")).not.toHaveAttribute("data-build", "second");
  const restore = publishBuildWithChangedQuotePage();
  try {
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    const prompt = page.getByRole("alert").filter({ hasText: "Update available" });
    await prompt.getByRole("button", { name: "Reload" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-build", "second");
    await expect(prompt).toBeHidden();
  } finally {
    restore();
  }
});
