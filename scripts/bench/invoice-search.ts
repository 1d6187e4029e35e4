/**
 * Staff invoice list and search, and the duplicate check, at several sizes
 * (section "invoice-search" of `npm run bench`): invoices generated straight
 * into a libSQL file (cached under .e2e/bench/db like the quotes), then the
 * real server answers staff's list, Flagged and searches under autocannon,
 * and the duplicate check is timed in process on a copy of the same file
 * (docs/decisions/0110-duplicate-invoices.md).
 */
import { createClient } from "@libsql/client";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { REFERENCE_ALPHABET } from "../../api/contract/reference";
import { matchKey } from "../../api/contract/invoice";
import { migrateDatabase, migrationsFolder, openDatabase } from "../../api/db/client";
import { flagDuplicates, insertInvoice } from "../../api/db/invoices";
import { AFTER_EVERY_CHARACTER, COUNTED_UP_TO, searchWords } from "../../api/db/search-index";
import { run, type LoadFigures } from "./api";
import { load1 } from "./machine";
import { ms, type Row } from "./report";
import type { Scale } from "./scale";
import { startServer, staffCookie } from "./server";

const GENERATOR_VERSION = 2;
/** Invoices per client, brokers in all, and how often a load or a page file is sent twice. */
const INVOICES_PER_CLIENT = 100;
const BROKERS = 2_000;
const SAME_LOAD_EVERY = 500;
const SAME_PAGE_EVERY = 700;
/** Amounts repeat every this many invoices: a searched amount matches size / AMOUNTS invoices. */
const AMOUNTS = 5_000;
const ROWS_PER_STATEMENT = 500;
const ROWS_PER_TRANSACTION = 50_000;
const STATUSES = ["submitted", "in-review", "needs-documents", "funded", "declined"];

/** Changes with the generator named and with every migration, so a cached file always has today's schema. */
export function schemaTag(generator = `invoices-${GENERATOR_VERSION}`): string {
  const hash = createHash("sha256").update(generator);
  for (const name of readdirSync(migrationsFolder)
    .filter((file) => file.endsWith(".sql"))
    .sort())
    hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  return hash.digest("hex").slice(0, 10);
}

/** The n-th invoice's reference, unique for every n. */
export const reference = (n: number) => {
  const symbols = Array.from(
    { length: 8 },
    (_, place) => REFERENCE_ALPHABET[Math.floor(n / 32 ** (7 - place)) % 32],
  ).join("");
  return `INV-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
};
/** A time-ordered id of the shape the app writes, unique for every n. */
export const uuid = (ms: number, n: number) => {
  const time = ms.toString(16).padStart(12, "0");
  const seq = n.toString(16).padStart(15, "0");
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${seq.slice(0, 3)}-8${seq.slice(3, 6)}-${seq.slice(3, 15)}`;
};
const VOWELS = "aeiou";
/** Brokers' and clients' made-up words take their consonants from two sets apart (and no "l", as in "logistics"). */
const BROKER_CONSONANTS = "bdfgkmnp";
const CLIENT_CONSONANTS = "hrstvz";
/**
 * A made-up name word of three syllables ("Dababa"), different for every n below (consonants x 5)^3:
 * 64,000 brokers, 27,000 clients. Six letters alternating from a set of its own, so no such word is
 * found inside another name: a search for one means one broker or one client at every size.
 */
