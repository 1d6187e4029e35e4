/**
 * `npm run soak`: the long reliability runs, with figures.
 *
 *   npm run soak                  fuzzing, crash safety and load, one after the other (about 3 minutes)
 *   npm run soak -- fuzz          only the fuzzing (SOAK_FUZZ_RUNS, default 20,000 payloads)
 *   npm run soak -- crash         only the crash test (SOAK_CRASH_SUBMISSIONS, default 1,000)
 *   npm run soak -- load          only the load test (SOAK_LOAD_SECONDS, default 60; SOAK_LOAD_CONNECTIONS, 8)
 *   npm run soak -- hostile       one client sends the costliest invoice inputs while another works
 *                                 (SOAK_HOSTILE_SECONDS, default 60)
 *   npm run soak -- crash-mutant  the crash test with a client that drops its key on retries:
 *                                 it must report duplicates (shows the crash checks can fail)
 *
 * Random choices (payloads, kill moments) come from one seed, printed first; TEST_SEED=<seed>
 * replays them.
 *
 * Servers run on 127.0.0.1 only, on free ports, over throwaway databases; every
 * loop is bounded in count and time. Exits 1 when any check fails.
 */
import { runCrashSoak, type CrashResult } from "./crash";
import { runFuzzSoak, type FuzzResult } from "./fuzz";
import { HOSTILE_SETTINGS, mb, runHostileSoak } from "./hostile";
import { runLoadSoak, type LoadResult } from "./load";
import { runSeed } from "../support/seeded-random";

const wanted = process.argv.slice(2);
const all = wanted.length === 0;
const number = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const log = (line: string) => console.info(line);
const fmt = (value: number) => value.toLocaleString("en-US");

const seed = runSeed();
log(`Seed ${seed} (TEST_SEED=${seed} npm run soak replays the same random choices)`);

let failed = false;
const summary: string[] = [];

function report(name: string, problems: string[]) {
  if (problems.length === 0) return;
  failed = true;
  console.error(`\n${name}: ${problems.length} problem(s)`);
  for (const problem of problems.slice(0, 30)) console.error(`  - ${problem}`);
}

if (all || wanted.includes("fuzz")) {
  const runs = Math.max(10_000, number("SOAK_FUZZ_RUNS", 20_000));
  log(`\n== Fuzzing: ${fmt(runs)} generated payloads to every write endpoint (in process, libSQL file)`);
  const result: FuzzResult = await runFuzzSoak({ runs, seed });
  for (const [endpoint, entry] of Object.entries(result.byEndpoint)) {
    log(
      `  ${endpoint.padEnd(46)} ${fmt(entry.tried).padStart(6)} tried ${fmt(entry.accepted).padStart(6)} accepted ${fmt(entry.refused).padStart(6)} refused ${entry.serverErrors} 5xx`,
    );
  }
  log(
    `  seed ${result.seed}, ${result.seconds.toFixed(1)} s; ${fmt(result.stored)} submissions stored = accepted valid ones`,
  );
  summary.push(
    `fuzzing: ${fmt(result.tried)} payloads tried, ${fmt(result.accepted)} accepted, ${fmt(result.refused)} refused, ${result.serverErrors} 5xx; database = model: ${result.problems.length === 0 ? "yes" : "NO"}`,
  );
  report("fuzzing", result.problems);
}

async function crash(mutant: boolean): Promise<CrashResult> {
  const submissions = number("SOAK_CRASH_SUBMISSIONS", 1_000);
  log(
    `\n== Crash safety${mutant ? " (mutant client: new key on every retry)" : ""}: ${fmt(submissions)} submissions while the server is SIGKILLed at random`,
  );
  return runCrashSoak({
    submissions,
    concurrency: 8,
    firstStartKills: 3,
    uptimeMs: [10, 150],
    startupKillChance: 0.2,
    lockFaults: 5,
    deadlineMs: 240_000,
    seed,
    ...(mutant ? { mutant: "fresh-key-per-retry" as const } : {}),
    log: (line) => {
      if (/fault \d*0:/.test(line)) log(line);
    },
  });
}

if (all || wanted.includes("crash")) {
  const result = await crash(false);
  log(
    `  ${fmt(result.attempts)} requests (${fmt(result.connectionErrors)} connection errors, ${result.serverErrors} 5xx) in ${result.seconds.toFixed(1)} s`,
  );
  log(
    `  faults injected: ${result.faults} SIGKILLs (${result.startupFaults} during start-up), ${result.lockFaults} write locks held by another process (${result.busyAnswers} requests answered 503 meanwhile)`,
  );
  log(
    `  records ${fmt(result.rows)}, distinct keys ${fmt(result.distinctKeys)}, duplicates ${result.duplicates}, missing ${result.missing}, acknowledged but lost ${result.lostAcknowledged}, integrity_check ${result.integrity}`,
  );
  log(
    `  staff alerts received ${fmt(result.mails)} (one per record), repeats under the same Message-ID ${result.mailRepeats}`,
  );
  summary.push(
    `crash safety: ${fmt(result.submissions)} submissions, ${result.faults} SIGKILLs, ${result.lockFaults} foreign write locks, ${fmt(result.rows)} records, ${result.duplicates} duplicates, losses ${result.missing + result.lostAcknowledged}, integrity ${result.integrity}, ${fmt(result.mails)} staff alerts (${result.mailRepeats} repeated)`,
  );
  report("crash safety", result.problems);
}

