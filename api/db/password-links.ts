import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { BASE_LOCALE, type Locale } from "../contract/words";
import { accountContact, changePassword } from "./account-security";
import { adminAccounts, clients, passwordLinks } from "./schema";
import type { Database } from "./types";

/**
 * Links that set a password (docs/decisions/0161-password-links.md). Storing
 * a link writes its e-mail to the notification outbox (a trigger); using one
 * marks it used and changes the password as any change does
 * (docs/decisions/0190-account-security.md). A link dies unused when the
 * password changes or the account is disabled, and never acts on a disabled
 * account.
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

/**
 * Stores a link (and so writes its e-mail to the outbox). `locale` is the
 * language of the page a reset was asked for on; English when not given.
 */
export async function storePasswordLink(
  db: Database,
  link: Omit<PasswordLinkRow, "usedAt" | "revokedAt" | "locale"> & { locale?: Locale },
) {
  await db.insert(passwordLinks).values(link);
}

/** Not used, not revoked (a later password, a disabled account), within its time at `now`. */
const usable = (now: string) =>
  and(isNull(passwordLinks.usedAt), isNull(passwordLinks.revokedAt), gt(passwordLinks.expiresAt, now));

/** A link that can still be used at `now`, of an account that is not disabled. */
export async function findUsableLink(db: Database, id: string, now: string) {
  const [link] = await db
    .select()
    .from(passwordLinks)
    .where(and(eq(passwordLinks.id, id), usable(now)));
  if (!link) return undefined;
  const contact = await accountContact(db, { kind: link.accountKind, id: link.accountId });
  return contact && !contact.disabled ? link : undefined;
}

/**
 * Takes the link (one statement: of two uses at once, one wins), then sets
 * the account's password in one transaction with all that a new password
 * ends (sessions, other links, push devices) and the owner's notice.
 * False when the link was no longer usable. A stop between the two steps
 * leaves the link used and the password unchanged: the person asks again.
 */
export async function usePasswordLink(
  db: Database,
  link: Pick<PasswordLinkRow, "id" | "accountKind" | "accountId" | "purpose">,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const taken = await db
    .update(passwordLinks)
    .set({ usedAt: at })
    .where(and(eq(passwordLinks.id, link.id), usable(at)))
    .returning({ id: passwordLinks.id });
  if (taken.length === 0) return false;
  await changePassword(db, { kind: link.accountKind, id: link.accountId }, passwordHash, {
    keepTokenHash: "",
    by: link.purpose === "invitation" ? "invitation" : "link",
    now,
  });
  return true;
}

/**
 * Who a link's e-mail goes to, how it greets them and in which language;
 * undefined when the account is gone or disabled. A client's e-mail is in
 * the account's language when it is not English, else in the language of the
 * page the reset was asked for on; staff's is in English (docs/decisions/0160-notifications.md).
 */
export async function linkAccount(
  db: Database,
  link: Pick<PasswordLinkRow, "accountKind" | "accountId"> & { locale?: Locale },
): Promise<{ email: string; name: string; username: string; locale: Locale } | undefined> {
  if (link.accountKind === "client") {
    const [client] = await db
      .select({
        email: clients.email,
        name: clients.firstName,
        username: clients.username,
        locale: clients.locale,
      })
      .from(clients)
      .where(and(eq(clients.id, link.accountId), isNull(clients.disabledAt)));
    if (!client?.email) return undefined;
    const locale = client.locale !== BASE_LOCALE ? client.locale : (link.locale ?? BASE_LOCALE);
    return { ...client, email: client.email, locale };
  }
  const [staff] = await db
    .select({ email: adminAccounts.email, name: adminAccounts.displayName, username: adminAccounts.username })
    .from(adminAccounts)
    .where(and(eq(adminAccounts.username, link.accountId), isNull(adminAccounts.disabledAt)));
  return staff?.email
    ? { ...staff, name: staff.name || staff.username, email: staff.email, locale: "en" }
    : undefined;
}