export function madeUpWord(n: number, consonants: string): string {
  const syllables = consonants.length * VOWELS.length;
  const word = [0, 1, 2]
    .map((place) => {
      const syllable = Math.floor(n / syllables ** place) % syllables;
      return `${consonants[syllable % consonants.length]}${VOWELS[Math.floor(syllable / consonants.length)]}`;
    })
    .join("");
  return `${word.slice(0, 1).toUpperCase()}${word.slice(1)}`;
}
/** The load of invoice n: every SAME_LOAD_EVERY-th repeats the one before (the same broker and load). */
const loadOf = (n: number) => (n % SAME_LOAD_EVERY === 0 && n > 0 ? n - 1 : n);
const brokerWordOf = (n: number) => madeUpWord(loadOf(n) % BROKERS, BROKER_CONSONANTS);
const brokerOf = (n: number) => `Broker ${brokerWordOf(n)} Logistics`;
const clientsOf = (size: number) => Math.max(10, Math.ceil(size / INVOICES_PER_CLIENT));
const clientLastName = (c: number) => madeUpWord(c, CLIENT_CONSONANTS);
const loadNumberOf = (n: number) => `LD-${loadOf(n)}`;
const amountOf = (n: number) => ((n % AMOUNTS) + 1) * 100 + 50;
const pageHashOf = (n: number) =>
  createHash("sha256")
    .update(String(n % SAME_PAGE_EVERY === 0 && n > 0 ? n - 1 : n))
    .digest("hex");
const flaggedAt = (n: number) =>
  [n, n + 1].some((m) => m > 0 && (m % SAME_LOAD_EVERY === 0 || m % SAME_PAGE_EVERY === 0));

/** A database with `size` invoices (one every ~30 s back from now), generated unless cached. */
async function invoiceDatabase(cacheDir: string, size: number, log: (line: string) => void) {
  const file = path.join(cacheDir, `invoices-${size}-${schemaTag()}.db`);
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

  const clients = clientsOf(size);
  for (let from = 0; from < clients; from += ROWS_PER_STATEMENT) {
    const count = Math.min(ROWS_PER_STATEMENT, clients - from);
    const args = Array.from({ length: count }, (_, i) => {
      const c = from + i;
      return [`client-${c}`, `driver${c}`, "Dana", clientLastName(c), `Carrier ${c} Freight LLC`, "bench"];
    }).flat();
    await client.execute({
      sql: `INSERT INTO clients (id, username, first_name, last_name, company_name, password_hash) VALUES ${Array(count).fill("(?,?,?,?,?,?)").join(",")}`,
      args,
    });
  }
  const newest = Date.now() - 60_000;
  const invoiceColumns =
    "(id,reference,client_id,broker_name,load_number,amount_cents,extras,total_cents,pickup_date,delivery_date,note,status,status_reason,submitted_at,updated_at,idempotency_key,request_hash,broker_key,load_key,flagged)";
  const pageColumns =
    "(id,invoice_id,document_kind,page_order,content_type,size,sha256,storage_key,upload_id,added_at)";
  let n = 0;
  while (n < size) {
    const transaction = await client.transaction("write");
    const end = Math.min(size, n + ROWS_PER_TRANSACTION);
    while (n < end) {
      const count = Math.min(ROWS_PER_STATEMENT, end - n);
      const invoiceArgs: (string | number)[] = [];
      const pageArgs: (string | number)[] = [];
      for (let i = n; i < n + count; i++) {
        const at = new Date(newest - (size - 1 - i) * 30_000).toISOString();
        const id = uuid(Date.parse(at), i);
        const broker = brokerOf(i);
        const load = loadNumberOf(i);
        invoiceArgs.push(
          id,
          reference(i),
          `client-${i % clients}`,
          broker,
          load,
          amountOf(i),
          "[]",
          amountOf(i),
          "2026-01-01",
          "2026-01-02",
          "",
          STATUSES[i % STATUSES.length] ?? "submitted",
          "",
          at,
          at,
          `bench-${i}`,
          "bench",
          matchKey(broker),
          matchKey(load),
          flaggedAt(i) ? 1 : 0,
        );
        pageArgs.push(
          `page-${i}`,
          id,
          "bol-pod",
          1,
          "image/jpeg",
          200_000,
          pageHashOf(i),
          `invoices/${id}/page-${i}`,
          `upload-${i}`,
          at,
        );
      }
      await transaction.execute({
        sql: `INSERT INTO invoices ${invoiceColumns} VALUES ${Array(count)
          .fill(`(${Array(20).fill("?").join(",")})`)
          .join(",")}`,
        args: invoiceArgs,
      });
      await transaction.execute({
        sql: `INSERT INTO invoice_pages ${pageColumns} VALUES ${Array(count)
          .fill(`(${Array(10).fill("?").join(",")})`)
          .join(",")}`,
        args: pageArgs,
      });
      n += count;
    }
    await transaction.commit();
    if (size >= 200_000)
      log(`  generated ${n.toLocaleString("en-US")} of ${size.toLocaleString("en-US")} invoices`);
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * Per create: the whole store of an invoice (its row, page, the upload's removal and the duplicate
 * check, in one transaction) and the duplicate check alone, half of them matching a stored load.
 */
async function duplicateCheckCost(file: string, size: number, count: number) {
  const handle = await openDatabase(`file:${file}`);
  const creates: number[] = [];
  const checks: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const n = size + i;
      const same = i % 2 === 0 ? Math.floor((i / count) * size) : n;
      const id = uuid(Date.now(), n);
      const invoice = {
        id,
        reference: reference(n),
        clientId: "client-0",
        brokerName: brokerOf(same),
        loadNumber: loadNumberOf(same),
        amountCents: 100,
        extras: [],
        totalCents: 100,
        pickupDate: "2026-01-01",
        deliveryDate: "2026-01-02",
        note: "",
        status: "submitted" as const,
        statusReason: "",
        submittedAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
        idempotencyKey: `check-${n}`,
        requestHash: "bench",
      };
      const page = {
        id: `page-${n}`,
        invoiceId: id,
        documentKind: "bol-pod" as const,
        pageOrder: 1,
        contentType: "image/jpeg" as const,
        size: 1,
        sha256: pageHashOf(n),
        storageKey: `invoices/${id}/page-${n}`,
        uploadId: `upload-${n}`,
        addedAt: invoice.submittedAt,
      };
      let started = performance.now();
      const outcome = await insertInvoice(handle.db, invoice, [page]);
      creates.push(performance.now() - started);
      if (!outcome.ok) throw new Error(`bench invoice not stored: ${outcome.clash}`);
      started = performance.now();
      await flagDuplicates(handle.db, {
        id,
        brokerKey: matchKey(invoice.brokerName),
        loadKey: matchKey(invoice.loadNumber),
      }).run();
      checks.push(performance.now() - started);
    }
  } finally {
    handle.client.close();
  }
  creates.sort((a, b) => a - b);
  checks.sort((a, b) => a - b);
  return {
    create: { p50: percentile(creates, 50), p95: percentile(creates, 95) },
    check: { p50: percentile(checks, 50), p95: percentile(checks, 95) },
  };
}

