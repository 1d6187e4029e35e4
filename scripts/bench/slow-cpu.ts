/**
 * Two ways the bench slows the CPU, each calibrated by a fixed busy loop
 * timed on the page's main thread and in a Web Worker
 * (docs/decisions/0098-slow-phone-scan-figures.md):
 *
 * - DevTools throttling (`Emulation.setCPUThrottlingRate`) slows a page's
 *   main thread only; it does not reach workers.
 * - `cpulimit` (Debian's, optional) caps every process of the browser, its
 *   renderers and their workers included.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { build } from "vite";
import { ROOT } from "./server";

/** Where the bench's own pages live on the server's origin (answered by the bench, never by the server). */
const BENCH_PATH = "/bench-scan/";

/** The same fixed work everywhere: an integer hash loop, timed where it runs. */
const busyLoop = (iterations: number) => `let x = 1; const started = performance.now();
for (let i = 0; i < ${Math.round(iterations)}; i++) x = Math.imul(x ^ i, 2654435761) >>> 0;
const elapsed = performance.now() - started;`;
const pageLoop = (iterations: number) => `(() => { ${busyLoop(iterations)} return elapsed; })()`;
const workerLoop = (iterations: number) => `new Promise((resolve, reject) => {
  const code = ${JSON.stringify(`${busyLoop(iterations)} postMessage(elapsed);`)};
  const worker = new Worker(URL.createObjectURL(new Blob([code], { type: "text/javascript" })));
  worker.onmessage = (event) => { worker.terminate(); resolve(event.data); };
  worker.onerror = (event) => reject(new Error(event.message));
})`;

export interface LoopTimes {
  pageMs: number;
  workerMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The busy loop's median of three runs on the page's main thread and in a worker (150 million turns each). */
export async function timeBusyLoop(page: Page, iterations = 150_000_000): Promise<LoopTimes> {
  const pageRuns: number[] = [];
  const workerRuns: number[] = [];
  for (let run = 0; run < 3; run++) {
    pageRuns.push((await page.evaluate(pageLoop(iterations))) as number);
    workerRuns.push((await page.evaluate(workerLoop(iterations))) as number);
  }
  return { pageMs: median(pageRuns), workerMs: median(workerRuns) };
}

/** "x3.9 on the page, x4.1 in a worker": how much slower the loop ran than at full speed. */
export function slowdown(full: LoopTimes, slowed: LoopTimes): string {
  const factor = (after: number, before: number) => `x${(after / before).toFixed(1)}`;
  return `busy loop ${factor(slowed.pageMs, full.pageMs)} on the page, ${factor(slowed.workerMs, full.workerMs)} in a worker`;
}

/**
 * Bundles the scan code (`src/features/invoices/scan/scan-image.ts`, what
 * the scan worker runs) as an ES module a page can import, so it can be
 * timed on the main thread, where DevTools throttling reaches.
 */
export async function bundleScanCode(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), "tpf-bench-scan-"));
  await build({
    configFile: false,
    root: ROOT,
    publicDir: false,
    logLevel: "error",
    build: {
      outDir,
      emptyOutDir: true,
      lib: { entry: "src/features/invoices/scan/scan-image.ts", formats: ["es"], fileName: "scan-image" },
    },
  });
  return outDir;
}

/**
 * Answers `/bench-scan/` on the server's origin in this context: an empty
 * page (no Content-Security-Policy, so a worker can start from a blob), the
 * bundled scan code and the photos. The context must block service workers,
 * or the app's worker would answer instead.
 */
export async function serveBenchPage(
  context: BrowserContext,
  files: { bundleDir?: string; photos?: string[] } = {},
) {
  await context.route(`**${BENCH_PATH}**`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(BENCH_PATH.length);
    if (name === "") {
      return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Scan bench</title>" });
    }
    const photo = /^photo-(\d+)\.jpg$/.exec(name);
    if (photo && files.photos?.[Number(photo[1])]) {
      return route.fulfill({
        contentType: "image/jpeg",
        body: readFileSync(files.photos[Number(photo[1])]!),
      });
    }
    if (files.bundleDir && readdirSync(files.bundleDir).includes(name)) {
      return route.fulfill({
        contentType: "text/javascript",
        body: readFileSync(path.join(files.bundleDir, name)),
      });
    }
    return route.fulfill({ status: 404, body: "" });
  });
}

export const benchPageUrl = (baseUrl: string) => `${baseUrl}${BENCH_PATH}`;

/** Scans photo `index` with the bundled scan code on the page's main thread; the fetch is not timed. */
export async function scanOnMainThread(page: Page, index: number): Promise<number> {
  return (await page.evaluate(`(async () => {
    const { scan } = await import("${BENCH_PATH}scan-image.js");
    const photo = await (await fetch("${BENCH_PATH}photo-${index}.jpg")).blob();
    const started = performance.now();
    const scanned = await scan(photo);
    if (!scanned.blob.size) throw new Error("the scan is empty");
    return performance.now() - started;
  })()`)) as number;
}

/** Whether Debian's `cpulimit` (or one like it on PATH) can be run here. */
export function hasCpulimit(): boolean {
  return spawnSync("cpulimit", ["--help"], { stdio: "ignore" }).error === undefined;
}

/** Process `pid` and every process below it, from /proc (Linux). */
function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the fourth field, after the name in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while the list was read.
    }
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index++) tree.push(...(parents.get(tree[index]!) ?? []));
  return tree;
}

/**
 * Caps process `pid` and every process already below it (a browser's
 * renderers, whose threads run the pages' workers) at `percent` % of one core
 * each, until stopped: one `cpulimit` per process. Not `--monitor-forks`,
 * which starts a copy of itself for every process it sees and, on this
 * machine, grew to thousands of processes.
 */
export function limitCpu(pid: number, percent: number): { stop(): void } {
  const limits: ChildProcess[] = processTree(pid).map((each) =>
    spawn("cpulimit", ["--pid", String(each), "--limit", String(percent), "--lazy", "--quiet"], {
      stdio: "ignore",
    }),
  );
  return {
    stop() {
      // cpulimit sends SIGCONT as it ends on SIGTERM, so no process is left stopped.
      for (const limit of limits) if (limit.exitCode === null) limit.kill("SIGTERM");
    },
  };
}
