/**
 * Lighthouse 12 with its default configuration: a mobile phone (Moto G
 * Power class screen, 4x CPU slowdown) on simulated slow 4G (150 ms RTT,
 * 1.6 Mbps down), against Debian's Chromium.
 */
import lighthouse from "lighthouse";
import { launchDebuggableChromium } from "./chromium";

export interface LighthousePage {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** What held a category or metric back, worst first (filled only when something misses). */
  failing: string[];
  runs: number;
  /** Lighthouse's CPU benchmark of the machine during the run (higher is faster; its 4x slowdown assumes ~1000+). */
  benchmarkIndex: number;
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  metricSavings?: Record<string, number>;
  details?: { overallSavingsMs?: number; overallSavingsBytes?: number };
}

interface Lhr {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? NaN;

function failingAudits(lhr: Lhr): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    const refs = lhr.categories[category]?.auditRefs ?? [];
    const failing = refs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(
        ({ ref, audit }) =>
          ref.weight > 0 &&
          audit &&
          audit.score !== null &&
          audit.score < 1 &&
          !["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode),
      )
      .sort(
        (a, b) => b.ref.weight * (1 - (b.audit?.score ?? 1)) - a.ref.weight * (1 - (a.audit?.score ?? 1)),
      );
    for (const { audit } of failing.slice(0, 5)) {
      if (!audit) continue;
      lines.push(
        `${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""} [score ${Math.round((audit.score ?? 0) * 100)}]`,
      );
    }
  }
  // Performance opportunities (not scored in the category, but what to fix first).
  const opportunities = Object.values(lhr.audits)
    .filter(
      (audit) =>
        (audit.details?.overallSavingsMs ?? 0) > 0 ||
        (audit.metricSavings?.LCP ?? 0) > 0 ||
        (audit.metricSavings?.TBT ?? 0) > 0,
    )
    .filter((audit) => audit.score !== null && audit.score < 1)
    .sort(
      (a, b) =>
        (b.details?.overallSavingsMs ?? b.metricSavings?.LCP ?? 0) -
        (a.details?.overallSavingsMs ?? a.metricSavings?.LCP ?? 0),
    )
    .slice(0, 5);
  for (const audit of opportunities) {
    const savings = audit.details?.overallSavingsMs ?? audit.metricSavings?.LCP ?? audit.metricSavings?.TBT;
    lines.push(
      `opportunity: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}${savings ? `, saves ~${Math.round(savings)} ms` : ""}`,
    );
  }
  return lines;
}

export const meetsLighthouse = (page: LighthousePage) =>
  page.performance === 100 &&
  page.accessibility === 100 &&
  page.bestPractices === 100 &&
  page.seo === 100 &&
  page.lcpMs <= 1500 &&
  page.cls <= 0.02 &&
  page.tbtMs <= 50;

/**
 * Each page `runs` times (a fresh profile state per run: Lighthouse clears
 * the origin's storage and caches first); the run with the median
 * Performance score is reported.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  runs: number,
  log: (line: string) => void,
): Promise<LighthousePage[]> {
  const chromium = await launchDebuggableChromium();
  const pages: LighthousePage[] = [];
  try {
    for (const path of paths) {
      const results: Lhr[] = [];
      for (let run = 0; run < runs; run += 1) {
        // A run whose trace Chromium failed to record (NO_NAVSTART and the like) is repeated, twice at most.
        for (let attempt = 1; ; attempt += 1) {
          const result = await lighthouse(`${baseUrl}${path}`, {
            port: chromium.port,
            output: "json",
            logLevel: "error",
            onlyCategories: [...CATEGORIES],
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
          const lhr = result.lhr as unknown as Lhr & { runtimeError?: { message: string } };
          if (!lhr.runtimeError) {
            results.push(lhr);
            break;
          }
          if (attempt >= 3) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
        }
      }
      results.sort(
        (a, b) =>
          score(a, "performance") - score(b, "performance") ||
          metric(b, "largest-contentful-paint") - metric(a, "largest-contentful-paint"),
      );
      const lhr = results[Math.floor((results.length - 1) / 2)] as Lhr;
      const page: LighthousePage = {
        path,
        performance: score(lhr, "performance"),
        accessibility: score(lhr, "accessibility"),
        bestPractices: score(lhr, "best-practices"),
        seo: score(lhr, "seo"),
        fcpMs: metric(lhr, "first-contentful-paint"),
        lcpMs: metric(lhr, "largest-contentful-paint"),
        cls: metric(lhr, "cumulative-layout-shift"),
        tbtMs: metric(lhr, "total-blocking-time"),
        failing: [],
        runs,
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
      };
      if (!meetsLighthouse(page)) page.failing = failingAudits(lhr);
      log(
        `  ${path}: performance ${page.performance}, accessibility ${page.accessibility}, best practices ${page.bestPractices}, SEO ${page.seo}, LCP ${Math.round(page.lcpMs)} ms, CLS ${page.cls.toFixed(3)}, TBT ${Math.round(page.tbtMs)} ms (CPU benchmark ${page.benchmarkIndex})`,
      );
      for (const line of page.failing) log(`      ${line}`);
      pages.push(page);
    }
  } finally {
    await chromium.close();
  }
  return pages;
}
