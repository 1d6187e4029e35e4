import { beforeEach, expect, test } from "vitest";
import { testHasher } from "../testing/harness";
import {
  createAdminSession,
  createClientAccount,
  ensureAdminAccount,
  findAdminAccount,
  findAdminSession,
  UsernameTakenError,
} from "./accounts";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "./client";

let handle: DatabaseHandle;

beforeEach(async () => {
  handle = await openDatabase(":memory:");
  await migrateDatabase(handle);
});

test("first start without ADMIN_PASSWORD generates a password once; later starts keep it", async () => {
  const first = await ensureAdminAccount(handle.db, testHasher, { username: "admin" });
  expect(first.generatedPassword).toMatch(/^[\w-]{20}$/);
  const account = await findAdminAccount(handle.db, "admin");
  expect(account?.passwordHash).not.toContain(first.generatedPassword);
  expect(await testHasher.verify(first.generatedPassword ?? "", account?.passwordHash ?? "")).toBe(true);

  const second = await ensureAdminAccount(handle.db, testHasher, { username: "admin" });
  expect(second.generatedPassword).toBeUndefined();
  expect((await findAdminAccount(handle.db, "admin"))?.passwordHash).toBe(account?.passwordHash);
});

test("ADMIN_PASSWORD sets the hash; a new one ends open staff sessions, the same one changes nothing", async () => {
  await ensureAdminAccount(handle.db, testHasher, { username: "admin", password: "first-password-1" });
  const session = {
    tokenHash: "a".repeat(64),
    username: "admin",
    createdAt: "2025-01-01T00:00:00.000Z",
    expiresAt: "2999-01-01T00:00:00.000Z",
  };
  await createAdminSession(handle.db, session);

  await ensureAdminAccount(handle.db, testHasher, { username: "admin", password: "first-password-1" });
  expect(await findAdminSession(handle.db, session.tokenHash, "2025-01-02T00:00:00.000Z")).toBeDefined();

  await ensureAdminAccount(handle.db, testHasher, { username: "admin", password: "second-password-2" });
  const account = await findAdminAccount(handle.db, "admin");
  expect(await testHasher.verify("second-password-2", account?.passwordHash ?? "")).toBe(true);
  expect(await findAdminSession(handle.db, session.tokenHash, "2025-01-02T00:00:00.000Z")).toBeUndefined();
});

test("renaming ADMIN_USERNAME retires the old account", async () => {
  await ensureAdminAccount(handle.db, testHasher, { username: "admin", password: "first-password-1" });
  await ensureAdminAccount(handle.db, testHasher, { username: "ops", password: "first-password-1" });
  expect(await findAdminAccount(handle.db, "admin")).toBeUndefined();
  expect(await findAdminAccount(handle.db, "ops")).toBeDefined();
});

test("client usernames are unique regardless of case", async () => {
  const client = {
    username: "Rivera",
    firstName: "Maria",
    lastName: "Rivera",
    companyName: "Rivera Hauling",
  };
  await createClientAccount(handle.db, testHasher, client, "a-password-123");
  await expect(
    createClientAccount(handle.db, testHasher, { ...client, username: "rivera" }, "a-password-123"),
  ).rejects.toThrow(UsernameTakenError);
});