/**
 * The searches measured, each meaning the same at every size: one load, one broker, one client. The
 * sample is an invoice about a third of the way back, whose load is its own (not a repeat of the one
 * before); its client is always client 1, its broker differs.
 */
function searchesOf(size: number) {
  const sample = Math.floor(size * 0.37) + 1;
  const client = sample % clientsOf(size);
  return {
    sample,
    load: `ld ${sample}`,
    /** The number of `LD-370001`, as "48213" of `RC-LD-48213`. */
    loadPiece: String(loadOf(sample)),
    brokerStart: `broker ${brokerWordOf(sample)} log`,
    /** The middle word of `Broker Dababa Logistics`. */
    brokerWord: brokerWordOf(sample).toLowerCase(),
    client: `Carrier ${client} Freight`,
    /** The client's last name. */
    clientWord: clientLastName(client),
    amount: `$${(amountOf(sample) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
  };
}

/** The SQL of a range of a suffix table (read as `alias`), as api/db/search-index.ts reads it. */
const between = (from: string, to: string, alias = "") => {
  const suffix = alias ? `${alias}.suffix` : "suffix";
  return `${suffix} >= '${from}' AND ${suffix} < '${to}'`;
};
/** The suffixes that start with a word. */
const range = (word: string, alias = "") => between(word, `${word}${AFTER_EVERY_CHARACTER}`, alias);

/**
 * How SQLite reads the list's statements (written out here as the app's queries build them): each
 * search reading through its own index, a status beside a search as `+status` so that it never drives.
 */
async function queryPlans(file: string, size: number) {
  const client = createClient({ url: `file:${file}` });
  const page = "ORDER BY submitted_at DESC, id DESC LIMIT 26";
  const searched = searchesOf(size);
  // The rarest word reads its range; each other word is one seek of the owner's own suffixes.
  const ownersOf = (table: string, owner: string, rare: string[], other: string) =>
    `SELECT DISTINCT found.owner AS owner FROM (${rare.map((rareRange) => `SELECT s0.${owner} AS owner FROM ${table} s0 WHERE ${rareRange}`).join(" UNION ALL ")}) found WHERE EXISTS (SELECT 1 FROM ${table} s1 WHERE s1.${owner} = found.owner AND ${range(other, "s1")})`;
  const brokerWords = ownersOf(
    "broker_key_suffixes",
    "broker_key",
    [range(searched.brokerWord, "s0")],
    "broker",
  );
  const clientWords = ownersOf(
    "client_name_suffixes",
    "client_id",
    [range(searched.clientWord.toLowerCase(), "s0")],
    "carrier",
  );
  // A number is found whole as two ranges: "1" then below "0", "1" then above "9".
  const clientNumber = ownersOf(
    "client_name_suffixes",
    "client_id",
    [between("1", "10", "s0"), between("1:", `1${AFTER_EVERY_CHARACTER}`, "s0")],
    "carrier",
  );
  const statements = [
    ["list, first page", `SELECT * FROM invoices ${page}`],
    ["Flagged", `SELECT * FROM invoices WHERE flagged = 1 ${page}`],
    [
      "load piece, status",
      `SELECT * FROM invoices WHERE load_key IN (SELECT load_key FROM load_key_suffixes WHERE ${range(searched.loadPiece)}) AND +status = 'funded' ${page}`,
    ],
    ["amount, status", `SELECT * FROM invoices WHERE amount_cents = 100 AND +status = 'funded' ${page}`],
    ["total, status", `SELECT * FROM invoices WHERE total_cents = 100 AND +status = 'funded' ${page}`],
    ["brokers of the words", `SELECT owner FROM (${brokerWords}) LIMIT 21`],
    ["each broker", `SELECT * FROM invoices WHERE broker_key = 'acme' AND +status = 'funded' ${page}`],
    [
      "many brokers",
      `SELECT * FROM invoices WHERE broker_key IN (SELECT broker_key AS owner FROM broker_key_suffixes WHERE ${range("logistics")}) AND +status = 'funded' ${page}`,
    ],
    [
      "clients of the words",
      `SELECT owner FROM (SELECT id AS owner FROM clients WHERE lower(username) = 'x' UNION ${clientWords}) LIMIT 21`,
    ],
    ["clients of a number", `SELECT owner FROM (${clientNumber}) LIMIT 21`],
    ["each client", `SELECT * FROM invoices WHERE client_id = 'client-1' AND +status = 'funded' ${page}`],
    [
      "book's brokers",
      `SELECT owner FROM (SELECT broker_id AS owner FROM broker_words WHERE broker_words MATCH 'logistics*') LIMIT 21`,
    ],
    ["each linked one", `SELECT * FROM invoices WHERE broker_id = 'b' AND +status = 'funded' ${page}`],
    [
      "duplicate check",
      "SELECT other.id FROM invoices other WHERE other.load_key = 'ld1' AND other.broker_key = 'b' AND other.id <> 'x' UNION SELECT theirs.invoice_id FROM invoice_pages mine JOIN invoice_pages theirs ON theirs.sha256 = mine.sha256 AND theirs.invoice_id <> mine.invoice_id WHERE mine.invoice_id = 'x'",
    ],
  ] as const;
  try {
    const lines: string[] = [];
    for (const [name, statement] of statements) {
      const result = await client.execute(`EXPLAIN QUERY PLAN ${statement}`);
      lines.push(`${name.padEnd(22)} ${result.rows.map((row) => String(row.detail)).join("; ")}`);
    }
    return lines;
  } finally {
    client.close();
  }
}

/**
 * Rows the bench's searches read beyond a page, counted (so no CPU load changes them): the suffix
 * index rows each search reads (docs/decisions/0150-staff-search-cost.md), the brokers, clients and
 * loads it finds, and the invoices each exact total counts.
 */
async function rowsRead(file: string, size: number): Promise<string> {
  const client = createClient({ url: `file:${file}` });
  const searched = searchesOf(size);
  const counted = async (from: string) =>
    Number((await client.execute(`SELECT count(*) AS n FROM ${from}`)).rows[0]?.n ?? 0);
  const count = (n: number) => n.toLocaleString("en-US");
  /**
   * A name search: each word's matches counted (at most COUNTED_UP_TO rows a word), the rarest word's
   * range read, one seek per owner it found for each other word; the owners found (every word) and
   * the invoices an exact total counts.
   */
  const byWords = async (q: string, table: "broker_key_suffixes" | "client_name_suffixes") => {
    const owner = table === "broker_key_suffixes" ? "broker_key" : "client_id";
    const words = searchWords(q, { lowerEveryLetter: table === "broker_key_suffixes" });
    const ranges = words.map((word) => ({
      word: word.text,
      // A number is read whole: its two ranges (then below "0", then above "9") hold only matches.
      matches: word.wholeNumber
        ? `SELECT ${owner} FROM ${table} WHERE (${between(word.text, `${word.text}0`)}) OR (${between(`${word.text}:`, `${word.text}${AFTER_EVERY_CHARACTER}`)})`
        : `SELECT ${owner} FROM ${table} WHERE ${range(word.text)}`,
    }));
    const sized = await Promise.all(
      ranges.map(async (entry) => ({ ...entry, found: await counted(`(${entry.matches})`) })),
    );
    const rarest = [...sized].sort((a, b) => a.found - b.found)[0];
    const driven = rarest ? await counted(`(SELECT DISTINCT ${owner} FROM (${rarest.matches}))`) : 0;
    const read =
      sized.reduce((sum, entry) => sum + Math.min(entry.found, COUNTED_UP_TO), 0) +
      (rarest?.found ?? 0) +
      driven * (sized.length - 1);
    const owners = ranges.map((entry) => entry.matches).join(" INTERSECT ");
    return `${count(await counted(`(${owners})`))} found, ${count(read)} index rows read ("${rarest?.word ?? ""}" drives), ${count(await counted(`invoices WHERE ${owner} IN (${owners})`))} invoices counted`;
  };
  try {
    const piece = matchKey(searched.loadPiece);
    const loads = `SELECT load_key FROM load_key_suffixes WHERE ${range(piece)}`;
    const parts = [
      `broker word "${searched.brokerWord}": ${await byWords(searched.brokerWord, "broker_key_suffixes")}`,
      `broker start "${searched.brokerStart}": ${await byWords(searched.brokerStart, "broker_key_suffixes")}`,
      `client word "${searched.clientWord}": ${await byWords(searched.clientWord, "client_name_suffixes")} (of ${count(await counted("clients"))} clients)`,
      `client "${searched.client}": ${await byWords(searched.client, "client_name_suffixes")}`,
      `load piece "${searched.loadPiece}": ${count(await counted(`(${loads})`))} index rows, ${count(await counted(`invoices WHERE load_key IN (${loads})`))} invoices`,
      `Flagged total: ${count(await counted("invoices WHERE flagged = 1"))} counted`,
      `amount total: ${count(await counted(`invoices WHERE amount_cents = ${amountOf(searched.sample)} OR total_cents = ${amountOf(searched.sample)}`))} counted`,
    ];
    return parts.join("; ");
  } finally {
    client.close();
  }
}

export async function invoiceSearchFigures(options: {
  port: number;
  distDir: string;
  cacheDir: string;
  scale: Scale["invoiceSearch"];
  log: (line: string) => void;
}) {
  const { sizes, seconds, warmUpSeconds, duplicateChecks } = options.scale;
  const rows: Row[] = [];
  const queries = (size: number) => {
    const searched = searchesOf(size);
    const search = (q: string) => `?limit=25&q=${encodeURIComponent(q)}`;
    return [
      ["list, first page", "?limit=25"],
      ["Flagged, first page", "?flagged=1&limit=25"],
      ["search by load number", search(searched.load)],
      ["search by a partial load number", search(searched.loadPiece)],
      ["search by broker", search(searched.brokerStart)],
      ["search by a word inside a broker name", search(searched.brokerWord)],
      ["search by client", search(searched.client)],
      ["search by a word of a client name", search(searched.clientWord)],
      [
        "search by amount with a status",
        `${search(searched.amount)}&status=${STATUSES[searched.sample % STATUSES.length]}`,
      ],
    ] as const;
  };
  const p50s = new Map<string, number[]>();
  let plans: string[] = [];
  for (const size of sizes) {
    const label = size.toLocaleString("en-US");
    options.log(`Staff invoice list and search with ${label} invoices ...`);
    const generated = await invoiceDatabase(options.cacheDir, size, options.log);
    const copyDir = mkdtempSync(path.join(tmpdir(), "tpf-bench-invoices-"));
    const databaseFile = path.join(copyDir, "bench.db");
    try {
      copyFileSync(generated, databaseFile);
      if (size === sizes.at(-1)) plans = await queryPlans(databaseFile, size);
      const read = await rowsRead(databaseFile, size);
      options.log(`  rows read beyond a page: ${read}`);
      rows.push({
        figure: `Staff invoices rows read beyond a page, ${label} invoices`,
        target: "no target",
        measured: read,
        met: null,
        load: load1(),
      });
      const server = await startServer({ port: options.port, distDir: options.distDir, databaseFile });
      try {
        const cookie = await staffCookie(server.baseUrl);
        // Every query once before any is measured: a fresh server's first seconds (JIT, the
        // database file's pages) would otherwise fall on whichever query is measured first.
        for (const [, query] of queries(size)) {
          const url = `${server.baseUrl}/api/admin/invoices${query}`;
          const probe = await fetch(url, { headers: { cookie } });
          const body = (await probe.json()) as { invoices?: unknown[] };
          if (probe.status !== 200 || !body.invoices?.length)
            throw new Error(`${url} answered ${probe.status} with no invoices`);
          if (warmUpSeconds > 0)
            await run({ url, headers: { cookie }, connections: 2, duration: warmUpSeconds });
        }
        for (const [name, query] of queries(size)) {
          const url = `${server.baseUrl}/api/admin/invoices${query}`;
          const figure: LoadFigures = await run({
            url,
            headers: { cookie },
            connections: 2,
            duration: seconds,
          });
          options.log(`  ${name}: p50 ${ms(figure.p50)}, p95 ${ms(figure.p95)}`);
          p50s.set(name, [...(p50s.get(name) ?? []), figure.p50]);
          rows.push({
            figure: `Staff invoices ${name}, ${label} invoices`,
            target: "p95 ≤20 ms",
            measured: `p95 ${ms(figure.p95)} (p50 ${ms(figure.p50)}, p99 ${ms(figure.p99)}, ${figure.requests} requests)`,
            met: figure.p95 <= 20 && figure.non2xx === 0 && figure.errors === 0,
            load: load1(),
          });
        }
      } finally {
        await server.stop();
      }
      const cost = await duplicateCheckCost(databaseFile, size, duplicateChecks);
      options.log(
        `  duplicate check: p50 ${ms(cost.check.p50)}, p95 ${ms(cost.check.p95)}; whole store p95 ${ms(cost.create.p95)}`,
      );
      rows.push({
        figure: `Duplicate check per create, ${label} invoices`,
        target: "p95 ≤5 ms",
        measured: `check p95 ${ms(cost.check.p95)} (p50 ${ms(cost.check.p50)}); whole store with it p95 ${ms(cost.create.p95)} (p50 ${ms(cost.create.p50)}), ${duplicateChecks} creates, half of them a stored load`,
        met: cost.check.p95 <= 5,
        load: load1(),
      });
    } finally {
      rmSync(copyDir, { recursive: true, force: true });
    }
  }
  if (sizes.length > 1) {
    const ratios = [...p50s].map(
      ([name, values]) => [name, (values.at(-1) ?? NaN) / (values[0] ?? NaN)] as const,
    );
    rows.push({
      figure: `Growth of staff invoice query cost, ${sizes[0]?.toLocaleString("en-US")} -> ${sizes.at(-1)?.toLocaleString("en-US")} invoices`,
      target: "flat (p50 ratio ≤2)",
      measured: ratios.map(([name, ratio]) => `x${ratio.toFixed(2)} ${name}`).join(", "),
      met: ratios.every(([, ratio]) => ratio <= 2),
      load: load1(),
    });
  }
  const section = [
    "## Staff invoice search",
    "",
    "Written by `npm run bench` (section `invoice-search`, `scripts/bench/invoice-search.ts`;",
    "docs/decisions/0110-duplicate-invoices.md). Invoices generated straight into the database file, one",
    `every 30 s, ${INVOICES_PER_CLIENT} per client, ${BROKERS.toLocaleString("en-US")} brokers, one page each; every ${SAME_LOAD_EVERY}th repeats the load before it and`,
    `every ${SAME_PAGE_EVERY}th its page file (so about 0.5 % are flagged); an amount recurs every ${AMOUNTS.toLocaleString("en-US")} invoices. The real`,
    `server answers staff (2 autocannon connections for ${seconds} s each, after ${warmUpSeconds} s of warm-up of every query, on the same machine);`,
    `the duplicate check is timed in process on a copy of the file: ${duplicateChecks} invoices stored one after another,`,
    "half with a stored load, then the check's statement alone for each. Every search also looks its words up in",
    "the suffix indexes of broker and client names, its text in that of load numbers, and its words in the broker",
    "book's word index (empty here: no invoice is linked to a broker of the book); clients grow with invoices",
    `(one per ${INVOICES_PER_CLIENT}: ${(Math.max(...sizes) / INVOICES_PER_CLIENT).toLocaleString("en-US")} at the largest size), each named "Carrier N Freight LLC" with a made-up last name`,
    'of its own ("Sarara"), and each broker "Broker Dababa Logistics" with a made-up word of its own (apart from the',
    "clients' letters), so that a searched word means one broker or one client at every size, and a load's number",
    '("370001" of "LD-370001") one load.',
    "",
    "Timings here move with the machine's load (its column); the rows read beyond a page, counted on the same",
    "file, do not. A first page of the list, of Flagged, of a broker, a client or a load found by any word reads the",
    "same rows at any size, and the list's total without a filter comes from the trigger-kept counts; what grows is",
    "the matches an exact total counts (docs/decisions/0150-staff-search-cost.md).",
    "",
    `Query plans (EXPLAIN QUERY PLAN, ${sizes.at(-1)?.toLocaleString("en-US")} invoices): the words of a search are ranges of the suffix indexes (their primary keys); a load's piece sorts its few invoices; each broker, each client, each broker of the book, an amount and the lists read newest first from their own index; many brokers are read together and sorted; the book's brokers are found in its full-text index.`,
    "",
    "```",
    ...plans,
    "```",
    "",
  ];
  return { rows, section };
}
