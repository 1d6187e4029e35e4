import { beforeEach, describe, expect, test } from "vitest";
import { testHasher } from "../../tests/support/api/harness";
import { changePassword } from "./account-security";
import {
  createAdminSession,
  createClientAccount,
  createClientSession,
  createStaffAccount,
  findClientById,
  ensureAdminAccount,
  findAdminAccount,
  findAdminSession,
  setStaffDisabled,
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
  expect(first.generatedPassword).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
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

test("the environment's account is the first staff account, not the only one: others are kept", async () => {
  await ensureAdminAccount(handle.db, testHasher, { username: "admin", password: "first-password-1" });
  const at = "2026-11-24T10:00:00.000Z";
  await createStaffAccount(
    handle.db,
    { username: "dana", displayName: "Dana", email: null, passwordHash: "hash" },
    "admin",
    at,
  );
  await ensureAdminAccount(handle.db, testHasher, { username: "admin", password: "second-password-2" });
  expect(await findAdminAccount(handle.db, "dana")).toMatchObject({ createdBy: "admin", createdAt: at });
  expect(await findAdminAccount(handle.db, "admin")).toMatchObject({ displayName: "admin", createdBy: null });
});

test("a restart leaves the environment's account disabled when staff disabled it", async () => {
  await ensureAdminAccount(handle.db, testHasher, { username: "admin", password: "first-password-1" });
  await createStaffAccount(
    handle.db,
    { username: "dana", displayName: "Dana", email: null, passwordHash: "hash" },
    "admin",
    "2026-11-24T10:00:00.000Z",
  );
  expect((await setStaffDisabled(handle.db, "admin", true, "dana", "2026-11-24T11:00:00.000Z")).ok).toBe(
    true,
  );
  await ensureAdminAccount(handle.db, testHasher, { username: "admin", password: "first-password-1" });
  expect((await findAdminAccount(handle.db, "admin"))?.disabledAt).toBe("2026-11-24T11:00:00.000Z");
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

describe("changePassword", () => {
  const at = "2025-06-01T00:00:00.000Z";
  const session = (clientId: string, tokenHash: string) => ({
    tokenHash,
    clientId,
    createdAt: at,
    expiresAt: "2999-01-01T00:00:00.000Z",
  });
  const client = { username: "redmesa", firstName: "Dana", lastName: "Whitfield", companyName: "Red Mesa" };
  const sessionsOf = async (id: string) =>
    (
      await handle.client.execute({
        sql: "SELECT token_hash FROM client_sessions WHERE client_id = ?",
        args: [id],
      })
    ).rows.map((row) => row.token_hash);

  test("sets the new hash and ends every session but the one that asked", async () => {
    const id = await createClientAccount(handle.db, testHasher, client, "first-password-1");
    await createClientSession(handle.db, session(id, "a".repeat(64)));
    await createClientSession(handle.db, session(id, "b".repeat(64)));
    await changePassword(handle.db, { kind: "client", id }, "new-hash", {
      keepTokenHash: "a".repeat(64),
      by: "owner",
      now: new Date(at),
    });
    expect((await findClientById(handle.db, id))?.passwordHash).toBe("new-hash");
    expect(await sessionsOf(id)).toEqual(["a".repeat(64)]);
  });

  test("is one transaction: when ending the other sessions fails, the password is not changed either", async () => {
    const id = await createClientAccount(handle.db, testHasher, client, "first-password-1");
    const before = (await findClientById(handle.db, id))?.passwordHash;
    await createClientSession(handle.db, session(id, "a".repeat(64)));
    await createClientSession(handle.db, session(id, "b".repeat(64)));
    await handle.client.execute(
      "CREATE TRIGGER fail_session_delete BEFORE DELETE ON client_sessions BEGIN SELECT RAISE(ABORT, 'disk gone'); END",
    );
    await expect(
      changePassword(handle.db, { kind: "client", id }, "new-hash", {
        keepTokenHash: "a".repeat(64),
        by: "owner",
        now: new Date(at),
      }),
    ).rejects.toThrow();
    expect((await findClientById(handle.db, id))?.passwordHash).toBe(before);
    expect(await sessionsOf(id)).toHaveLength(2);
  });
});
