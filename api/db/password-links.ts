import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { changeClientPassword, changeStaffPassword } from "./accounts";
import { adminAccounts, clients, passwordLinks } from "./schema";
import type { Database } from "./types";

/**
 * Links that set a password (docs/decisions/0161-password-links.md). Storing
 * a link writes its e-mail to the notification outbox (a trigger); using one
 * marks it used, sets the password and ends the account's sessions.
 */

export type PasswordLinkRow = typeof passwordLinks.$inferSelect;
export type AccountKind = PasswordLinkRow["accountKind"];

/** The enabled accounts of `kind` whose e-mail is `address` (any case): each gets its own link. */
export async function accountsWithEmail(db: Database, kind: AccountKind, address: string): Promise<string[]> {
  const lowered = address.trim().toLowerCase();
  if (kind === "client") {
    const rows = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(sql`lower(${clients.email}) = ${lowered}`, isNull(clients.disabledAt)));
    return rows.map((row) => row.id);
  }
  const rows = await db
    .select({ id: adminAccounts.username })
    .from(adminAccounts)
    .where(and(sql`lower(${adminAccounts.email}) = ${lowered}`, isNull(adminAccounts.disabledAt)));
  return rows.map((row) => row.id);
}

export async function storePasswordLink(db: Database, link: Omit<PasswordLinkRow, "usedAt">) {
  await db.insert(passwordLinks).values(link);
}

/** A link that can still be used at `now`. */
export async function findUsableLink(db: Database, id: string, now: string) {
  const [link] = await db
    .select()
    .from(passwordLinks)
    .where(and(eq(passwordLinks.id, id), isNull(passwordLinks.usedAt), gt(passwordLinks.expiresAt, now)));
  return link;
}

/**
 * Takes the link (one statement: of two uses at once, one wins), then sets
 * the account's password and ends all its sessions in one transaction.
 * False when the link was no longer usable. A stop between the two steps
 * leaves the link used and the password unchanged: the person asks again.
 */
export async function usePasswordLink(
  db: Database,
  link: Pick<PasswordLinkRow, "id" | "accountKind" | "accountId">,
  passwordHash: string,
  now: string,
): Promise<boolean> {
  const taken = await db
    .update(passwordLinks)
    .set({ usedAt: now })
    .where(and(eq(passwordLinks.id, link.id), isNull(passwordLinks.usedAt), gt(passwordLinks.expiresAt, now)))
    .returning({ id: passwordLinks.id });
  if (taken.length === 0) return false;
  if (link.accountKind === "client") await changeClientPassword(db, link.accountId, passwordHash, "", now);
  else await changeStaffPassword(db, link.accountId, passwordHash, "", now);
  return true;
}

/** Who a link's e-mail goes to and how it greets them; undefined when the account is gone or disabled. */
export async function linkAccount(db: Database, link: Pick<PasswordLinkRow, "accountKind" | "accountId">) {
  if (link.accountKind === "client") {
    const [client] = await db
      .select({ email: clients.email, name: clients.firstName, username: clients.username })
      .from(clients)
      .where(and(eq(clients.id, link.accountId), isNull(clients.disabledAt)));
    return client?.email ? { ...client, email: client.email } : undefined;
  }
  const [staff] = await db
    .select({ email: adminAccounts.email, name: adminAccounts.displayName, username: adminAccounts.username })
    .from(adminAccounts)
    .where(and(eq(adminAccounts.username, link.accountId), isNull(adminAccounts.disabledAt)));
  return staff?.email ? { ...staff, name: staff.name || staff.username, email: staff.email } : undefined;
}
