/**
 * `npm run bench`: builds the app into .e2e/bench, runs the real server on
 * 127.0.0.1:3410 (BENCH_PORT) with throwaway data, measures every performance
 * figure next to its target, prints the table and writes it with the
 * machine's description into BENCHMARKS.md ("Performance" section).
 *
 * Options: --skip-build (reuse .e2e/bench/dist), --only=lighthouse,bytes,taps,offline,api,staff,uploads,hostile,invoices,invoice-search,notifications,fairness
 * (a partial run prints but does not write BENCHMARKS.md). BENCH_LIGHTHOUSE_RUNS (3),
 * BENCH_SIZES (10000,100000,1000000).
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { postQuotes, staffQueries, type LoadFigures } from "./api";
import { checkRestrictedCode, launchBrowser, measureFirstVisit, measureOfflineOpen } from "./browser";
import { FIRST_PAINT_CONTROLS, tapAtFirstPaint, timeToAppReady } from "./taps";
import { cursorAt, generatedDatabase, SEARCH_EMAIL } from "./generate-db";
import { meetsLighthouse, runLighthouse } from "./lighthouse";
import { describeMachine, load1 } from "./machine";
import { hostileFigures } from "./hostile";
import { invoiceFigures } from "./invoices";
import { invoiceSearchFigures } from "./invoice-search";
import { notificationFigures } from "./notifications";
import { outboxFairnessFigures } from "./outbox-fairness";
import { kb, ms, printTable, writeBenchmarks, writeSection, type Row } from "./report";
import { ROOT, startServer, staffCookie } from "./server";
import { uploadFigures } from "./uploads";

const BUILD_DIR = path.join(".e2e", "bench");
const DIST = path.join(ROOT, BUILD_DIR, "dist");
const CHUNK_MAP = path.join(ROOT, BUILD_DIR, "chunk-modules.json");
const DB_CACHE = path.join(ROOT, BUILD_DIR, "db");
const PORT = Number(process.env.BENCH_PORT ?? 3410);
const LIGHTHOUSE_PAGES = ["/", "/get-quote", "/resources", "/resources/factoring-vs-loans", "/about"];
const ARTICLE = "/resources/factoring-vs-loans";
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const SIZES = (process.env.BENCH_SIZES ?? "10000,100000,1000000").split(",").map(Number);
const POST_SECONDS = 15;
const POST_CONNECTIONS = 16;
const STAFF_SECONDS = 5;

const args = process.argv.slice(2);
const only = args
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const runs = (section: string) => !only || only.includes(section);
const log = (line: string) => console.info(line);
const started = performance.now();
const rows: Row[] = [];
const notes: string[] = [];
let plans: string[] = [];

function build() {
  log(`Building into ${BUILD_DIR} ...`);
  const result = spawnSync("npm", ["run", "build"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR, TPF_CHUNK_MAP: CHUNK_MAP },
  });
  if (result.status !== 0) throw new Error("the build failed");
}

async function publicFigures() {
  const server = await startServer({ port: PORT, distDir: DIST });
  try {
    if (runs("lighthouse")) {
      log(`Lighthouse (mobile, simulated slow 4G), ${LIGHTHOUSE_RUNS} run(s) a page ...`);
      const pages = await runLighthouse(server.baseUrl, LIGHTHOUSE_PAGES, LIGHTHOUSE_RUNS, log);
      for (const page of pages) {
        const misses = [
          page.performance < 100 && "Performance",
          page.accessibility < 100 && "Accessibility",
          page.bestPractices < 100 && "Best Practices",
          page.seo < 100 && "SEO",
          page.lcpMs > 1500 && "LCP",
          page.cls > 0.02 && "CLS",
          page.tbtMs > 50 && "TBT",
        ].filter(Boolean);
        rows.push({
          figure: `Lighthouse ${page.path}`,
          target: "Perf 100, A11y/BP/SEO 100, LCP ≤1.5 s, CLS ≤0.02, TBT ≤50 ms",
          measured: `Perf ${page.performance}, A11y ${page.accessibility}, BP ${page.bestPractices}, SEO ${page.seo}, LCP ${(page.lcpMs / 1000).toFixed(2)} s, CLS ${page.cls.toFixed(3)}, TBT ${Math.round(page.tbtMs)} ms (FCP ${(page.fcpMs / 1000).toFixed(2)} s, CPU benchmark ${page.benchmarkIndex})`,
          met: meetsLighthouse(page),
          load: load1(),
        });
        if (misses.length > 0)
          notes.push(
            `Lighthouse ${page.path} missed ${misses.join(", ")}: ${page.failing.slice(0, 4).join("; ")}`,
          );
      }
    }

    if (runs("bytes") || runs("taps") || runs("offline")) {
      const browser = await launchBrowser();
      try {
        if (runs("bytes")) {
          // Both languages: the budget holds for a first visit in either (docs/decisions/0170-spanish-edition.md).
          for (const visited of [
            "/",
            "/es",
            "/about",
            "/es/about",
            ARTICLE,
            `/es${ARTICLE}`,
            "/get-quote",
            "/es/get-quote",
          ]) {
            log(`First visit to ${visited} ...`);
            const visit = await measureFirstVisit(browser, server.baseUrl, visited);
            const load = load1();
            log(
              `  ${visit.pageRequests} requests, ${kb(visit.pageBytes)} in all, ${kb(visit.pageJsBytes)} compressed JavaScript in ${visit.pageJsRequests} scripts; precache ${visit.precacheRequests} requests, ${kb(visit.precacheBytes)}`,
            );
            for (const item of visit.largest) log(`    ${kb(item.bytes).padStart(9)}  ${item.url}`);
            rows.push(
              {
                figure: `First visit to ${visited}: compressed JavaScript`,
                target: "≤90 KB in ≤15 scripts",
                measured: `${kb(visit.pageJsBytes)} in ${visit.pageJsRequests} scripts`,
                met: visit.pageJsBytes <= 90_000 && visit.pageJsRequests <= 15,
                load,
              },
              {
                figure: `First visit to ${visited}: all transfers`,
                target: "≤150 KB",
                measured: `${kb(visit.pageBytes)} (${visit.pageRequests} requests)`,
                met: visit.pageBytes <= 150_000,
                load,
              },
            );
            if (visited === "/")
              rows.push({
                figure: "Then the worker's install precache (offline copy of the site)",
                target: "no target",
                measured: `${kb(visit.precacheBytes)} (${visit.precacheRequests} requests)`,
                met: null,
                load,
              });
          }
          log("Code on pages that do not use it ...");
          if (!existsSync(CHUNK_MAP))
            throw new Error(`${CHUNK_MAP} is missing: run without --skip-build once`);
          const checks = await checkRestrictedCode(
            browser,
            server.baseUrl,
            ["/", "/about", ARTICLE],
            CHUNK_MAP,
          );
          for (const check of checks) {
            log(
              `  ${check.path}: ${check.scripts} scripts, ${check.violations.length === 0 ? "no staff/portal/form/calculator code" : check.violations.join(", ")}`,
            );
            rows.push({
              figure: `Staff/portal/form/calculator code on ${check.path}`,
              target: "none",
              measured:
                check.violations.length === 0
                  ? `none (${check.scripts} scripts)`
                  : `${check.violations.length} modules: ${check.violations.slice(0, 3).join(", ")}`,
              met: check.violations.length === 0,
              load: load1(),
            });
          }
        }
        if (runs("taps")) {
          log("Taps 100 ms after the first paint, slow 4G and a 4x slower CPU ...");
          const tapped = await tapAtFirstPaint(browser, server.baseUrl, true);
          for (const tap of tapped)
            log(
              `  ${tap.ok ? "ok  " : "LOST"} ${tap.page} ${tap.control} (tapped ${tap.tappedAfterPaintMs} ms after first paint, app ${tap.appWasReady ? "ready" : "not started"})${tap.why ? `: ${tap.why}` : ""}`,
            );
          const lost = tapped.filter((tap) => !tap.ok);
          const early = tapped.filter((tap) => !tap.appWasReady).length;
          rows.push({
            figure: "Taps lost: first-paint controls of the five pages, tapped 100 ms after first paint",
            target: "0",
            measured: `${lost.length} of ${tapped.length}${lost.length ? ` (${lost.map((tap) => `${tap.page} ${tap.control}`).join("; ")})` : ""}; ${early} landed before the app had started`,
            met: lost.length === 0,
            load: load1(),
          });
          log("The same controls with JavaScript blocked ...");
          const blocked = await tapAtFirstPaint(browser, server.baseUrl, false);
          const scripted = new Set(
            FIRST_PAINT_CONTROLS.filter((control) => control.needsScript).map((control) => control.name),
          );
          const failing = blocked.filter((tap) => !tap.ok && !scripted.has(tap.control));
          for (const tap of blocked)
            log(`  ${tap.ok ? "ok  " : "FAIL"} ${tap.page} ${tap.control}${tap.why ? `: ${tap.why}` : ""}`);
          rows.push({
            figure: "Controls working with JavaScript blocked",
            target: "all but the calculators' Calculate",
            measured: `${blocked.filter((tap) => tap.ok).length} of ${blocked.length}${failing.length ? `; failing: ${failing.map((tap) => tap.control).join(", ")}` : ""}`,
            met: failing.length === 0,
            load: load1(),
          });
          log("First paint to app ready ...");
          for (const timing of await timeToAppReady(browser, server.baseUrl, LIGHTHOUSE_PAGES)) {
            log(
              `  ${timing.page}: first paint ${ms(timing.firstPaintMs)}, app ready ${ms(timing.appReadyMs)}`,
            );
            rows.push({
              figure: `First paint to app ready, ${timing.page} (slow 4G, 4x CPU)`,
              target: "no target (nothing is lost meanwhile)",
              measured: `${ms(timing.appReadyMs - timing.firstPaintMs)} (first paint ${ms(timing.firstPaintMs)})`,
              met: null,
              load: load1(),
            });
          }
        }
        if (runs("offline")) {
          log("Offline repeat visit to an article ...");
          const offline = await measureOfflineOpen(browser, server.baseUrl, ARTICLE, 5);
          log(
            `  h1 visible after ${offline.samples.map((value) => Math.round(value)).join(", ")} ms (median ${Math.round(offline.medianMs)} ms, FCP median ${Math.round(offline.fcpMedianMs)} ms)`,
          );
          rows.push({
            figure: `Offline: ${ARTICLE} content visible (median of 5, cold worker)`,
            target: "≤300 ms",
            measured: `${ms(offline.medianMs)} (runs ${offline.samples.map((value) => Math.round(value)).join(", ")})`,
            met: offline.medianMs <= 300,
            load: load1(),
          });
        }
      } finally {
        await browser.close();
      }
    }

    if (runs("api")) {
      log(`POST /api/quotes, ${POST_CONNECTIONS} connections, ${POST_SECONDS} s ...`);
      const post = await postQuotes(server.baseUrl, POST_SECONDS, POST_CONNECTIONS);
      const load = load1();
      log(
        `  ${Math.round(post.throughput)} req/s, p50 ${ms(post.p50)}, p99 ${ms(post.p99)}, max ${ms(post.max)}, non-2xx ${post.non2xx}, errors ${post.errors}`,
      );
      const clean = post.non2xx === 0 && post.errors === 0;
      rows.push(
        {
          figure: "POST /api/quotes sustained",
          target: "≥1,500 req/s",
          measured: `${Math.round(post.throughput).toLocaleString("en-US")} req/s (${post.requests.toLocaleString("en-US")} in ${POST_SECONDS} s, ${post.non2xx} non-2xx, ${post.errors} errors)`,
          met: clean && post.throughput >= 1500,
          load,
        },
        {
          figure: "POST /api/quotes p99 latency",
          target: "≤50 ms",
          measured: `${ms(post.p99)} (p50 ${ms(post.p50)}, max ${ms(post.max)})`,
          met: clean && post.p99 <= 50,
          load,
        },
      );
    }
  } finally {
    await server.stop();
  }
}

async function queryPlans(file: string): Promise<string[]> {
  const client = createClient({ url: `file:${file}` });
  const statements = [
    ["first page", "SELECT * FROM quotes ORDER BY submitted_at DESC, id DESC LIMIT 26"],
    [
      "next page (cursor)",
      "SELECT * FROM quotes WHERE (submitted_at, id) < (?, ?) ORDER BY submitted_at DESC, id DESC LIMIT 26",
    ],
    ["total", "SELECT total FROM submission_counts WHERE kind = 'quotes'"],
    [
      "e-mail search",
      "SELECT * FROM quotes WHERE email_normalized = ? ORDER BY submitted_at DESC, id DESC LIMIT 100",
    ],
  ] as const;
  const lines: string[] = [];
  try {
    for (const [name, statement] of statements) {
      const result = await client.execute({
        sql: `EXPLAIN QUERY PLAN ${statement}`,
        args: statement.includes("?")
          ? statement.includes("(?, ?)")
            ? ["2026-01-01T00:00:00.000Z", "x"]
            : ["x"]
          : [],
      });
      const plan = result.rows.map((row) => String(row.detail)).join("; ");
      lines.push(`${name.padEnd(20)} ${plan}`);
      if (/SCAN quotes(?! USING)|USE TEMP B-TREE/.test(plan))
        notes.push(`Query plan of the ${name} scans or sorts: ${plan}`);
    }
  } finally {
    client.close();
  }
  return lines;
}

async function staffFigures() {
  const results: {
    rows: number;
    figures: { firstPage: LoadFigures; deepPage: LoadFigures; search: LoadFigures };
  }[] = [];
  for (const size of SIZES) {
    log(`Staff list and search with ${size.toLocaleString("en-US")} stored requests ...`);
    const generated = await generatedDatabase(DB_CACHE, size, log);
    if (generated.generatedMs !== null)
      log(`  generated in ${(generated.generatedMs / 1000).toFixed(1)} s (cached for later runs)`);
    const copyDir = mkdtempSync(path.join(tmpdir(), "tpf-bench-db-"));
    const databaseFile = path.join(copyDir, "bench.db");
    try {
      copyFileSync(generated.file, databaseFile);
      const server = await startServer({ port: PORT, distDir: DIST, databaseFile });
      try {
        if (size === SIZES.at(-1)) plans = await queryPlans(databaseFile);
        const cookie = await staffCookie(server.baseUrl);
        const cursor = await cursorAt(databaseFile, Math.floor(size * 0.9));
        const figures = await staffQueries(server.baseUrl, cookie, cursor, SEARCH_EMAIL, STAFF_SECONDS);
        const load = load1();
        results.push({ rows: size, figures });
        for (const [name, label] of [
          ["firstPage", "first page"],
          ["deepPage", "page 90 % deep (cursor)"],
          ["search", "e-mail search"],
        ] as const) {
          const figure = figures[name];
          log(
            `  ${label}: p50 ${ms(figure.p50)}, p95 ${ms(figure.p95)}, p99 ${ms(figure.p99)}, ${Math.round(figure.throughput)} req/s`,
          );
          rows.push({
            figure: `Staff ${label}, ${size.toLocaleString("en-US")} requests stored`,
            target: "p95 ≤20 ms",
            measured: `p95 ${ms(figure.p95)} (p50 ${ms(figure.p50)}, p99 ${ms(figure.p99)}, ${figure.requests} requests)`,
            met: figure.p95 <= 20 && figure.non2xx === 0 && figure.errors === 0,
            load,
          });
        }
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(copyDir, { recursive: true, force: true });
    }
  }
  const smallest = results[0];
  const largest = results.at(-1);
  if (smallest && largest && smallest !== largest) {
    const ratio = (name: "firstPage" | "deepPage" | "search") =>
      largest.figures[name].p50 / smallest.figures[name].p50;
    const worst = Math.max(ratio("firstPage"), ratio("deepPage"), ratio("search"));
    rows.push({
      figure: `Growth of staff query cost, ${smallest.rows.toLocaleString("en-US")} -> ${largest.rows.toLocaleString("en-US")} requests`,
      target: "flat (p50 ratio ≤2)",
      measured: `p50 x${ratio("firstPage").toFixed(2)} first page, x${ratio("deepPage").toFixed(2)} deep page, x${ratio("search").toFixed(2)} search`,
      met: worst <= 2,
      load: load1(),
    });
  }
}

const machine = describeMachine();
log(
  `Machine: ${machine.cpus} CPUs, ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.chromium}; load ${load1()}`,
);
if (!args.includes("--skip-build")) build();
if (["lighthouse", "bytes", "taps", "offline", "api"].some(runs)) await publicFigures();
if (runs("staff")) await staffFigures();
if (runs("uploads")) {
  log("50 concurrent 5 MB uploads (then 15 MB ones), server RSS sampled ...");
  rows.push(...(await uploadFigures()));
}
if (runs("hostile")) {
  log("One client's worst invoice inputs for 60 s while another works ...");
  rows.push(...(await hostileFigures(log)));
}
let invoices: Awaited<ReturnType<typeof invoiceFigures>> | undefined;
if (runs("invoices")) {
  invoices = await invoiceFigures({ port: PORT, distDir: DIST, log });
  rows.push(...invoices.rows);
}

let invoiceSearch: Awaited<ReturnType<typeof invoiceSearchFigures>> | undefined;
if (runs("invoice-search")) {
  invoiceSearch = await invoiceSearchFigures({
    port: PORT,
    distDir: DIST,
    cacheDir: DB_CACHE,
    sizes: SIZES,
    log,
  });
  rows.push(...invoiceSearch.rows);
}

let notifications: Awaited<ReturnType<typeof notificationFigures>> | undefined;
if (runs("notifications")) {
  notifications = await notificationFigures(log);
  rows.push(...notifications.rows);
}

let fairness: Awaited<ReturnType<typeof outboxFairnessFigures>> | undefined;
if (runs("fairness")) {
  fairness = await outboxFairnessFigures(log);
  rows.push(...fairness.rows);
}

/** "2026-11-27 12:07:42Z": when a figure was written, to the second. */
const benchDate = () =>
  new Date()
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace("T", " ");

