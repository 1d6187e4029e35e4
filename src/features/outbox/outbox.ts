import type { ClientResponse, InferRequestType } from "hono/client";
import type { DBSchema, IDBPDatabase, IDBPTransaction } from "idb";
import { api, readAnswer, type ApiRequestError, type SuccessBody } from "../../lib/api";
import { broadcastNews } from "../../lib/broadcast-news";
import { idbConnection } from "../../lib/idb-connection";
import { randomUuid } from "../../lib/random-uuid";
import { underSendLock } from "../../lib/send-lock";

/**
 * The outbox: every quote and fuel-card request is written here before it is
 * sent, and leaves only once the server has stored it (or the visitor
 * discards it). Plain functions over IndexedDB, the typed API client, Web
 * Locks and BroadcastChannel, with no DOM and no React, so the service worker
 * can import the same code and replay the outbox through Background Sync.
 */

export type OutboxKind = "quote" | "fuel-card-application";
export type OutboxState = "pending" | "sending" | "rejected";
/** The JSON body as the visitor entered it. */
export type OutboxPayload = Readonly<Record<string, unknown>>;

export interface OutboxRecord {
  /**
   * Made when the visitor pressed submit and sent as the Idempotency-Key
   * with every attempt: the server stores a request once however often it
   * arrives. Also the record's key in IndexedDB.
   */
  idempotencyKey: string;
  kind: OutboxKind;
  payload: OutboxPayload;
  /** Milliseconds since the epoch; the outbox is sent oldest first. */
  createdAt: number;
  attempts: number;
  state: OutboxState;
  /** Why the last attempt did not go through, in words for the visitor. */
  lastError?: string;
  /** Field messages of a refused request ({ field: message }). */
  issues?: Record<string, string>;
  /** Which sender (tab or worker) is sending it, and until when the claim holds. */
  claimedBy?: string;
  claimedUntil?: number;
  /** The server asked to wait until then (Retry-After): nothing sends it earlier by itself. */
  notBefore?: number;
}

/** Tag the page registers for Background Sync and the service worker answers. */
export const OUTBOX_SYNC_TAG = "tpf-outbox";
/** Web Locks name held while a context sends the outbox. */
export const OUTBOX_LOCK = "tpf-outbox";

const DB_NAME = "tpf-outbox";
/**
 * Version 2 keys the records by `idempotencyKey` (version 1 called it `id`);
 * opening the database upgrades what a phone kept under version 1.
 */
const DB_VERSION = 2;
const STORE = "requests";
const CHANNEL = "tpf-outbox";
/** One bar of signal may take long, but a request that hangs for 30 s is retried later. */
export const SEND_TIMEOUT_MS = 30_000;
/** A claim outlives the longest attempt, so a crashed tab frees its request after that. */
export const CLAIM_MS = SEND_TIMEOUT_MS + 15_000;

/** Answers that mean "the server behind the proxy could not be reached". */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);
/** Answers worth trying again later without changes. */
const TRANSIENT_STATUSES = new Set([408, 425]);
/** Answers that say when to come back (Retry-After): too many requests, or a busy server. */
const COME_BACK_LATER_STATUSES = new Set([429, 503]);
/** Waits the server asks for are kept within these bounds, whatever it sends. */
const MIN_WAIT_MS = 1_000;
const MAX_WAIT_MS = 10 * 60_000;
/** A 429 without Retry-After: the limit counts per minute. */
const DEFAULT_WAIT_MS = 60_000;

const NO_CONNECTION = "No connection to our server.";

interface OutboxSchema extends DBSchema {
  requests: {
    key: string;
    value: OutboxRecord;
    indexes: { "by-created": number };
  };
}

/** A record as version 1 of the database kept it: the same, with the key named `id`. */
type Version1Record = Omit<OutboxRecord, "idempotencyKey"> & { id: string };

let senderId: string | undefined;

/** This tab's or worker's name in claims. */
function sender(): string {
  senderId ??= randomUuid();
  return senderId;
}

