/**
 * Figures measured in Chromium through Playwright: what a first visit
 * transfers, which code each page loads, and how fast an article opens
 * offline from the service worker.
 */
import { readFileSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Request } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./chromium";
import { CHROMIUM_PATH } from "./machine";

// In-page scripts are strings: the TypeScript loader would otherwise wrap
// their inner functions in a helper that does not exist in the page.
const WAIT_FOR_ACTIVE_WORKER = `navigator.serviceWorker.ready.then((registration) => new Promise((resolve) => {
  (function check() { registration.active && registration.active.state === "activated" ? resolve(true) : setTimeout(check, 50); })();
}))`;
const WAIT_FOR_CONTROLLER = `new Promise((resolve) => {
  (function check() { navigator.serviceWorker.controller ? resolve(true) : setTimeout(check, 50); })();
})`;
/** Records performance.now() in the first animation frame in which the page's h1 is laid out and visible. */
const WATCH_FOR_VISIBLE_H1 = `(function poll() {
  const heading = document.querySelector("h1");
  if (heading && heading.getBoundingClientRect().height > 0 && heading.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
    window.__h1VisibleAt = performance.now();
    return;
  }
  requestAnimationFrame(poll);
})();`;

/** A phone like Lighthouse's (Moto G Power class). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

interface Transfer {
  url: string;
  type: string;
  fromServiceWorker: boolean;
  /** Response headers plus encoded (compressed) body, as received. */
  bytes: number;
  bodyBytes: number;
}

function recordTransfers(context: BrowserContext): { transfers: Transfer[]; settled: () => Promise<void> } {
  const transfers: Transfer[] = [];
  const pending = new Set<Promise<void>>();
  const onDone = (request: Request) => {
    const job = (async () => {
      const response = await request.response();
      if (!response) return;
      // Answers the page got from the service worker moved no bytes over the network.
      if (response.fromServiceWorker()) return;
      const sizes = await request.sizes();
      transfers.push({
        url: request.url(),
        type: request.resourceType(),
        fromServiceWorker: request.serviceWorker() !== null,
        bytes: sizes.responseHeadersSize + sizes.responseBodySize,
        bodyBytes: sizes.responseBodySize,
      });
    })().catch(() => undefined);
    pending.add(job);
    void job.finally(() => pending.delete(job));
  };
  context.on("requestfinished", onDone);
  return {
    transfers,
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export interface FirstVisit {
  /** Everything the page itself fetched: document, styles, scripts, images, manifest, icons, worker script. */
  pageBytes: number;
  pageRequests: number;
  /** Compressed JavaScript among them (bodies as transferred). */
  pageJsBytes: number;
  pageJsRequests: number;
  /** What the service worker then downloads by itself at install (the offline copy of the public site). */
  precacheBytes: number;
  precacheRequests: number;
  largest: { url: string; bytes: number }[];
}

const isScript = (transfer: Transfer) =>
  transfer.type === "script" || /\.m?js(\?|$)/.test(new URL(transfer.url).pathname);

/**
 * A cold first visit to `path` on a phone-sized Chromium with an empty
 * cache: waits for the load event, the service worker's activation (its
 * install precaches the public site) and a quiet network.
 */
export async function measureFirstVisit(
  browser: Browser,
  baseUrl: string,
  path: string,
): Promise<FirstVisit> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: "allow" });
  try {
    const recorder = recordTransfers(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
    await page.evaluate(WAIT_FOR_ACTIVE_WORKER);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    await recorder.settled();
    const own = recorder.transfers.filter((transfer) => !transfer.fromServiceWorker);
    const precache = recorder.transfers.filter((transfer) => transfer.fromServiceWorker);
    const js = own.filter(isScript);
    return {
      pageBytes: own.reduce((sum, transfer) => sum + transfer.bytes, 0),
      pageRequests: own.length,
      pageJsBytes: js.reduce((sum, transfer) => sum + transfer.bodyBytes, 0),
      pageJsRequests: js.length,
      precacheBytes: precache.reduce((sum, transfer) => sum + transfer.bytes, 0),
      precacheRequests: precache.length,
      largest: [...own]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 8)
        .map((transfer) => ({ url: new URL(transfer.url).pathname, bytes: transfer.bytes })),
    };
  } finally {
    await context.close();
  }
}

