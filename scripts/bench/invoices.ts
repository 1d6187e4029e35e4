/**
 * Invoice figures for `npm run bench` (section "invoices"): a 4-page packet
 * of 12 MP phone photos scanned on the phone (longest main-thread task at 4x
 * DevTools CPU throttling, scan sizes, one sample scan kept for a reader to
 * judge), then sent over emulated slow 3G (400 kbps, 400 ms RTT): time and
 * bytes against the raw photos, and the bytes sent again after a cut in the
 * middle of a chunk. Scan time per page is measured twice, each slowed a
 * different way with its slow-down measured beside it
 * (docs/decisions/0098-slow-phone-scan-figures.md): every browser process capped
 * by cpulimit, and the scan code on a page's main thread under DevTools
 * throttling, which does not reach the scan worker.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import type { Browser, BrowserContext, CDPSession, Page, Route } from "playwright-core";
import { documentPhoto } from "../../tests/fixtures/invoice-inputs";
import { launchBrowser } from "./browser";
import { launchDebuggableChromium } from "./chromium";
import { load1 } from "./machine";
import { kb, ms, type Row } from "./report";
import type { Scale } from "./scale";
import { ROOT, startServer } from "./server";
import {
  benchPageUrl,
  bundleScanCode,
  hasCpulimit,
  limitCpu,
  scanOnMainThread,
  serveBenchPage,
  slowdown,
  timeBusyLoop,
} from "./slow-cpu";

const CLIENT = { username: "bench-client", password: "bench-client-password-123" };
const CHUNK_BYTES = 256 * 1024;
const SLOW_3G = {
  offline: false,
  latency: 400,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
};
/** The loopback as it is (-1: no limit), for a run that only checks the send works. */
const UNTHROTTLED = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
type Network = typeof SLOW_3G;
/** Each browser process's cap for the slow-phone scan figure: a quarter of one core. */
const CPU_LIMIT_PERCENT = 25;
const PHONE_VIEWPORT = { width: 412, height: 823 };
/** Where the full run puts the sample scan, beside BENCHMARKS.md, for a reader to judge its legibility. */
export const SAMPLE_SCAN = "docs/bench/sample-scan";

export interface InvoiceFigures {
  rows: Row[];
  /** Markdown for BENCHMARKS.md's "Invoices" section. */
  section: string[];
}