const connection = idbConnection<OutboxSchema>(
  DB_NAME,
  DB_VERSION,
  (upgrading, oldVersion, _newVersion, transaction) => createStore(upgrading, oldVersion, transaction),
);
const db = connection.open;

/**
 * Creates the store, or moves version 1's records into one keyed by
 * `idempotencyKey`. A store's key path cannot change, so the records are read,
 * the store made again and every record written back under the same key, in
 * the one upgrade transaction: it all happens or, if the phone fails midway,
 * none of it does and version 1 stays as it was. Every field is kept as it
 * was, the claim of a request being sent included, so nothing is sent twice
 * because of the upgrade.
 */
async function createStore(
  upgrading: IDBPDatabase<OutboxSchema>,
  oldVersion: number,
  transaction: IDBPTransaction<OutboxSchema, "requests"[], "versionchange">,
): Promise<void> {
  let kept: Version1Record[] = [];
  if (oldVersion === 1) {
    // Typed as today's records; what version 1 wrote has `id` in place of `idempotencyKey`.
    kept = (await transaction.objectStore(STORE).getAll()) as unknown as Version1Record[];
    upgrading.deleteObjectStore(STORE);
  }
  const store = upgrading.createObjectStore(STORE, { keyPath: "idempotencyKey" });
  store.createIndex("by-created", "createdAt");
  for (const { id, ...rest } of kept) await store.add({ ...rest, idempotencyKey: id });
}

/** Closes this context's connection (a newer version is waiting, or a test resets the database). */
export const closeOutbox = connection.close;

// Change notifications: listeners in this context, and every other tab or worker (the service worker
// has no listener of its own but must still tell the pages what it sent).
const changes = broadcastNews<"changed">(CHANNEL);

function notifyChange(): void {
  changes.tell("changed");
}

/** Calls `listener` whenever the outbox changes here or in another tab or worker. */
export function onOutboxChange(listener: () => void): () => void {
  return changes.listen(listener);
}

const isClaimable = (record: OutboxRecord, now: number) =>
  record.state === "pending" || (record.state === "sending" && (record.claimedUntil ?? 0) <= now);

/** Whether the server asked to wait longer before this request is sent again. */
const isDeferred = (record: OutboxRecord, now: number) => (record.notBefore ?? 0) > now;

const isBeingSent = (record: OutboxRecord, now: number) =>
  record.state === "sending" && (record.claimedUntil ?? 0) > now;

/** Every request in the outbox, oldest first. */
export async function listOutbox(): Promise<OutboxRecord[]> {
  return (await db()).getAllFromIndex(STORE, "by-created");
}

export async function getOutboxRecord(idempotencyKey: string): Promise<OutboxRecord | undefined> {
  return (await db()).get(STORE, idempotencyKey);
}

/**
 * Removes a request the visitor no longer wants. Refused (false) while
 * another sender is sending it right now.
 */
export async function discardOutboxRecord(idempotencyKey: string): Promise<boolean> {
  const tx = (await db()).transaction(STORE, "readwrite");
  const record = await tx.store.get(idempotencyKey);
  const removable = record !== undefined && !isBeingSent(record, Date.now());
  if (removable) await tx.store.delete(idempotencyKey);
  await tx.done;
  if (removable) notifyChange();
  return removable;
}

/**
 * Writes a new request, already claimed by this sender so that no other tab
 * picks it up while this one sends it. `replaces` names an earlier request
 * this one corrects (a refused one loaded back into the form): it goes in the
 * same transaction.
 */
async function addClaimed(
  kind: OutboxKind,
  payload: OutboxPayload,
  idempotencyKey: string,
  replaces?: string,
) {
  const now = Date.now();
  const record: OutboxRecord = {
    idempotencyKey,
    kind,
    payload,
    createdAt: now,
    attempts: 1,
    state: "sending",
    claimedBy: sender(),
    claimedUntil: now + CLAIM_MS,
  };
  const tx = (await db()).transaction(STORE, "readwrite");
  if (replaces && replaces !== idempotencyKey) {
    const previous = await tx.store.get(replaces);
    if (previous && !isBeingSent(previous, now)) await tx.store.delete(replaces);
  }
  await tx.store.add(record);
  await tx.done;
  notifyChange();
  return record;
}

