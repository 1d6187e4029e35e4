import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hasSlowReason, playwrightTimes, unexplained, vitestTimes, type TimedTest } from "./test-time";

const source = [
  'test("quick", async () => {});', // 1
  "", // 2
  "// slow: three password hashes, on purpose.", // 3
  'test("explained above", async () => {', // 4
  "});", // 5
  'test("explained inside", async () => {', // 6
  "  // slow: the page is scanned at 4x CPU.", // 7
  "});", // 8
  'test("unexplained", async () => {', // 9
  "  const slow = 1; // a word, not a reason", // 10
  "});", // 11
].join("\n");

describe("test:time", () => {
  it("finds a `slow:` reason above a test or in its first lines, and not elsewhere", () => {
    expect(hasSlowReason(source, 4)).toBe(true);
    expect(hasSlowReason(source, 6)).toBe(true);
    expect(hasSlowReason(source, 9)).toBe(false);
    expect(hasSlowReason(source, undefined)).toBe(false);
  });

  it("lists only the tests over 20 s whose source gives no reason", () => {
    const root = mkdtempSync(path.join(tmpdir(), "test-time-"));
    writeFileSync(path.join(root, "a.test.ts"), source);
    const at = (line: number, seconds: number): TimedTest => ({
      runner: "vitest",
      file: "a.test.ts",
      line,
      title: `line ${line}`,
      seconds,
    });
    expect(unexplained([at(1, 5), at(4, 40), at(6, 21), at(9, 25), at(9, 19)], root)).toEqual([at(9, 25)]);
  });

  it("reads both runners' reports: file, line, title and seconds", () => {
    expect(
      vitestTimes(
        {
          testResults: [
            {
              name: "/repo/api/a.test.ts",
              assertionResults: [{ fullName: "a works", duration: 1500, location: { line: 3 } }],
            },
          ],
        },
        "/repo",
      ),
    ).toEqual([{ runner: "vitest", file: "api/a.test.ts", line: 3, title: "a works", seconds: 1.5 }]);
    expect(
      playwrightTimes(
        {
          config: { rootDir: "/repo/tests/e2e" },
          suites: [
            {
              title: "b.spec.ts",
              file: "b.spec.ts",
              suites: [
                {
                  title: "at 375 px",
                  file: "b.spec.ts",
                  specs: [
                    {
                      title: "fits",
                      line: 7,
                      tests: [{ projectName: "chromium", results: [{ duration: 2500 }] }],
                    },
                  ],
                },
              ],
            },
          ],
        },
        "/repo",
      ),
    ).toEqual([
      { runner: "playwright", file: "tests/e2e/b.spec.ts", line: 7, title: "at 375 px › fits", seconds: 2.5 },
    ]);
  });
});