const table = printTable(rows);
console.info(`\n${table}\n`);
for (const note of notes) console.info(`- ${note}`);
if (!only) {
  writeBenchmarks(path.join(ROOT, "BENCHMARKS.md"), rows, machine, {
    date: benchDate(),
    notes,
    plans,
    durationS: (performance.now() - started) / 1000,
  });
  log("Wrote the Performance section of BENCHMARKS.md");
}
/** Rewrites one section of BENCHMARKS.md with its figures, dated now. */
function writeSectionNow(name: string, result: { section: string[]; rows: Row[] }) {
  writeSection(path.join(ROOT, "BENCHMARKS.md"), result.section, { date: benchDate(), rows: result.rows });
  log(`Wrote the ${name} section of BENCHMARKS.md`);
}
if (invoices && (!only || only.includes("invoices"))) writeSectionNow("Invoices", invoices);
if (invoiceSearch) writeSectionNow("Staff invoice search", invoiceSearch);
if (notifications) writeSectionNow("Notifications", notifications);
if (fairness) writeSectionNow("Outbox fairness", fairness);
const missed = rows.filter((row) => row.met === false).length;
log(
  `${rows.filter((row) => row.met === true).length} targets met, ${missed} missed (${Math.round((performance.now() - started) / 1000)} s).`,
);
