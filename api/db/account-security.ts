import { and, asc, count, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { timeOrderedId } from "../lib/ids";
import {
  accountNotices,
  adminAccounts,
  adminSessions,
  clients,
  clientSessions,
  emailChanges,
  notificationEvents,
  passwordLinks,
  pushSubscriptions,
  type AccountChange,
  type AccountChangeBy,
} from "./schema";
import type { Database } from "./types";
import { atomically } from "./invoices";

/**
 * What keeps an account its owner's (docs/decisions/0190-account-security.md):
 * a new e-mail address counts only once confirmed from a link sent to it; a
 * new password ends every other session, every outstanding link and every
 * other push device; the owner is told of each change at the address in
 * force before it. Each change is one transaction with its notice.
 */

export interface AccountRef {
  kind: "client" | "staff";
  /** A client's id, or a staff username. */
  id: string;
}

type Statement = { run(): unknown };

/** The account's e-mail address and whether it is disabled; undefined when there is no such account. */
export async function accountContact(
  db: Database,
  account: AccountRef,
): Promise<{ email: string | null; disabled: boolean } | undefined> {
  if (account.kind === "client") {
    const [row] = await db
      .select({ email: clients.email, disabledAt: clients.disabledAt })
      .from(clients)
      .where(eq(clients.id, account.id));
    return row && { email: row.email, disabled: row.disabledAt !== null };
  }
  const [row] = await db
    .select({ email: adminAccounts.email, disabledAt: adminAccounts.disabledAt })
    .from(adminAccounts)
    .where(eq(adminAccounts.username, account.id));
  return row && { email: row.email, disabled: row.disabledAt !== null };
}

/**
 * The statements that tell the owner of a change: the notice (to `address`,
 * the e-mail in force before the change) and its outbox event.
 */
export function noticeStatements(
  db: Database,
  notice: {
    account: AccountRef;
    change: AccountChange;
    by: AccountChangeBy;
    address: string | null;
    at: Date;
    device?: string;
    subscriptionId?: string;
  },
): Statement[] {
  const id = timeOrderedId(notice.at.getTime());
  const at = notice.at.toISOString();
  return [
    db.insert(accountNotices).values({
      id,
      accountKind: notice.account.kind,
      accountId: notice.account.id,
      change: notice.change,
      by: notice.by,
      address: notice.address?.trim() || null,
      device: notice.device ?? "",
      subscriptionId: notice.subscriptionId ?? null,
      at,
    }),
    db
      .insert(notificationEvents)
      .values({ id: `account-notice:${id}`, kind: "account-notice", subjectId: id, createdAt: at }),
  ];
}

/** The account's e-mail change waiting for its link, if any, dies. */
const revokeEmailChange = (db: Database, account: AccountRef, at: string) =>
  db
    .update(emailChanges)
    .set({ revokedAt: at })
    .where(
      and(
        eq(emailChanges.accountKind, account.kind),
        eq(emailChanges.accountId, account.id),
        isNull(emailChanges.usedAt),
        isNull(emailChanges.revokedAt),
      ),
    );

/** Every link of the account not yet used dies: password links and e-mail changes alike. */
export function revokeLinkStatements(db: Database, account: AccountRef, at: string): Statement[] {
  return [
    db
      .update(passwordLinks)
      .set({ revokedAt: at })
      .where(
        and(
          eq(passwordLinks.accountKind, account.kind),
          eq(passwordLinks.accountId, account.id),
          isNull(passwordLinks.usedAt),
          isNull(passwordLinks.revokedAt),
        ),
      ),
    revokeEmailChange(db, account, at),
  ];
}

/**
 * Sets a new password hash and, in the same transaction, ends every session
 * but `keepTokenHash` (none kept when it is ""), every outstanding link and
 * every push device but the one that session turned on, and tells the owner
 * (`by` says who made the change; an invitation's first password is no
 * change and tells nobody).
 */
export async function changePassword(
  db: Database,
  account: AccountRef,
  passwordHash: string,
  options: { keepTokenHash: string; by: AccountChangeBy | "invitation"; now: Date },
): Promise<void> {
  const at = options.now.toISOString();
  const contact = await accountContact(db, account);
  const setPassword =
    account.kind === "client"
      ? db.update(clients).set({ passwordHash, passwordChangedAt: at }).where(eq(clients.id, account.id))
      : db
          .update(adminAccounts)
          .set({ passwordHash, updatedAt: at })
          .where(eq(adminAccounts.username, account.id));
  const endSessions =
    account.kind === "client"
      ? db
          .delete(clientSessions)
          .where(
            and(eq(clientSessions.clientId, account.id), ne(clientSessions.tokenHash, options.keepTokenHash)),
          )
      : db
          .delete(adminSessions)
          .where(
            and(eq(adminSessions.username, account.id), ne(adminSessions.tokenHash, options.keepTokenHash)),
          );
  const endDevices = db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.accountKind, account.kind),
        eq(pushSubscriptions.accountId, account.id),
        options.keepTokenHash === ""
          ? undefined
          : ne(pushSubscriptions.sessionTokenHash, options.keepTokenHash),
      ),
    );
  await atomically(db, [
    setPassword,
    endSessions,
    endDevices,
    ...revokeLinkStatements(db, account, at),
    ...(options.by === "invitation"
      ? []
      : noticeStatements(db, {
          account,
          change: "password-changed",
          by: options.by,
          address: contact?.email ?? null,
          at: options.now,
        })),
  ]);
}

