import type { ClientResponse, InferRequestType } from "hono/client";
import { deleteDB, openDB } from "idb";
import type { Locale } from "../../../../api/contract/words";
import { api, readAnswer, type ApiRequestError, type SuccessBody } from "../../../lib/api";
import { randomUuid } from "../../../lib/random-uuid";
import {
  addItem,
  adoptEarlier,
  adoptItems,
  defineKind,
  discardItem,
  flushQueue,
  getItem,
  keepItem,
  listItems,
  NO_CONNECTION,
  onQueueNews,
  removeItem,
  settleItem,
  type QueueItem,
  type QueueReport,
  type SendOutcome,
} from "../../../lib/send-queue";

export { QUEUE_SYNC_TAG } from "../../../lib/send-queue";

/**
 * Quote and fuel-card requests as items of the send queue
 * (docs/decisions/0055-one-send-queue.md): every request is written there
 * before it is sent, and leaves only once the server has stored it (or the
 * visitor discards it). Plain functions with no DOM and no React, so the
 * service worker imports the same code and sends requests through
 * Background Sync.
 */

export type OutboxKind = "quote" | "fuel-card-application";
/** The JSON body as the visitor entered it. */
export type OutboxPayload = Readonly<Record<string, unknown>>;

/** A request in the queue: its idempotency key is made when the visitor presses submit. */
export interface OutboxRecord extends QueueItem {
  kind: OutboxKind;
  payload: OutboxPayload;
  /**
   * The language of the form it was written on. It goes with every attempt,
   * so the server answers in it even when the service worker, which has no
   * page, sends it. Kept by earlier versions without one: the sending page's.
   */
  locale?: Locale | undefined;
}

const KINDS: readonly OutboxKind[] = ["quote", "fuel-card-application"];
/** Requests share the server's per-address limits: they go one after the other, in their own lane. */
const LANE = "requests";

/** One bar of signal may take long, but a request that hangs for 30 s is retried later. */
export const SEND_TIMEOUT_MS = 30_000;
/** A claim outlives the longest attempt, so a crashed tab frees its request after that. */
export const CLAIM_MS = SEND_TIMEOUT_MS + 15_000;

/** Answers that mean "the server behind the proxy could not be reached". */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);
/** Answers that say when to come back (Retry-After): too many requests, or a busy server. */
const COME_BACK_LATER_STATUSES = new Set([429, 503]);
/** Waits the server asks for are kept within these bounds, whatever it sends. */
const MIN_WAIT_MS = 1_000;
const MAX_WAIT_MS = 10 * 60_000;
/** A 429 without Retry-After: the limit counts per minute. */
const DEFAULT_WAIT_MS = 60_000;

/** Every request waiting on this device, oldest first. */
export async function listOutbox(): Promise<OutboxRecord[]> {
  return (await listItems(KINDS)) as OutboxRecord[];
}

export async function getOutboxRecord(idempotencyKey: string): Promise<OutboxRecord | undefined> {
  const item = await getItem(idempotencyKey);
  return item && isOutboxRecord(item) ? item : undefined;
}

const isOutboxRecord = (item: QueueItem): item is OutboxRecord =>
  (KINDS as readonly string[]).includes(item.kind);

/** Calls `listener` whenever the queue changes here or in another tab or worker. */
export function onOutboxChange(listener: () => void): () => void {
  return onQueueNews((news) => {
    if (news.type === "changed") listener();
  });
}

/**
 * Removes a request the visitor no longer wants. Refused (false) while
 * another sender is sending it right now.
 */
export async function discardOutboxRecord(idempotencyKey: string): Promise<boolean> {
  return (await discardItem(idempotencyKey)) !== undefined;
}

/**
 * Keeps a request to send later, unclaimed: the service worker does this
 * with a form that was sent before the app ran, when there was no signal.
 * The same form posted twice (a double press, the browser resending) is kept once.
 */
export async function keepForLater(
  kind: OutboxKind,
  payload: OutboxPayload,
  idempotencyKey: string = randomUuid(),
  locale?: Locale,
): Promise<OutboxRecord> {
  return (await keepItem({
    idempotencyKey,
    kind,
    payload,
    ...(locale ? { locale } : {}),
    createdAt: Date.now(),
    attempts: 1,
    lastError: NO_CONNECTION,
  } as Omit<OutboxRecord, "state">)) as OutboxRecord;
}

