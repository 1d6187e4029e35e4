import { and, count, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { ClientAccount, StaffAccount } from "../contract/accounts";
import { storedAuthority } from "../contract/brokers";
import type { Cursor } from "../lib/pagination";
import type { PasswordHasher } from "../lib/password-hasher";
import { REFERENCE_ALPHABET } from "../contract/reference";
import { revokeLinkStatements } from "./account-security";
import { atomically, escapeLike } from "./invoices";
import { newestFirstPaging } from "./keyset";
import { adminAccounts, adminSessions, clients, clientSessions } from "./schema";
import type { Database } from "./types";

/**
 * A password the server makes (first start, a new account, a reset): 20
 * random symbols of the references' alphabet (no I, L, O or U to misread)
 * in groups of four, `7K3M-9PX2-…`, about 100 bits. It is read out over the
 * phone, so it must survive being spoken.
 */
export function generatePassword(): string {
  const symbols = Array.from(
    crypto.getRandomValues(new Uint8Array(20)),
    (byte) => REFERENCE_ALPHABET[byte & 31],
  );
  return symbols.join("").replace(/(.{4})(?=.)/g, "$1-");
}

/**
 * Makes the environment's staff account (ADMIN_USERNAME) match the
 * configuration: ADMIN_PASSWORD (re)sets its hash; without it an existing
 * account is kept, and on first start a random password is generated and
 * returned so the caller can print it once. It is the first staff account,
 * not the only one: accounts staff created are left as they are, and so is
 * this one's disabled flag (docs/decisions/0120-accounts.md).
 */
export async function ensureAdminAccount(
  db: Database,
  hasher: PasswordHasher,
  settings: { username: string; password?: string | undefined },
): Promise<{ generatedPassword?: string }> {
  const existing = await findAdminAccount(db, settings.username);
  const username = existing?.username ?? settings.username;
  if (settings.password !== undefined) {
    if (existing && (await hasher.verify(settings.password, existing.passwordHash))) return {};
    await upsertAdmin(db, username, await hasher.hash(settings.password));
    return {};
  }
  if (existing) return {};
  // Made only if still missing: of two servers starting together on a new database, one makes the
  // account and says its password; the other's password would never work, so it says nothing.
  const generatedPassword = generatePassword();
  const at = new Date().toISOString();
  const made = await db
    .insert(adminAccounts)
    .values({
      username,
      displayName: username,
      passwordHash: await hasher.hash(generatedPassword),
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning({ username: adminAccounts.username });
  return made.length > 0 ? { generatedPassword } : {};
}

async function upsertAdmin(db: Database, username: string, passwordHash: string) {
  const at = new Date().toISOString();
  await db
    .insert(adminAccounts)
    .values({ username, displayName: username, passwordHash, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: adminAccounts.username, set: { passwordHash, updatedAt: at } });
  // A new password ends every open staff session.
  await db.delete(adminSessions).where(eq(adminSessions.username, username));
}

/** The staff account of a username, in any case; disabled ones too. */
export async function findAdminAccount(db: Database, username: string) {
  const [account] = await db
    .select()
    .from(adminAccounts)
    .where(eq(sql`lower(${adminAccounts.username})`, username.toLowerCase()));
  return account;
}

const staffAccountColumns = {
  username: adminAccounts.username,
  displayName: adminAccounts.displayName,
  email: adminAccounts.email,
  createdAt: adminAccounts.createdAt,
  createdBy: adminAccounts.createdBy,
  disabledAt: adminAccounts.disabledAt,
  disabledBy: adminAccounts.disabledBy,
};

/** Every staff account, enabled ones first, then by name: one office, a short list. */
export async function listStaffAccounts(db: Database): Promise<StaffAccount[]> {
  return db
    .select(staffAccountColumns)
    .from(adminAccounts)
    .orderBy(sql`${adminAccounts.disabledAt} is not null`, sql`lower(${adminAccounts.displayName})`);
}

export async function findStaffAccount(db: Database, username: string): Promise<StaffAccount | undefined> {
  const [account] = await db
    .select(staffAccountColumns)
    .from(adminAccounts)
    .where(eq(adminAccounts.username, username));
  return account;
}

export class UsernameTakenError extends Error {
  constructor(username: string, kind: "client" | "staff account" = "client") {
    super(`A ${kind} with the username "${username}" already exists.`);
  }
}

/** Creates a staff account; usernames are unique regardless of case. */
export async function createStaffAccount(
  db: Database,
  account: { username: string; displayName: string; email: string | null; passwordHash: string },
  createdBy: string,
  at: string,
): Promise<StaffAccount> {
  const [inserted] = await db
    .insert(adminAccounts)
    .values({ ...account, createdBy, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning(staffAccountColumns);
  if (!inserted) throw new UsernameTakenError(account.username, "staff account");
  return inserted;
}

const enabledStaffCount = sql`(select count(*) from ${adminAccounts} where ${adminAccounts.disabledAt} is null)`;

/**
 * Disables or enables a staff account. Disabling ends its sessions in the
 * same transaction, and is refused (`last`) for the last enabled account:
 * the check and the change are one statement, so two staff disabling each
 * other at once cannot both succeed. Disabling a disabled account keeps who
 * did it first.
 */
export async function setStaffDisabled(
  db: Database,
  username: string,
  disabled: boolean,
  actor: string,
  at: string,
): Promise<{ ok: true; account: StaffAccount } | { ok: false; reason: "not-found" | "last" }> {
  if (disabled) {
    await atomically(db, [
      db
        .update(adminAccounts)
        .set({ disabledAt: at, disabledBy: actor, updatedAt: at })
        .where(
          and(
            eq(adminAccounts.username, username),
            isNull(adminAccounts.disabledAt),
            sql`${enabledStaffCount} > 1`,
          ),
        ),
      db
        .delete(adminSessions)
        .where(
          and(
            eq(adminSessions.username, username),
            sql`exists (select 1 from ${adminAccounts} where ${adminAccounts.username} = ${username} and ${adminAccounts.disabledAt} is not null)`,
          ),
        ),
    ]);
  } else {
    await db
      .update(adminAccounts)
      .set({ disabledAt: null, disabledBy: null, updatedAt: at })
      .where(eq(adminAccounts.username, username));
  }
  const account = await findStaffAccount(db, username);
  if (!account) return { ok: false, reason: "not-found" };
  if (disabled && account.disabledAt === null) return { ok: false, reason: "last" };
  // Its links die with it (docs/decisions/0190-account-security.md); a link never acts on a
  // disabled account in any case, so this second step only tidies.
  if (disabled) await atomically(db, revokeLinkStatements(db, { kind: "staff", id: username }, at));
  return { ok: true, account };
}

export async function createAdminSession(db: Database, session: typeof adminSessions.$inferInsert) {
  await db.delete(adminSessions).where(lte(adminSessions.expiresAt, session.createdAt));
  await db.insert(adminSessions).values(session);
}

/**
 * A live staff session: not expired, and its account not disabled. Disabling
 * deletes the sessions too; the join also covers a sign-in whose password
 * check was still running when the account was disabled.
 */
export async function findAdminSession(db: Database, tokenHash: string, now: string) {
  const [session] = await db
    .select({ username: adminSessions.username, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .innerJoin(adminAccounts, eq(adminAccounts.username, adminSessions.username))
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        gt(adminSessions.expiresAt, now),
        isNull(adminAccounts.disabledAt),
      ),
    );
  return session;
}

export async function deleteAdminSession(db: Database, tokenHash: string) {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
}

export interface NewClient {
  username: string;
  firstName: string;
  lastName: string;
  companyName: string;
  email?: string | null;
  phone?: string | null;
  /** As typed ("MC 123456", digits), "" or null for none: stored as digits without leading zeros, null for none. */
  mcNumber?: string | null;
  dotNumber?: string | null;
  /** The language of the client's portal, e-mails and push messages; English unless chosen. */
  locale?: "en" | "es";
  /** The staff member who creates it; none from the operator command. */
  createdBy?: string | null;
}

/** Creates a client account; usernames are unique regardless of case. */
export async function createClientAccount(
  db: Database,
  hasher: PasswordHasher,
  client: NewClient,
  password: string,
) {
  return insertClientAccount(db, client, await hasher.hash(password));
}

/** Stores a client account whose password is already hashed. */
export async function insertClientAccount(db: Database, client: NewClient, passwordHash: string) {
  if (await findClientByUsername(db, client.username)) throw new UsernameTakenError(client.username);
  const id = crypto.randomUUID();
  const { mcNumber = "", dotNumber = "", ...rest } = client;
  const inserted = await db
    .insert(clients)
    .values({
      id,
      ...rest,
      mcNumber: storedAuthority(mcNumber),
      dotNumber: storedAuthority(dotNumber),
      passwordHash,
    })
    .onConflictDoNothing()
    .returning({ id: clients.id });
  if (inserted.length === 0) throw new UsernameTakenError(client.username);
  return id;
}

export async function findClientByUsername(db: Database, username: string) {
  const [client] = await db
    .select()
    .from(clients)
    .where(eq(sql`lower(${clients.username})`, username.toLowerCase()));
  return client;
}

export async function findClientById(db: Database, id: string) {
  const [client] = await db.select().from(clients).where(eq(clients.id, id));
  return client;
}

const clientAccountColumns = {
  id: clients.id,
  username: clients.username,
  companyName: clients.companyName,
  firstName: clients.firstName,
  lastName: clients.lastName,
  email: clients.email,
  phone: clients.phone,
  mcNumber: clients.mcNumber,
  dotNumber: clients.dotNumber,
  lastLoginAt: clients.lastLoginAt,
  locale: clients.locale,
  createdAt: clients.createdAt,
  createdBy: clients.createdBy,
  disabledAt: clients.disabledAt,
  disabledBy: clients.disabledBy,
};

const clientPaging = newestFirstPaging(clients, "createdAt");

/**
 * Client accounts whose company name or username contains `q` (any case),
 * newest first, a keyset page of `limit` after `cursor`, and how many match.
 */
export async function listClientAccounts(
  db: Database,
  { q, limit, cursor }: { q: string; limit: number; cursor?: Cursor | undefined },
): Promise<{ clients: ClientAccount[]; nextCursor: Cursor | null; total: number }> {
  const needle = `%${escapeLike(q.toLowerCase())}%`;
  const filter = q
    ? or(
        sql`lower(${clients.companyName}) like ${needle} escape '\\'`,
        sql`lower(${clients.username}) like ${needle} escape '\\'`,
      )
    : undefined;
  const rows = await db
    .select(clientAccountColumns)
    .from(clients)
    .where(and(filter, clientPaging.after(cursor)))
    .orderBy(...clientPaging.orderBy)
    .limit(clientPaging.readLimit(limit));
  const [counted] = await db.select({ total: count() }).from(clients).where(filter);
  const page = clientPaging.page(rows, limit);
  return { clients: page.rows, nextCursor: page.nextCursor, total: counted?.total ?? 0 };
}

export async function findClientAccount(db: Database, id: string): Promise<ClientAccount | undefined> {
  const [client] = await db.select(clientAccountColumns).from(clients).where(eq(clients.id, id));
  return client;
}

/** Changes a client's company details: only the fields given; "" clears a number. */
export async function changeClientAccount(
  db: Database,
  id: string,
  change: { mcNumber?: string | undefined; dotNumber?: string | undefined },
): Promise<ClientAccount | undefined> {
  const set = {
    ...(change.mcNumber === undefined ? {} : { mcNumber: storedAuthority(change.mcNumber) }),
    ...(change.dotNumber === undefined ? {} : { dotNumber: storedAuthority(change.dotNumber) }),
  };
  if (Object.keys(set).length > 0) await db.update(clients).set(set).where(eq(clients.id, id));
  return findClientAccount(db, id);
}

/**
 * Disables or enables a client account; disabling ends its sessions and its
 * outstanding links in the same transaction. Disabling a disabled account keeps who did it first.
 */
export async function setClientDisabled(
  db: Database,
  id: string,
  disabled: boolean,
  actor: string,
  at: string,
): Promise<ClientAccount | undefined> {
  if (disabled) {
    await atomically(db, [
      db
        .update(clients)
        .set({ disabledAt: at, disabledBy: actor })
        .where(and(eq(clients.id, id), isNull(clients.disabledAt))),
      db.delete(clientSessions).where(eq(clientSessions.clientId, id)),
      // Its links die with it (docs/decisions/0190-account-security.md).
      ...revokeLinkStatements(db, { kind: "client", id }, at),
    ]);
  } else {
    await db.update(clients).set({ disabledAt: null, disabledBy: null }).where(eq(clients.id, id));
  }
  return findClientAccount(db, id);
}

/** Records a sign-in in one statement; returns the sign-in before it (the portal's "last login"). */
export async function recordClientSignIn(db: Database, id: string, at: string) {
  const [row] = await db
    .update(clients)
    .set({ previousLoginAt: sql`${clients.lastLoginAt}`, lastLoginAt: at })
    .where(eq(clients.id, id))
    .returning({ previousLoginAt: clients.previousLoginAt });
  return row?.previousLoginAt ?? null;
}

export async function createClientSession(db: Database, session: typeof clientSessions.$inferInsert) {
  await db.delete(clientSessions).where(lte(clientSessions.expiresAt, session.createdAt));
  await db.insert(clientSessions).values(session);
}

/** A live client session: not expired, and its account not disabled (as findAdminSession). */
export async function findClientSession(db: Database, tokenHash: string, now: string) {
  const [session] = await db
    .select({ clientId: clientSessions.clientId, expiresAt: clientSessions.expiresAt })
    .from(clientSessions)
    .innerJoin(clients, eq(clients.id, clientSessions.clientId))
    .where(
      and(
        eq(clientSessions.tokenHash, tokenHash),
        gt(clientSessions.expiresAt, now),
        isNull(clients.disabledAt),
      ),
    );
  return session;
}

export async function deleteClientSession(db: Database, tokenHash: string) {
  await db.delete(clientSessions).where(eq(clientSessions.tokenHash, tokenHash));
}
