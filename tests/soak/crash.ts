/**
 * Crash safety: a client sends N submissions (quotes and fuel-card
 * applications, each with its own Idempotency-Key and e-mail), retrying on
 * connection errors and 5xx with the same key, while the real server process
 * is killed with SIGKILL at random moments (also while it starts for the very
 * first time and migrates the new database, and sometimes again while a
 * restart loads) and restarted. Afterwards the database file must hold
 * exactly N records, one per submission, every acknowledged record under its
 * key, and pass `PRAGMA integrity_check`.
 *
 * `lockFaults` adds the other way a database lets a server down: another
 * process (a `sqlite3` shell, a backup) holds the write lock for longer than
 * the server's busy timeout, while the clients keep sending. Requests that
 * waited too long must be refused (503), never acknowledged without being
 * stored, and the server must not keep the lock from others afterwards.
 *
 * Every record's staff alert goes out through the notification outbox to an
 * SMTP server in this process (docs/decisions/0160-notifications.md): after
 * the last restart, each record must have one event and one delivery, every
 * delivery must have reached the SMTP server (`mail`), and a message received twice
 * can only be a repeat under the same Message-ID (a kill between the SMTP
 * server's "accepted" and the sender's mark), counted in `mailRepeats`.
 *
 * `mutant: "fresh-key-per-retry"` makes the client forget its key on retries,
 * as a client without idempotency would: the checks must then find duplicates
 * (a check that cannot fail proves nothing).
 */
import { createClient } from "@libsql/client";
import { simpleParser } from "mailparser";
import { validApplication, validQuote } from "../../mocks/fixture-requests";
import { holdWriteLock } from "../support/api/write-lock";
import { seededRandom } from "../support/seeded-random";
import { startSmtpSink } from "../support/smtp-sink";
import { createSoakServer, staffCookie } from "./server";

export interface CrashOptions {
  submissions: number;
  concurrency: number;
  /** How long the server runs between kills, in ms (random in this range). */
  uptimeMs: [number, number];
  /** Kills of the very first start, at random moments while it loads, migrates and seeds the new database. */
  firstStartKills?: number;
  /** Chance that a restart is itself killed before it answers. */
  startupKillChance: number;
  /** Stop injecting faults after this many kills (the quick variant stays quick). */
  maxFaults?: number;
  /** Give up after this long (the soak is bounded). */
  deadlineMs: number;
  /** Times another process holds the write lock for longer than the server's busy timeout. */
  lockFaults?: number;
  mutant?: "fresh-key-per-retry";
  /**
   * How far the staff alerts are followed after the last restart: each record's event turned into
   * one delivery ("fanned-out"), or also every message accepted by the SMTP server ("delivered",
   * the default: messages leased by a killed server wait out their 60 s lease).
   */
  mail?: "fanned-out" | "delivered";
  /** Seed of the random kill moments and retry delays (the server's timing still varies). */
  seed: number;
  log?: (line: string) => void;
}

export interface CrashResult {
  submissions: number;
  acknowledged: number;
  attempts: number;
  connectionErrors: number;
  serverErrors: number;
  faults: number;
  startupFaults: number;
  lockFaults: number;
  /** Answers 503 while the database was locked (then retried with the same key). */
  busyAnswers: number;
  rows: number;
  distinctKeys: number;
  duplicates: number;
  missing: number;
  lostAcknowledged: number;
  integrity: string;
  totalViaApi: number;
  /** Staff alerts the SMTP server received, distinct by Message-ID, and repeats of one it had. */
  mails: number;
  mailRepeats: number;
  seconds: number;
  problems: string[];
}

