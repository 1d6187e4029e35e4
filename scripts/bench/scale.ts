/**
 * How much a bench run measures, section by section, and what it was asked
 * for on its command line. The full run's numbers are those BENCHMARKS.md
 * reports. The smoke run's (`--smoke`) are the smallest that still run each
 * figure's code to its end: every figure once, to show that `npm run bench`
 * still works (`npm test` runs it), with figures that mean nothing.
 */
import type { Row } from "./report";

export const SECTIONS = [
  "lighthouse",
  "bytes",
  "taps",
  "offline",
  "api",
  "staff",
  "uploads",
  "hostile",
  "invoices",
  "invoice-search",
  "aging",
  "notifications",
  "fairness",
  "statement",
  "limits",
  "servers",
] as const;
export type Section = (typeof SECTIONS)[number];

export const ARTICLE = "/resources/factoring-vs-loans";
export const LIGHTHOUSE_PAGES = ["/", "/get-quote", "/resources", ARTICLE, "/about"];

export interface Scale {
  lighthouse: { pages: string[]; runs: number };
  /** First visits (both languages), and the pages checked for code they do not use. */
  bytes: { pages: string[]; restrictedCodePages: string[] };
  /** The first-paint controls tapped (their names, or all), and the pages timed from first paint to app ready. */
  taps: { controls: "all" | string[]; readyPages: string[] };
  offline: { samples: number };
  /** POST /api/quotes under autocannon (a warm-up of 0 s runs none). */
  postQuotes: { seconds: number; connections: number; warmUpSeconds: number };
  /** Stored quote requests of each generated database, and seconds per staff query. */
  staff: { sizes: number[]; seconds: number };
  /** Concurrent uploads and the size of each (the second run sends files three times as large). */
  uploads: { uploads: number; megabytes: number };
  hostile: { seconds: number };
  invoices: {
    photos: number;
    /** The camera's frame (4032 x 3024: a 12 MP phone); above the scan's 2,000 px, so the scan still scales it down. */
    photoSize: { width: number; height: number };
    /** Where the connection is cut during the second send, in chunks sent (mid-chunk: x.5). */
    cutAfterChunks: number;
    /** Send over emulated slow 3G (false: the network as it is, only held offline while saving). */
    slow3g: boolean;
    /** Iterations of the busy loop that measures a slow-down (its ratio, not its time, is the figure). */
    busyLoop: number;
    /** DevTools CPU throttling of the main thread while scanning (4, as Lighthouse's mobile runs; 1: none). */
    cpuThrottling: number;
  };
  invoiceSearch: { sizes: number[]; seconds: number; warmUpSeconds: number; duplicateChecks: number };
  /**
   * Funded invoices of each generated book, seconds per staff read (aging, collections, summary), and
   * payments of 50 invoices each posted one at a time.
   */
  aging: { sizes: number[]; seconds: number; warmUpSeconds: number; payments: number };
  notifications: { backlog: number; timed: number };
  fairness: { devices: number; headStartMs: number };
  /** Ledger entries of each generated database, and seconds per format of a one-year statement. */
  statement: { sizes: number[]; seconds: number; warmUpSeconds: number };
  /** Seconds of requests to one rate-limited route, and how many are in flight at once. */
  limits: { seconds: number; concurrency: number };
  /**
   * Uploads at once (each of `megabytes`, in 256 KB chunks) and seconds of /api/health, on one and two
   * servers; `everySetup: false` measures only two servers on the bucket, the one that runs all the code.
   */
  servers: { uploads: number; megabytes: number; healthSeconds: number; everySetup: boolean };
  /** Generate the databases afresh in a throwaway folder instead of reusing .e2e/bench/db. */
  freshDatabases: boolean;
}

/**
 * What BENCHMARKS.md reports. BENCH_LIGHTHOUSE_RUNS (3), BENCH_SIZES (10000,100000,1000000) and
 * BENCH_AGING_MILLION (the aging at a million too) change it.
 */
export function fullScale(env: NodeJS.ProcessEnv = {}): Scale {
  const sizes = (env.BENCH_SIZES ?? "10000,100000,1000000").split(",").map(Number);
  return {
    lighthouse: { pages: LIGHTHOUSE_PAGES, runs: Number(env.BENCH_LIGHTHOUSE_RUNS ?? 3) },
    bytes: {
      pages: ["/", "/es", "/about", "/es/about", ARTICLE, `/es${ARTICLE}`, "/get-quote", "/es/get-quote"],
      restrictedCodePages: ["/", "/about", ARTICLE],
    },
    taps: { controls: "all", readyPages: LIGHTHOUSE_PAGES },
    offline: { samples: 5 },
    postQuotes: { seconds: 15, connections: 16, warmUpSeconds: 2 },
    staff: { sizes, seconds: 5 },
    uploads: { uploads: 50, megabytes: 5 },
    hostile: { seconds: 60 },
    invoices: {
      photos: 4,
      photoSize: { width: 4032, height: 3024 },
      cutAfterChunks: 2.5,
      slow3g: true,
      busyLoop: 150_000_000,
      cpuThrottling: 4,
    },
    invoiceSearch: { sizes, seconds: 5, warmUpSeconds: 1, duplicateChecks: 200 },
    // A million funded invoices with their ledger is 6.7 GB and 25 to 33 minutes to generate here: the
    // aging stops at 100,000 unless BENCH_AGING_MILLION=1 (docs/decisions/0212-aging-and-collections.md,
    // Costs, says what a million showed).
    aging: {
      sizes: env.BENCH_AGING_MILLION === "1" ? sizes : sizes.filter((size) => size <= 100_000),
      seconds: 5,
      warmUpSeconds: 1,
      payments: 20,
    },
    notifications: { backlog: 500, timed: 60 },
    fairness: { devices: 1000, headStartMs: 1000 },
    statement: { sizes, seconds: 5, warmUpSeconds: 1 },
    limits: { seconds: 10, concurrency: 8 },
    servers: { uploads: 20, megabytes: 5, healthSeconds: 10, everySetup: true },
    freshDatabases: false,
  };
}

