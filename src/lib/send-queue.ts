import type { DBSchema } from "idb";
import { broadcastNews } from "./broadcast-news";
import { idbConnection } from "./idb-connection";
import { randomUuid } from "./random-uuid";
import { underSendLock } from "./send-lock";

/**
 * The send queue (docs/decisions/0055-one-send-queue.md): everything the
 * phone keeps to send when there is signal (quote and fuel-card requests,
 * invoice packets) is an item here, written before it is sent and sent
 * once and only once: one context at a time holds the Web Lock, each item
 * is also claimed in a transaction, and the item's idempotency key makes
 * the server store a repeat once. Each kind of item says how one item is
 * sent and what its answer means; the queue claims, settles, drains and
 * flushes. Plain functions over IndexedDB, Web Locks and BroadcastChannel,
 * with no DOM and no React: the service worker sends with the same code.
 */

export type QueueState =
  /** Kept on the phone, to be sent by itself at the next chance. */
  | "waiting"
  /** A tab or the service worker is sending it now. */
  | "sending"
  /** The server refused it: it needs the person who made it (`lastError`, `issues`). */
  | "refused"
  /** The server has it (`reference`); only kinds that keep sent items have this state. */
  | "sent";

export interface QueueItem {
  /** Sent as Idempotency-Key with every attempt, and the item's key in IndexedDB. */
  idempotencyKey: string;
  kind: string;
  /** Milliseconds since the epoch; the queue is sent oldest first. */
  createdAt: number;
  attempts: number;
  state: QueueState;
  /** Why the last attempt did not go through, in words for the person. */
  lastError?: string;
  /** Field messages of a refused item ({ field: message }). */
  issues?: Record<string, string>;
  /** The session ended: the item waits for a new sign-in. */
  needsSignIn?: boolean;
  /** The server asked to wait until then (Retry-After): nothing sends it earlier by itself. */
  notBefore?: number;
  /** What names it once sent (kinds that keep sent items). */
  reference?: string;
  sentAt?: number;
  /** Which sender (tab or worker) is sending it, until when, and whether it held the Web Lock. */
  claimedBy?: string;
  claimedUntil?: number;
  claimedUnderLock?: boolean;
}

export type SendOutcome =
  /** The server has it; `reference` names it to the person. */
  | { type: "sent"; reference: string }
  /**
   * Not now. Without `status` there was no answer (no signal, or a proxy that could not reach the
   * server); with one, the server answered that it cannot take it now, and `retryAt` says when to
   * come back if it said so.
   */
  | { type: "waiting"; reason: string; status?: number; retryAt?: number; needsSignIn?: boolean }
  /** The server refused it: it needs changes. */
  | { type: "refused"; error: string; status?: number; issues?: Record<string, string> };

/** What a kind of item supplies: how one is sent and how long its claim holds. */
export interface ItemKind<Item extends QueueItem> {
  /**
   * Items whose kinds share a lane share the server's limits and are sent one after the other:
   * when one cannot go now, the rest of its lane waits too; other lanes go on.
   */
  lane: string;
  /** Outlives the longest attempt, so that a crashed sender frees its item after that. */
  claimMs: number;
  /** Sends one claimed item and sorts the answer; never rejects. */
  send(item: Item): Promise<SendOutcome>;
  /** Sent items stay (state "sent", with their reference) instead of leaving the queue. */
  keepsSent?: boolean;
  /** Runs once the server has the item (for example, dropping what it kept beside it). */
  afterSent?(item: Item): Promise<void>;
}

/** Tag the page registers for Background Sync and the service worker answers. */
export const QUEUE_SYNC_TAG = "tpf-queue";
/** No answer could be read: the words both kinds show. */
export const NO_CONNECTION = "No connection to our server.";

interface QueueSchema extends DBSchema {
  items: { key: string; value: QueueItem; indexes: { "by-created": number } };
  /** Which earlier stores were moved in (their names), so a move is never done twice. */
  adopted: { key: string; value: true };
}

const connection = idbConnection<QueueSchema>("tpf-queue", 1, (upgrading) => {
  upgrading.createObjectStore("items", { keyPath: "idempotencyKey" }).createIndex("by-created", "createdAt");
  upgrading.createObjectStore("adopted");
});

/** Closes this context's connection (a newer version is waiting, or a test resets the database). */
export async function closeQueue(): Promise<void> {
  adoptions.clear();
  await connection.close();
}

