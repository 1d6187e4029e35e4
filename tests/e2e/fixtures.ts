import { test as base, expect, type Page } from "@playwright/test";

/**
 * The app starts after the prerendered page has painted (src/main.tsx) and
 * hydrates in slices: until then a button does nothing (a form's submission
 * is held and sent again, src/lib/app-ready.ts). A person would tap again;
 * a test waits until the app is ready and every control of the page is
 * React's (hydrated). Pages without the app (offline fallback, static
 * files) do not wait.
 */
async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const boots =
      document.querySelector('script[type="module"][src]') &&
      !document.querySelector("[data-offline-fallback]");
    if (!boots) return true;
    if (!document.documentElement.hasAttribute("data-app-ready")) return false;
    const controls = document.querySelectorAll(
      "#root a[href], #root button, #root input, #root select, #root textarea",
    );
    return [...controls].every((control) =>
      Object.keys(control).some((key) => key.startsWith("__reactFiber$")),
    );
  });
}

/**
 * Every test fails on an uncaught page error or a console error (hydration
 * mismatches show up as both), except resource 404s a test asks for.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  /** `goto` and `reload` wait for the app, unless told `waitUntil: "commit"` (to act before it starts). */
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== "commit") await appReady(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== "commit") await appReady(page);
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
        if (message.text().startsWith("Failed to load resource")) return;
        errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