/**
 * Load of a smoke run's timed loop (autocannon's or the limits' own): a few hundred requests on a
 * quiet machine, and never none (an autocannon run that short also waits for five answers,
 * scripts/bench/api.ts): all a smoke run asks is that the figure's code runs to its end.
 */
const SMOKE_SECONDS = 0.25;

/**
 * The smoke run: one page per language, one run, one sample, a quarter second of load, a thousand rows, an
 * invoice of the two documents it needs. The cut still falls in the middle of a chunk (the first),
 * and of the taps it keeps the one with the most code behind it, the quote form filled and sent at
 * first paint (a lost tap is a measurement too, which the smoke run does not judge).
 */
export const SMOKE_SCALE: Scale = {
  lighthouse: { pages: ["/"], runs: 1 },
  bytes: { pages: ["/", "/es"], restrictedCodePages: ["/"] },
  taps: { controls: ["Get My Free Quote (filled form)"], readyPages: ["/"] },
  offline: { samples: 1 },
  postQuotes: { seconds: SMOKE_SECONDS, connections: 2, warmUpSeconds: 0 },
  staff: { sizes: [1000], seconds: SMOKE_SECONDS },
  uploads: { uploads: 2, megabytes: 1 },
  hostile: { seconds: 3 },
  invoices: {
    photos: 2,
    photoSize: { width: 2400, height: 1800 },
    cutAfterChunks: 0.5,
    slow3g: false,
    busyLoop: 15_000_000,
    cpuThrottling: 1,
  },
  invoiceSearch: { sizes: [1000], seconds: SMOKE_SECONDS, warmUpSeconds: 0, duplicateChecks: 20 },
  aging: { sizes: [1000], seconds: SMOKE_SECONDS, warmUpSeconds: 0, payments: 1 },
  notifications: { backlog: 10, timed: 3 },
  fairness: { devices: 20, headStartMs: 200 },
  statement: { sizes: [1000], seconds: SMOKE_SECONDS, warmUpSeconds: 0 },
  limits: { seconds: SMOKE_SECONDS, concurrency: 2 },
  servers: { uploads: 2, megabytes: 1, healthSeconds: SMOKE_SECONDS, everySetup: false },
  freshDatabases: true,
};

export interface BenchOptions {
  smoke: boolean;
  /** The sections asked for with --only, or every one. */
  sections: Section[];
  partial: boolean;
  /** A build to serve as it is (--dist=PATH or BENCH_DIST), instead of building into .e2e/bench. */
  dist: string | undefined;
  /** Serve .e2e/bench/dist as it is. */
  skipBuild: boolean;
  scale: Scale;
}

/** Reads the command line (`npm run bench -- …`) and the environment; throws on what it does not know. */
export function benchOptions(args: string[], env: NodeJS.ProcessEnv): BenchOptions {
  let only: string[] | undefined;
  let dist = env.BENCH_DIST || undefined;
  let smoke = false;
  let skipBuild = false;
  for (const arg of args) {
    if (arg === "--smoke") smoke = true;
    else if (arg === "--skip-build") skipBuild = true;
    else if (arg.startsWith("--only=")) only = arg.slice("--only=".length).split(",");
    else if (arg.startsWith("--dist=")) dist = arg.slice("--dist=".length);
    else throw new Error(`unknown option ${arg} (options: --smoke, --only=…, --dist=PATH, --skip-build)`);
  }
  const unknown = only?.filter((name) => !(SECTIONS as readonly string[]).includes(name)) ?? [];
  if (unknown.length > 0)
    throw new Error(`unknown section ${unknown.join(", ")} (sections: ${SECTIONS.join(", ")})`);
  if (dist === "") throw new Error("--dist names no folder");
  return {
    smoke,
    sections: only ? SECTIONS.filter((section) => only.includes(section)) : [...SECTIONS],
    partial: only !== undefined,
    dist,
    skipBuild,
    scale: smoke ? SMOKE_SCALE : fullScale(env),
  };
}

export interface SectionResult {
  section: Section;
  rows: Row[];
  seconds: number;
  error?: unknown;
}

/** A measurement that is not one: a number that was never measured, or a wait that ran out. */
const UNMEASURED = /\b(NaN|Infinity|undefined|null)\b|did not arrive/;

/**
 * Why a smoke run fails, if it does: a section asked for that did not run, threw, or gave no
 * rows, and any row whose measurement is empty or not a number. Targets are not judged.
 */
export function smokeProblems(asked: Section[], results: SectionResult[]): string[] {
  const problems: string[] = [];
  for (const section of asked) {
    const result = results.find((each) => each.section === section);
    if (!result) problems.push(`${section}: did not run`);
    else if (result.error !== undefined)
      problems.push(
        `${section}: ${String(result.error instanceof Error ? result.error.message : result.error).split("\n")[0]}`,
      );
    else if (result.rows.length === 0) problems.push(`${section}: no rows`);
    else
      for (const row of result.rows)
        if (!row.measured.trim() || UNMEASURED.test(row.measured) || !Number.isFinite(row.load))
          problems.push(`${section}: "${row.figure}" has no measurement: ${row.measured || "(empty)"}`);
  }
  return problems;
}