/** Whether an account of `kind` other than `account` uses `address` (any case). */
export async function addressTaken(db: Database, account: AccountRef, address: string): Promise<boolean> {
  const lowered = address.trim().toLowerCase();
  const [row] =
    account.kind === "client"
      ? await db
          .select({ n: count() })
          .from(clients)
          .where(and(sql`lower(${clients.email}) = ${lowered}`, ne(clients.id, account.id)))
      : await db
          .select({ n: count() })
          .from(adminAccounts)
          .where(
            and(sql`lower(${adminAccounts.email}) = ${lowered}`, ne(adminAccounts.username, account.id)),
          );
  return (row?.n ?? 0) > 0;
}

/**
 * Stores a new address waiting for confirmation (its link is e-mailed to it
 * from the outbox), ends any earlier one, and tells the owner at the address
 * in force, which stays in force until the link is opened.
 */
export async function askEmailChange(
  db: Database,
  change: { id: string; account: AccountRef; newEmail: string; now: Date; expiresAt: Date },
): Promise<void> {
  const at = change.now.toISOString();
  const contact = await accountContact(db, change.account);
  await atomically(db, [
    revokeEmailChange(db, change.account, at),
    db.insert(emailChanges).values({
      id: change.id,
      accountKind: change.account.kind,
      accountId: change.account.id,
      newEmail: change.newEmail,
      createdAt: at,
      expiresAt: change.expiresAt.toISOString(),
    }),
    db.insert(notificationEvents).values({
      id: `email-confirmation:${change.id}`,
      kind: "email-confirmation",
      subjectId: change.id,
      createdAt: at,
    }),
    ...(contact?.email
      ? noticeStatements(db, {
          account: change.account,
          change: "email-change-asked",
          by: "owner",
          address: contact.email,
          at: change.now,
        })
      : []),
  ]);
}

export type EmailChangeRow = typeof emailChanges.$inferSelect;

/** An e-mail change that can still be confirmed at `now`. */
export async function findUsableEmailChange(db: Database, id: string, now: string) {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.id, id),
        isNull(emailChanges.usedAt),
        isNull(emailChanges.revokedAt),
        gt(emailChanges.expiresAt, now),
      ),
    );
  return row;
}

/** The address waiting for confirmation on the account, if any, and until when. */
export async function pendingEmailChange(
  db: Database,
  account: AccountRef,
  now: string,
): Promise<{ email: string; expiresAt: string } | null> {
  const [row] = await db
    .select({ email: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.accountKind, account.kind),
        eq(emailChanges.accountId, account.id),
        isNull(emailChanges.usedAt),
        isNull(emailChanges.revokedAt),
        gt(emailChanges.expiresAt, now),
      ),
    )
    .orderBy(sql`${emailChanges.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

/**
 * Confirms an e-mail change: takes the link (one statement, so of two opens
 * one wins), then sets the address and tells the owner at the old one in one
 * transaction. False when the link is no longer usable, the account is
 * disabled, or the address is now another account's. A stop between the two
 * steps leaves the link used and the address unchanged: the owner asks again.
 */
export async function confirmEmailChange(
  db: Database,
  change: Pick<EmailChangeRow, "id" | "accountKind" | "accountId" | "newEmail">,
  now: Date,
): Promise<boolean> {
  const account: AccountRef = { kind: change.accountKind, id: change.accountId };
  const contact = await accountContact(db, account);
  if (!contact || contact.disabled || (await addressTaken(db, account, change.newEmail))) return false;
  const at = now.toISOString();
  const taken = await db
    .update(emailChanges)
    .set({ usedAt: at })
    .where(
      and(
        eq(emailChanges.id, change.id),
        isNull(emailChanges.usedAt),
        isNull(emailChanges.revokedAt),
        gt(emailChanges.expiresAt, at),
      ),
    )
    .returning({ id: emailChanges.id });
  if (taken.length === 0) return false;
  const setEmail =
    account.kind === "client"
      ? db.update(clients).set({ email: change.newEmail }).where(eq(clients.id, account.id))
      : db
          .update(adminAccounts)
          .set({ email: change.newEmail, updatedAt: at })
          .where(eq(adminAccounts.username, account.id));
  await atomically(db, [
    setEmail,
    ...noticeStatements(db, {
      account,
      change: "email-changed",
      by: "link",
      address: contact.email,
      at: now,
    }),
  ]);
  return true;
}

/** A push device as its owner sees it in the device list. */
export interface DeviceRow {
  id: string;
  userAgent: string;
  createdAt: string;
  lastSentAt: string | null;
  sessionTokenHash: string;
}

/** The account's push devices, oldest first. */
export async function listDevices(db: Database, account: AccountRef): Promise<DeviceRow[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      userAgent: pushSubscriptions.userAgent,
      createdAt: pushSubscriptions.createdAt,
      lastSentAt: pushSubscriptions.lastSentAt,
      sessionTokenHash: pushSubscriptions.sessionTokenHash,
    })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.accountKind, account.kind), eq(pushSubscriptions.accountId, account.id)))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

/** Removes one of the account's own devices; false when it has no such device. */
export async function removeDevice(db: Database, account: AccountRef, id: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.id, id),
        eq(pushSubscriptions.accountKind, account.kind),
        eq(pushSubscriptions.accountId, account.id),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}