if (wanted.includes("crash-mutant")) {
  const result = await crash(true);
  log(
    `  mutant: ${result.faults} SIGKILLs, ${fmt(result.rows)} records for ${fmt(result.submissions)} submissions, ${result.duplicates} duplicates`,
  );
  if (result.problems.length === 0) {
    failed = true;
    console.error("  the mutant client went unnoticed: the crash checks cannot see duplicates");
  } else {
    log(`  detected, as it must be: ${result.problems.join("; ")}`);
  }
  summary.push(`crash mutant: ${result.duplicates} duplicates detected`);
}

if (all || wanted.includes("load")) {
  const seconds = Math.max(60, number("SOAK_LOAD_SECONDS", 60));
  const connections = number("SOAK_LOAD_CONNECTIONS", 8);
  log(`\n== Load: mixed traffic for ${seconds} s`);
  const result: LoadResult = await runLoadSoak({ seconds, connections, log });
  for (const [name, count] of Object.entries(result.mix))
    log(`  ${name.padEnd(58)} ${fmt(count).padStart(7)}`);
  log(
    `  ${fmt(result.requests)} requests in ${result.seconds.toFixed(1)} s: ${fmt(result.throughput)} req/s, latency p50 ${result.latencyMs.p50} ms, p90 ${result.latencyMs.p90} ms, p99 ${result.latencyMs.p99} ms, max ${result.latencyMs.max} ms`,
  );
  log(
    `  errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}; ${fmt(result.submissionsAcknowledged)} submissions acknowledged, ${result.submissionsMissing} missing`,
  );
  log(
    `  server RSS: start ${result.rssMb.start} MB, after warm-up ${result.rssMb.afterWarmup} MB, end ${result.rssMb.end} MB, max ${result.rssMb.max} MB; trend in the second half ${result.rssSlopeMbPerMin} MB/min`,
  );
  log(`  RSS every 5 s (MB): ${result.rssTimeline.join(" ")}`);
  log(
    `  sign-in flood from one address: ${JSON.stringify(result.signIns.flood)}; ${result.signIns.honest} staff sign-ins from another meanwhile, p50 ${result.signIns.honestMs.p50} ms, max ${result.signIns.honestMs.max} ms`,
  );
  summary.push(
    `load: ${fmt(result.requests)} requests in ${Math.round(result.seconds)} s (${fmt(result.throughput)} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms), errors ${result.errors + result.timeouts + result.non2xx}, RSS ${result.rssMb.start} -> ${result.rssMb.end} MB (max ${result.rssMb.max})`,
  );
  report("load", result.problems);
}

if (all || wanted.includes("hostile")) {
  const seconds = number("SOAK_HOSTILE_SECONDS", 60);
  log(
    `\n== Hostile client: the costliest invoice inputs from one client for ${seconds} s while another works`,
  );
  const result = await runHostileSoak({ seconds, seed, log, ...HOSTILE_SETTINGS });
  for (const [name, entry] of Object.entries(result.attacks)) {
    const statuses = Object.entries(entry.statuses)
      .map(([status, count]) => `${status}: ${fmt(count)}`)
      .join(", ");
    log(`  ${name.padEnd(16)} ${fmt(entry.sent).padStart(6)} sent; ${statuses}`);
  }
  log(
    `  the other client: /api/health p50 ${result.health.p50} ms, p99 ${result.health.p99} ms, max ${result.health.max} ms (${fmt(result.health.count)}); invoice list p50 ${result.invoiceList.p50} ms, p99 ${result.invoiceList.p99} ms, max ${result.invoiceList.max} ms; ${result.honestInvoices.created} of ${result.honestInvoices.sent} invoices created`,
  );
  log(
    `  server RSS ${result.rssMb.start} -> ${result.rssMb.end} MB (max ${result.rssMb.max}); attacker's disk: ${mb(result.attackerDisk.openBytes)} open (quota ${mb(result.quotaBytes.open)}), ${mb(result.attackerDisk.storedBytes)} stored (quota ${mb(result.quotaBytes.stored)})`,
  );
  summary.push(
    `hostile client: ${fmt(Object.values(result.attacks).reduce((sum, entry) => sum + entry.sent, 0))} attacks in ${Math.round(result.seconds)} s, other client's health p99 ${result.health.p99} ms (max ${result.health.max}), RSS max ${result.rssMb.max} MB, problems ${result.problems.length}`,
  );
  report("hostile client", result.problems);
}

log(`\n== Summary`);
for (const line of summary) log(`  ${line}`);
log(failed ? `\nSOAK FAILED (seed ${seed}: TEST_SEED=${seed} to replay)` : "\nSOAK PASSED");
process.exit(failed ? 1 : 0);
