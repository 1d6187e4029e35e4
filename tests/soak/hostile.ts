/**
 * One hostile client against the real server process while an honest client
 * works beside it (docs/decisions/0045-page-check-budgets.md, SECURITY.md,
 * "Invoices as a tenant boundary"). The attacker sends, from several
 * connections at once, the costliest inputs we know: pages that are cheap to
 * send and expensive to check (a 12000 x 12000 HEIC, a 10000 x 10000 PNG, a
 * 25 MB PDF of half a million objects), tus requests that aim at the honest
 * client's upload through the query string, dot segments and encodings,
 * deletions of missing uploads, concatenation requests, mangled tus headers,
 * and full 25 MB uploads until its quota stops it. Meanwhile the honest
 * client asks for `/api/health` and its invoice list in turn, one request at a
 * time, and sends a real invoice every few seconds.
 *
 * Used by `npm run soak` (correctness: no 5xx, the honest client's work and
 * upload untouched, the attacker's disk within its quotas) and `npm run bench`
 * (the honest client's latencies and the server's memory, against targets).
 * Every loop is bounded in count and time; traffic goes to 127.0.0.1 only.
 */
import fc from "fast-check";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { invoiceLimits } from "../../api/contract/invoice";
import { defaultLimits } from "../../api/lib/rate-limits";
import { defaultUploadLimits } from "../../api/lib/uploads";
import { createClientAccount } from "../../api/db/accounts";
import { migrateDatabase, openDatabase } from "../../api/db/client";
import { objectBombPdf, pixelBombHeic, pixelBombPng } from "../fixtures/hostile-pages";
import { CLIENT, testHasher } from "../support/api/harness";
import { runSeed } from "../support/seeded-random";
import { jpegPage, sha256, validInvoice } from "../support/api/invoices";
import { createSoakServer, type SoakServer } from "./server";

const ATTACKER = {
  username: "mallory",
  password: "attacker-password-123",
  firstName: "Mal",
  lastName: "Lory",
  companyName: "Hostile Freight LLC",
};

export interface Latency {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface HostileResult {
  seed: number;
  seconds: number;
  /** Per attack: how many were sent and what they were answered. */
  attacks: Record<string, { sent: number; statuses: Record<string, number> }>;
  health: Latency;
  invoiceList: Latency;
  honestInvoices: { sent: number; created: number };
  rssMb: { start: number; max: number; end: number };
  /** Bytes under the attacker's name on disk at the end: unfinished uploads and stored pages. */
  attackerDisk: { openBytes: number; storedBytes: number };
  /** What the quotas allow one client at the most (the documented figure). */
  quotaBytes: { open: number; stored: number };
  problems: string[];
}

const TUS = { "Tus-Resumable": "1.0.0" };
const MB = 1024 * 1024;

function latency(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0) };
}

function folderBytes(folder: string): number {
  let total = 0;
  let entries: string[];
  try {
    entries = readdirSync(folder);
  } catch {
    return 0;
  }
  for (const name of entries) {
    const file = path.join(folder, name);
    const info = statSync(file, { throwIfNoEntry: false });
    if (!info) continue;
    total += info.isDirectory() ? folderBytes(file) : info.size;
  }
  return total;
}

