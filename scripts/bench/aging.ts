/**
 * Aging, the collections queue and the staff dashboard's money at several sizes (section "aging" of
 * `npm run bench`; docs/decisions/0212-aging-and-collections.md): funded invoices and their ledger
 * generated straight into a libSQL file (cached under .e2e/bench/db like the others), then the real
 * server answers staff under autocannon.
 *
 * The book: FUNDED_PER_DAY invoices funded every day, the newest today, so the history is
 * size / FUNDED_PER_DAY days long (at least 100). Most are paid in full 15 to 75 days after funding; some are paid in
 * part and closed short-paid at 90 days; a few are never paid and charged back (recourse) at 90 days.
 * The invoices open on any day are so about the same few thousand at every size: what grows is the
 * history, which the reads must not follow.
 */
import { createClient, type InValue } from "@libsql/client";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { matchKey } from "../../api/contract/invoice";
import { addDays } from "../../api/contract/money";
import { migrateDatabase, openDatabase } from "../../api/db/client";
import { officeDate } from "../../api/db/money";
import { encodeCursor } from "../../api/lib/pagination";
import { run, type LoadFigures } from "./api";
import { reference, schemaTag, uuid } from "./invoice-search";
import { load1 } from "./machine";
import { ms, type Row } from "./report";
import type { Scale } from "./scale";
import { startServer, staffCookie } from "./server";

const GENERATOR_VERSION = 1;
const FUNDED_PER_DAY = 100;
const INVOICES_PER_CLIENT = 100;
const BROKERS = 500;
/** Days after funding when an unpaid or short invoice is closed (short-paid or recourse). */
const CLOSED_AFTER_DAYS = 90;
const ROWS_PER_STATEMENT = 400;
const INVOICES_PER_TRANSACTION = 20_000;

/** How invoice n ends: a number from 0 to 999 that looks random but is the same every run. */
const draw = (n: number) => Math.imul(n + 1, 2_654_435_761) >>> 22;

type Statement = { table: string; columns: string[]; rows: InValue[][] };

/** Multi-row INSERTs, ROWS_PER_STATEMENT rows each. */
function inserts({ table, columns, rows }: Statement) {
  const statements = [];
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(from, from + ROWS_PER_STATEMENT);
    statements.push({
      sql: `INSERT INTO ${table} (${columns.join(",")}) VALUES ${chunk.map(() => `(${columns.map(() => "?").join(",")})`).join(",")}`,
      args: chunk.flat(),
    });
  }
  return statements;
}

/** The INSERTs of `count` bench clients, `client-0` to `client-<count - 1>`. */
export const benchClientInserts = (count: number) =>
  inserts({
    table: "clients",
    columns: ["id", "username", "first_name", "last_name", "company_name", "password_hash"],
    rows: Array.from({ length: count }, (_, c) => [
      `client-${c}`,
      `driver${c}`,
      "Dana",
      `Driver ${c}`,
      `Carrier ${c} Freight LLC`,
      "bench",
    ]),
  });

const INVOICE_COLUMNS = [
  "id",
  "reference",
  "client_id",
  "broker_name",
  "load_number",
  "amount_cents",
  "extras",
  "total_cents",
  "pickup_date",
  "delivery_date",
  "note",
  "status",
  "status_reason",
  "submitted_at",
  "updated_at",
  "idempotency_key",
  "request_hash",
  "broker_key",
  "load_key",
  "advance_cents",
  "fee_cents",
  "funded_on",
  "paid_on",
  "closed_on",
];
const TRANSACTION_COLUMNS = ["id", "kind", "on_date", "at", "actor", "client_id", "invoice_id"];
const ENTRY_COLUMNS = [
  "id",
  "transaction_id",
  "account",
  "client_id",
  "invoice_id",
  "broker_key",
  "amount_cents",
  "on_date",
];

