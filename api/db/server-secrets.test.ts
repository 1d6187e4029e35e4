import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import webpush from "web-push";
import { afterEach, describe, expect, test } from "vitest";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "./client";
import { serverSecrets } from "./schema";
import { resolveSharedSecrets } from "./server-secrets";

const folders: string[] = [];
const handles: DatabaseHandle[] = [];
afterEach(() => {
  for (const handle of handles.splice(0)) handle.client.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Servers on one database file, each with its own DATA_DIR (its own disk). */
async function servers(count: number) {
  const folder = mkdtempSync(path.join(tmpdir(), "tpf-secrets-"));
  folders.push(folder);
  const url = `file:${path.join(folder, "tpf.db")}`;
  const opened = await Promise.all(Array.from({ length: count }, () => openDatabase(url)));
  handles.push(...opened);
  await migrateDatabase(opened[0]!);
  return opened.map((handle, place) => {
    const dataDir = mkdtempSync(path.join(folder, `data-${place}-`));
    return { handle, dataDir };
  });
}

describe("the site's own secrets", () => {
  test("servers starting together all use the one session secret and push key pair, kept for the next start", async () => {
    const all = await servers(3);
    const resolved = await Promise.all(
      all.map(({ handle, dataDir }) => resolveSharedSecrets(handle.db, { dataDir })),
    );
    const [first] = resolved;
    for (const secrets of resolved) expect(secrets).toEqual(first);
    expect(first!.sessionSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first!.vapid.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);

    const restarted = await resolveSharedSecrets(all[1]!.handle.db, { dataDir: all[1]!.dataDir });
    expect(restarted).toEqual(first);
  });

  test("what the environment sets wins, and is not written down", async () => {
    const [server] = await servers(1);
    const vapid = webpush.generateVAPIDKeys();
    const secrets = await resolveSharedSecrets(server!.handle.db, {
      dataDir: server!.dataDir,
      sessionSecret: "s".repeat(40),
      vapid,
    });
    expect(secrets).toEqual({ sessionSecret: "s".repeat(40), vapid });
    expect(await server!.handle.db.select().from(serverSecrets)).toEqual([]);
  });

  test("a site that kept them under DATA_DIR keeps those values: its sessions and subscriptions stay valid", async () => {
    const [server] = await servers(1);
    const vapid = webpush.generateVAPIDKeys();
    writeFileSync(path.join(server!.dataDir, "session-secret"), "kept-session-secret-of-forty-characters!\n");
    writeFileSync(path.join(server!.dataDir, "vapid-keys.json"), `${JSON.stringify(vapid)}\n`);
    const secrets = await resolveSharedSecrets(server!.handle.db, { dataDir: server!.dataDir });
    expect(secrets).toEqual({ sessionSecret: "kept-session-secret-of-forty-characters!", vapid });
  });

  test("a stored secret is never changed in place", async () => {
    const [server] = await servers(1);
    await resolveSharedSecrets(server!.handle.db, { dataDir: server!.dataDir });
    const refused = await server!.handle.db
      .update(serverSecrets)
      .set({ value: "another" })
      .where(eq(serverSecrets.name, "session-secret"))
      .then(
        () => undefined,
        (error: Error) => error,
      );
    // drizzle wraps the database's answer: the trigger's words are in its cause.
    expect(String(refused?.cause)).toMatch(/a generated secret is never changed/);
  });
});
