/**
 * A client's statement for one year at several sizes of the ledger (section "statement" of
 * `npm run bench`; docs/decisions/0213-client-statement.md): ledger entries generated straight into
 * a libSQL file, then the real server answers staff's statement of one client for the year to
 * today, as JSON (what the portal's screen reads) and as a PDF, under autocannon.
 */
import { createClient } from "@libsql/client";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { officeDate } from "../../api/contract/money";
import { migrateDatabase, openDatabase } from "../../api/db/client";
import { benchClientInserts } from "./aging";
import { run, type LoadFigures } from "./api";
import { load1 } from "./machine";
import { ms, type Row } from "./report";
import type { Scale } from "./scale";
import { startServer, staffCookie } from "./server";

/**
 * The ledger entries of each client: the clients grow with the ledger, each client's history does
 * not, so the statement read is the same size at every size of the book (about 330 movements a year,
 * a carrier with six loads a week) and any growth of its cost is the ledger's, which it must not follow.
 */
const ENTRIES_PER_CLIENT = 2_000;
const clientsOf = (size: number) => Math.max(1, Math.round(size / ENTRIES_PER_CLIENT));
/** Entries spread evenly over this many days back from today: the statement reads the last 365. */
const SPREAD_DAYS = 3 * 365;
const ROWS_PER_STATEMENT = 500;
const DAY_MS = 86_400_000;

/**
 * A database with `size` ledger entries: `size / 2` transactions of two entries each, every fourth a
 * release paid out of a client's available reserve, the others an invoice's settlement into it.
 */
async function ledgerDatabase(file: string, size: number) {
  const CLIENTS = clientsOf(size);
  const handle = await openDatabase(`file:${file}`);
  await migrateDatabase(handle);
  handle.client.close();
  const client = createClient({ url: `file:${file}` });
  try {
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA synchronous = OFF");
    await client.batch(benchClientInserts(CLIENTS), "write");
    const transactions = Math.floor(size / 2);
    const now = Date.now();
    const transaction = await client.transaction("write");
    for (let from = 0; from < transactions; from += ROWS_PER_STATEMENT) {
      const count = Math.min(ROWS_PER_STATEMENT, transactions - from);
      const heads: (string | number | null)[] = [];
      const entries: (string | number)[] = [];
      for (let t = from; t < from + count; t++) {
        const id = `bench-${String(t).padStart(9, "0")}`;
        const clientId = `client-${t % CLIENTS}`;
        const onDate = officeDate(
          new Date(now - Math.floor(((transactions - t) / transactions) * SPREAD_DAYS) * DAY_MS),
        );
        const release = t % 4 === 3;
        const cents = release ? 1_000 + (t % 2_000) : -(2_000 + (t % 5_000));
        heads.push(
          id,
          release ? "release" : "settlement",
          onDate,
          `${onDate}T18:00:00.000Z`,
          "bench",
          release ? "ACH 1042" : "",
          release ? "ach" : null,
          release ? "1042" : null,
          clientId,
        );
        entries.push(
          `${id}-0`,
          id,
          "reserve_available",
          clientId,
          cents,
          onDate,
          `${id}-1`,
          id,
          release ? "cash" : "reserve_held",
          clientId,
          -cents,
          onDate,
        );
      }
      await transaction.execute({
        sql: `INSERT INTO ledger_transactions (id, kind, on_date, at, actor, memo, method, payment_reference, client_id) VALUES ${Array(count).fill("(?,?,?,?,?,?,?,?,?)").join(",")}`,
        args: heads,
      });
      await transaction.execute({
        sql: `INSERT INTO ledger_entries (id, transaction_id, account, client_id, amount_cents, on_date) VALUES ${Array(
          count * 2,
        )
          .fill("(?,?,?,?,?,?)")
          .join(",")}`,
        args: entries,
      });
    }
    await transaction.commit();
    // A server that ran for years has told the clients of these settlements and releases long ago
    // (docs/decisions/0160-notifications.md): no backlog for the server to work through while it is timed.
    await client.execute(
      "UPDATE notification_events SET fanned_out_at = created_at WHERE fanned_out_at IS NULL",
    );
    await client.execute("PRAGMA wal_checkpoint(TRUNCATE)");
    await client.execute("ANALYZE");
    const plan = await client.execute(
      "EXPLAIN QUERY PLAN SELECT sum(amount_cents) FROM ledger_entries WHERE account = 'reserve_available' AND client_id = 'client-0' AND on_date >= '2026-01-01' AND on_date <= '2026-12-31'",
    );
    return plan.rows.map((row) => String(row.detail)).join("; ");
  } finally {
    client.close();
  }
}

