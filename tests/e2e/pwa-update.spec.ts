import type { Page } from "@playwright/test";
import { cpSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { SECOND_BUILD_DIR, SECOND_BUILD_ID } from "../setup/e2e-build";
import { test, expect } from "./fixtures";
import { workerServer } from "./worker-server";

// This file needs the service worker (offline copies, sending kept work, push): the suite blocks it elsewhere.
test.use({ serviceWorkers: "allow" });

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

/**
 * Publishes the second build (made once per run beside the first, told apart only by its build
 * id: tests/setup/e2e-build.ts) on the same origin, as a deployment swaps its release folder: the
 * server serves files from its dist/ folder at each request, so renaming the folders changes what
 * it sends, sw.js and every page included. Only this worker's copy of dist/ is swapped.
 */
function publishSecondBuild(): () => void {
  const servedDist = workerServer().distDir;
  const firstDist = `${servedDist}-first`;
  const secondDist = `${servedDist}-second`;
  // Left behind by a test that was stopped between the swap and its restore.
  rmSync(firstDist, { recursive: true, force: true });
  rmSync(secondDist, { recursive: true, force: true });
  cpSync(path.join(SECOND_BUILD_DIR, "dist"), secondDist, { recursive: true });
  renameSync(servedDist, firstDist);
  renameSync(secondDist, servedDist);
  return () => {
    renameSync(servedDist, secondDist);
    renameSync(firstDist, servedDist);
  };
}

/** The build id the page carries, or null when its build had none. */
function buildIdOf(page: Page): Promise<string | null> {
  return page.evaluate(
    () => document.querySelector('meta[name="build-id"]')?.getAttribute("content") ?? null,
  );
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
  const restore = publishSecondBuild();
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
  const restore = publishSecondBuild();
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
  const restore = publishSecondBuild();
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
  await typingOnTheQuoteForm(page);
  expect(await buildIdOf(page)).not.toBe(SECOND_BUILD_ID);
  const restore = publishSecondBuild();
  try {
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    const prompt = page.getByRole("alert").filter({ hasText: "Update available" });
    await prompt.getByRole("button", { name: "Reload" }).click();
    await expect(page.locator('meta[name="build-id"]')).toHaveAttribute("content", SECOND_BUILD_ID);
    await expect(prompt).toBeHidden();
    // The form's per-tab draft brings back what was typed.
    await expect(page.getByLabel("Company Name")).toHaveValue("Red Mesa Hauling");
  } finally {
    restore();
  }
});