function createClient(databaseFile: string) {
  const result = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "api/cli/client-create.ts",
      "--username",
      CLIENT.username,
      "--first-name",
      "Bench",
      "--last-name",
      "Driver",
      "--company",
      "Bench Trucking",
    ],
    {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, DATABASE_URL: `file:${databaseFile}`, CLIENT_PASSWORD: CLIENT.password },
    },
  );
  if (result.status !== 0) throw new Error(`client:create failed: ${result.stderr.toString()}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function fillLoad(page: Page, loadNumber: string) {
  await page.getByLabel(/^Pickup date/).fill("2026-11-02");
  await page.getByLabel(/^Delivery date/).fill("2026-11-04");
  await page.getByLabel(/^Broker or customer/).fill("Bench Brokerage");
  await page.getByLabel(/^Load or PO number/).fill(loadNumber);
  await page.getByLabel(/^Invoice amount/).fill("2450.00");
  await page.getByRole("button", { name: /Next: Documents/ }).click();
  await page.getByRole("heading", { level: 2, name: "Documents" }).waitFor();
}

async function scansDone(page: Page) {
  await page.waitForFunction(() => !document.body.textContent?.includes("Preparing the scan"), null, {
    timeout: 180_000,
  });
}

/**
 * The pages the phone keeps, read from IndexedDB as the app stores them
 * (docs/decisions/0055-one-send-queue.md): the packet is an item of the send
 * queue (`tpf-queue`), its page files sit in `tpf-invoices`. Any failure
 * rejects, so a changed layout stops the bench instead of hanging it.
 */
const READ_KEPT_PAGES = `(async () => {
  const open = (name) => new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => resolve(request.result);
  });
  const read = (database, store, key) => new Promise((resolve, reject) => {
    const objects = database.transaction(store).objectStore(store);
    const request = key === undefined ? objects.getAll() : objects.get(key);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => resolve(request.result);
  });
  const queue = await open("tpf-queue");
  const items = await read(queue, "items");
  queue.close();
  const packet = items.find((item) => item.kind === "invoice");
  if (!packet || !packet.pages || !packet.pages.length) throw new Error("no invoice packet with pages in the send queue");
  const first = packet.pages[0];
  const files = await open("tpf-invoices");
  const file = await read(files, "files", first.id);
  files.close();
  if (!file) throw new Error("the page file " + first.id + " is not kept");
  return {
    sizes: packet.pages.map((each) => each.size),
    firstType: first.contentType,
    firstBytes: [...new Uint8Array(await file.blob.arrayBuffer())],
  };
})()`;

function keptPages(page: Page) {
  // In-page code is a string: the TypeScript loader would wrap named inner functions in a helper
  // the page does not have.
  return page.evaluate(READ_KEPT_PAGES) as Promise<{
    sizes: number[];
    firstType: string;
    firstBytes: number[];
  }>;
}

/** Signs the bench's client in and opens the documents step of a new invoice. */
async function openDocumentsStep(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", { data: CLIENT });
  if (!login.ok()) throw new Error(`client sign-in answered ${login.status()}`);
  await page.goto("/invoices/new");
  await page.getByRole("heading", { level: 1, name: "Submit an invoice" }).waitFor();
  await fillLoad(page, `BENCH-${Date.now().toString(36).toUpperCase()}`);
  return page;
}

/**
 * Adds the photos one at a time, as a driver would, waiting for each scan to finish: the first half
 * as the rate confirmation, the rest as the BOL/POD (both are required).
 */
async function addPhotos(page: Page, photos: string[]): Promise<number[]> {
  const perPage: number[] = [];
  for (const [index, photo] of photos.entries()) {
    const started = performance.now();
    await page
      .getByTestId(index < Math.ceil(photos.length / 2) ? "files-rate-confirmation" : "files-bol-pod")
      .setInputFiles(photo, { timeout: 180_000 });
    await scansDone(page);
    perPage.push(performance.now() - started);
  }
  return perPage;
}

/** Sends a packet of `photos`; with `cutAfterChunks`, the connection is cut once that many chunks in. */
async function sendPacket(
  browser: Browser,
  baseUrl: string,
  photos: string[],
  network: Network,
  throttlingRate: number,
  cutAfterChunks?: number,
) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE_VIEWPORT });
  let sentBytes = 0;
  let cutDone = false;
  await context.route("**/api/uploads/*", async (route: Route) => {
    const request = route.request();
    if (request.method() !== "PATCH") return route.continue();
    const size = request.postDataBuffer()?.length ?? 0;
    sentBytes += size;
    // The signal drops once, in the middle of a chunk (the third, in the full run): that chunk never arrives.
    if (cutAfterChunks !== undefined && !cutDone && sentBytes > cutAfterChunks * CHUNK_BYTES) {
      cutDone = true;
      return route.abort("connectionreset");
    }
    return route.continue();
  });
  const page = await openDocumentsStep(context);
  const cdp = await context.newCDPSession(page);

  // Scanning with the main thread throttled, watching its long tasks (the throttling does not reach the worker).
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttlingRate });
  await page.evaluate(() => {
    const record = window as unknown as { longTasks: number[] };
    record.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.longTasks.push(entry.duration);
    }).observe({ type: "longtask" });
  });
  await addPhotos(page, photos);
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

  await page.getByRole("button", { name: /Next: Review/ }).click();
  await page.getByRole("heading", { level: 2, name: "Review" }).waitFor();
  const kept = await keptPagesAfterSubmit(page, cdp, network);
  await context.close();
  return { longTasks, sentBytes, cutDone, ...kept };
}

const perPageText = (perPage: number[]) =>
  `median ${ms(median(perPage))} (${perPage.map((value) => ms(value)).join(", ")})`;

/**
 * Scan time per page with every browser process capped at a quarter of one core
 * by cpulimit (renderers and their workers included), in the app as a driver
 * uses it; the cap's effect is measured by the busy loop in the same browser
 * before and under it. Undefined when cpulimit is not installed.
 */
async function scanWholeBrowserSlowed(baseUrl: string, photos: string[], busyLoop: number) {
  if (!hasCpulimit()) return undefined;
  const debuggable = await launchDebuggableChromium();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggable.port}`);
  try {
    const loopContext = await browser.newContext({ serviceWorkers: "block" });
    await serveBenchPage(loopContext);
    const loopPage = await loopContext.newPage();
    await loopPage.goto(benchPageUrl(baseUrl));
    const appContext = await browser.newContext({ baseURL: baseUrl, viewport: PHONE_VIEWPORT });
    const page = await openDocumentsStep(appContext);
    const full = await timeBusyLoop(loopPage, busyLoop);
    const limit = limitCpu(debuggable.pid, CPU_LIMIT_PERCENT);
    try {
      const slowed = await timeBusyLoop(loopPage, busyLoop);
      const perPage = await addPhotos(page, photos);
      return { perPage, slowdown: slowdown(full, slowed) };
    } finally {
      limit.stop();
    }
  } finally {
    await browser.close();
    await debuggable.close();
  }
}

