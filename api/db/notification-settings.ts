import { eq } from "drizzle-orm";
import { CLIENT_TOPICS, type ClientSettings, type ClientTopic } from "../contract/notification-settings";
import type { Locale } from "../contract/words";
import { timeOrderedId } from "../lib/ids";
import { pendingEmailChange } from "./account-security";
import { storedTopics, topicsToStore } from "./notifications";
import { clients, notificationEvents } from "./schema";
import type { Database } from "./types";

/** A client's Account Settings (docs/decisions/0162-push-and-settings.md). */
export async function readClientSettings(
  db: Database,
  clientId: string,
  now: Date,
): Promise<ClientSettings | undefined> {
  const [row] = await db
    .select({ email: clients.email, phone: clients.phone, emailTopics: clients.emailTopics })
    .from(clients)
    .where(eq(clients.id, clientId));
  return (
    row && {
      email: row.email ?? "",
      pendingEmail: await pendingEmailChange(db, { kind: "client", id: clientId }, now.toISOString()),
      phone: row.phone ?? "",
      emailTopics: storedTopics(row.emailTopics, CLIENT_TOPICS),
    }
  );
}

export async function saveClientSettings(
  db: Database,
  clientId: string,
  settings: { phone: string; emailTopics: ClientTopic[] },
): Promise<void> {
  // The e-mail address is not among them: it changes only from a confirmed link (docs/decisions/0190-account-security.md).
  await db
    .update(clients)
    .set({
      phone: settings.phone === "" ? null : settings.phone,
      emailTopics: topicsToStore(settings.emailTopics, CLIENT_TOPICS),
    })
    .where(eq(clients.id, clientId));
}

/** The language a client reads the portal, e-mails and push messages in. */
export async function saveClientLocale(db: Database, clientId: string, locale: Locale): Promise<void> {
  await db.update(clients).set({ locale }).where(eq(clients.id, clientId));
}

/**
 * A test message for one account, through the same outbox as real news: to
 * its e-mail and every device where its push is on, whatever topics it chose.
 */
export async function storeTestEvent(
  db: Database,
  account: { kind: "client" | "staff"; id: string },
  now: Date,
): Promise<void> {
  await db.insert(notificationEvents).values({
    id: `test:${timeOrderedId(now.getTime())}`,
    kind: "test",
    subjectId: `${account.kind}:${account.id}`,
    createdAt: now.toISOString(),
  });
}
