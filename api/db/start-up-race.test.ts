import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, test } from "vitest";
import { seedTeam } from "../contract/seed-team";
import { createScryptHasher } from "../lib/scrypt-hasher";
import { ensureAdminAccount } from "./accounts";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "./client";
import { adminAccounts, teamMembers } from "./schema";
import { seedDatabase } from "./seed";

/*
 * Servers started at the same moment on one new database (docs/decisions/0230-several-servers.md):
 * each runs what `api/server.ts` runs before it listens. The file binding answers in turn, so the two
 * start-ups interleave at every await, as two processes do: both read "nothing applied" before
 * either applies anything.
 */

const folders: string[] = [];
const handles: DatabaseHandle[] = [];
afterEach(() => {
  for (const handle of handles.splice(0)) handle.client.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function twoServersOnOneFile() {
  const folder = mkdtempSync(path.join(tmpdir(), "tpf-start-"));
  folders.push(folder);
  const url = `file:${path.join(folder, "tpf.db")}`;
  const pair = await Promise.all([openDatabase(url), openDatabase(url)]);
  handles.push(...pair);
  return pair;
}

const hasher = createScryptHasher();

async function startUp(handle: DatabaseHandle) {
  await migrateDatabase(handle);
  const seeded = await seedDatabase(handle.db);
  const admin = await ensureAdminAccount(handle.db, hasher, { username: "admin" });
  return { seeded, admin };
}

describe("two servers starting at once on a new database", () => {
  test("both start: the migrations, the team and the staff account are made once", async () => {
    const [first, second] = await twoServersOnOneFile();
    const started = await Promise.all([startUp(first), startUp(second)]);

    expect(started.map(({ seeded }) => seeded).sort()).toEqual([0, seedTeam.length]);
    const [members] = await first.db.select({ total: count() }).from(teamMembers);
    expect(members?.total).toBe(seedTeam.length);

    // One of them made the account and says its password; that password is the one that works.
    const said = started.flatMap(({ admin }) => (admin.generatedPassword ? [admin.generatedPassword] : []));
    expect(said).toHaveLength(1);
    const [account] = await second.db.select().from(adminAccounts).where(eq(adminAccounts.username, "admin"));
    expect(await hasher.verify(said[0]!, account!.passwordHash)).toBe(true);
  });

  test("a migration that fails for its own reason is still an error", async () => {
    const [first] = await twoServersOnOneFile();
    // A table in the way that no recorded migration made: nothing was applied by another server.
    await first.client.execute("CREATE TABLE admin_accounts (username text)");
    await expect(migrateDatabase(first)).rejects.toThrow(/already exists/);
  });
});