async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${username} answered ${response.status}`);
  return response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
}

export interface HostileOptions {
  seconds: number;
  /** Attacker connections working at once. */
  lanes?: number;
  seed?: number;
  /** Settings the server runs with (its environment). */
  env?: Record<string, string>;
  /** The per-client quotas those settings give (bytes), which the attacker's disk must stay within. */
  quotas: { open: number; stored: number };
  log?: (line: string) => void;
}

export async function runHostileSoak(options: HostileOptions): Promise<HostileResult> {
  const seed = options.seed ?? runSeed();
  const log = options.log ?? (() => undefined);
  const lanes = options.lanes ?? 4;
  const problems: string[] = [];

  log(`  preparing the hostile pages (made once, kept under .e2e/hostile) ...`);
  const heic = pixelBombHeic();
  if (!heic)
    log("  heif-enc is missing (apt-get install libheif-examples): the HEIC bomb is left out of this run");
  const bombs: Record<string, Uint8Array> = {
    "pdf-objects": objectBombPdf(),
    "png-pixels": await pixelBombPng(),
    ...(heic ? { "heic-pixels": heic } : {}),
  };
  const fullUpload = new Uint8Array(invoiceLimits.maxFileBytes);
  const smallPage = await jpegPage(320, 240, 99);

  const server: SoakServer = await createSoakServer({ env: options.env });
  try {
    const handle = await openDatabase(`file:${server.databaseFile}`);
    await migrateDatabase(handle);
    const { password, ...honestAccount } = CLIENT;
    await createClientAccount(handle.db, testHasher, honestAccount, password);
    const { password: attackerPassword, ...attackerAccount } = ATTACKER;
    await createClientAccount(handle.db, testHasher, attackerAccount, attackerPassword);
    handle.client.close();
    await server.start();
    const base = server.baseUrl;
    const honest = await signIn(base, CLIENT.username, password);
    const attacker = await signIn(base, ATTACKER.username, attackerPassword);
    const quotas = options.quotas;

    const send = (pathname: string, init: RequestInit & { cookie: string }) => {
      const { cookie, headers, ...rest } = init;
      return fetch(`${base}${pathname}`, {
        ...rest,
        headers: { cookie, ...(headers as Record<string, string>) },
        signal: AbortSignal.timeout(120_000),
      });
    };

    /** One page by tus in one PATCH: the id, or the refusal's status. */
    const upload = async (cookie: string, bytes: Uint8Array): Promise<string | number> => {
      const created = await send("/api/uploads", {
        method: "POST",
        cookie,
        headers: { ...TUS, "Upload-Length": String(bytes.byteLength) },
      });
      await created.arrayBuffer();
      if (created.status !== 201) return created.status;
      const id = created.headers.get("location")?.split("/").at(-1) ?? "";
      const patched = await send(`/api/uploads/${id}`, {
        method: "PATCH",
        cookie,
        headers: { ...TUS, "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
        body: bytes as Uint8Array<ArrayBuffer>,
      });
      await patched.arrayBuffer();
      return patched.status === 204 ? id : patched.status;
    };

    // The honest client's open upload, half sent: the attacker aims at it throughout.
    const victimBytes = await jpegPage(800, 600, 7);
    const victimCreated = await send("/api/uploads", {
      method: "POST",
      cookie: honest,
      headers: { ...TUS, "Upload-Length": String(victimBytes.byteLength) },
    });
    const victim = victimCreated.headers.get("location")?.split("/").at(-1) ?? "";
    const half = Math.floor(victimBytes.byteLength / 2);
    await send(`/api/uploads/${victim}`, {
      method: "PATCH",
      cookie: honest,
      headers: { ...TUS, "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
      body: victimBytes.subarray(0, half) as Uint8Array<ArrayBuffer>,
    });

    const attacks: HostileResult["attacks"] = {};
    const count = (attack: string, status: number | string) => {
      const entry = (attacks[attack] ??= { sent: 0, statuses: {} });
      entry.sent += 1;
      entry.statuses[String(status)] = (entry.statuses[String(status)] ?? 0) + 1;
      if (typeof status === "number" && status >= 500) problems.push(`${attack} answered ${status}`);
    };

    const own = async () => upload(attacker, new Uint8Array([1, 2, 3]));
    const traversals = (ownId: string) => [
      `/api/uploads/${ownId}?x=/${victim}`,
      `/api/uploads/${ownId}/../${victim}`,
      `/api/uploads/${ownId}%2F..%2F${victim}`,
      `/api/uploads/${ownId}%252F${victim}`,
      `/api/uploads/${ownId};/${victim}`,
      `/api/uploads/${ownId}#/${victim}`,
      `/api/uploads/${victim}`,
    ];

    const attackKinds: Record<string, () => Promise<void>> = {};
    for (const [name, bytes] of Object.entries(bombs)) {
      attackKinds[name] = async () => {
        const id = await upload(attacker, bytes);
        if (typeof id === "number") return count(name, `upload ${id}`);
        const second = await upload(attacker, smallPage);
        if (typeof second === "number") return count(name, `upload ${second}`);
        const created = await send("/api/invoices", {
          method: "POST",
          cookie: attacker,
          headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
          body: JSON.stringify(
            validInvoice([
              { uploadId: id, documentKind: "rate-confirmation", order: 1, sha256: sha256(bytes) },
              { uploadId: second, documentKind: "bol-pod", order: 1, sha256: sha256(smallPage) },
            ]),
          ),
        });
        await created.arrayBuffer();
        count(name, created.status);
      };
    }
    attackKinds["tus-traversal"] = async () => {
      const ownId = await own();
      if (typeof ownId === "number") return count("tus-traversal", `upload ${ownId}`);
      for (const target of traversals(ownId)) {
        for (const method of ["HEAD", "PATCH", "DELETE"]) {
          const answer = await send(target, {
            method,
            cookie: attacker,
            headers: {
              ...TUS,
              ...(method === "PATCH"
                ? { "Upload-Offset": String(half), "Content-Type": "application/offset+octet-stream" }
                : {}),
            },
            ...(method === "PATCH" ? { body: new Uint8Array(16) } : {}),
          });
          await answer.arrayBuffer();
          count("tus-traversal", answer.status);
        }
      }
    };
    attackKinds["delete-missing"] = async () => {
      const ownId = await own();
      if (typeof ownId === "number") return count("delete-missing", `upload ${ownId}`);
      const answer = await send(`/api/uploads/${ownId}?x=/missing`, {
        method: "DELETE",
        cookie: attacker,
        headers: TUS,
      });
      await answer.arrayBuffer();
      count("delete-missing", answer.status);
    };
    attackKinds["upload-concat"] = async () => {
      const answer = await send("/api/uploads", {
        method: "POST",
        cookie: attacker,
        headers: { ...TUS, "Upload-Concat": `final;/api/uploads/${victim}`, "Upload-Length": "10" },
      });
      await answer.arrayBuffer();
      count("upload-concat", answer.status);
    };
    attackKinds["disk-fill"] = async () => {
      const id = await upload(attacker, fullUpload);
      count("disk-fill", typeof id === "number" ? id : 201);
    };
    const mangled = fc.sample(
      fc.record({
        method: fc.constantFrom("POST", "PATCH", "HEAD", "DELETE", "OPTIONS", "PUT"),
        resumable: fc.constantFrom("1.0.0", "0.2.2", "", "1.0.0, 1.0.0"),
        length: fc.oneof(
          fc.constant("-1"),
          fc.constant("99999999999999999"),
          fc.nat().map(String),
          fc.string(),
        ),
        offset: fc.oneof(fc.constant("-5"), fc.constant("1e3"), fc.nat().map(String), fc.string()),
        defer: fc.boolean(),
        contentType: fc.constantFrom("application/offset+octet-stream", "text/plain", ""),
      }),
      { numRuns: 500, seed },
    );
    let mangledAt = 0;
    attackKinds["mangled-tus"] = async () => {
      const request = mangled[mangledAt++ % mangled.length]!;
      const ownId = await own();
      if (typeof ownId === "number") return count("mangled-tus", `upload ${ownId}`);
      const headers: Record<string, string> = { "Tus-Resumable": request.resumable };
      if (request.method === "POST") headers["Upload-Length"] = request.length;
      if (request.defer) headers["Upload-Defer-Length"] = "1";
      if (request.method === "PATCH") {
        headers["Upload-Offset"] = request.offset;
        headers["Content-Type"] = request.contentType;
      }
      const answer = await send(request.method === "POST" ? "/api/uploads" : `/api/uploads/${ownId}`, {
        method: request.method,
        cookie: attacker,
        headers,
        ...(request.method === "PATCH" ? { body: new Uint8Array(64) } : {}),
      }).catch((error: unknown) => ({
        status: `error ${String(error)}`,
        arrayBuffer: async () => undefined,
      }));
      await answer.arrayBuffer();
      count("mangled-tus", answer.status);
    };

    const names = Object.keys(attackKinds);
    const picks = fc.sample(fc.integer({ min: 0, max: names.length - 1 }), { numRuns: 100_000, seed });
    const deadline = Date.now() + options.seconds * 1000;
    let pick = 0;

    const rss = { start: (server.rssKb() ?? 0) / 1024, max: 0, end: 0 };
    const sampler = setInterval(() => {
      rss.max = Math.max(rss.max, (server.rssKb() ?? 0) / 1024);
    }, 50);

    const healthMs: number[] = [];
    const listMs: number[] = [];
    const honestInvoices = { sent: 0, created: 0 };
    const timed = async (pathname: string, into: number[]) => {
      const started = performance.now();
      const answer = await send(pathname, { cookie: honest });
      await answer.arrayBuffer();
      into.push(performance.now() - started);
      if (answer.status !== 200) problems.push(`honest ${pathname} answered ${answer.status}`);
    };
    /** One request at a time, as a phone's screen asks: the latency a person would wait. */
    const honestReads = async () => {
      while (Date.now() < deadline) {
        await timed("/api/health", healthMs);
        await timed("/api/invoices", listMs);
      }
    };
    const honestInvoice = async (sequence: number) => {
      const pages = [];
      for (const documentKind of ["rate-confirmation", "bol-pod"] as const) {
        const bytes = await jpegPage(640, 480, sequence * 2 + pages.length);
        const id = await upload(honest, bytes);
        if (typeof id === "number") {
          problems.push(`the honest client's upload answered ${id}`);
          return;
        }
        pages.push({ uploadId: id, documentKind, order: 1, sha256: sha256(bytes) });
      }
      honestInvoices.sent += 1;
      const created = await send("/api/invoices", {
        method: "POST",
        cookie: honest,
        headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
        body: JSON.stringify(validInvoice(pages)),
      });
      await created.arrayBuffer();
      if (created.status === 201) honestInvoices.created += 1;
      else problems.push(`the honest client's invoice answered ${created.status}`);
    };
    /** A real invoice every few seconds (well within the client's own limits). */
    const honestInvoices_ = async () => {
      for (let sequence = 1; Date.now() < deadline; sequence++) {
        const next = Date.now() + 3000;
        await honestInvoice(sequence);
        while (Date.now() < Math.min(next, deadline))
          await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const attackerLane = async () => {
      while (Date.now() < deadline) {
        const name = names[picks[pick++ % picks.length]!]!;
        await attackKinds[name]!().catch((error: unknown) => {
          count(name, "error");
          problems.push(`${name}: ${String(error)}`);
        });
      }
    };

    const started = performance.now();
    try {
      await Promise.all([honestReads(), honestInvoices_(), ...Array.from({ length: lanes }, attackerLane)]);
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    rss.end = (server.rssKb() ?? 0) / 1024;
    if (server.pid === undefined) problems.push(`the server died: ${server.stderr().slice(-1000)}`);
    rss.max = Math.max(rss.max, rss.end);

    // The honest client's upload is as it left it: its offset, then the rest accepted.
    const head = await send(`/api/uploads/${victim}`, { method: "HEAD", cookie: honest, headers: TUS });
    if (head.status !== 200 || head.headers.get("upload-offset") !== String(half)) {
      problems.push(
        `the honest client's open upload was touched: HEAD ${head.status}, offset ${head.headers.get("upload-offset")} (expected ${half})`,
      );
    }
    if (healthMs.length === 0) problems.push("the honest client got no answer at all");

    await server.stop();
    const db = await openDatabase(`file:${server.databaseFile}`);
    const honestPages = await db.client.execute({
      sql: "SELECT coalesce(sum(p.size), 0) AS bytes FROM invoice_pages p JOIN invoices i ON i.id = p.invoice_id JOIN clients c ON c.id = i.client_id WHERE c.username = ?",
      args: [CLIENT.username],
    });
    db.client.close();
    const attackerDisk = attackerBytes(server.dataDir, half, Number(honestPages.rows[0]?.bytes ?? 0));
    if (attackerDisk.openBytes > quotas.open) {
      problems.push(
        `the attacker holds ${attackerDisk.openBytes} bytes of open uploads (quota ${quotas.open})`,
      );
    }
    if (attackerDisk.storedBytes > quotas.stored) {
      problems.push(`the attacker holds ${attackerDisk.storedBytes} bytes of pages (quota ${quotas.stored})`);
    }
    return {
      seed,
      seconds,
      attacks,
      health: latency(healthMs),
      invoiceList: latency(listMs),
      honestInvoices,
      rssMb: { start: Math.round(rss.start), max: Math.round(rss.max), end: Math.round(rss.end) },
      attackerDisk,
      quotaBytes: quotas,
      problems: [...new Set(problems)],
    };
  } finally {
    await server.kill();
    server.cleanup();
  }
}

/**
 * The attacker's bytes on disk: every unfinished upload but the honest
 * client's half-sent one (the honest client leaves no other), and the pages
 * of the attacker's invoices, as the files are (a file whose row went away
 * still counts: that is the leak the quotas must not have).
 */
function attackerBytes(dataDir: string, honestOpenBytes: number, honestStoredBytes: number) {
  const openBytes = folderBytes(path.join(dataDir, "uploads", "incoming")) - honestOpenBytes;
  const storedBytes = folderBytes(path.join(dataDir, "uploads", "pages")) - honestStoredBytes;
  return { openBytes: Math.max(0, openBytes), storedBytes: Math.max(0, storedBytes) };
}

export const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

/** The server's default settings, and the quotas they give one client (docs/decisions/0041-client-quotas.md). */
export const HOSTILE_SETTINGS = {
  env: { RATE_LIMIT_INVOICES_PER_MINUTE: String(defaultLimits.invoicesPerMinute) },
  quotas: { open: defaultUploadLimits.openBytesPerClient, stored: defaultUploadLimits.storedBytesPerClient },
};
