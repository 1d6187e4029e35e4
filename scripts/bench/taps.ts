/**
 * Taps lost: every control a visitor sees at first paint on the five
 * benchmarked pages, tapped 100 ms after the first paint on a slow phone
 * (Lighthouse's slow 4G and a CPU four times slower), and checked to have
 * done its job; the same controls with JavaScript blocked; and how long
 * after the first paint the app has taken each page over.
 */
import { expect, type Browser, type Locator, type Page } from "@playwright/test";

/** A phone like Lighthouse's (Moto G Power class). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export interface Control {
  page: string;
  name: string;
  tap: (page: Page) => Locator;
  /** Resolves when the tap has done its job (rejects on timeout). */
  done: (page: Page) => Promise<unknown>;
  /** Works only with JavaScript (the calculators' arithmetic). */
  needsScript?: boolean;
}

const heading = (page: Page, text: string | RegExp) =>
  page.getByRole("heading", { level: 1, name: text }).waitFor({ timeout: 15_000 });

const menu = (path: string): Control => ({
  page: path,
  name: "Menu",
  tap: (page) => page.getByRole("button", { name: "Menu" }),
  done: (page) => page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "visible", timeout: 15_000 }),
});

export const FIRST_PAINT_CONTROLS: Control[] = [
  menu("/"),
  {
    page: "/",
    name: "Get Free Quote (hero)",
    tap: (page) => page.getByRole("main").getByRole("link", { name: "Get Free Quote" }).first(),
    done: (page) => heading(page, "Get Your Free Quote"),
  },
  {
    page: "/",
    name: "How It Works (hero)",
    tap: (page) => page.getByRole("main").getByRole("link", { name: "How It Works" }).first(),
    done: (page) => heading(page, /Get paid for your loads/),
  },
  menu("/get-quote"),
  {
    page: "/get-quote",
    name: "Get My Free Quote (filled form)",
    tap: (page) => page.getByRole("button", { name: "Get My Free Quote" }),
    done: (page) =>
      page
        .getByText(/Reference ID: Q-/)
        .first()
        .waitFor({ timeout: 20_000 }),
  },
  menu("/resources"),
  {
    page: "/resources",
    name: "Factoring Calculator panel",
    tap: (page) => page.getByText("Factoring Calculator", { exact: true }).first(),
    done: (page) =>
      page
        .getByRole("region", { name: "Factoring Calculator" })
        .waitFor({ state: "visible", timeout: 15_000 }),
  },
  {
    page: "/resources",
    name: "Rate Quote Tool panel",
    tap: (page) => page.getByText("Rate Quote Tool", { exact: true }).first(),
    done: (page) =>
      page.getByRole("region", { name: "Rate Quote Tool" }).waitFor({ state: "visible", timeout: 15_000 }),
  },
  {
    page: "/resources",
    name: "Finance filter",
    tap: (page) => page.getByRole("link", { name: "Finance (2)" }),
    done: (page) => page.getByText("Showing 2 Finance articles").waitFor({ timeout: 15_000 }),
  },
  {
    page: "/resources",
    name: "Calculate (after opening the calculator)",
    needsScript: true,
    tap: (page) =>
      page.getByRole("region", { name: "Factoring Calculator" }).getByRole("button", { name: "Calculate" }),
    done: (page) => page.getByText("Total received").first().waitFor({ timeout: 15_000 }),
  },
  menu("/resources/factoring-vs-loans"),
  {
    page: "/resources/factoring-vs-loans",
    name: "Back to Resources",
    tap: (page) => page.getByRole("link", { name: "Back to Resources" }),
    done: (page) => heading(page, "Tools and guides for running a profitable trucking business"),
  },
  menu("/about"),
  // On a phone the first screen of About holds the logo and the menu only (the header's Get Free Quote
  // shows from 640 px); the logo leads home.
  {
    page: "/about",
    name: "TPF logo (home)",
    tap: (page) => page.getByRole("banner").getByRole("link", { name: /home/ }),
    done: (page) => heading(page, "Steady growth starts with strong cash flow."),
  },
];