/**
 * Scan time per page of the scan worker's own code run on a page's main
 * thread under DevTools CPU throttling, with the throttling's effect measured
 * by the busy loop on that page (and in a worker, which it does not reach).
 */
async function scanCodeThrottled(
  browser: Browser,
  baseUrl: string,
  photos: string[],
  busyLoop: number,
  throttlingRate: number,
) {
  const bundleDir = await bundleScanCode();
  const context = await browser.newContext({ serviceWorkers: "block" });
  try {
    await serveBenchPage(context, { bundleDir, photos });
    const page = await context.newPage();
    await page.goto(benchPageUrl(baseUrl));
    const cdp = await context.newCDPSession(page);
    const full = await timeBusyLoop(page, busyLoop);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttlingRate });
    const slowed = await timeBusyLoop(page, busyLoop);
    const perPage: number[] = [];
    for (const index of photos.keys()) perPage.push(await scanOnMainThread(page, index));
    return { perPage, slowdown: slowdown(full, slowed) };
  } finally {
    await context.close();
    rmSync(bundleDir, { recursive: true, force: true });
  }
}

async function keptPagesAfterSubmit(page: Page, cdp: CDPSession, network: Network) {
  // The packet is saved before anything is sent: read it with the network held, then emulate slow 3G.
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { ...network, offline: true });
  await page.getByRole("button", { name: "Submit invoice" }).click();
  await page.getByRole("heading", { name: "Saved on this phone" }).waitFor();
  const kept = await keptPages(page);
  // The signal returns (slow 3G): the app sends by itself.
  const started = performance.now();
  await cdp.send("Network.emulateNetworkConditions", network);
  await page.getByRole("heading", { name: "Invoice sent" }).waitFor({ timeout: 300_000 });
  return { kept, uploadMs: performance.now() - started };
}

