import { expect, test } from "vitest";
import { runCrashSoak } from "../scripts/soak/crash";

/**
 * The quick version of the crash soak (`npm run soak`: 1,000 submissions and
 * dozens of kills): the real server process is SIGKILLed a few times while a
 * client sends submissions with idempotency keys and retries; afterwards every
 * submission is stored exactly once and the database file is intact.
 */
test("submissions survive SIGKILLs of the server: all stored, none twice, database intact", async () => {
  const result = await runCrashSoak({
    submissions: 60,
    concurrency: 6,
    uptimeMs: [20, 150],
    startupKillChance: 0.25,
    firstStartKills: 1,
    maxFaults: 3,
    deadlineMs: 45_000,
  });
  expect(result.problems).toEqual([]);
  expect(result.faults).toBeGreaterThanOrEqual(3);
  expect(result.rows).toBe(60);
  expect(result.distinctKeys).toBe(60);
  expect(result.duplicates).toBe(0);
  expect(result.lostAcknowledged).toBe(0);
  expect(result.integrity).toBe("ok");
}, 60_000);