/**
 * Keeps a request to send later, unclaimed: the service worker does this
 * with a form that was sent before the app ran, when there was no signal.
 */
export async function keepForLater(
  kind: OutboxKind,
  payload: OutboxPayload,
  idempotencyKey: string = randomUuid(),
): Promise<OutboxRecord> {
  // The same form posted twice (a double press, the browser resending) is kept once.
  const earlier = await (await db()).get(STORE, idempotencyKey);
  if (earlier) return earlier;
  const record: OutboxRecord = {
    idempotencyKey,
    kind,
    payload,
    createdAt: Date.now(),
    attempts: 1,
    state: "pending",
    lastError: NO_CONNECTION,
  };
  await (await db()).add(STORE, record);
  notifyChange();
  return record;
}

/**
 * Claims the oldest request that nobody is sending (or only the one whose key is `only`), in one
 * readwrite transaction. While the server has asked to hold a request back
 * (Retry-After), nothing is sent by itself until that time: the server's limit
 * is per address, so the next request would be refused alike, and the oldest
 * goes first. The visitor's own "Send now" still sends the one they chose.
 */
async function claimNext(only?: string): Promise<OutboxRecord | undefined> {
  const now = Date.now();
  const tx = (await db()).transaction(STORE, "readwrite");
  let cursor = await tx.store.index("by-created").openCursor();
  let claimed: OutboxRecord | undefined;
  while (cursor) {
    const record = cursor.value;
    if (only === undefined && record.state === "pending" && isDeferred(record, now)) break;
    if ((only === undefined || record.idempotencyKey === only) && isClaimable(record, now)) {
      claimed = {
        ...record,
        state: "sending",
        attempts: record.attempts + 1,
        claimedBy: sender(),
        claimedUntil: now + CLAIM_MS,
      };
      await cursor.update(claimed);
      break;
    }
    cursor = await cursor.continue();
  }
  await tx.done;
  if (claimed) notifyChange();
  return claimed;
}

/** Ends this sender's claim with a new state, unless another sender took the request over meanwhile. */
async function settle(
  idempotencyKey: string,
  change: Pick<OutboxRecord, "state" | "lastError" | "issues"> & { notBefore?: number },
) {
  const tx = (await db()).transaction(STORE, "readwrite");
  const record = await tx.store.get(idempotencyKey);
  if (record && record.claimedBy === sender()) {
    const { claimedBy: _by, claimedUntil: _until, notBefore: _notBefore, ...rest } = record;
    await tx.store.put({ ...rest, ...change });
  }
  await tx.done;
  notifyChange();
}

async function remove(idempotencyKey: string) {
  await (await db()).delete(STORE, idempotencyKey);
  notifyChange();
}

export type SendOutcome =
  /** Stored by the server; `reference` names the quote or application to the visitor. */
  | { type: "sent"; reference: string }
  /** No answer, or a proxy's 502/503/504: try again when the signal returns. */
  | { type: "unreachable"; reason: string }
  /** The server said when to come back (429, or 503 with Retry-After): try again as is, not before `retryAt`. */
  | { type: "later"; status: number; error: string; retryAt: number }
  /** The server answered but could not take it now (5xx, 408): worth trying again as is. */
  | { type: "transient"; status: number; error: string }
  /** The server refused it (4xx): it needs changes. */
  | { type: "rejected"; status: number; error: string; issues: Record<string, string> };

/** A request as it is sent: its kind, its body and its key. */
type Sendable = Pick<OutboxRecord, "idempotencyKey" | "kind" | "payload">;

/** The answer to one send, read to its end. */
type Reply =
  /** Stored: the reference that names it to the visitor. */
  | { ok: true; reference: string }
  /** Not stored: the server's words, and when it asked to come back. */
  | { ok: false; error: ApiRequestError; retryAfter: string | null };

