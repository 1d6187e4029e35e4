import type { BrowserContext, Page, Route } from "@playwright/test";

/**
 * A driver's phone: Lighthouse's mobile conditions (slow 4G: 150 ms round
 * trip, 1.6 Mbps down, 750 kbps up; a CPU four times slower), set over the
 * Chrome DevTools Protocol.
 */
export async function slowPhone(page: Page): Promise<void> {
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

/**
 * Holds every script of the site until `release()`: the page shows and
 * can be tapped, but none of its code has run, as on one bar of signal.
 * `fail()` makes every held (and later) script fail instead.
 */
export async function holdScripts(context: BrowserContext | Page) {
  const held: Route[] = [];
  let mode: "hold" | "pass" | "fail" = "hold";
  await context.route(/\/assets\/.+\.js$|\/sw\.js$/, async (route) => {
    if (mode === "pass") return route.continue();
    if (mode === "fail") return route.abort("failed");
    held.push(route);
  });
  return {
    /** Lets the held scripts (and all later ones) load. */
    release: async () => {
      mode = "pass";
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    },
    fail: async () => {
      mode = "fail";
      for (const route of held.splice(0)) await route.abort("failed").catch(() => undefined);
    },
    heldCount: () => held.length,
  };
}

/** Whether the app has taken the page over (`<html data-app-ready>`). */
export const appIsReady = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute("data-app-ready"));
