import { and, count, desc, eq } from "drizzle-orm";
import type { AccountKind, Topic } from "../contract/notification-settings";
import { topicsOf } from "../contract/notification-settings";
import { timeOrderedId } from "../lib/ids";
import { deviceName } from "../lib/device-name";
import { accountContact, noticeStatements } from "./account-security";
import { atomically } from "./invoices";
import { storedTopics, topicsToStore } from "./notifications";
import { pushSubscriptions } from "./schema";
import type { Database } from "./types";

/** Web push subscriptions, one per browser (docs/decisions/0162-push-and-settings.md). */

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export type SavedPushSubscription =
  { ok: true; topics: Topic[]; id: string; added: boolean } | { ok: false; reason: "too-many-devices" };

/**
 * Stores the browser's subscription for the signed-in account and returns
 * the topics it shows. The same endpoint again (the settings page sends it on
 * every visit) refreshes its keys and keeps its topics unless new ones are
 * given; signed in as someone else, the browser's subscription moves to them
 * with every topic of their kind. A device new to the account is refused
 * past `maxDevices`, and otherwise its owner is told of it
 * (docs/decisions/0190-account-security.md).
 */
export async function savePushSubscription(
  db: Database,
  input: {
    account: AccountKind;
    accountId: string;
    endpoint: string;
    keys: { p256dh: string; auth: string };
    topics: Topic[] | undefined;
    now: Date;
    sessionTokenHash: string;
    userAgent: string;
    maxDevices: number;
  },
): Promise<SavedPushSubscription> {
  const allowed = topicsOf(input.account);
  const [existing] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, input.endpoint));
  const sameOwner = existing?.accountKind === input.account && existing.accountId === input.accountId;
  const topics = input.topics
    ? allowed.filter((topic) => input.topics?.includes(topic))
    : sameOwner
      ? storedTopics(existing.topics, allowed)
      : [...allowed];
  const at = input.now.toISOString();
  const values = {
    accountKind: input.account,
    accountId: input.accountId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    topics: topicsToStore(topics, allowed),
    updatedAt: at,
    sessionTokenHash: input.sessionTokenHash,
    userAgent: input.userAgent.slice(0, 500),
  };
  const owner = { kind: input.account, id: input.accountId };
  if (sameOwner) {
    await db.update(pushSubscriptions).set(values).where(eq(pushSubscriptions.id, existing.id));
    return { ok: true, topics, id: existing.id, added: false };
  }
  if ((await deviceCount(db, owner)) >= input.maxDevices) return { ok: false, reason: "too-many-devices" };
  const id = timeOrderedId(input.now.getTime());
  const contact = await accountContact(db, owner);
  await atomically(db, [
    // The same browser signed in as someone else: its subscription leaves the account that had it.
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, input.endpoint)),
    db.insert(pushSubscriptions).values({ id, endpoint: input.endpoint, createdAt: at, ...values }),
    ...noticeStatements(db, {
      account: owner,
      change: "device-added",
      by: "owner",
      address: contact?.email ?? null,
      at: input.now,
      device: deviceName(input.userAgent),
      subscriptionId: id,
    }),
  ]);
  // Two devices added at once may both have passed the count: the later one is taken back.
  if ((await deviceCount(db, owner)) > input.maxDevices) {
    const [newest] = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.accountKind, owner.kind), eq(pushSubscriptions.accountId, owner.id)))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(1);
    if (newest?.id === id) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return { ok: false, reason: "too-many-devices" };
    }
  }
  return { ok: true, topics, id, added: true };
}

async function deviceCount(db: Database, account: { kind: AccountKind; id: string }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.accountKind, account.kind), eq(pushSubscriptions.accountId, account.id)));
  return row?.n ?? 0;
}

/** Stops push to a browser, if the subscription is the account's own. */
export async function removePushSubscription(
  db: Database,
  input: { account: AccountKind; accountId: string; endpoint: string },
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, input.endpoint),
        eq(pushSubscriptions.accountKind, input.account),
        eq(pushSubscriptions.accountId, input.accountId),
      ),
    );
}

export async function findPushSubscription(db: Database, id: string) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

/** The push service said the subscription is gone (404, 410): nothing will reach it again. */
export async function deletePushSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** A message reached the push service for this device: the owner's device list shows when. */
export async function markPushSent(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastSentAt: at.toISOString() })
    .where(eq(pushSubscriptions.id, id));
}