/**
 * Reads the answer through the app's one error parser; `referenceOf` finds the
 * reference in the kind's own success body. A success that is not the API's
 * (not JSON, or without a reference: a Wi-Fi sign-in page answering in the
 * server's place) rejects like no answer at all: the request stays and goes
 * again under its key, which stores it once however many times it arrives.
 */
async function readReply<R extends ClientResponse<unknown, number, string>>(
  response: R,
  referenceOf: (created: SuccessBody<R>) => string,
): Promise<Reply> {
  const answer = await readAnswer(response);
  if (answer.ok) {
    const reference = answer.body ? referenceOf(answer.body) : undefined;
    if (typeof reference !== "string" || reference === "")
      throw new Error("The answer was not the server's.");
    return { ok: true, reference };
  }
  return { ok: false, error: answer.error, retryAfter: response.headers.get("Retry-After") };
}

/**
 * Posts one request through the typed client and reads its answer; rejects
 * when no answer could be read in time. The payload goes as the visitor
 * entered it: the server checks it against the kind's contract and refuses it
 * with field issues, so it is handed over as that contract's input unchecked.
 */
async function post({ kind, payload, idempotencyKey }: Sendable): Promise<Reply> {
  const options = {
    headers: { "Idempotency-Key": idempotencyKey },
    // The timeout covers the answer's body too: an answer cut off halfway is no answer.
    init: { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) },
  };
  switch (kind) {
    case "quote": {
      const route = api.api.quotes;
      const json = payload as InferRequestType<typeof route.$post>["json"];
      return readReply(await route.$post({ json }, options), (created) => created.quote.reference);
    }
    case "fuel-card-application": {
      const route = api.api["fuel-card-applications"];
      const json = payload as InferRequestType<typeof route.$post>["json"];
      return readReply(await route.$post({ json }, options), (created) => created.application.reference);
    }
  }
}

/** POSTs one request with its idempotency key and sorts the answer. */
export async function sendRequest(record: Sendable): Promise<SendOutcome> {
  let reply: Reply;
  try {
    reply = await post(record);
  } catch {
    // Offline, DNS, reset, timeout, or the answer cut off: the key makes a retry safe.
    return { type: "unreachable", reason: NO_CONNECTION };
  }
  if (reply.ok) return { type: "sent", reference: reply.reference };
  const { status, message: error, issues = {} } = reply.error;
  const retryAfter = retryAfterMs(reply.retryAfter);
  if (status === 429 || (COME_BACK_LATER_STATUSES.has(status) && retryAfter !== undefined)) {
    return { type: "later", status, error, retryAt: Date.now() + (retryAfter ?? DEFAULT_WAIT_MS) };
  }
  if (UNREACHABLE_STATUSES.has(status)) return { type: "unreachable", reason: NO_CONNECTION };
  if (status >= 500 || TRANSIENT_STATUSES.has(status)) return { type: "transient", status, error };
  return { type: "rejected", status, error, issues };
}

/** Retry-After as milliseconds (seconds or an HTTP date), kept within sensible bounds; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(MAX_WAIT_MS, Math.max(MIN_WAIT_MS, ms));
}

export type SubmitResult =
  | { type: "sent"; reference: string }
  /** Kept in the outbox; it will be sent by itself (not before `retryAt`, when the server said so). */
  | { type: "saved"; reason: string; retryAt?: number }
  /** Answered with an error: handed back to the visitor, whose form still holds the data. */
  | { type: "failed"; status: number | null; error: string; issues: Record<string, string> };

/**
 * Submits a request from a form: writes it to the outbox first, then sends it
 * at once. Sent: it leaves the outbox. No connection: it stays, pending, and
 * goes out by itself later. Any answer from the server that is an error: it
 * leaves the outbox and goes back to the visitor, whose form still shows the
 * entries (so nothing waits in two places).
 */