export async function statementFigures(options: {
  port: number;
  distDir: string;
  scale: Scale["statement"];
  log: (line: string) => void;
}) {
  const { sizes, seconds, warmUpSeconds } = options.scale;
  const rows: Row[] = [];
  const p50s = new Map<string, number[]>();
  let plan = "";
  for (const size of sizes) {
    const label = size.toLocaleString("en-US");
    options.log(`A one-year statement with ${label} ledger entries ...`);
    const folder = mkdtempSync(path.join(tmpdir(), "tpf-bench-statement-"));
    const databaseFile = path.join(folder, "bench.db");
    try {
      const started = performance.now();
      plan = await ledgerDatabase(databaseFile, size);
      options.log(`  generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const server = await startServer({ port: options.port, distDir: options.distDir, databaseFile });
      try {
        const cookie = await staffCookie(server.baseUrl);
        const today = officeDate(new Date());
        const yearAgo = officeDate(new Date(Date.now() - 365 * DAY_MS));
        const url = (format: string) =>
          `${server.baseUrl}/api/admin/clients/client-0/statement?from=${yearAgo}&to=${today}&format=${format}`;
        const probe = await fetch(url("json"), { headers: { cookie } });
        const { statement } = (await probe.json()) as { statement?: { lines: unknown[] } };
        if (probe.status !== 200 || !statement?.lines.length)
          throw new Error(`${url("json")} answered ${probe.status} with no movements`);
        const lines = statement.lines.length;
        for (const [format, target] of [
          ["json", 50],
          ["pdf", 500],
        ] as const) {
          if (warmUpSeconds > 0)
            await run({ url: url(format), headers: { cookie }, connections: 2, duration: warmUpSeconds });
          const figure: LoadFigures = await run({
            url: url(format),
            headers: { cookie },
            connections: 2,
            duration: seconds,
          });
          options.log(`  ${format}: ${lines} movements, p50 ${ms(figure.p50)}, p95 ${ms(figure.p95)}`);
          p50s.set(format, [...(p50s.get(format) ?? []), figure.p50]);
          rows.push({
            figure: `One-year statement as ${format.toUpperCase()}, ${label} ledger entries (${lines} movements)`,
            target: `p95 ≤${target} ms`,
            measured: `p95 ${ms(figure.p95)} (p50 ${ms(figure.p50)}, p99 ${ms(figure.p99)}, ${figure.requests} requests)`,
            met: figure.p95 <= target && figure.non2xx === 0 && figure.errors === 0,
            load: load1(),
          });
        }
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
  if (sizes.length > 1) {
    const ratios = [...p50s].map(
      ([format, values]) => [format, (values.at(-1) ?? NaN) / (values[0] ?? NaN)] as const,
    );
    rows.push({
      figure: `Growth of a one-year statement's cost, ${sizes[0]?.toLocaleString("en-US")} -> ${sizes.at(-1)?.toLocaleString("en-US")} ledger entries`,
      target: "flat (p50 ratio ≤2)",
      measured: ratios.map(([format, ratio]) => `x${ratio.toFixed(2)} ${format.toUpperCase()}`).join(", "),
      met: ratios.every(([, ratio]) => ratio <= 2),
      load: load1(),
    });
  }
  const section = [
    "## Client statement",
    "",
    "Written by `npm run bench` (section `statement`, `scripts/bench/statement.ts`;",
    "docs/decisions/0213-client-statement.md). Ledger entries generated straight into the database file:",
    `${ENTRIES_PER_CLIENT.toLocaleString("en-US")} entries per client, so the clients grow with the ledger and each client's history does not.`,
    "Half the entries are the clients' available reserves (round robin, spread evenly over the last",
    `${SPREAD_DAYS} days; every fourth a release, the others an invoice paid in full), half their balancing`,
    "entries. The real server answers staff's statement of one client for the year to today, as JSON and as a",
    `PDF (2 autocannon connections for ${seconds} s each, after ${warmUpSeconds} s of warm-up, on the same machine).`,
    "",
    `Query plan of the period's movements (EXPLAIN QUERY PLAN, ${sizes.at(-1)?.toLocaleString("en-US")} entries): ${plan}`,
    "",
  ];
  return { rows, section };
}