/** A request as it is sent: its kind, its body, its key and its language. */
type Sendable = Pick<OutboxRecord, "idempotencyKey" | "kind" | "payload" | "locale">;

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
async function post({ kind, payload, idempotencyKey, locale }: Sendable): Promise<Reply> {
  const options = {
    // The form's language, over the page's (a worker has none): the server answers in it.
    headers: { "Idempotency-Key": idempotencyKey, ...(locale ? { "Accept-Language": locale } : {}) },
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
    return { type: "waiting", reason: NO_CONNECTION };
  }
  if (reply.ok) return { type: "sent", reference: reply.reference };
  const { status, message: error, issues = {} } = reply.error;
  const retryAfter = retryAfterMs(reply.retryAfter);
  if (status === 429 || (COME_BACK_LATER_STATUSES.has(status) && retryAfter !== undefined)) {
    return { type: "waiting", reason: error, status, retryAt: Date.now() + (retryAfter ?? DEFAULT_WAIT_MS) };
  }
  if (UNREACHABLE_STATUSES.has(status)) return { type: "waiting", reason: NO_CONNECTION };
  // Another 5xx, 408 or 425: the server could not take it now, worth trying again as it is.
  if (status >= 500 || status === 408 || status === 425) return { type: "waiting", reason: error, status };
  return { type: "refused", status, error, issues };
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
  /** Kept in the queue; it will be sent by itself (not before `retryAt`, when the server said so). */
  | { type: "saved"; reason: string; retryAt?: number }
  /** Answered with an error: handed back to the visitor, whose form still holds the data. */
  | { type: "failed"; status: number | null; error: string; issues: Record<string, string> };

/**
 * Submits a request from a form: writes it to the queue first (claimed, so
 * no other tab sends it meanwhile), then sends it at once. Sent: it leaves
 * the queue. No connection, or the server said when to come back: it stays
 * and goes out by itself later. Any other answer that is an error: it leaves
 * the queue and goes back to the visitor, whose form still shows the entries
 * (so nothing waits in two places).
 */
export async function submitThroughOutbox(
  kind: OutboxKind,
  payload: OutboxPayload,
  options: { idempotencyKey: string; replaces?: string | undefined; locale?: Locale | undefined },
): Promise<SubmitResult> {
  const { idempotencyKey, locale } = options;
  let stored: QueueItem | undefined;
  try {
    const record = {
      idempotencyKey,
      kind,
      payload,
      ...(locale ? { locale } : {}),
      createdAt: Date.now(),
      attempts: 1,
    };
    ({ item: stored } = await addItem(record, { claimed: true, replaces: options.replaces }));
  } catch {
    // No IndexedDB (some private modes): send directly; the form keeps the data if that fails.
    stored = undefined;
  }
  const outcome = await sendRequest({ idempotencyKey, kind, payload, locale });
  const keeps = outcome.type === "waiting" && (outcome.status === undefined || outcome.retryAt !== undefined);
  if (stored && keeps) await settleItem(stored, outcome);
  else if (stored) await removeItem(idempotencyKey);
  switch (outcome.type) {
    case "sent":
      return outcome;
    case "waiting":
      if (!stored || !keeps)
        return { type: "failed", status: outcome.status ?? null, error: outcome.reason, issues: {} };
      return outcome.retryAt === undefined
        ? { type: "saved", reason: outcome.reason }
        : { type: "saved", reason: outcome.reason, retryAt: outcome.retryAt };
    case "refused":
      return {
        type: "failed",
        status: outcome.status ?? null,
        error: outcome.error,
        issues: outcome.issues ?? {},
      };
  }
}

/** A request as version 1 or 2 of the outbox's own database kept it. */
type EarlierRecord = Omit<OutboxRecord, "idempotencyKey" | "state"> & {
  id?: string;
  idempotencyKey?: string;
  state: "pending" | "sending" | "rejected";
};

const EARLIER_STATES = { pending: "waiting", sending: "sending", rejected: "refused" } as const;

/**
 * Moves what the outbox's own database (`tpf-outbox`, before the one queue)
 * kept into the queue, every field as it was (the key named `id` by version
 * 1, `idempotencyKey` by version 2; the states' earlier names), then deletes
 * that database. Opening a database that does not exist creates it: then
 * there was nothing to move.
 */
async function adoptEarlierOutbox(): Promise<void> {
  // Where the browser can list its databases, a phone that never had the old one opens nothing.
  const listed = await indexedDB.databases?.().catch(() => undefined);
  if (listed && !listed.some((database) => database.name === "tpf-outbox")) return;
  let existed = true;
  const earlier = await openDB("tpf-outbox", undefined, {
    upgrade(_database, oldVersion) {
      existed = oldVersion > 0;
    },
  });
  const records: EarlierRecord[] =
    existed && earlier.objectStoreNames.contains("requests")
      ? ((await earlier.getAll("requests")) as EarlierRecord[])
      : [];
  earlier.close();
  await adoptItems(
    "tpf-outbox",
    records.map(({ id, idempotencyKey, state, ...rest }) => ({
      ...rest,
      idempotencyKey: idempotencyKey ?? id ?? "",
      state: EARLIER_STATES[state],
    })),
  );
  // Not awaited: a tab of the previous version closes its connection when asked, and only then does
  // the deletion finish; nothing here waits for it.
  void deleteDB("tpf-outbox").catch(() => undefined);
}

adoptEarlier("tpf-outbox", adoptEarlierOutbox);
for (const kind of KINDS)
  defineKind<OutboxRecord>(kind, { lane: LANE, claimMs: CLAIM_MS, send: sendRequest });

/**
 * Sends the waiting requests, oldest first, stopping at the first that
 * cannot go out now (the queue's rules: one sender at a time, each request
 * claimed, sent under its key). `only` sends one request, named by its key;
 * `wait` waits for a busy sender instead of leaving the work to it (the
 * visitor's own "Send now").
 */
export function flushOutbox(options: { only?: string; wait?: boolean } = {}): Promise<QueueReport> {
  return flushQueue({ ...options, lane: LANE });
}
