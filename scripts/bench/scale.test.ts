import { describe, expect, it } from "vitest";
import type { Row } from "./report";
import { benchOptions, fullScale, SECTIONS, SMOKE_SCALE, smokeProblems, type SectionResult } from "./scale";

const row = (measured: string, load = 0.5): Row => ({
  figure: "A figure",
  target: "t",
  measured,
  met: null,
  load,
});
const ran = (section: SectionResult["section"], rows: Row[], error?: unknown): SectionResult => ({
  section,
  rows,
  seconds: 1,
  error,
});

describe("bench options", () => {
  it("measures the full run as BENCHMARKS.md reports it unless --smoke is given", () => {
    const full = benchOptions([], {});
    expect(full.smoke).toBe(false);
    expect(full.scale).toEqual(fullScale({}));
    expect(full.scale.staff.sizes).toEqual([10_000, 100_000, 1_000_000]);
    expect(full.scale.aging.sizes).toEqual([10_000, 100_000]);
    expect(benchOptions([], { BENCH_AGING_MILLION: "1" }).scale.aging.sizes).toEqual([
      10_000, 100_000, 1_000_000,
    ]);
    expect(full.scale.statement.sizes).toEqual([10_000, 100_000, 1_000_000]);
    expect(full.scale.lighthouse.runs).toBe(3);
    expect(full.sections).toEqual([...SECTIONS]);
    expect(full.partial).toBe(false);

    const smoke = benchOptions(["--smoke"], { BENCH_SIZES: "5", BENCH_LIGHTHOUSE_RUNS: "9" });
    expect(smoke.smoke).toBe(true);
    // The smoke run's scale is fixed: the full run's knobs do not reach it.
    expect(smoke.scale).toBe(SMOKE_SCALE);
  });

  it("lets BENCH_SIZES and BENCH_LIGHTHOUSE_RUNS change the full run", () => {
    const scale = benchOptions([], { BENCH_SIZES: "10000,20000", BENCH_LIGHTHOUSE_RUNS: "1" }).scale;
    expect(scale.staff.sizes).toEqual([10_000, 20_000]);
    expect(scale.invoiceSearch.sizes).toEqual([10_000, 20_000]);
    expect(scale.aging.sizes).toEqual([10_000, 20_000]);
    expect(scale.lighthouse.runs).toBe(1);
  });

  it("keeps the smoke run smaller than the full run in every section", () => {
    const full = fullScale({});
    expect(SMOKE_SCALE.lighthouse.runs * SMOKE_SCALE.lighthouse.pages.length).toBeLessThan(
      full.lighthouse.runs * full.lighthouse.pages.length,
    );
    expect(Math.max(...SMOKE_SCALE.staff.sizes)).toBeLessThan(Math.min(...full.staff.sizes));
    expect(Math.max(...SMOKE_SCALE.aging.sizes)).toBeLessThan(Math.min(...full.aging.sizes));
    expect(SMOKE_SCALE.postQuotes.seconds).toBeLessThan(full.postQuotes.seconds);
    expect(SMOKE_SCALE.uploads.uploads).toBeLessThan(full.uploads.uploads);
    expect(SMOKE_SCALE.hostile.seconds).toBeLessThan(full.hostile.seconds);
    expect(SMOKE_SCALE.invoices.photos).toBeLessThan(full.invoices.photos);
    expect(SMOKE_SCALE.notifications.backlog).toBeLessThan(full.notifications.backlog);
    expect(SMOKE_SCALE.fairness.devices).toBeLessThan(full.fairness.devices);
    expect(SMOKE_SCALE.limits.seconds).toBeLessThan(full.limits.seconds);
    expect(SMOKE_SCALE.servers.uploads * SMOKE_SCALE.servers.megabytes).toBeLessThan(
      full.servers.uploads * full.servers.megabytes,
    );
    expect(SMOKE_SCALE.servers.healthSeconds).toBeLessThan(full.servers.healthSeconds);
    expect(full.servers.everySetup).toBe(true);
    expect(Math.max(...SMOKE_SCALE.statement.sizes)).toBeLessThan(Math.min(...full.statement.sizes));
    // Each still runs its code to the end: a page in each language, a cut in the middle of a chunk,
    // and a photo for each required document (the rate confirmation and the BOL/POD).
    expect(SMOKE_SCALE.bytes.pages).toEqual(expect.arrayContaining(["/", "/es"]));
    expect(SMOKE_SCALE.invoices.cutAfterChunks % 1).toBe(0.5);
    expect(SMOKE_SCALE.invoices.photos).toBeGreaterThanOrEqual(2);
    expect(SMOKE_SCALE.freshDatabases).toBe(true);
    expect(full.freshDatabases).toBe(false);
  });

  it("reads --only, --dist and BENCH_DIST, and refuses what it does not know", () => {
    const only = benchOptions(["--smoke", "--only=fairness,bytes", "--dist=.e2e/build/dist"], {});
    expect(only.sections).toEqual(["bytes", "fairness"]);
    expect(only.partial).toBe(true);
    expect(only.dist).toBe(".e2e/build/dist");
    expect(benchOptions([], { BENCH_DIST: "/builds/dist" }).dist).toBe("/builds/dist");
    expect(benchOptions(["--dist=here"], { BENCH_DIST: "/builds/dist" }).dist).toBe("here");
    expect(benchOptions([], { BENCH_DIST: "" }).dist).toBeUndefined();
    expect(() => benchOptions(["--only=bites"], {})).toThrow(/unknown section bites/);
    expect(() => benchOptions(["--smoek"], {})).toThrow(/unknown option --smoek/);
    expect(() => benchOptions(["--dist="], {})).toThrow(/--dist names no folder/);
  });
});

describe("smoke problems", () => {
  it("passes when every section asked for ran and measured every row", () => {
    expect(
      smokeProblems(["api", "fairness"], [ran("api", [row("48 req/s")]), ran("fairness", [row("1436 ms")])]),
    ).toEqual([]);
  });

  it("names a section that threw, gave no rows or did not run", () => {
    expect(
      smokeProblems(
        ["api", "staff", "invoices"],
        [ran("api", [], new Error("the bench server exited while starting:\nEADDRINUSE")), ran("staff", [])],
      ),
    ).toEqual(["api: the bench server exited while starting:", "staff: no rows", "invoices: did not run"]);
  });

  it("names every row without a measurement", () => {
    const problems = smokeProblems(
      ["staff"],
      [
        ran("staff", [
          row("p95 3.1 ms (p50 1.2 ms)"),
          row("p95 NaN ms (p50 NaN ms, 0 requests)"),
          row(""),
          row("x Infinity"),
          row("did not arrive within 60 s"),
          row("12 ms", Number.NaN),
        ]),
      ],
    );
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatch(/^staff: "A figure" has no measurement: p95 NaN ms/);
  });
});