export type QueueNews =
  | { type: "changed" }
  /** Bytes sent so far of one part of an item (not stored: it changes many times a second). */
  | { type: "progress"; idempotencyKey: string; partId: string; bytesSent: number };

const news = broadcastNews<QueueNews>("tpf-queue");
/** Tells every tab and worker, this one included, of a change or of progress. */
export const tellQueue = news.tell;
/** Calls `listener` on every change or progress, here or in another tab or worker; returns the stop. */
export const onQueueNews = news.listen;
const changed = () => news.tell({ type: "changed" });

let senderId: string | undefined;
/** This tab's or worker's name in claims. */
const sender = () => (senderId ??= randomUuid());

const kinds = new Map<string, ItemKind<QueueItem>>();
/** What moves items an earlier version kept elsewhere into the queue, by the name of that place. */
const movers = new Map<string, () => Promise<void>>();
/** The moves started in this context. */
const adoptions = new Map<string, Promise<void>>();

/** Makes `name` a kind of item this context can send. */
export function defineKind<Item extends QueueItem>(name: string, kind: ItemKind<Item>): void {
  // The queue hands a kind only items stored under its name, which the kind itself wrote.
  kinds.set(name, kind as unknown as ItemKind<QueueItem>);
}

/**
 * Names where an earlier version of the app kept items, and how they are
 * moved in (with `adoptItems`): before the queue is next read, and once per
 * context; a move that fails is tried again at the next read.
 */
export function adoptEarlier(source: string, move: () => Promise<void>): void {
  movers.set(source, move);
}

/** The database, once every earlier place known here has been moved in. */
async function db() {
  const open = await connection.open();
  for (const [source, move] of movers) {
    if (!adoptions.has(source)) {
      adoptions.set(
        source,
        move().catch(() => {
          // What is not moved yet stays where it was.
          adoptions.delete(source);
        }),
      );
    }
    await adoptions.get(source);
  }
  return open;
}

/**
 * Moves items an earlier version kept under `source` into the queue, in one
 * transaction that also remembers the move: it all happens or none of it
 * does, and it happens once, so an item sent (and gone) since is never
 * brought back. An item already in the queue is kept as it is. False when
 * `source` was moved before. Every field is kept as it was, a claim
 * included, so the move itself sends nothing twice.
 */
export async function adoptItems(source: string, items: readonly QueueItem[]): Promise<boolean> {
  const tx = (await connection.open()).transaction(["items", "adopted"], "readwrite");
  const done = (await tx.objectStore("adopted").get(source)) !== undefined;
  if (!done) {
    const store = tx.objectStore("items");
    for (const item of items) if (!(await store.getKey(item.idempotencyKey))) await store.add(item);
    await tx.objectStore("adopted").put(true, source);
  }
  await tx.done;
  if (!done && items.length > 0) changed();
  return !done;
}

const isBeingSent = (item: QueueItem, now: number) =>
  item.state === "sending" && (item.claimedUntil ?? 0) > now;

/**
 * Whether a sender may claim it: waiting, or left "sending" by a sender whose
 * claim ran out. Holding the Web Lock (`exclusive`), an item claimed under
 * the lock was left by a context that is gone (a reload, a closed tab: the
 * lock went with it) and is taken over at once.
 */
const isClaimable = (item: QueueItem, now: number, exclusive: boolean) =>
  item.state === "waiting" ||
  (item.state === "sending" &&
    ((item.claimedUntil ?? 0) <= now || (exclusive && item.claimedUnderLock === true)));

/** Items of the given kinds (every kind when none are named), oldest first. */
export async function listItems(ofKinds?: readonly string[]): Promise<QueueItem[]> {
  const all = await (await db()).getAllFromIndex("items", "by-created");
  return ofKinds ? all.filter((item) => ofKinds.includes(item.kind)) : all;
}

export async function getItem(idempotencyKey: string): Promise<QueueItem | undefined> {
  return (await db()).get("items", idempotencyKey);
}

/**
 * Writes a new item. `claimed` marks it as being sent by this sender (which
 * sends it at once, outside the lock), so no other picks it up meanwhile.
 * `replaces` names an earlier item this one corrects (a refused one loaded
 * back into its form): it goes in the same transaction, unless it is being
 * sent; the one removed is returned.
 */
