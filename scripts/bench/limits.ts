/**
 * What the shared limits cost (section "limits" of `npm run bench`; docs/decisions/0014-limits.md):
 * one rate-limited route, hono-rate-limiter's middleware in front of a handler that does nothing
 * else, counted in the process's memory (as every limit was before), then in a libSQL file opened
 * as the server opens it: on the limits' own connection (`synchronous = NORMAL`, what the server
 * uses), and for comparison on the connection every other write uses (`synchronous = FULL`). The
 * difference is what one counted request pays for limits that hold across servers.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { MemoryStore, rateLimiter } from "hono-rate-limiter";
import { migrateDatabase, openDatabase } from "../../api/db/client";
import { databaseLimitCounters } from "../../api/db/limit-counters";
import type { Database } from "../../api/db/types";
import type { CounterWindow } from "../../api/lib/rate-limits";
import { describeMachine, load1 } from "./machine";
import { ms, type Row } from "./report";
import type { Scale } from "./scale";

/** Callers the requests are spread over: each counts in its own row. */
const CALLERS = 50;

function limitedApp(store: CounterWindow) {
  return new Hono().get(
    "/limited",
    rateLimiter({
      windowMs: 60_000,
      limit: Number.MAX_SAFE_INTEGER,
      standardHeaders: "draft-6",
      keyGenerator: (c) => c.req.header("x-caller") ?? "",
      store,
    }),
    (c) => c.text("ok"),
  );
}

interface Figures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** `concurrency` requests in flight for `seconds`, each timed. */
async function measure(app: Hono, seconds: number, concurrency: number): Promise<Figures> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  let sent = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      // Each lane sends at least one request, however late it starts on a loaded machine.
      do {
        const caller = `198.18.0.${sent++ % CALLERS}`;
        const started = performance.now();
        const response = await app.request("/limited", { headers: { "x-caller": caller } });
        if (response.status !== 200) throw new Error(`the limited route answered ${response.status}`);
        latencies.push(performance.now() - started);
      } while (performance.now() < until);
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? NaN;
  return { requests: latencies.length, perSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

export async function limitFigures(log: (line: string) => void, { seconds, concurrency }: Scale["limits"]) {
  const folder = mkdtempSync(path.join(tmpdir(), "tpf-bench-limits-"));
  const handle = await openDatabase(`file:${path.join(folder, "bench.db")}`, undefined, {
    limitCountersConnection: true,
  });
  const rows: Row[] = [];
  try {
    await migrateDatabase(handle);
    const countedIn = (db: Database) =>
      databaseLimitCounters(db, { now: () => new Date(), secret: "bench-session-secret-with-32-characters" });
    const runs = [
      ["in the process's memory (before)", new MemoryStore()],
      [
        "in the database file, on the limits' own connection (the server)",
        countedIn(handle.limitCounters?.db ?? handle.db).window("bench", 60_000),
      ],
      [
        "in the database file, on a connection that waits for the disk (for comparison)",
        countedIn(handle.db).window("bench-full", 60_000),
      ],
    ] as const;
    const measured: Figures[] = [];
    for (const [where, store] of runs) {
      const app = limitedApp(store);
      await measure(app, Math.min(1, seconds), concurrency);
      log(`A rate-limited request, counted ${where}, ${concurrency} in flight for ${seconds} s ...`);
      const figures = await measure(app, seconds, concurrency);
      measured.push(figures);
      log(`  ${Math.round(figures.perSecond)} req/s, p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}`);
      rows.push({
        figure: `A rate-limited request, counted ${where}`,
        target: "no target",
        measured: `${Math.round(figures.perSecond).toLocaleString("en-US")} req/s, p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)} (${figures.requests.toLocaleString("en-US")} requests, ${concurrency} in flight)`,
        met: null,
        load: load1(),
      });
    }
    const [memory, database] = measured;
    if (memory && database) {
      rows.push({
        figure: "What counting in the database (the limits' own connection) adds to one request",
        target: "no target (one statement per counted request)",
        measured: `${ms(1000 / database.perSecond - 1000 / memory.perSecond)} of the server's time per request (from the throughputs); with ${concurrency} in flight p50 +${ms(database.p50 - memory.p50)}, p99 +${ms(database.p99 - memory.p99)}`,
        met: null,
        load: load1(),
      });
    }
  } finally {
    handle.limitCounters?.client.close();
    handle.client.close();
    rmSync(folder, { recursive: true, force: true });
  }
  const machine = describeMachine();
  const section = [
    "## Shared limits",
    "",
    "Written by `npm run bench` (section `limits`, `scripts/bench/limits.ts`; docs/decisions/0014-limits.md).",
    "One route behind hono-rate-limiter's middleware and nothing else, its requests spread over 50",
    "callers, counted first in the process's memory (every limit before they were shared), then in a",
    "database file opened as the server opens it: on the limits' own connection, whose commits do not wait",
    "for the disk (`synchronous = NORMAL`), and for comparison on the connection of every other write",
    "(`synchronous = FULL`, which waits for the disk at each commit and so queues counted requests behind",
    "each other). The upsert's commit is the price of limits that hold for every server together; on a",
    "libSQL server it is one round trip instead.",
    "",
    `Machine: ${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}; load average at the end`,
    `(\`uptime\`: 1, 5, 15 minutes) ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}, shared with other jobs, so the figures are pessimistic.`,
    "",
  ];
  return { rows, section };
}
