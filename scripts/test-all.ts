// `npm test`: every check of the project, as a short critical path (docs/testing.md).
//
// First the type check and lint run side by side with the production builds; then the unit tests
// beside the checks of the built files and the bench's smoke run; then the browser suites on the
// built app. Each job writes its own log under .reports/logs/ and has its own exit code; the first
// failure stops the run (the jobs still running are ended) and prints the end of the failed job's
// log. At the end, each job's time and each phase's.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { runSeed } from "../tests/support/seeded-random";

interface Job {
  name: string;
  command: string;
  env?: Record<string, string>;
  /** Starts when this job of the same phase has passed (so that no more than two run at once). */
  after?: string;
}

// Unit tests run after the build rather than beside it: with four jobs on two cores, bounds that
// the unit suite keeps for a busy machine (a lint probe, a screen's findBy) were overrun. So this
// phase keeps exactly two lanes busy, one per core, each running one thing at a time: the first runs
// two thirds of the unit files (Vitest's shards 1 and 2, one worker each), the second the checks of
// the built files, the bench's smoke run on the same build (every figure once, at the smallest
// scale, on a port from the system), then the last third. One Vitest with a worker per core beside
// those two left a core idle once they ended, and oversubscribed it before.
const UNIT_SHARDS = 3;
/** Half the machine per lane (one worker on two cores). */
const LANE_WORKERS = Math.max(1, Math.floor(availableParallelism() / 2));
const unitShard = (shard: number, after?: string): Job => ({
  name: `unit-${shard}`,
  command: `npm run test:unit -- --shard=${shard}/${UNIT_SHARDS} --maxWorkers=${LANE_WORKERS}`,
  env: { VITEST_REPORT: unitReport(shard) },
  after,
});

const phases: { name: string; jobs: Job[] }[] = [
  {
    name: "checks and builds",
    jobs: [
      { name: "typecheck", command: "npm run typecheck" },
      { name: "lint", command: "npm run lint" },
      { name: "build", command: "npm run build:e2e" },
    ],
  },
  {
    name: "unit and built files",
    jobs: [
      unitShard(1),
      unitShard(2, "unit-1"),
      { name: "dist", command: "npm run test:dist" },
      { name: "bench", command: "npm run bench -- --smoke --dist=.e2e/build/dist", after: "dist" },
      unitShard(3, "bench"),
    ],
  },
  {
    name: "browser",
    jobs: [{ name: "e2e", command: "npm run test:e2e", env: { E2E_SKIP_BUILD: "1" } }],
  },
  {
    name: "other engines",
    jobs: [{ name: "engines", command: "npm run test:engines", env: { E2E_SKIP_BUILD: "1" } }],
  },
];

/** Where a unit shard writes its JSON report; the shards are joined into `.reports/vitest.json`. */
function unitReport(shard: number) {
  return path.join(".reports", `vitest-shard-${shard}.json`);
}

/** One report of the whole unit suite, as `npm run test:unit` alone leaves, for `npm run test:time`. */
function joinUnitReports() {
  const shards = Array.from({ length: UNIT_SHARDS }, (_, index) => unitReport(index + 1));
  const reports = shards.map((file) => JSON.parse(readFileSync(file, "utf8")) as { testResults: unknown[] });
  const [first] = reports;
  writeFileSync(
    path.join(".reports", "vitest.json"),
    JSON.stringify({ ...first, testResults: reports.flatMap((report) => report.testResults) }),
  );
  for (const file of shards) rmSync(file);
}

// One seed for the whole run, shared by the unit shards and every other runner: a failure prints it,
// and `TEST_SEED=<seed> npm test` replays the run (README, "Tests that replay").
process.env.TEST_SEED = String(runSeed());
console.info(
  `Seed of this run: ${process.env.TEST_SEED} (TEST_SEED=${process.env.TEST_SEED} npm test replays it)`,
);

const logs = path.join(".reports", "logs");
mkdirSync(logs, { recursive: true });
const running = new Set<ChildProcess>();
const times: { name: string; seconds: number }[] = [];
const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

function stopAll() {
  for (const child of running) {
    // Each job leads its own process group: end the group (npm, its shell, the test runner, browsers).
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

function run(job: Job): Promise<void> {
  const started = Date.now();
  const logFile = path.join(logs, `${job.name}.log`);
  const log = createWriteStream(logFile);
  console.info(`  started  ${job.name}  (log: ${logFile})`);
  return new Promise((resolve, reject) => {
    const child = spawn(job.command, {
      shell: true,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...job.env },
    });
    running.add(child);
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    // Whatever the job left running in its group (a server a failed run did not stop) ends with it,
    // and no longer holds the job's output open.
    child.on("exit", () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        // nothing left
      }
    });
    child.on("close", (code, signal) => {
      running.delete(child);
      log.end(() => {
        const took = seconds(started);
        times.push({ name: job.name, seconds: took });
        if (code === 0) {
          console.info(`  passed   ${job.name}  ${took} s`);
          resolve();
        } else
          reject(Object.assign(new Error(`${job.name} failed (${signal ?? `exit ${code}`})`), { logFile }));
      });
    });
  });
}

const runStarted = Date.now();
let failure: (Error & { logFile?: string }) | undefined;
for (const phase of phases) {
  const started = Date.now();
  console.info(`\n== ${phase.name}`);
  try {
    const jobs = new Map<string, Promise<void>>();
    for (const job of phase.jobs) {
      const before = job.after ? jobs.get(job.after) : undefined;
      // A job that waits starts only if nothing has failed meanwhile.
      const after = () => (failure ? Promise.reject(failure) : run(job));
      jobs.set(job.name, before ? before.then(after) : run(job));
    }
    await Promise.all(
      phase.jobs.map((job) =>
        (jobs.get(job.name) ?? Promise.resolve()).catch((error: Error & { logFile?: string }) => {
          // The first failure stops the others; later ones are only what stopping them caused.
          if (!failure) {
            failure = error;
            stopAll();
          }
          throw error;
        }),
      ),
    );
  } catch {
    // reported below
  }
  times.push({ name: `phase: ${phase.name}`, seconds: seconds(started) });
  if (failure) break;
  if (phase.jobs.some((job) => job.name.startsWith("unit-"))) joinUnitReports();
}

if (failure) {
  const lines = readFileSync(failure.logFile ?? "", "utf8").split("\n");
  console.error(`\n${failure.message}. The last 200 lines of ${failure.logFile}:\n`);
  console.error(lines.slice(-200).join("\n"));
}
// The slowest tests of each runner, and any over the budget without a reason (scripts/test-time.ts).
if (!failure) await run({ name: "time", command: "npm run test:time -- --report" }).catch(() => undefined);
if (!failure) console.info(readFileSync(path.join(logs, "time.log"), "utf8"));
console.info("\nTimes (seconds):");
for (const { name, seconds: took } of times) console.info(`  ${String(took).padStart(7)}  ${name}`);
console.info(`  ${String(seconds(runStarted)).padStart(7)}  all`);
process.exit(failure ? 1 : 0);