/** A database with `size` funded invoices and their ledger, as of `today`, generated unless cached. */
async function agingDatabase(cacheDir: string, size: number, log: (line: string) => void) {
  const file = path.join(cacheDir, `aging-${size}-${schemaTag(`aging-${GENERATOR_VERSION}`)}.db`);
  if (existsSync(file)) return file;
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${file}.partial`;
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${partial}${suffix}`, { force: true });
  const started = performance.now();
  const handle = await openDatabase(`file:${partial}`);
  await migrateDatabase(handle);
  handle.client.close();
  const client = createClient({ url: `file:${partial}` });
  await client.execute("PRAGMA journal_mode = WAL");
  await client.execute("PRAGMA synchronous = OFF");
  await client.execute("PRAGMA cache_size = -262144");

  const clients = Math.max(10, Math.ceil(size / INVOICES_PER_CLIENT));
  await client.batch(benchClientInserts(clients), "write");

  const today = officeDate(new Date());
  const at = (day: string) => `${day}T18:00:00.000Z`;
  // At least 100 days of history, so that a small book (the smoke run's) has payments and closings too.
  const perDay = Math.min(FUNDED_PER_DAY, Math.ceil(size / 100));
  for (let from = 0; from < size; from += INVOICES_PER_TRANSACTION) {
    const invoiceRows: InValue[][] = [];
    const transactionRows: InValue[][] = [];
    const entryRows: InValue[][] = [];
    for (let n = from; n < Math.min(size, from + INVOICES_PER_TRANSACTION); n++) {
      const fundedOn = addDays(today, -Math.floor((size - 1 - n) / perDay));
      const id = uuid(Date.parse(at(fundedOn)), n);
      const clientId = `client-${n % clients}`;
      const broker = `Broker ${n % BROKERS} Logistics`;
      const brokerKey = matchKey(broker);
      const total = ((n % 5_000) + 1) * 100 + 50;
      const advance = Math.floor(total * 0.9);
      const fee = Math.round(total * 0.03);
      const fate = draw(n);
      const payDay = addDays(fundedOn, 15 + (fate % 61));
      // 85 % paid in full; 10 % paid half, then closed short at 90 days; 5 % never paid, charged back at 90.
      const paidInFull = fate < 850;
      const paid = paidInFull ? total : fate < 950 ? Math.floor(total / 2) : 0;
      const closedOn = paidInFull ? payDay : addDays(fundedOn, CLOSED_AFTER_DAYS);
      const paidBy = paid > 0 && payDay <= today;
      const closed = closedOn <= today;
      const status = !closed ? "funded" : paidInFull ? "paid" : paid > 0 ? "short-paid" : "recourse";
      invoiceRows.push([
        id,
        reference(n),
        clientId,
        broker,
        `LD-${n}`,
        total,
        "[]",
        total,
        addDays(fundedOn, -3),
        addDays(fundedOn, -1),
        "",
        status,
        "",
        at(addDays(fundedOn, -1)),
        at(closed ? closedOn : fundedOn),
        `bench-${n}`,
        "bench",
        brokerKey,
        matchKey(`LD-${n}`),
        advance,
        fee,
        fundedOn,
        status === "paid" ? closedOn : null,
        closed ? closedOn : null,
      ]);
      const owner = { client: clientId, invoice: id };
      let event = 0;
      const post = (kind: string, day: string, entries: [string, number, string | null][]) => {
        const transaction = uuid(Date.parse(at(day)), size + n * 8 + event++);
        transactionRows.push([transaction, kind, day, at(day), "bench", owner.client, owner.invoice]);
        entries.forEach(([account, cents, brokerOf], index) =>
          entryRows.push([
            `${transaction}-${index}`,
            transaction,
            account,
            account === "cash" || account === "unapplied_cash" ? null : owner.client,
            account === "cash" || account === "unapplied_cash" || account === "reserve_available"
              ? null
              : owner.invoice,
            brokerOf,
            cents,
            day,
          ]),
        );
      };
      post("funding", fundedOn, [
        ["receivable", total, brokerKey],
        ["cash", -advance, null],
        ["reserve_held", advance - total, null],
      ]);
      if (paidBy) {
        post("payment", payDay, [
          ["cash", paid, null],
          ["unapplied_cash", -paid, brokerKey],
        ]);
        post("application", payDay, [
          ["unapplied_cash", paid, brokerKey],
          ["receivable", -paid, brokerKey],
        ]);
      }
      if (status === "paid")
        post("settlement", closedOn, [
          ["reserve_held", total - advance, null],
          ["fee_income", -fee, null],
          ["reserve_available", -(total - advance - fee), null],
        ]);
      else if (closed)
        post(paid > 0 ? "short_pay" : "recourse", closedOn, [
          ["receivable", -(total - paid), brokerKey],
          ["reserve_available", total - paid, null],
        ]);
    }
    await client.batch(
      [
        ...inserts({ table: "invoices", columns: INVOICE_COLUMNS, rows: invoiceRows }),
        ...inserts({ table: "ledger_transactions", columns: TRANSACTION_COLUMNS, rows: transactionRows }),
        ...inserts({ table: "ledger_entries", columns: ENTRY_COLUMNS, rows: entryRows }),
      ],
      "write",
    );
    if (size >= 200_000)
      log(
        `  generated ${Math.min(size, from + INVOICES_PER_TRANSACTION).toLocaleString("en-US")} of ${size.toLocaleString("en-US")} invoices`,
      );
  }
  // A server that ran for years has told staff of every one of these long ago (docs/decisions/0160-notifications.md).
  await client.execute(
    "UPDATE notification_events SET fanned_out_at = created_at WHERE fanned_out_at IS NULL",
  );
  await client.execute("PRAGMA wal_checkpoint(TRUNCATE)");
  await client.execute("ANALYZE");
  client.close();
  for (const suffix of ["-wal", "-shm"]) rmSync(`${partial}${suffix}`, { force: true });
  renameSync(partial, file);
  log(`  generated in ${((performance.now() - started) / 1000).toFixed(1)} s (cached for later runs)`);
  return file;
}

