/**
 * `npm run bench`: builds the app into .e2e/bench, runs the real server on
 * 127.0.0.1:3410 (BENCH_PORT) with throwaway data, measures every performance
 * figure next to its target, prints the table and writes it with the
 * machine's description into BENCHMARKS.md ("Performance" section).
 *
 * Options: --skip-build (reuse .e2e/bench/dist), --only=lighthouse,bytes,taps,offline,api,staff,uploads,hostile,invoices,invoice-search,aging,notifications,fairness,statement,limits,servers
 * (a partial run prints but does not write BENCHMARKS.md). BENCH_LIGHTHOUSE_RUNS (3),
 * BENCH_SIZES (10000,100000,1000000).
 *
 * `npm run bench -- --smoke`: every figure once at the smallest scale that runs its code to the end
 * (scripts/bench/scale.ts: one Lighthouse run of one page, a second of load, 1,000 rows, two photos),
 * so that the bench cannot break unnoticed; `npm test` runs it. It judges no target and writes
 * nothing (neither BENCHMARKS.md nor docs/bench/); it fails when a section throws, gives no rows or
 * a row without a measurement, and prints each section's time. Its server takes a free port from
 * the system unless BENCH_PORT is set, so it runs beside the browser suites and another bench; past
 * BENCH_SMOKE_LIMIT_S (900) it stops and fails.
 *
 * --dist=PATH (or BENCH_DIST): serve that build as it is instead of building, e.g. the e2e build
 * `.e2e/build/dist` (`npm run build:e2e`); the chunk map of the code checks is read beside it
 * (PATH/../chunk-modules.json, which the e2e build writes).
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import type { Browser } from "@playwright/test";
import { freePort } from "../../tests/support/free-port";
import { postQuotes, staffQueries, type LoadFigures } from "./api";
import { checkRestrictedCode, launchBrowser, measureFirstVisit, measureOfflineOpen } from "./browser";
import { FIRST_PAINT_CONTROLS, tapAtFirstPaint, timeToAppReady } from "./taps";
import { cursorAt, generatedDatabase, SEARCH_EMAIL } from "./generate-db";
import { meetsLighthouse, runLighthouse } from "./lighthouse";
import { describeMachine, load1 } from "./machine";
import { hostileFigures } from "./hostile";
import { invoiceFigures, SAMPLE_SCAN } from "./invoices";
import { invoiceSearchFigures } from "./invoice-search";
import { agingFigures } from "./aging";
import { notificationFigures } from "./notifications";
import { outboxFairnessFigures } from "./outbox-fairness";
import { statementFigures } from "./statement";
import { limitFigures } from "./limits";
import { kb, ms, printTable, writeBenchmarks, writeSection, type Row } from "./report";
import { ARTICLE, benchOptions, smokeProblems, type Section, type SectionResult } from "./scale";
import { ROOT, startServer, staffCookie } from "./server";
import { serverFigures } from "./servers";
import { uploadFigures } from "./uploads";

const options = benchOptions(process.argv.slice(2), process.env);
const { scale, smoke } = options;
const BUILD_DIR = path.join(".e2e", "bench");
const DIST = options.dist ? path.resolve(options.dist) : path.join(ROOT, BUILD_DIR, "dist");
const CHUNK_MAP = path.join(path.dirname(DIST), "chunk-modules.json");
/** The smoke run generates its small databases afresh (the generators run every time) and leaves none behind. */
const DB_CACHE = scale.freshDatabases
  ? mkdtempSync(path.join(tmpdir(), "tpf-bench-smoke-db-"))
  : path.join(ROOT, BUILD_DIR, "db");
const PORT = Number(process.env.BENCH_PORT ?? (smoke ? await freePort() : 3410));
/** A smoke run that has not ended by then is stuck: it stops and fails rather than hold up `npm test`. */
const SMOKE_LIMIT_S = Number(process.env.BENCH_SMOKE_LIMIT_S ?? 900);

