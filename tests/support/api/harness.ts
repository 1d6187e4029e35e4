import type { Context } from "hono";
import { createApp, type AppDeps } from "../../../api/app";
import { createClientAccount, ensureAdminAccount } from "../../../api/db/accounts";
import {
  migrateDatabase,
  openDatabase,
  type DatabaseHandle,
  type DatabaseOptions,
} from "../../../api/db/client";
import { seedDatabase } from "../../../api/db/seed";
import type { Database } from "../../../api/db/types";
import { silentLogger } from "../../../api/lib/logger";
import { createScryptHasher } from "../../../api/lib/scrypt-hasher";
import { sharpImageProcessor } from "../../../api/lib/sharp-image-processor";

export const STAFF = { username: "staff", password: "staff-password-123" };
export const CLIENT = {
  username: "rivera",
  password: "client-password-123",
  firstName: "Maria",
  lastName: "Rivera",
  companyName: "Rivera Hauling LLC",
};

/** Cheap scrypt parameters for tests; the format and code path are the production ones. */
export const testHasher = createScryptHasher({ log2N: 10 });

/**
 * The connection's address in tests comes from X-Forwarded-For, so tests can
 * act as several callers (no proxy is trusted unless a test lists one).
 */
const testPeerAddress = (c: Context) => c.req.header("x-forwarded-for") ?? "198.51.100.7";

/**
 * A libSQL database (`:memory:` unless given a URL) set up like a server's:
 * migrated, the team seeded, one staff account and one client account.
 */
export async function openTestDatabase(
  url = ":memory:",
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  const handle = await openDatabase(url, undefined, options);
  await migrateDatabase(handle);
  await seedDatabase(handle.db);
  await ensureAdminAccount(handle.db, testHasher, STAFF);
  const { password, ...client } = CLIENT;
  await createClientAccount(handle.db, testHasher, client, password);
  return handle;
}

/** What the app runs on in tests (silent, cheap hashing), with the test's own changes. */
export const testAppDeps = (db: Database, overrides: Partial<AppDeps> = {}): AppDeps => ({
  db,
  logger: silentLogger,
  version: "test",
  passwordHasher: testHasher,
  imageProcessor: sharpImageProcessor,
  sessionSecret: "test-session-secret-with-32-characters!",
  peerAddress: testPeerAddress,
  ...overrides,
});

/** The real app over a fresh test database (openTestDatabase). */
export async function createTestApp(overrides: Partial<AppDeps> = {}) {
  const handle = await openTestDatabase();
  const { app } = createApp(testAppDeps(handle.db, overrides));

  const request = (path: string, init: RequestInit = {}) => app.request(path, init);
  const json = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    request(path, {
      method,
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  /** Signs in and returns the Cookie header value to send. */
  const signIn = async (path: string, credentials: { username: string; password: string }) => {
    const response = await json("POST", path, credentials);
    if (response.status !== 200)
      throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    return cookieFrom(response);
  };

  return {
    app,
    db: handle.db,
    client: handle.client,
    request,
    json,
    staffCookie: () => signIn("/api/admin/login", STAFF),
    clientCookie: () => signIn("/api/auth/login", { username: CLIENT.username, password: CLIENT.password }),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** `name=value` of the Set-Cookie in a response, ready for a Cookie header. */
export function cookieFrom(response: Response): string {
  const header = response.headers.getSetCookie()[0];
  if (!header) throw new Error("no Set-Cookie in response");
  return header.split(";")[0] ?? "";
}