/** What the reads have to go through, counted on the file: the open invoices, against all history. */
async function bookOf(file: string, asOf: string) {
  const client = createClient({ url: `file:${file}` });
  const count = async (sql: string, args: InValue[] = []) =>
    Number((await client.execute({ sql, args })).rows[0]?.n ?? 0);
  try {
    const [invoices, entries, openNow, closedSince, unapplied] = await Promise.all([
      count("SELECT count(*) AS n FROM invoices"),
      count("SELECT count(*) AS n FROM ledger_entries"),
      count("SELECT count(*) AS n FROM invoices WHERE status = 'funded'"),
      count("SELECT count(*) AS n FROM invoices WHERE closed_on > ? AND status <> 'funded'", [asOf]),
      count("SELECT count(*) AS n FROM ledger_entries WHERE account = 'unapplied_cash'"),
    ]);
    // The open invoice about 90 % down the queue: where a deep page starts.
    const deep = await client.execute({
      sql: "SELECT funded_on, id FROM invoices WHERE status = 'funded' ORDER BY funded_on, id LIMIT 1 OFFSET ?",
      args: [Math.floor(openNow * 0.9)],
    });
    const row = deep.rows[0];
    return {
      invoices,
      entries,
      openNow,
      closedSince,
      unapplied,
      deepCursor: row ? encodeCursor({ at: String(row.funded_on), id: String(row.id) }) : undefined,
    };
  } finally {
    client.close();
  }
}

/**
 * The p95 each read is held to; a payment of 50 invoices, a staff action taken once per check that
 * settles each invoice, writes each client's notices and answers the payment whole, within a second.
 */
const TARGETS = { aging: 200, page: 50, summary: 100, payment: 1000 } as const;

/** The invoices one bench payment pays in full: a broker's check for a week of loads. */
const APPLIED_PER_PAYMENT = 50;

/**
 * Posts `count` payments one after another, each applied to APPLIED_PER_PAYMENT open invoices (the
 * oldest funded, each paid what it still owes) through the real route, and times each answer. Every
 * payment also settles its invoices, frees their reserve and writes the clients' notices, as it does
 * for staff.
 */
