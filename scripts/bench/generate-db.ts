/**
 * Generates databases with many stored requests for the staff list and
 * search figures, straight into a libSQL file: the app's migrations, then
 * multi-row INSERTs in large transactions (about 15 s per million rows here).
 * Files are cached under .e2e/bench/db and reused by later runs; the server
 * applies any newer migration to a copy at start, as it would in production.
 */
import { REFERENCE_ALPHABET } from "../../api/contract/reference";
import type { Cursor } from "../../api/lib/pagination";
import { createClient } from "@libsql/client";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { migrateDatabase, migrationsFolder, openDatabase } from "../../api/db/client";

/** Rows per e-mail address: a search finds a handful of requests at every size. */
const ROWS_PER_EMAIL = 3;
/** The address the bench searches for (it exists at every size). */
export const SEARCH_EMAIL = "Driver.00042@Example.com";

const GENERATOR_VERSION = 2;
const COLUMNS = [
  "id",
  "reference",
  "company_name",
  "contact_name",
  "email",
  "email_normalized",
  "phone",
  "mc_number",
  "dot_number",
  "comments",
  "agree_to_terms",
  "status",
  "submitted_at",
  "updated_at",
  "idempotency_key",
  "request_hash",
  "monthly_revenue",
  "business_type",
  "years_in_business",
  "number_of_trucks",
  "services_interested",
] as const;
const ROWS_PER_STATEMENT = 1000;
const ROWS_PER_TRANSACTION = 50_000;
const STATUSES = ["new", "contacted", "approved", "declined"];
const REVENUE = ["under-10k", "10k-25k", "25k-50k", "50k-100k", "100k-250k", "over-250k"];
const BUSINESS = ["owner-operator", "small-fleet", "mid-size-fleet", "large-fleet"];
const YEARS = ["less-than-1", "1-2", "3-5", "6-10", "over-10"];
const SERVICES = ["factoring", "line-of-credit", "asset-based-lending", "fuel-card", "multiple"];
const HASH = "5f".repeat(32);

/** Changes with the generator and with every migration, so a cached file always has today's schema. */
function schemaTag(): string {
  const hash = createHash("sha256").update(String(GENERATOR_VERSION));
  for (const name of readdirSync(migrationsFolder)
    .filter((file) => file.endsWith(".sql"))
    .sort()) {
    hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  return hash.digest("hex").slice(0, 10);
}

const databaseFileFor = (cacheDir: string, rows: number) =>
  path.join(cacheDir, `quotes-${rows}-${schemaTag()}.db`);

/** A UUID (version 7 layout: time first), so rows arrive in key order like real ones do over time. */
/** A unique reference per row (the real ones are random; uniqueness is what the index needs here). */
function benchReference(n: number): string {
  const symbols = Array.from(
    { length: 8 },
    (_, place) => REFERENCE_ALPHABET[Math.floor(n / 32 ** (7 - place)) % 32],
  ).join("");
  return `Q-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}

function timeOrderedUuid(ms: number, sequence: number): string {
  const time = ms.toString(16).padStart(12, "0");
  const seq = sequence.toString(16).padStart(15, "0");
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${seq.slice(0, 3)}-8${seq.slice(3, 6)}-${seq.slice(3, 15)}`;
}

function emailFor(index: number): string {
  return `driver.${String(Math.floor(index / ROWS_PER_EMAIL)).padStart(5, "0")}@example.com`;
}

/**
 * Returns the path of a database with `rows` quote requests (one every
 * ~30 seconds back from now), generating it when it is not cached.
 */
export async function generatedDatabase(
  cacheDir: string,
  rows: number,
  log: (line: string) => void,
): Promise<{ file: string; generatedMs: number | null }> {
  const file = databaseFileFor(cacheDir, rows);
  if (existsSync(file)) return { file, generatedMs: null };
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${file}.partial`;
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${partial}${suffix}`, { force: true });

  const started = performance.now();
  const handle = await openDatabase(`file:${partial}`);
  await migrateDatabase(handle);
  handle.client.close();

  const client = createClient({ url: `file:${partial}` });
  await client.execute("PRAGMA journal_mode = WAL");
  // Generation only: the file is renamed into place once complete, so a crash just leaves a partial to delete.
  await client.execute("PRAGMA synchronous = OFF");
  await client.execute("PRAGMA cache_size = -262144");

  const placeholders = `(${COLUMNS.map(() => "?").join(",")})`;
  const fullStatement = `INSERT INTO quotes (${COLUMNS.join(",")}) VALUES ${Array(ROWS_PER_STATEMENT).fill(placeholders).join(",")}`;
  const newest = Date.now() - 60_000;
  const stepMs = 30_000;
  let index = 0;
  while (index < rows) {
    const transaction = await client.transaction("write");
    const end = Math.min(rows, index + ROWS_PER_TRANSACTION);
    while (index < end) {
      const count = Math.min(ROWS_PER_STATEMENT, end - index);
      const args: (string | number | null)[] = [];
      for (let i = 0; i < count; i += 1) {
        const n = index + i;
        // Oldest first, so the newest rows are the last inserted.
        const ms = newest - (rows - 1 - n) * stepMs;
        const at = new Date(ms).toISOString();
        const email = emailFor(n);
        args.push(
          timeOrderedUuid(ms, n),
          benchReference(n),
          `Carrier ${n} Freight LLC`,
          `Driver ${n}`,
          email,
          email,
          `(602) 555-${String(n % 10000).padStart(4, "0")}`,
          `MC-${100000 + (n % 900000)}`,
          String(1000000 + (n % 9000000)),
          n % 3 === 0 ? "Mostly dry van loads out of Phoenix, looking for weekly funding." : "",
          1,
          STATUSES[n % STATUSES.length] ?? "new",
          at,
          at,
          null,
          HASH,
          REVENUE[n % REVENUE.length] ?? "",
          BUSINESS[n % BUSINESS.length] ?? "",
          YEARS[n % YEARS.length] ?? "",
          (n % 40) + 1,
          SERVICES[n % SERVICES.length] ?? "",
        );
      }
      const sql =
        count === ROWS_PER_STATEMENT
          ? fullStatement
          : `INSERT INTO quotes (${COLUMNS.join(",")}) VALUES ${Array(count).fill(placeholders).join(",")}`;
      await transaction.execute({ sql, args });
      index += count;
    }
    await transaction.commit();
    if (rows >= 200_000)
      log(`  generated ${index.toLocaleString("en-US")} of ${rows.toLocaleString("en-US")} rows`);
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
  return { file, generatedMs: performance.now() - started };
}

/** The (submittedAt, id) of the row at `offset` in newest-first order: where a deep page starts. */
export async function cursorAt(file: string, offset: number): Promise<Cursor> {
  const client = createClient({ url: `file:${file}` });
  try {
    const result = await client.execute({
      sql: "SELECT submitted_at, id FROM quotes ORDER BY submitted_at DESC, id DESC LIMIT 1 OFFSET ?",
      args: [offset],
    });
    const row = result.rows[0];
    if (!row) throw new Error(`no row at offset ${offset}`);
    return { at: String(row.submitted_at), id: String(row.id) };
  } finally {
    client.close();
  }
}