const runs = (section: Section) => options.sections.includes(section);
/** Seconds since the process started (performance.now() counts from there): loading the bench's modules included. */
const elapsedS = () => performance.now() / 1000;
/** A smoke run's lines say when they were written: where its time goes. */
const log = (line: string) => console.info(smoke ? `[${elapsedS().toFixed(1).padStart(5)} s] ${line}` : line);
const rows: Row[] = [];
const notes: string[] = [];
let plans: string[] = [];
const results: SectionResult[] = [];
let current: Section | undefined;

/**
 * Measures one section, if it was asked for, and keeps its rows and time. In a smoke run a section
 * that throws is reported and the next one runs (every broken figure shows at once); in a full
 * run the error stops the bench.
 */
async function section(name: Section, measure: () => Promise<Row[]>): Promise<void> {
  if (!runs(name)) return;
  const sectionStarted = performance.now();
  current = name;
  const seconds = () => (performance.now() - sectionStarted) / 1000;
  try {
    const measured = await measure();
    rows.push(...measured);
    results.push({ section: name, rows: measured, seconds: seconds() });
  } catch (error) {
    if (!smoke) throw error;
    results.push({ section: name, rows: [], seconds: seconds(), error });
    console.error(`The ${name} section failed:`, error);
  }
  current = undefined;
  log(`  (${name}: ${seconds().toFixed(1)} s)`);
}

function build() {
  log(`Building into ${BUILD_DIR} ...`);
  const result = spawnSync("npm", ["run", "build"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR, TPF_CHUNK_MAP: CHUNK_MAP },
  });
  if (result.status !== 0) throw new Error("the build failed");
}

async function lighthouseRows(baseUrl: string): Promise<Row[]> {
  const { pages: paths, runs: perPage } = scale.lighthouse;
  log(`Lighthouse (mobile, simulated slow 4G), ${perPage} run(s) a page ...`);
  const pages = await runLighthouse(baseUrl, paths, perPage, log);
  return pages.map((page) => {
    const misses = [
      page.performance < 100 && "Performance",
      page.accessibility < 100 && "Accessibility",
      page.bestPractices < 100 && "Best Practices",
      page.seo < 100 && "SEO",
      page.lcpMs > 1500 && "LCP",
      page.cls > 0.02 && "CLS",
      page.tbtMs > 50 && "TBT",
    ].filter(Boolean);
    if (misses.length > 0)
      notes.push(
        `Lighthouse ${page.path} missed ${misses.join(", ")}: ${page.failing.slice(0, 4).join("; ")}`,
      );
    return {
      figure: `Lighthouse ${page.path}`,
      target: "Perf 100, A11y/BP/SEO 100, LCP ≤1.5 s, CLS ≤0.02, TBT ≤50 ms",
      measured: `Perf ${page.performance}, A11y ${page.accessibility}, BP ${page.bestPractices}, SEO ${page.seo}, LCP ${(page.lcpMs / 1000).toFixed(2)} s, CLS ${page.cls.toFixed(3)}, TBT ${Math.round(page.tbtMs)} ms (FCP ${(page.fcpMs / 1000).toFixed(2)} s, CPU benchmark ${page.benchmarkIndex})`,
      met: meetsLighthouse(page),
      load: load1(),
    };
  });
}

