import { and, eq } from "drizzle-orm";
import type { AccountKind, Topic } from "../contract/notification-settings";
import { topicsOf } from "../contract/notification-settings";
import { timeOrderedId } from "../lib/ids";
import { storedTopics } from "./notifications";
import { pushSubscriptions } from "./schema";
import type { Database } from "./types";

/** Web push subscriptions, one per browser (docs/decisions/0162-push-and-settings.md). */

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Stores the browser's subscription for the signed-in account and returns
 * the topics it shows. The same endpoint again (the settings page sends it on
 * every visit) refreshes its keys and keeps its topics unless new ones are
 * given; signed in as someone else, the browser's subscription moves to them
 * with every topic of their kind.
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
  },
): Promise<Topic[]> {
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
    topics: JSON.stringify(topics),
    updatedAt: at,
  };
  await db
    .insert(pushSubscriptions)
    .values({ id: timeOrderedId(input.now.getTime()), endpoint: input.endpoint, createdAt: at, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  return topics;
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