type Kind = "quote" | "application";
interface Submission {
  index: number;
  kind: Kind;
  key: string;
  email: string;
  body: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PATHS: Record<Kind, string> = { quote: "/api/quotes", application: "/api/fuel-card-applications" };
/** The soak server's busy timeout, and how long a lock outlasts it. */
const BUSY_TIMEOUT_MS = 300;
const LOCK_MS = BUSY_TIMEOUT_MS * 3;

export async function runCrashSoak(options: CrashOptions): Promise<CrashResult> {
  const log = options.log ?? (() => {});
  const delivered = (options.mail ?? "delivered") === "delivered";
  const random = seededRandom(options.seed);
  const between = ([low, high]: [number, number]) => low + random() * (high - low);
  const started = Date.now();
  const deadline = started + options.deadlineMs;
  const run = Date.now().toString(36);
  const received: string[] = [];
  const smtp = await startSmtpSink({
    onMessage: async (raw) => {
      received.push((await simpleParser(raw)).messageId ?? "");
    },
  });
  const server = await createSoakServer({
    busyTimeoutMs: BUSY_TIMEOUT_MS,
    env: { SMTP_URL: smtp.url, ADMIN_EMAIL: "alerts@example.com" },
  });
  const submissions: Submission[] = Array.from({ length: options.submissions }, (_, index) => {
    const kind: Kind = index % 3 === 2 ? "application" : "quote";
    const email = `crash-${run}-${index}@example.com`;
    const body = kind === "quote" ? { ...validQuote(), email } : { ...validApplication(), email };
    return { index, kind, key: `crash-${run}-${index}`, email, body: JSON.stringify(body) };
  });
  const acknowledged = new Map<string, string>();
  const counters = {
    attempts: 0,
    connectionErrors: 0,
    serverErrors: 0,
    faults: 0,
    startupFaults: 0,
    lockFaults: 0,
    busyAnswers: 0,
  };
  const problems: string[] = [];

  async function deliver(submission: Submission): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      if (Date.now() > deadline)
        throw new Error(`deadline passed with submission ${submission.index} unsent`);
      counters.attempts += 1;
      const key =
        options.mutant === "fresh-key-per-retry" ? `${submission.key}-try-${attempt}` : submission.key;
      let response: Response;
      let text: string;
      try {
        response = await fetch(`${server.baseUrl}${PATHS[submission.kind]}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": key },
          body: submission.body,
          signal: AbortSignal.timeout(10_000),
        });
        text = await response.text();
      } catch {
        counters.connectionErrors += 1;
        await sleep(10 * Math.min(attempt, 5) + random() * 20);
        continue;
      }
      if (response.status === 201) {
        const record = (JSON.parse(text) as Record<string, { id: string }>)[submission.kind];
        if (!record?.id) throw new Error(`201 without a record: ${text}`);
        acknowledged.set(submission.key, record.id);
        return;
      }
      if (response.status >= 500) {
        counters.serverErrors += 1;
        if (response.status === 503) counters.busyAnswers += 1;
        await sleep(20);
        continue;
      }
      throw new Error(
        `submission ${submission.index} refused with ${response.status}: ${text.slice(0, 200)}`,
      );
    }
  }

  for (let kill = 0; kill < (options.firstStartKills ?? 0); kill += 1) {
    await server.start({ waitUntilHealthy: false });
    await sleep(between([100, 700]));
    await server.kill();
    counters.faults += 1;
    counters.startupFaults += 1;
  }
  await server.start();
  /** Holds the write lock from another process; resolves once it is given back. */
  const foreignLock = async () => {
    try {
      await (
        await holdWriteLock(server.databaseFile, LOCK_MS, 2000)
      ).released;
    } catch (error) {
      // The server kept the write lock after a busy error: nobody else can write.
      problems.push(`another process could not take the write lock: ${String(error)}`);
    }
    counters.lockFaults += 1;
    log(`  lock ${counters.lockFaults}: held for ${LOCK_MS} ms by another process`);
  };
  // The first foreign lock is taken before the clients start, so their first requests meet it.
  const firstLock = options.lockFaults ? await holdWriteLock(server.databaseFile, LOCK_MS, 2000) : undefined;
  let finished = false;
  const queue = [...submissions];
  const clients = Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await deliver(next);
    }),
  ).finally(() => {
    finished = true;
  });
  clients.catch(() => {});

  try {
    // First the foreign locks, while the clients send: each held past the busy timeout, then a
    // moment for writes to be acknowledged after it, which the kills below must not lose.
    if (firstLock) {
      await firstLock.released;
      counters.lockFaults += 1;
      await Promise.race([sleep(between(options.uptimeMs)), clients.catch(() => undefined)]);
    }
    while (counters.lockFaults < (options.lockFaults ?? 0)) {
      await foreignLock();
      await Promise.race([sleep(between(options.uptimeMs)), clients.catch(() => undefined)]);
    }
    while (!finished) {
      await Promise.race([sleep(between(options.uptimeMs)), clients.catch(() => undefined)]);
      if (finished) break;
      if (counters.faults >= (options.maxFaults ?? Infinity)) {
        await clients;
        break;
      }
      await server.kill();
      counters.faults += 1;
      if (random() < options.startupKillChance) {
        await server.start({ waitUntilHealthy: false });
        await sleep(between([0, 600]));
        await server.kill();
        counters.faults += 1;
        counters.startupFaults += 1;
      }
      await server.start();
      log(
        `  fault ${counters.faults}: killed and restarted; ${acknowledged.size}/${submissions.length} acknowledged`,
      );
    }
    await clients;

    // One more kill with nothing in flight, then the server must come back with everything.
    await server.kill();
    counters.faults += 1;
    await server.start();
    // The sender finishes what the kills left: every event told and, unless only the fan-out is
    // checked, every message accepted (a message leased by a killed server waits out its lease).
    const outbox = createClient({ url: `file:${server.databaseFile}` });
    const waiting = delivered
      ? "select (select count(*) from notification_events where fanned_out_at is null) + (select count(*) from notification_deliveries where status = 'waiting') as n"
      : "select count(*) as n from notification_events where fanned_out_at is null";
    const pending = async () => Number((await outbox.execute(waiting)).rows[0]?.n);
    while ((await pending()) > 0) {
      if (Date.now() > deadline) {
        problems.push(`the outbox still held ${await pending()} rows at the deadline`);
        break;
      }
      await sleep(50);
    }
    outbox.close();
    const cookie = await staffCookie(server.baseUrl);
    let totalViaApi = 0;
    for (const path of ["/api/quotes?limit=1", "/api/fuel-card-applications?limit=1"]) {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
      totalViaApi += ((await response.json()) as { total: number }).total;
    }
    await server.stop();

    // The file itself, after the server is gone.
    const db = createClient({ url: `file:${server.databaseFile}` });
    const integrity = String((await db.execute("PRAGMA integrity_check")).rows[0]?.[0]);
    const rows: { id: string; key: string | null; email: string }[] = [];
    for (const table of ["quotes", "fuel_card_applications"]) {
      const result = await db.execute(`select id, idempotency_key, email_normalized from ${table}`);
      for (const row of result.rows) {
        rows.push({
          id: String(row[0]),
          key: row[1] === null ? null : String(row[1]),
          email: String(row[2]),
        });
      }
    }
    const events = Number((await db.execute("select count(*) from notification_events")).rows[0]?.[0]);
    const deliveries = await db.execute("select id, event_id, status from notification_deliveries");
    db.close();
    const deliveryIds = deliveries.rows.map((row) => String(row[0]));
    if (events !== rows.length) problems.push(`${events} notification events for ${rows.length} records`);
    if (new Set(deliveries.rows.map((row) => String(row[1]))).size !== deliveryIds.length)
      problems.push("an event was told to one address twice");
    if (deliveryIds.length !== rows.length)
      problems.push(`${deliveryIds.length} staff alerts for ${rows.length} records`);
    const notSent = deliveries.rows.filter((row) => row[2] !== "sent").length;
    if (delivered && notSent) problems.push(`${notSent} staff alerts not sent`);
    const mails = new Set(received);
    const lostMails = deliveryIds.filter(
      (id) => ![...mails].some((messageId) => messageId.startsWith(`<${id}@`)),
    );
    if (delivered && lostMails.length)
      problems.push(`${lostMails.length} staff alerts never reached the SMTP server`);
    if (delivered && mails.size !== deliveryIds.length)
      problems.push(`${mails.size} distinct messages received for ${deliveryIds.length} staff alerts`);

    const byEmail = new Map<string, typeof rows>();
    for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row]);
    const distinctKeys = new Set(rows.map((row) => row.key)).size;
    let duplicates = 0;
    let missing = 0;
    let lostAcknowledged = 0;
    for (const submission of submissions) {
      const stored = byEmail.get(submission.email) ?? [];
      if (stored.length === 0) missing += 1;
      if (stored.length > 1) duplicates += stored.length - 1;
      const id = acknowledged.get(submission.key);
      if (id && !stored.some((row) => row.id === id)) lostAcknowledged += 1;
    }
    if (rows.length !== submissions.length)
      problems.push(`${rows.length} records for ${submissions.length} submissions`);
    if (distinctKeys !== rows.length)
      problems.push(`${distinctKeys} distinct keys for ${rows.length} records`);
    if (duplicates) problems.push(`${duplicates} duplicate records`);
    if (missing) problems.push(`${missing} submissions missing`);
    if (lostAcknowledged) problems.push(`${lostAcknowledged} acknowledged records lost`);
    if (integrity !== "ok") problems.push(`integrity_check: ${integrity}`);
    if (totalViaApi !== rows.length)
      problems.push(`the restarted server counts ${totalViaApi}, the file holds ${rows.length}`);

    return {
      submissions: submissions.length,
      acknowledged: acknowledged.size,
      ...counters,
      rows: rows.length,
      distinctKeys,
      duplicates,
      missing,
      lostAcknowledged,
      integrity,
      totalViaApi,
      mails: mails.size,
      mailRepeats: received.length - mails.size,
      seconds: (Date.now() - started) / 1000,
      problems,
    };
  } finally {
    finished = true;
    await server.kill();
    server.cleanup();
    await smtp.close();
  }
}
