// `npm run test:time`: where the test suite spends its time (docs/testing.md, "A time budget").
//
// Reads the machine-readable reports the last runs left (.reports/vitest.json from `test:unit`,
// .reports/playwright.json from `test:e2e`), prints each runner's ten slowest tests, and lists every
// test over the budget whose source gives no reason: a comment containing `slow:` right above the
// test, or opening its body. With `--report` (how `npm test` calls it)
// it only prints; on its own it exits 1 when a slow test has no reason, so the budget has teeth
// without making the suite's result depend on how busy the machine was.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const BUDGET_SECONDS = 20;

export interface TimedTest {
  runner: "vitest" | "playwright";
  file: string;
  line: number | undefined;
  title: string;
  seconds: number;
}

interface VitestReport {
  testResults: {
    name: string;
    assertionResults: {
      fullName: string;
      duration?: number | null;
      location?: { line: number } | null;
    }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: {
    title: string;
    line: number;
    tests: { projectName: string; results: { duration: number }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

export function vitestTimes(report: VitestReport, root: string): TimedTest[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      runner: "vitest" as const,
      file: path.relative(root, file.name),
      line: test.location?.line,
      title: test.fullName,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
}

export function playwrightTimes(
  report: { suites: PlaywrightSuite[]; config?: { rootDir?: string } },
  root: string,
) {
  const testDir = report.config?.rootDir ?? path.join(root, "tests", "e2e");
  const times: TimedTest[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          times.push({
            runner: "playwright",
            file: path.relative(root, path.join(testDir, suite.file)),
            line: spec.line,
            title: [...titles, spec.title].join(" › "),
            seconds: result.duration / 1000,
          });
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  return times;
}

const isComment = (text: string) => /^(\/\/|\/\*|\*)/.test(text.trim());

/**
 * Whether the source gives the test declared at `line` of `file` a `slow:` reason: in the comment
 * block right above the declaration, or in the comments that open its body (before its first
 * statement other than `test.slow()` or `test.setTimeout(...)`).
 */
export function hasSlowReason(source: string, line: number | undefined): boolean {
  if (line === undefined) return false;
  const lines = source.split("\n");
  const reason: string[] = [];
  for (let index = line - 2; index >= 0 && isComment(lines[index] ?? ""); index--)
    reason.push(lines[index] ?? "");
  // The declaration may spread its fixtures over a few lines; the body opens on the line ending `=> {`.
  let body = line - 1;
  while (body < Math.min(lines.length - 1, line + 8) && !/=>\s*\{\s*$/.test(lines[body] ?? "")) body++;
  for (let index = body + 1; index < lines.length; index++) {
    const text = (lines[index] ?? "").trim();
    if (isComment(text)) reason.push(text);
    else if (text !== "" && !/^test\.(slow|setTimeout)\(/.test(text)) break;
  }
  return reason.some((text) => /\bslow:/.test(text));
}

export function unexplained(tests: TimedTest[], root: string): TimedTest[] {
  const sources = new Map<string, string>();
  const source = (file: string) => {
    if (!sources.has(file)) sources.set(file, readFileSync(path.join(root, file), "utf8"));
    return sources.get(file) ?? "";
  };
  return tests.filter(
    (test) =>
      test.seconds > BUDGET_SECONDS &&
      existsSync(path.join(root, test.file)) &&
      !hasSlowReason(source(test.file), test.line),
  );
}

const where = (test: TimedTest) => `${test.file}${test.line ? `:${test.line}` : ""}`;

function main() {
  const root = process.cwd();
  const reportOnly = process.argv.includes("--report");
  const all: TimedTest[] = [];
  for (const [runner, file, read] of [
    ["vitest", ".reports/vitest.json", (json: unknown) => vitestTimes(json as VitestReport, root)],
    [
      "playwright",
      ".reports/playwright.json",
      (json: unknown) => playwrightTimes(json as { suites: PlaywrightSuite[] }, root),
    ],
  ] as const) {
    if (!existsSync(file)) {
      console.info(`\n${runner}: no report at ${file} (run the suite first)`);
      continue;
    }
    const times = read(JSON.parse(readFileSync(file, "utf8")) as unknown).sort(
      (a, b) => b.seconds - a.seconds,
    );
    all.push(...times);
    console.info(`\n${runner}: the 10 slowest of ${times.length} tests`);
    for (const test of times.slice(0, 10))
      console.info(`  ${test.seconds.toFixed(1).padStart(6)} s  ${where(test)}  ${test.title}`);
  }
  const missing = unexplained(all, root);
  if (missing.length === 0) {
    console.info(`\nEvery test over ${BUDGET_SECONDS} s says why (a "slow:" comment).`);
    return;
  }
  console.info(`\nOver ${BUDGET_SECONDS} s with no "slow:" comment saying why:`);
  for (const test of missing)
    console.info(`  ${test.seconds.toFixed(1).padStart(6)} s  ${where(test)}  ${test.title}`);
  if (!reportOnly) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
