import { expect, test } from "vitest";
import { runCrashSoak } from "../tests/soak/crash";
import { runSeed } from "../tests/support/seeded-random";

/**
 * The quick version of the crash soak (`npm run soak`: 1,000 submissions and
 * dozens of kills): the real server process is SIGKILLed a few times while a
 * client sends submissions with idempotency keys and retries, and another
 * process twice holds the write lock for longer than the server waits;
 * afterwards every submission is stored exactly once, every acknowledged one
 * among them, each has one staff alert in the notification outbox, and the
 * database file is intact.
 */
// slow: 200 submissions through a real server that is SIGKILLed and restarted several times.
test("submissions survive SIGKILLs and foreign write locks: all stored, none twice, database intact", async () => {
  const result = await runCrashSoak({
    submissions: 200,
    concurrency: 6,
    uptimeMs: [20, 150],
    startupKillChance: 0.25,
    firstStartKills: 1,
    maxFaults: 3,
    lockFaults: 2,
    // A bound, not a wait: the soak ends as soon as the outbox is empty (about 20 s alone). Servers
    // restart many times, and on a shared 2-core machine under load (seen: load average 17) each
    // start takes seconds, so the bound is wide.
    deadlineMs: 90_000,
    // Each record told to staff once; the sending itself, with its 60 s leases after a kill, is `npm run soak`'s.
    mail: "fanned-out",
    seed: runSeed(),
  });
  expect(result.problems).toEqual([]);
  expect(result.faults).toBeGreaterThanOrEqual(3);
  expect(result.lockFaults).toBe(2);
  expect(result.busyAnswers).toBeGreaterThan(0);
  expect(result.rows).toBe(200);
  expect(result.distinctKeys).toBe(200);
  expect(result.duplicates).toBe(0);
  expect(result.lostAcknowledged).toBe(0);
  expect(result.integrity).toBe("ok");
}, 120_000);