/** Fills the quote form with the bench's valid request (before the tap on its button). */
async function prepare(page: Page, control: Control): Promise<void> {
  if (control.name.startsWith("Get My Free Quote")) {
    await page.getByLabel("Company Name").fill("Bench Freight LLC");
    await page.getByLabel("Contact Name").fill("Bench Driver");
    await page.getByLabel("Email Address").fill("bench-taps@example.com");
    await page.getByLabel("Phone Number").fill("(801) 555-0142");
    // One tap, then the box must show it within a few seconds: a tap during the takeover may be
    // shown a moment later, but never lost (`check()` would fail on that moment).
    const agree = page.getByRole("checkbox", { name: /I agree/ });
    await agree.click();
    await expect(agree, "the agreement box lost its tap").toBeChecked({ timeout: 5_000 });
  }
  if (control.name.startsWith("Calculate")) {
    await page.getByText("Factoring Calculator", { exact: true }).first().click();
  }
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** Waits for the first contentful paint and returns its time (ms since navigation start). */
const FIRST_PAINT = `new Promise((resolve) => {
  const entry = () => performance.getEntriesByName("first-contentful-paint")[0];
  if (entry()) return resolve(entry().startTime);
  new PerformanceObserver(() => entry() && resolve(entry().startTime)).observe({ type: "paint", buffered: true });
})`;

/**
 * Records when `<html data-app-ready>` appears. It watches the document, not
 * `<html>`: an init script runs before the parser has made `<html>`.
 */
const WATCH_READY = `new MutationObserver((_, observer) => {
  if (document.documentElement?.hasAttribute("data-app-ready")) {
    window.__appReadyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-app-ready"] });`;

export interface TapResult {
  page: string;
  control: string;
  ok: boolean;
  /** What went wrong, when it did. */
  why?: string;
  /** When the tap landed, ms after the first paint, and whether the app had started by then. */
  tappedAfterPaintMs: number;
  appWasReady: boolean;
}

/**
 * Each control (by default every one) in a fresh context (cold cache, no service worker): loads
 * its page on a throttled phone, waits for the first paint, 100 ms more,
 * taps, and checks the effect.
 */
export async function tapAtFirstPaint(
  browser: Browser,
  baseUrl: string,
  javaScript: boolean,
  controls: Control[] = FIRST_PAINT_CONTROLS,
): Promise<TapResult[]> {
  const results: TapResult[] = [];
  for (const control of controls) {
    const context = await browser.newContext({
      ...PHONE,
      serviceWorkers: "block",
      javaScriptEnabled: javaScript,
    });
    try {
      const page = await context.newPage();
      if (javaScript) {
        await throttle(page);
        await context.addInitScript(WATCH_READY);
      }
      await page.goto(`${baseUrl}${control.page}`, { waitUntil: "commit" });
      const paintedAt = javaScript ? ((await page.evaluate(FIRST_PAINT)) as number) : 0;
      // Filling the form is tapping too: a field or box that loses what was done to it counts.
      const unprepared = await prepare(page, control).then(
        () => undefined,
        (error: unknown) => `while filling the form: ${String(error).split("\n")[0]}`,
      );
      if (javaScript) await page.waitForTimeout(100);
      const tappedAt = javaScript ? ((await page.evaluate("performance.now()")) as number) : 0;
      const appWasReady = javaScript
        ? ((await page.evaluate("document.documentElement.hasAttribute('data-app-ready')")) as boolean)
        : false;
      let why = unprepared;
      if (!why) {
        try {
          await control.tap(page).tap({ timeout: 10_000 });
          await control.done(page);
        } catch (error) {
          why = String(error).split("\n")[0];
        }
      }
      results.push({
        page: control.page,
        control: control.name,
        ok: !why,
        why,
        tappedAfterPaintMs: Math.round(tappedAt - paintedAt),
        appWasReady,
      });
    } finally {
      await context.close();
    }
  }
  return results;
}

export interface ReadyTiming {
  page: string;
  firstPaintMs: number;
  appReadyMs: number;
}

/** From first paint to `<html data-app-ready>` on the throttled phone, a cold visit per page. */
export async function timeToAppReady(
  browser: Browser,
  baseUrl: string,
  paths: string[],
): Promise<ReadyTiming[]> {
  const timings: ReadyTiming[] = [];
  for (const path of paths) {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
    try {
      const page = await context.newPage();
      await throttle(page);
      await context.addInitScript(WATCH_READY);
      await page.goto(`${baseUrl}${path}`, { waitUntil: "commit" });
      const firstPaintMs = (await page.evaluate(FIRST_PAINT)) as number;
      // A function, not a string: the pages' Content-Security-Policy forbids evaluating strings.
      await page.waitForFunction(() => "__appReadyAt" in window, undefined, { timeout: 60_000 });
      const appReadyMs = (await page.evaluate("window.__appReadyAt")) as number;
      timings.push({ page: path, firstPaintMs, appReadyMs });
    } finally {
      await context.close();
    }
  }
  return timings;
}