export async function invoiceFigures(options: {
  port: number;
  distDir: string;
  scale: Scale["invoices"];
  /** Where to keep the sample scan (relative to the repository, without its extension); none when absent. */
  sampleScan?: string;
  log: (line: string) => void;
}): Promise<InvoiceFigures> {
  const { log, scale } = options;
  const throttlingRate = scale.cpuThrottling;
  const network = scale.slow3g ? SLOW_3G : UNTHROTTLED;
  const over = scale.slow3g ? "over slow 3G (400 kbps, 400 ms RTT)" : "over the loopback, unthrottled";
  const { width, height } = scale.photoSize;
  const photoMp = `${Math.round((width * height) / 1e6)} MP photo`;
  log(`Invoices: making ${photoMp}s of ${scale.photos} typed pages ...`);
  const folder = mkdtempSync(path.join(tmpdir(), "tpf-bench-invoice-"));
  const photos: string[] = [];
  for (let index = 1; index <= scale.photos; index++) {
    const file = path.join(folder, `page-${index}.jpg`);
    writeFileSync(file, await documentPhoto({ title: `Bench page ${index}`, width, height }));
    photos.push(file);
  }
  const rawBytes = photos.reduce((sum, file) => sum + statSync(file).size, 0);

  const server = await startServer({ port: options.port, distDir: options.distDir, logLevel: "error" });
  const browser = await launchBrowser();
  try {
    createClient(server.databaseFile);
    log(`  scanning at ${throttlingRate}x DevTools CPU throttling (main thread), then sending ${over} ...`);
    const whole = await sendPacket(browser, server.baseUrl, photos, network, throttlingRate);
    log("  the same packet with a cut in the middle of a chunk ...");
    const cut = await sendPacket(
      browser,
      server.baseUrl,
      photos,
      network,
      throttlingRate,
      scale.cutAfterChunks,
    );
    log(`  scanning with every browser process capped at ${CPU_LIMIT_PERCENT} % of one core (cpulimit) ...`);
    const capped = await scanWholeBrowserSlowed(server.baseUrl, photos, scale.busyLoop);
    if (!capped) {
      log("  cpulimit is not installed: skipped the scan time with the browser slowed");
    }
    log(`  the scan code on a page's main thread at ${throttlingRate}x DevTools CPU throttling ...`);
    const throttled = await scanCodeThrottled(
      browser,
      server.baseUrl,
      photos,
      scale.busyLoop,
      throttlingRate,
    );

    const sizes = whole.kept.sizes;
    const extension = whole.kept.firstType === "image/webp" ? "webp" : "jpg";
    const sample = options.sampleScan && `${options.sampleScan}.${extension}`;
    if (sample) {
      mkdirSync(path.join(ROOT, path.dirname(sample)), { recursive: true });
      writeFileSync(path.join(ROOT, sample), Uint8Array.from(whole.kept.firstBytes));
    }
    const longest = Math.max(0, ...whole.longTasks);
    const resent = cut.sentBytes - cut.kept.sizes.reduce((sum, size) => sum + size, 0);
    const load = load1();
    log(
      `  scan (browser capped) ${capped ? `${perPageText(capped.perPage)}, ${capped.slowdown}` : "skipped"}; scan code on the main thread (throttled) ${perPageText(throttled.perPage)}, ${throttled.slowdown}; longest task ${Math.round(longest)} ms; sizes ${sizes.map(kb).join(", ")}; upload ${ms(whole.uploadMs)} for ${kb(whole.sentBytes)} (raw ${kb(rawBytes)}); resent after a cut ${kb(resent)}`,
    );
    if (!cut.cutDone) throw new Error(`the packet was sent whole before the cut (${kb(cut.sentBytes)} sent)`);
    const rows: Row[] = [
      {
        figure: `Invoice: ${photos.length}-page packet ${over}`,
        target: "no target",
        measured: `${(whole.uploadMs / 1000).toFixed(1)} s, ${kb(whole.sentBytes)} sent vs ${kb(rawBytes)} of raw photos (${((whole.sentBytes / rawBytes) * 100).toFixed(0)}%)`,
        met: null,
        load,
      },
      {
        figure: "Invoice: bytes sent again after a cut mid-chunk",
        target: `≤1 chunk (${kb(CHUNK_BYTES)})`,
        measured: kb(resent),
        met: resent <= CHUNK_BYTES,
        load,
      },
      {
        figure: `Invoice: scan size per page, ${photoMp}`,
        target: "median ≤400 KB",
        measured: `median ${kb(median(sizes))} (${sizes.map(kb).join(", ")}); sample ${sample ?? "not kept"}`,
        met: median(sizes) <= 400 * 1024,
        load,
      },
      {
        figure: `Invoice: scan time per page, ${photoMp}, every browser process capped at ${CPU_LIMIT_PERCENT} % of one core (cpulimit)`,
        target: "no target",
        measured: capped
          ? `${perPageText(capped.perPage)}; ${capped.slowdown}`
          : "skipped: cpulimit is not installed (Debian: apt-get install cpulimit)",
        met: null,
        load,
      },
      {
        figure: `Invoice: scan code per page, ${photoMp}, on the main thread at ${throttlingRate}x DevTools CPU throttling`,
        target: "no target",
        measured: `${perPageText(throttled.perPage)}; ${throttled.slowdown}`,
        met: null,
        load,
      },
      {
        figure: `Invoice: longest main-thread task while scanning (${throttlingRate}x DevTools CPU throttling)`,
        target: "≤200 ms",
        measured: `${ms(longest)} (${whole.longTasks.length} tasks over 50 ms)`,
        met: longest <= 200,
        load,
      },
    ];
    const section = [
      "## Invoices",
      "",
      "Written by `npm run bench` (section `invoices`, `scripts/bench/invoices.ts`): four 12 MP phone photos of",
      "typed pages, made by the bench, scanned on the phone, kept, then sent with tus over emulated slow 3G",
      "(400 kbps, 400 ms RTT); then the same packet with a connection cut in the middle of its third chunk.",
      "",
      "Scan time is measured two ways, each with how much it slowed a fixed busy loop (on the page's main",
      "thread and in a Web Worker) beside it. DevTools CPU throttling slows a page's main thread but not its",
      "workers, where the app scans, so it cannot time the app's scan on a slow phone. Instead: (1) the app",
      `as a driver uses it, with every browser process capped at ${CPU_LIMIT_PERCENT} % of one core by \`cpulimit\` (optional: the`,
      "figure is skipped when it is not installed); (2) the scan worker's code imported into a page and run",
      `on its main thread at ${throttlingRate}x DevTools throttling. The longest main-thread task is measured with the app's`,
      `main thread at ${throttlingRate}x DevTools throttling.`,
      "",
      `Sample scan of page 1 (${kb(sizes[0] ?? 0)}, from a ${kb(statSync(photos[0]!).size)} photo), for judging legibility:`,
      "",
      `![A sample scan: a bill of lading photographed sideways, made upright, greyscale](${sample})`,
      "",
    ];
    return { rows, section };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
