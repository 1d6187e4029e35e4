import { count, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { seedTeam } from "../contract/seed-team";
import { createScryptHasher } from "../lib/scrypt-hasher";
import { memoryFileStorage } from "../lib/file-storage";
import { memoryUploadStore } from "../lib/memory-uploads";
import { twoServersOnOneFile } from "../../tests/support/api/shared-database";
import { migrateDatabase, type DatabaseHandle } from "./client";
import { runOnOneServer } from "./leases";
import { adminAccounts, teamMembers } from "./schema";
import { prepareDatabase } from "./start-up";
import { sweepUploads, UPLOAD_SWEEP } from "./upload-sweep";

/*
 * Servers started at the same moment on one new database (docs/decisions/0230-several-servers.md):
 * each runs what `api/server.ts` runs before it listens (`prepareDatabase`, then the first sweep under
 * its lease). The file binding answers in turn, so the two start-ups interleave at every await, as
 * two processes do: both read "nothing applied" before either applies anything.
 */

const twoServers = twoServersOnOneFile("tpf-start");

const hasher = createScryptHasher({ log2N: 10 });

/** What `api/server.ts` does before it listens: prepare the database, then its first sweep under the lease. */
async function startUp(handle: DatabaseHandle, folder: string) {
  const prepared = await prepareDatabase(handle, {
    dataDir: folder,
    admin: { username: "admin" },
    passwordHasher: hasher,
  });
  const uploads = memoryUploadStore({ maxSize: 1024 });
  const files = memoryFileStorage();
  const swept = await runOnOneServer(handle.db, UPLOAD_SWEEP, async () => {
    await sweepUploads(handle.db, { uploads, files }, () => new Date());
  });
  return { ...prepared, swept };
}

describe("two servers starting at once on a new database", () => {
  // Ten trials: which server gets ahead where differs from one to the next.
  test.each(Array.from({ length: 10 }, (_, trial) => trial + 1))(
    "trial %i: both start; the migrations, the team, the staff account and the secrets are made once, and one of them sweeps",
    async () => {
      const { first, second, folder } = await twoServers();
      const started = await Promise.all([startUp(first, folder), startUp(second, folder)]);

      expect(started.map(({ seeded }) => seeded).sort()).toEqual([0, seedTeam.length]);
      const [members] = await first.db.select({ total: count() }).from(teamMembers);
      expect(members?.total).toBe(seedTeam.length);

      // One of them made the account and says its password; that password is the one that works.
      const said = started.flatMap(({ generatedPassword }) => (generatedPassword ? [generatedPassword] : []));
      expect(said).toHaveLength(1);
      const [account] = await second.db
        .select()
        .from(adminAccounts)
        .where(eq(adminAccounts.username, "admin"));
      expect(await hasher.verify(said[0]!, account!.passwordHash)).toBe(true);

      // One session secret and one push key pair for both; the first sweep ran on one of them.
      expect(started[0].secrets).toEqual(started[1].secrets);
      expect(started.map(({ swept }) => swept).sort()).toEqual([false, true]);
    },
  );

  test("a migration that fails for its own reason is still an error", async () => {
    const { first } = await twoServers();
    // A table in the way that no recorded migration made: nothing was applied by another server.
    await first.client.execute("CREATE TABLE admin_accounts (username text)");
    await expect(migrateDatabase(first)).rejects.toThrow(/already exists/);
  });
});