async function postPayments(baseUrl: string, cookie: string, file: string, count: number) {
  const client = createClient({ url: `file:${file}` });
  let open;
  try {
    open = (
      await client.execute({
        sql: `SELECT i.reference, i.broker_name AS broker, sum(e.amount_cents) AS owed
          FROM invoices i JOIN ledger_entries e ON e.invoice_id = i.id AND e.account = 'receivable'
          WHERE i.status = 'funded' GROUP BY i.id HAVING owed > 0 ORDER BY i.funded_on, i.id LIMIT ?`,
        args: [count * APPLIED_PER_PAYMENT],
      })
    ).rows.map((row) => ({
      invoice: String(row.reference),
      broker: String(row.broker),
      owed: Number(row.owed),
    }));
  } finally {
    client.close();
  }
  if (open.length < count * APPLIED_PER_PAYMENT)
    throw new Error(`only ${open.length} open invoices for ${count} payments of ${APPLIED_PER_PAYMENT}`);
  const times: number[] = [];
  let retried = 0;
  for (let n = 0; n < count; n++) {
    const invoices = open.slice(n * APPLIED_PER_PAYMENT, (n + 1) * APPLIED_PER_PAYMENT);
    const body = {
      broker: invoices[0]?.broker ?? "",
      receivedOn: officeDate(new Date()),
      method: "ach",
      reference: `BENCH-${n + 1}`,
      amountCents: invoices.reduce((sum, each) => sum + each.owed, 0),
      applications: invoices.map(({ invoice, owed }) => ({ invoice, amountCents: owed })),
    };
    const started = performance.now();
    const key = crypto.randomUUID();
    const post = () =>
      fetch(`${baseUrl}/api/admin/payments`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", "idempotency-key": key },
        body: JSON.stringify(body),
      });
    // A connection closed before any answer (a kept-alive one the server let go as it was reused) is
    // retried once under the same key, as the product's own clients retry; the figure counts them.
    const answer = await post().catch((error: unknown) => {
      if ((error as { cause?: { code?: string } }).cause?.code !== "UND_ERR_SOCKET") throw error;
      retried += 1;
      return post();
    });
    const text = await answer.text();
    times.push(performance.now() - started);
    if (answer.status !== 201) throw new Error(`a payment answered ${answer.status}: ${text.slice(0, 200)}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
  return {
    count,
    retried,
    paidInFull: count * APPLIED_PER_PAYMENT,
    p50: at(0.5),
    p95: at(0.95),
    max: sorted.at(-1) ?? NaN,
  };
}

export async function agingFigures(options: {
  port: number;
  distDir: string;
  cacheDir: string;
  scale: Scale["aging"];
  log: (line: string) => void;
}) {
  const { sizes, seconds, warmUpSeconds } = options.scale;
  const rows: Row[] = [];
  const p50s = new Map<string, number[]>();
  for (const size of sizes) {
    const label = size.toLocaleString("en-US");
    options.log(`Aging and collections with ${label} funded invoices ...`);
    const generated = await agingDatabase(options.cacheDir, size, options.log);
    const copyDir = mkdtempSync(path.join(tmpdir(), "tpf-bench-aging-"));
    const databaseFile = path.join(copyDir, "bench.db");
    try {
      copyFileSync(generated, databaseFile);
      const earlier = addDays(officeDate(new Date()), -60);
      const book = await bookOf(databaseFile, earlier);
      const count = (n: number) => n.toLocaleString("en-US");
      const read = `${count(book.openNow)} invoices open now of ${count(book.invoices)} (${count(book.entries)} ledger entries); as of 60 days ago also ${count(book.closedSince)} closed since; ${count(book.unapplied)} unapplied cash entries, read as one total`;
      options.log(`  ${read}`);
      rows.push({
        figure: `Aging: what the reads go through, ${label} invoices`,
        target: "no target",
        measured: read,
        met: null,
        load: load1(),
      });
      const queries: [string, string, number][] = [
        ["aging as of today", "/api/admin/aging", TARGETS.aging],
        ["aging as of 60 days ago", `/api/admin/aging?asOf=${earlier}`, TARGETS.aging],
        ["aging CSV", "/api/admin/aging.csv", TARGETS.aging],
        ["collections, first page", "/api/admin/collections?limit=25", TARGETS.page],
        [
          "collections, page 90 % deep",
          `/api/admin/collections?limit=25${book.deepCursor ? `&cursor=${book.deepCursor}` : ""}`,
          TARGETS.page,
        ],
        ["summary with its money", "/api/admin/summary", TARGETS.summary],
      ];
      const server = await startServer({ port: options.port, distDir: options.distDir, databaseFile });
      try {
        const cookie = await staffCookie(server.baseUrl);
        for (const [name, query] of queries) {
          const url = `${server.baseUrl}${query}`;
          const probe = await fetch(url, { headers: { cookie } });
          if (probe.status !== 200) throw new Error(`${url} answered ${probe.status}`);
          await probe.arrayBuffer();
          if (warmUpSeconds > 0)
            await run({ url, headers: { cookie }, connections: 2, duration: warmUpSeconds });
          options.log(`  warmed ${name}`);
        }
        for (const [name, query, target] of queries) {
          const figure: LoadFigures = await run({
            url: `${server.baseUrl}${query}`,
            headers: { cookie },
            connections: 2,
            duration: seconds,
          });
          options.log(`  ${name}: p50 ${ms(figure.p50)}, p95 ${ms(figure.p95)}`);
          p50s.set(name, [...(p50s.get(name) ?? []), figure.p50]);
          rows.push({
            figure: `Staff ${name}, ${label} invoices`,
            target: `p95 ≤${target} ms`,
            measured: `p95 ${ms(figure.p95)} (p50 ${ms(figure.p50)}, p99 ${ms(figure.p99)}, ${figure.requests} requests)`,
            met: figure.p95 <= target && figure.non2xx === 0 && figure.errors === 0,
            load: load1(),
          });
        }
        // Last, as it changes the book: payments of APPLIED_PER_PAYMENT invoices each, one at a time.
        const posted = await postPayments(server.baseUrl, cookie, databaseFile, options.scale.payments).catch(
          (error: unknown) => {
            throw new Error(`posting payments failed; the server's stderr ends:\n${server.errors}`, {
              cause: error,
            });
          },
        );
        options.log(
          `  payment applied to ${APPLIED_PER_PAYMENT} invoices: p50 ${ms(posted.p50)}, p95 ${ms(posted.p95)}`,
        );
        rows.push({
          figure: `Staff posts a payment applied to ${APPLIED_PER_PAYMENT} invoices, ${label} invoices`,
          target: `p95 ≤${TARGETS.payment} ms`,
          measured: `p95 ${ms(posted.p95)} (p50 ${ms(posted.p50)}, max ${ms(posted.max)}, ${posted.count} payments, ${posted.paidInFull} invoices paid in full${posted.retried ? `; ${posted.retried} retried after a closed connection` : ""})`,
          met: posted.p95 <= TARGETS.payment,
          load: load1(),
        });
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(copyDir, { recursive: true, force: true });
    }
  }
  if (sizes.length > 1) {
    const ratios = [...p50s].map(
      ([name, values]) => [name, (values.at(-1) ?? NaN) / (values[0] ?? NaN)] as const,
    );
    rows.push({
      figure: `Growth of aging and collections cost, ${sizes[0]?.toLocaleString("en-US")} -> ${sizes.at(-1)?.toLocaleString("en-US")} invoices`,
      target: "flat (p50 ratio ≤2)",
      measured: ratios.map(([name, ratio]) => `x${ratio.toFixed(2)} ${name}`).join(", "),
      met: ratios.every(([, ratio]) => ratio <= 2),
      load: load1(),
    });
  }
  const section = [
    "## Aging and collections",
    "",
    "Written by `npm run bench` (section `aging`, `scripts/bench/aging.ts`;",
    "docs/decisions/0212-aging-and-collections.md). Funded invoices and their ledger generated straight into the",
    `database file: ${FUNDED_PER_DAY} funded a day, the newest today; 85 % paid in full 15 to 75 days after funding, 10 % paid`,
    `half and closed short-paid at ${CLOSED_AFTER_DAYS} days, 5 % never paid and charged back at ${CLOSED_AFTER_DAYS} days; ${BROKERS} brokers, ${INVOICES_PER_CLIENT} invoices per`,
    "client. So about the same invoices are open at every size and the history grows: the aging and the queue read",
    "the open ones through their indexes, the summary's unapplied cash is the total the ledger keeps per account,",
    "and its paid this week is read from the week's applications alone.",
    sizes.includes(1_000_000)
      ? "A million invoices was generated for this run (BENCH_AGING_MILLION=1): 6.7 GB and about half an hour here."
      : "A million invoices is generated only with BENCH_AGING_MILLION=1: 6.7 GB and about half an hour here.",
    `The real server answers staff (2 autocannon connections for ${seconds} s each, after ${warmUpSeconds} s of warm-up of every query).`,
    `Then staff post ${options.scale.payments} payments one after another, each applied to the ${APPLIED_PER_PAYMENT} oldest open invoices and paying`,
    "each what it still owes: every payment also settles its invoices, frees their reserve and writes each client's notice.",
    "",
  ];
  return { rows, section };
}