export async function addItem(
  item: Omit<QueueItem, "state" | "claimedBy" | "claimedUntil" | "claimedUnderLock">,
  options: { claimed?: boolean; replaces?: string | undefined } = {},
): Promise<{ item: QueueItem; replaced?: QueueItem }> {
  const now = Date.now();
  const claimMs = kinds.get(item.kind)?.claimMs ?? 0;
  const stored: QueueItem = options.claimed
    ? { ...item, state: "sending", claimedBy: sender(), claimedUntil: now + claimMs }
    : { ...item, state: "waiting" };
  const tx = (await db()).transaction("items", "readwrite");
  let replaced: QueueItem | undefined;
  if (options.replaces && options.replaces !== item.idempotencyKey) {
    const previous = await tx.store.get(options.replaces);
    if (previous && !isBeingSent(previous, now)) {
      await tx.store.delete(options.replaces);
      replaced = previous;
    }
  }
  await tx.store.add(stored);
  await tx.done;
  changed();
  return replaced ? { item: stored, replaced } : { item: stored };
}

/** Keeps an item to send later unless one with its key is kept already; returns the one kept. */
export async function keepItem(item: Omit<QueueItem, "state">): Promise<QueueItem> {
  const tx = (await db()).transaction("items", "readwrite");
  const earlier = await tx.store.get(item.idempotencyKey);
  const kept: QueueItem = earlier ?? { ...item, state: "waiting" };
  if (!earlier) await tx.store.add(kept);
  await tx.done;
  if (!earlier) changed();
  return kept;
}

/** Updates an item in one transaction; `change` returns undefined to leave it as it is. */
export async function updateItem<Item extends QueueItem>(
  idempotencyKey: string,
  change: (item: Item) => Item | undefined,
): Promise<Item | undefined> {
  const tx = (await db()).transaction("items", "readwrite");
  // Stored by the kind that wrote it: `Item` is the caller's own kind.
  const item = (await tx.store.get(idempotencyKey)) as Item | undefined;
  const next = item ? change(item) : undefined;
  if (next) await tx.store.put(next);
  await tx.done;
  if (next) changed();
  return next;
}

/**
 * Removes an item its owner no longer wants; returns it. Refused (undefined)
 * while another sender is sending it, and once sent (the server has it; the
 * phone cannot take it back).
 */
export async function discardItem(idempotencyKey: string): Promise<QueueItem | undefined> {
  const tx = (await db()).transaction("items", "readwrite");
  const item = await tx.store.get(idempotencyKey);
  const removable = item !== undefined && !isBeingSent(item, Date.now()) && item.state !== "sent";
  if (removable) await tx.store.delete(idempotencyKey);
  await tx.done;
  if (!removable) return undefined;
  changed();
  return item;
}

/** Removes an item, whatever its state (a sent item kept long enough, a request handed back to its form). */
export async function removeItem(idempotencyKey: string): Promise<void> {
  await (await db()).delete("items", idempotencyKey);
  changed();
}

/**
 * Ends this sender's claim with the outcome of a send: a sent item leaves
 * the queue (or stays as sent, for kinds that keep them); otherwise the item
 * waits or is refused, unless another sender took it over meanwhile.
 * Returns the item as stored afterwards.
 */
export async function settleItem(item: QueueItem, outcome: SendOutcome): Promise<QueueItem | undefined> {
  const kind = kinds.get(item.kind);
  if (outcome.type === "sent") {
    if (!kind?.keepsSent) {
      await removeItem(item.idempotencyKey);
    } else {
      const sent = await updateItem(item.idempotencyKey, (current) => afterOutcome(current, outcome));
      if (!sent) return undefined;
    }
    await kind?.afterSent?.(item);
    return undefined;
  }
  return updateItem(item.idempotencyKey, (current) =>
    current.claimedBy === sender() ? afterOutcome(current, outcome) : undefined,
  );
}

/**
 * An item as it stands after the outcome of a send, its claim ended: sent
 * with its reference, refused with the server's words, or waiting with why
 * (and until when, if the server said). The one rule for every sender,
 * including a page sending an item it could not keep.
 */