async function bytesRows(browser: Browser, baseUrl: string): Promise<Row[]> {
  const rows: Row[] = [];
  // Both languages: the budget holds for a first visit in either (docs/decisions/0170-spanish-edition.md).
  for (const visited of scale.bytes.pages) {
    log(`First visit to ${visited} ...`);
    const visit = await measureFirstVisit(browser, baseUrl, visited);
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
    throw new Error(
      options.dist
        ? `${CHUNK_MAP} is missing: the build was made without TPF_CHUNK_MAP (\`npm run build:e2e\` makes .e2e/build with it)`
        : `${CHUNK_MAP} is missing: run without --skip-build once`,
    );
  const checks = await checkRestrictedCode(browser, baseUrl, scale.bytes.restrictedCodePages, CHUNK_MAP);
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
  return rows;
}

async function tapRows(browser: Browser, baseUrl: string): Promise<Row[]> {
  const rows: Row[] = [];
  const wanted = scale.taps.controls;
  const controls =
    wanted === "all"
      ? FIRST_PAINT_CONTROLS
      : FIRST_PAINT_CONTROLS.filter((control) => wanted.includes(control.name));
  const unknown =
    wanted === "all" ? [] : wanted.filter((name) => !controls.some((each) => each.name === name));
  if (unknown.length > 0) throw new Error(`no first-paint control is named ${unknown.join(", ")}`);
  log("Taps 100 ms after the first paint, slow 4G and a 4x slower CPU ...");
  const tapped = await tapAtFirstPaint(browser, baseUrl, true, controls);
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
  const blocked = await tapAtFirstPaint(browser, baseUrl, false, controls);
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
  for (const timing of await timeToAppReady(browser, baseUrl, scale.taps.readyPages)) {
    log(`  ${timing.page}: first paint ${ms(timing.firstPaintMs)}, app ready ${ms(timing.appReadyMs)}`);
    rows.push({
      figure: `First paint to app ready, ${timing.page} (slow 4G, 4x CPU)`,
      target: "no target (nothing is lost meanwhile)",
      measured: `${ms(timing.appReadyMs - timing.firstPaintMs)} (first paint ${ms(timing.firstPaintMs)})`,
      met: null,
      load: load1(),
    });
  }
  return rows;
}

async function offlineRows(browser: Browser, baseUrl: string): Promise<Row[]> {
  const { samples } = scale.offline;
  log("Offline repeat visit to an article ...");
  const offline = await measureOfflineOpen(browser, baseUrl, ARTICLE, samples);
  log(
    `  h1 visible after ${offline.samples.map((value) => Math.round(value)).join(", ")} ms (median ${Math.round(offline.medianMs)} ms, FCP median ${Math.round(offline.fcpMedianMs)} ms)`,
  );
  return [
    {
      figure: `Offline: ${ARTICLE} content visible (median of ${samples}, cold worker)`,
      target: "≤300 ms",
      measured: `${ms(offline.medianMs)} (runs ${offline.samples.map((value) => Math.round(value)).join(", ")})`,
      met: offline.medianMs <= 300,
      load: load1(),
    },
  ];
}

async function postQuoteRows(baseUrl: string): Promise<Row[]> {
  const { seconds, connections, warmUpSeconds } = scale.postQuotes;
  log(`POST /api/quotes, ${connections} connections, ${seconds} s ...`);
  const post = await postQuotes(baseUrl, seconds, connections, warmUpSeconds);
  const load = load1();
  log(
    `  ${Math.round(post.throughput)} req/s, p50 ${ms(post.p50)}, p99 ${ms(post.p99)}, max ${ms(post.max)}, non-2xx ${post.non2xx}, errors ${post.errors}`,
  );
  const clean = post.non2xx === 0 && post.errors === 0;
  return [
    {
      figure: "POST /api/quotes sustained",
      target: "≥1,500 req/s",
      measured: `${Math.round(post.throughput).toLocaleString("en-US")} req/s (${post.requests.toLocaleString("en-US")} in ${seconds} s, ${post.non2xx} non-2xx, ${post.errors} errors)`,
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
  ];
}

/** The public site's figures and the quote API's, on one server with an empty database. */
async function publicFigures() {
  const server = await startServer({ port: PORT, distDir: DIST });
  try {
    await section("lighthouse", () => lighthouseRows(server.baseUrl));
    if (runs("bytes") || runs("taps") || runs("offline")) {
      const browser = await launchBrowser();
      try {
        await section("bytes", () => bytesRows(browser, server.baseUrl));
        await section("taps", () => tapRows(browser, server.baseUrl));
        await section("offline", () => offlineRows(browser, server.baseUrl));
      } finally {
        await browser.close();
      }
    }
    await section("api", () => postQuoteRows(server.baseUrl));
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

async function staffFigures(): Promise<Row[]> {
  const { sizes, seconds } = scale.staff;
  const rows: Row[] = [];
  const results: {
    rows: number;
    figures: { firstPage: LoadFigures; deepPage: LoadFigures; search: LoadFigures };
  }[] = [];
  for (const size of sizes) {
    log(`Staff list and search with ${size.toLocaleString("en-US")} stored requests ...`);
    const generated = await generatedDatabase(DB_CACHE, size, log);
    if (generated.generatedMs !== null)
      log(
        `  generated in ${(generated.generatedMs / 1000).toFixed(1)} s${scale.freshDatabases ? "" : " (cached for later runs)"}`,
      );
    const copyDir = mkdtempSync(path.join(tmpdir(), "tpf-bench-db-"));
    const databaseFile = path.join(copyDir, "bench.db");
    try {
      copyFileSync(generated.file, databaseFile);
      const server = await startServer({ port: PORT, distDir: DIST, databaseFile });
      try {
        if (size === sizes.at(-1)) plans = await queryPlans(databaseFile);
        const cookie = await staffCookie(server.baseUrl);
        const cursor = await cursorAt(databaseFile, Math.floor(size * 0.9));
        const figures = await staffQueries(server.baseUrl, cookie, cursor, SEARCH_EMAIL, seconds);
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
  return rows;
}

/** The sections that write a section of BENCHMARKS.md of their own (after the table). */
const sections: Partial<Record<Section, { section: string[]; rows: Row[] }>> = {};
const withSection = async (name: Section, result: Promise<{ section: string[]; rows: Row[] }>) => {
  const written = await result;
  sections[name] = written;
  return written.rows;
};

const machine = describeMachine();
log(
  `Machine: ${machine.cpus} CPUs, ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.chromium}; load ${load1()}`,
);
if (smoke) {
  log(
    `Smoke run: every figure once at the smallest scale, on port ${PORT}, serving ${path.relative(ROOT, DIST) || DIST}; targets are not judged and nothing is written.`,
  );
  setTimeout(() => {
    console.error(
      `The smoke run has taken over ${SMOKE_LIMIT_S} s (still in ${current ?? "no section"}): stopped.`,
    );
    rmSync(DB_CACHE, { recursive: true, force: true });
    process.exit(1);
  }, SMOKE_LIMIT_S * 1000).unref();
}
try {
  if (!options.dist && !options.skipBuild) {
    const buildStarted = performance.now();
    build();
    log(`  (build: ${((performance.now() - buildStarted) / 1000).toFixed(1)} s)`);
  }
  if ((["lighthouse", "bytes", "taps", "offline", "api"] as const).some(runs)) await publicFigures();
  await section("staff", staffFigures);
  await section("uploads", () => {
    const { uploads, megabytes } = scale.uploads;
    log(
      `${uploads} concurrent ${megabytes} MB uploads (then ${3 * megabytes} MB ones), server RSS sampled ...`,
    );
    return uploadFigures(uploads, megabytes);
  });
  await section("hostile", () => {
    log(`One client's worst invoice inputs for ${scale.hostile.seconds} s while another works ...`);
    return hostileFigures(log, scale.hostile.seconds);
  });
  await section("invoices", () =>
    withSection(
      "invoices",
      invoiceFigures({
        port: PORT,
        distDir: DIST,
        scale: scale.invoices,
        sampleScan: smoke ? undefined : SAMPLE_SCAN,
        log,
      }),
    ),
  );
  await section("invoice-search", () =>
    withSection(
      "invoice-search",
      invoiceSearchFigures({
        port: PORT,
        distDir: DIST,
        cacheDir: DB_CACHE,
        scale: scale.invoiceSearch,
        log,
      }),
    ),
  );
  await section("aging", () =>
    withSection(
      "aging",
      agingFigures({ port: PORT, distDir: DIST, cacheDir: DB_CACHE, scale: scale.aging, log }),
    ),
  );
  await section("notifications", () =>
    withSection("notifications", notificationFigures(log, scale.notifications)),
  );
  await section("fairness", () => withSection("fairness", outboxFairnessFigures(log, scale.fairness)));
  await section("statement", () =>
    withSection("statement", statementFigures({ port: PORT, distDir: DIST, scale: scale.statement, log })),
  );
  await section("limits", () => withSection("limits", limitFigures(log, scale.limits)));
  await section("servers", () => {
    log("One server and two behind a round-robin proxy, one database, uploads staged in a bucket ...");
    return withSection("servers", serverFigures(log, scale.servers));
  });
} finally {
  if (scale.freshDatabases) rmSync(DB_CACHE, { recursive: true, force: true });
}

/** "2026-11-27 12:07:42Z": when a figure was written, to the second. */
const benchDate = () =>
  new Date()
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace("T", " ");

const totalS = elapsedS();
console.info(`\n${printTable(rows, { judged: !smoke })}\n`);
if (smoke) {
  // Figures at this scale mean nothing: only that each section ran to its end and measured something.
  log("Times (seconds):");
  for (const result of results)
    log(`  ${result.seconds.toFixed(1).padStart(7)}  ${result.section}${result.error ? " (failed)" : ""}`);
  log(`  ${totalS.toFixed(1).padStart(7)}  all`);
  const problems = smokeProblems(options.sections, results);
  if (problems.length > 0) {
    console.error(`\nThe smoke run failed:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
    process.exit(1);
  }
  log(`Smoke run passed: ${results.length} sections, ${rows.length} rows, each measured.`);
  process.exit(0);
}
for (const note of notes) console.info(`- ${note}`);
if (!options.partial) {
  writeBenchmarks(path.join(ROOT, "BENCHMARKS.md"), rows, machine, {
    date: benchDate(),
    notes,
    plans,
    durationS: totalS,
  });
  log("Wrote the Performance section of BENCHMARKS.md");
}
/** Rewrites one section of BENCHMARKS.md with its figures, dated now. */
function writeSectionNow(name: string, result: { section: string[]; rows: Row[] } | undefined) {
  if (!result) return;
  writeSection(path.join(ROOT, "BENCHMARKS.md"), result.section, { date: benchDate(), rows: result.rows });
  log(`Wrote the ${name} section of BENCHMARKS.md`);
}
writeSectionNow("Invoices", sections.invoices);
writeSectionNow("Staff invoice search", sections["invoice-search"]);
writeSectionNow("Aging and collections", sections.aging);
writeSectionNow("Notifications", sections.notifications);
writeSectionNow("Outbox fairness", sections.fairness);
writeSectionNow("Client statement", sections.statement);
writeSectionNow("Shared limits", sections.limits);
writeSectionNow("Several servers", sections.servers);
// The file as Prettier lays it out (tables aligned), so that lint passes on a bench's results as written.
if (!smoke) {
  const benchmarks = path.join(ROOT, "BENCHMARKS.md");
  const prettier = await import("prettier");
  const config = (await prettier.resolveConfig(benchmarks)) ?? {};
  writeFileSync(
    benchmarks,
    await prettier.format(readFileSync(benchmarks, "utf8"), { ...config, filepath: benchmarks }),
  );
}
const missed = rows.filter((row) => row.met === false).length;
log(
  `${rows.filter((row) => row.met === true).length} targets met, ${missed} missed (${Math.round(totalS)} s).`,
);
