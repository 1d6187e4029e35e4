import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { createClient, type TestClient } from "./accounts";
import { startWorkerServer, type WorkerServer } from "./worker-server";

/**
 * A public page is HTML that works before its scripts; its islands then
 * wake (src/site.ts) and `<html data-app-ready>` says they all have. The
 * client-rendered screens set it once they have rendered. A test that
 * interacts with the app (not the HTML) waits for that public signal.
 * Pages without scripts (static files, the offline fallback) do not wait.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hasScript = document.querySelector('script[type="module"][src]');
    return !hasScript || document.documentElement.hasAttribute("data-app-ready");
  });
}

/**
 * Every test fails on an uncaught page error or a console error (hydration
 * mismatches show up as both), except resource 404s a test asks for.
 */
/**
 * Resolves once every animation and transition in `element` has finished (a drawer's slide-in, a
 * toast's entrance), so what is measured next is where things rest. `getAnimations` brings style
 * up to date first, so a transition that the last action started is already in the list.
 */
export async function animationsFinished(element: Locator): Promise<void> {
  await element.evaluate((node) =>
    Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

export const test = base.extend<{ consoleErrors: string[]; client: TestClient }, { server: WorkerServer }>({
  /** This worker's own production server (worker-server.ts); every page and request goes to it. */
  server: [
    // Playwright reads what a fixture needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const { server, stop } = await startWorkerServer();
      await provide(server);
      await stop();
    },
    { scope: "worker", auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ server }, provide) => provide(server.url),
  /** A client account of this test's own (accounts.ts): nothing another test did can reach it. */
  client: async ({ baseURL }, provide) => provide(await createClient(baseURL!)),
  /** `goto` and `reload` wait for the app, unless told `waitUntil: "commit"` (to act before it starts). */
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== "commit" && javaScriptEnabled !== false) await appReady(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== "commit" && javaScriptEnabled !== false) await appReady(page);
      return response;
    };
    await provide(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // The browser's own words for a fetch the network failed (a test that takes the signal
        // away), for any resource and for the service worker's script; the app's errors still count.
        if (message.text().startsWith("Failed to load resource")) return;
        if (message.text() === "An unknown error occurred when fetching the script.") return;
        errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

/** Keeps a full-page (or element) screenshot with the run's results, for a person to look at. */
export async function attachScreenshot(target: Page | Locator, name: string) {
  const path = test.info().outputPath(`${name.replace(/[^a-z0-9]+/gi, "-")}.png`);
  await target.screenshot({ path, ...("goto" in target ? { fullPage: true } : {}) });
  await test.info().attach(name, { path, contentType: "image/png" });
}

export { expect };