export function afterOutcome<Item extends QueueItem>(current: Item, outcome: SendOutcome): Item {
  const { claimedBy: _by, claimedUntil: _until, claimedUnderLock: _lock, ...rest } = current;
  if (outcome.type === "sent") {
    const { lastError: _error, needsSignIn: _signIn, notBefore: _notBefore, ...kept } = rest;
    return { ...kept, state: "sent", reference: outcome.reference, sentAt: Date.now() } as Item;
  }
  const { needsSignIn: _signIn, notBefore: _notBefore, issues: _issues, ...kept } = rest;
  if (outcome.type === "refused") {
    return {
      ...kept,
      state: "refused",
      lastError: outcome.error,
      issues: outcome.issues ?? current.issues,
    } as Item;
  }
  return {
    ...kept,
    state: "waiting",
    lastError: outcome.reason,
    ...(outcome.retryAt === undefined ? {} : { notBefore: outcome.retryAt }),
    ...(outcome.needsSignIn ? { needsSignIn: true } : {}),
  } as Item;
}

/**
 * Claims the oldest item of `lane` that nobody is sending (or only the one
 * whose key is `only`), in one transaction. While the server has asked an
 * item to wait (Retry-After), its lane sends nothing by itself until then:
 * the server's limit counts per address, so the next item would be refused
 * alike, and the oldest goes first. The person's own "Send now" (`only`)
 * still sends the one they chose.
 */
async function claimNext(lane: string, only: string | undefined, exclusive: boolean) {
  const now = Date.now();
  const tx = (await db()).transaction("items", "readwrite");
  let cursor = await tx.store.index("by-created").openCursor();
  let claimed: QueueItem | undefined;
  while (cursor) {
    const item = cursor.value;
    const kind = kinds.get(item.kind);
    if (kind?.lane === lane && (only === undefined || item.idempotencyKey === only)) {
      if (only === undefined && item.state === "waiting" && (item.notBefore ?? 0) > now) break;
      if (isClaimable(item, now, exclusive)) {
        claimed = {
          ...item,
          state: "sending",
          attempts: item.attempts + 1,
          claimedBy: sender(),
          claimedUntil: now + kind.claimMs,
          claimedUnderLock: exclusive,
        };
        await cursor.update(claimed);
        break;
      }
    }
    cursor = await cursor.continue();
  }
  await tx.done;
  if (claimed) changed();
  return claimed;
}

export interface QueueReport {
  sent: { item: QueueItem; reference: string }[];
  refused: QueueItem[];
  /** The item of each lane that could not go out now (the lane stops there), with why and when to come back. */
  waiting: { item: QueueItem; reason: string; retryAt?: number }[];
  /** Another tab or worker was already sending (a lane of) the queue. */
  busy: boolean;
}

const emptyReport = (busy: boolean): QueueReport => ({ sent: [], refused: [], waiting: [], busy });

async function drain(lane: string, only: string | undefined, exclusive: boolean): Promise<QueueReport> {
  const report = emptyReport(false);
  for (;;) {
    const item = await claimNext(lane, only, exclusive);
    if (!item) return report;
    const kind = kinds.get(item.kind);
    const outcome: SendOutcome = kind
      ? await kind.send(item).catch(() => ({ type: "waiting", reason: NO_CONNECTION }) as const)
      : { type: "waiting", reason: NO_CONNECTION };
    const settled = (await settleItem(item, outcome)) ?? item;
    if (outcome.type === "sent") {
      report.sent.push({ item, reference: outcome.reference });
    } else if (outcome.type === "refused") {
      report.refused.push(settled);
    } else {
      const { reason, retryAt } = outcome;
      report.waiting.push({ item: settled, reason, ...(retryAt === undefined ? {} : { retryAt }) });
      return report;
    }
  }
}

/**
 * Sends the waiting items, oldest first, lane by lane (every lane of the
 * kinds this context knows, or only `lane`), each lane stopping at the first
 * item that cannot go out now. One context at a time sends a lane: it holds
 * the lane's Web Lock, so a long invoice upload in one tab never holds back
 * a quote. `only` sends one item, named by its key; `wait` waits for a busy
 * sender to finish instead of leaving the work to it (for the person's own
 * "Send now").
 */
export async function flushQueue(
  options: { lane?: string; only?: string; wait?: boolean } = {},
): Promise<QueueReport> {
  const lanes = options.lane ? [options.lane] : [...new Set([...kinds.values()].map((kind) => kind.lane))];
  const report = emptyReport(false);
  for (const lane of lanes) {
    const done = await underSendLock(
      `tpf-queue:${lane}`,
      options.wait,
      (exclusive) => drain(lane, options.only, exclusive),
      () => emptyReport(true),
    );
    report.sent.push(...done.sent);
    report.refused.push(...done.refused);
    report.waiting.push(...done.waiting);
    report.busy ||= done.busy;
  }
  return report;
}