/**
 * Code that only staff, portal, form and calculator screens use: their
 * feature folders, and the code-split parts (component, loader) of their
 * route files. A route file's own module is the router's table entry (path,
 * head tags, search-parameter check, a lazy reference to the split part) and
 * is in every page's first chunk by design, like any route's.
 */
const RESTRICTED_CODE =
  /^src\/(routes\/(\{-\$locale\}\/)?(admin|client-[^/]*|external-login)[/.][^?]*\?tsr-split|features\/(admin|client-portal|auth|quote-form|fuel-card-form|calculators)\/)/;

export interface CodeCheck {
  path: string;
  scripts: number;
  /** Restricted source modules found in the chunks the page loaded, with their chunk. */
  violations: string[];
}

/**
 * Loads each page in a fresh context, with the service worker blocked so
 * only the page's own fetches count, and checks every script it fetched
 * against the build's chunk -> modules map.
 */
export async function checkRestrictedCode(
  browser: Browser,
  baseUrl: string,
  paths: string[],
  chunkModulesFile: string,
): Promise<CodeCheck[]> {
  const chunkModules = JSON.parse(readFileSync(chunkModulesFile, "utf8")) as Record<string, string[]>;
  const results: CodeCheck[] = [];
  for (const path of paths) {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
    try {
      const scripts = new Set<string>();
      context.on("request", (request) => {
        const pathname = new URL(request.url()).pathname;
        if (pathname.endsWith(".js")) scripts.add(pathname.replace(/^\//, ""));
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      // Give idle-time work (effects, deferred imports) a moment to fetch anything it would.
      await page.waitForTimeout(1000);
      const violations: string[] = [];
      for (const script of scripts) {
        for (const module of chunkModules[script] ?? []) {
          if (RESTRICTED_CODE.test(module)) violations.push(`${module} (in ${script})`);
        }
      }
      results.push({ path, scripts: scripts.size, violations });
    } finally {
      await context.close();
    }
  }
  return results;
}

export interface OfflineOpen {
  path: string;
  samples: number[];
  medianMs: number;
  fcpMedianMs: number;
}

/**
 * One online visit to `/` (the worker installs, precaches and takes
 * control), then with the network off the article is opened `runs` times,
 * each time with the service worker stopped first (the cold start of a
 * phone that had the app closed). Measures from navigation start to the
 * article's h1 being visible on screen (first frame that shows it).
 */
export async function measureOfflineOpen(
  browser: Browser,
  baseUrl: string,
  path: string,
  runs: number,
): Promise<OfflineOpen> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: "allow" });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: "load" });
    await page.evaluate(WAIT_FOR_ACTIVE_WORKER);
    await page.evaluate(WAIT_FOR_CONTROLLER);
    await context.addInitScript(WATCH_FOR_VISIBLE_H1);
    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    const samples: number[] = [];
    const fcps: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await page.goto("about:blank");
      await cdp.send("ServiceWorker.enable");
      await cdp.send("ServiceWorker.stopAllWorkers");
      await page.goto(`${baseUrl}${path}`, { waitUntil: "commit" });
      // A function, not a string: the pages' Content-Security-Policy forbids evaluating strings.
      await page.waitForFunction(() => "__h1VisibleAt" in window, undefined, { timeout: 10_000 });
      // The paint entry is delivered a little after the frame: wait for it (a second at most).
      const timing = (await page.evaluate(`new Promise((resolve) => {
        const done = (fcp) => resolve({
          h1: window.__h1VisibleAt,
          fcp,
          offline: !navigator.onLine,
          text: document.querySelector("h1")?.textContent ?? "",
        });
        const entry = () => performance.getEntriesByName("first-contentful-paint")[0];
        if (entry()) return done(entry().startTime);
        new PerformanceObserver(() => entry() && done(entry().startTime)).observe({ type: "paint", buffered: true });
        setTimeout(() => done(entry()?.startTime ?? NaN), 1000);
      })`)) as { h1: number; fcp: number; offline: boolean; text: string };
      if (!timing.offline) throw new Error("the offline measurement ran online");
      if (!timing.text) throw new Error(`${path} showed no h1 offline`);
      samples.push(timing.h1);
      fcps.push(timing.fcp);
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
    return { path, samples, medianMs: median(samples), fcpMedianMs: median(fcps) };
  } finally {
    await context.close();
  }
}
