import { and, eq, gt, lte, ne, sql } from "drizzle-orm";
import type { PasswordHasher } from "../lib/password-hasher";
import { randomToken } from "../lib/tokens";
import { adminAccounts, adminSessions, clients, clientSessions } from "./schema";
import type { Database } from "./types";

/**
 * Makes the staff account match the configuration: ADMIN_PASSWORD (re)sets
 * its hash; without it an existing account is kept, and on first start a
 * random password is generated and returned so the caller can print it once.
 * Accounts under any other name are removed, so renaming ADMIN_USERNAME
 * retires the old name.
 */
export async function ensureAdminAccount(
  db: Database,
  hasher: PasswordHasher,
  settings: { username: string; password?: string | undefined },
): Promise<{ generatedPassword?: string }> {
  await db.delete(adminAccounts).where(ne(adminAccounts.username, settings.username));
  const [existing] = await db
    .select()
    .from(adminAccounts)
    .where(eq(adminAccounts.username, settings.username));
  if (settings.password !== undefined) {
    if (existing && (await hasher.verify(settings.password, existing.passwordHash))) return {};
    await upsertAdmin(db, settings.username, await hasher.hash(settings.password));
    return {};
  }
  if (existing) return {};
  const generatedPassword = randomToken().slice(0, 20);
  await upsertAdmin(db, settings.username, await hasher.hash(generatedPassword));
  return { generatedPassword };
}

async function upsertAdmin(db: Database, username: string, passwordHash: string) {
  const updatedAt = new Date().toISOString();
  await db
    .insert(adminAccounts)
    .values({ username, passwordHash, updatedAt })
    .onConflictDoUpdate({ target: adminAccounts.username, set: { passwordHash, updatedAt } });
  // A new password ends every open staff session.
  await db.delete(adminSessions).where(eq(adminSessions.username, username));
}

export async function findAdminAccount(db: Database, username: string) {
  const [account] = await db.select().from(adminAccounts).where(eq(adminAccounts.username, username));
  return account;
}

export async function createAdminSession(db: Database, session: typeof adminSessions.$inferInsert) {
  await db.delete(adminSessions).where(lte(adminSessions.expiresAt, session.createdAt));
  await db.insert(adminSessions).values(session);
}

export async function findAdminSession(db: Database, tokenHash: string, now: string) {
  const [session] = await db
    .select({ username: adminSessions.username, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .where(and(eq(adminSessions.tokenHash, tokenHash), gt(adminSessions.expiresAt, now)));
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
}

export class UsernameTakenError extends Error {
  constructor(username: string) {
    super(`A client with the username "${username}" already exists.`);
  }
}

/** Creates a client account; usernames are unique regardless of case. */
export async function createClientAccount(
  db: Database,
  hasher: PasswordHasher,
  client: NewClient,
  password: string,
) {
  if (await findClientByUsername(db, client.username)) throw new UsernameTakenError(client.username);
  const id = crypto.randomUUID();
  const inserted = await db
    .insert(clients)
    .values({ id, ...client, passwordHash: await hasher.hash(password) })
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

export async function findClientSession(db: Database, tokenHash: string, now: string) {
  const [session] = await db
    .select({ clientId: clientSessions.clientId, expiresAt: clientSessions.expiresAt })
    .from(clientSessions)
    .where(and(eq(clientSessions.tokenHash, tokenHash), gt(clientSessions.expiresAt, now)));
  return session;
}

export async function deleteClientSession(db: Database, tokenHash: string) {
  await db.delete(clientSessions).where(eq(clientSessions.tokenHash, tokenHash));
}

/**
 * Sets a new password hash and ends every other session of the client, as
 * one transaction: never a new password with someone else's session still
 * open, nor sessions ended with the old password kept.
 */
export async function changeClientPassword(
  db: Database,
  id: string,
  passwordHash: string,
  keepTokenHash: string,
  at: string,
) {
  const setPassword = db
    .update(clients)
    .set({ passwordHash, passwordChangedAt: at })
    .where(eq(clients.id, id));
  const endOtherSessions = db
    .delete(clientSessions)
    .where(and(eq(clientSessions.clientId, id), ne(clientSessions.tokenHash, keepTokenHash)));
  if (isBatching(db)) {
    // libSQL runs a batch in one transaction: all of it or nothing.
    await db.batch([setPassword, endOtherSessions]);
    return;
  }
  // sql.js (the browser mocks): one thread and no process to crash between the two statements.
  await setPassword;
  await endOtherSessions;
}

type BatchingDatabase = Database & { batch(statements: readonly unknown[]): Promise<unknown> };
const isBatching = (db: Database): db is BatchingDatabase =>
  typeof (db as Partial<BatchingDatabase>).batch === "function";