export async function submitThroughOutbox(
  kind: OutboxKind,
  payload: OutboxPayload,
  options: { idempotencyKey: string; replaces?: string | undefined },
): Promise<SubmitResult> {
  const { idempotencyKey } = options;
  let stored: boolean;
  try {
    await addClaimed(kind, payload, idempotencyKey, options.replaces);
    stored = true;
  } catch {
    // No IndexedDB (some private modes): send directly; the form keeps the data if that fails.
    stored = false;
  }
  const outcome = await sendRequest({ idempotencyKey, kind, payload });
  switch (outcome.type) {
    case "sent":
      if (stored) await remove(idempotencyKey);
      return outcome;
    case "unreachable":
      if (!stored) return { type: "failed", status: null, error: outcome.reason, issues: {} };
      await settle(idempotencyKey, { state: "pending", lastError: outcome.reason, issues: undefined });
      return { type: "saved", reason: outcome.reason };
    case "later":
      if (!stored) return { type: "failed", status: outcome.status, error: outcome.error, issues: {} };
      await settle(idempotencyKey, {
        state: "pending",
        lastError: outcome.error,
        issues: undefined,
        notBefore: outcome.retryAt,
      });
      return { type: "saved", reason: outcome.error, retryAt: outcome.retryAt };
    case "transient":
      if (stored) await remove(idempotencyKey);
      return { type: "failed", status: outcome.status, error: outcome.error, issues: {} };
    case "rejected":
      if (stored) await remove(idempotencyKey);
      return { type: "failed", status: outcome.status, error: outcome.error, issues: outcome.issues };
  }
}

export interface FlushReport {
  sent: { record: OutboxRecord; reference: string }[];
  rejected: OutboxRecord[];
  /** The request that could not go out now (the flush stops there), with why, and when the server said to come back. */
  waiting?: { record: OutboxRecord; reason: string; retryAt?: number };
  /** Another tab or worker was already sending the outbox. */
  busy: boolean;
}

async function drain(only?: string): Promise<FlushReport> {
  const report: FlushReport = { sent: [], rejected: [], busy: false };
  for (;;) {
    const record = await claimNext(only);
    if (!record) return report;
    const outcome = await sendRequest(record);
    if (outcome.type === "sent") {
      await remove(record.idempotencyKey);
      report.sent.push({ record, reference: outcome.reference });
    } else if (outcome.type === "rejected") {
      const change = { state: "rejected", lastError: outcome.error, issues: outcome.issues } as const;
      await settle(record.idempotencyKey, change);
      report.rejected.push({ ...record, ...change, claimedBy: undefined, claimedUntil: undefined });
    } else if (outcome.type === "later") {
      // The server counts per address, so every other request would be told the same: stop here.
      const change = {
        state: "pending",
        lastError: outcome.error,
        issues: undefined,
        notBefore: outcome.retryAt,
      } as const;
      await settle(record.idempotencyKey, change);
      report.waiting = { record, reason: outcome.error, retryAt: outcome.retryAt };
      return report;
    } else {
      const reason = outcome.type === "unreachable" ? outcome.reason : outcome.error;
      await settle(record.idempotencyKey, { state: "pending", lastError: reason, issues: undefined });
      report.waiting = { record, reason };
      return report;
    }
  }
}

/**
 * Sends the waiting requests, oldest first, stopping at the first that
 * cannot go out now. Across tabs and the service worker, one context sends at
 * a time (Web Locks); each request is also claimed in a transaction, so even
 * without Web Locks no request is sent twice at once, and the idempotency key
 * makes the server store a repeated one only once.
 *
 * `only` sends one request, named by its idempotency key. `wait` waits for a busy sender to finish instead
 * of leaving the work to it (for the visitor's own "Send now").
 */
export async function flushOutbox(options: { only?: string; wait?: boolean } = {}): Promise<FlushReport> {
  return underSendLock(
    OUTBOX_LOCK,
    options.wait,
    () => drain(options.only),
    () => ({ sent: [], rejected: [], busy: true }),
  );
}
