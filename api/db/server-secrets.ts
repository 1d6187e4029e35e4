import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import webpush from "web-push";
import { serverSecrets } from "./schema";
import type { Database } from "./types";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface SharedSecrets {
  sessionSecret: string;
  vapid: VapidKeys;
}

/**
 * The secret named, the same for every server of the site (docs/decisions/0230-several-servers.md):
 * the first server to ask stores the value it made; every other one, then or later, reads that one.
 */
async function sharedSecret(db: Database, name: string, make: () => string): Promise<string> {
  const stored = async () =>
    (
      await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name))
    )[0]?.value;
  // Made only when none is stored yet: after the first start, a start reads and generates nothing.
  const known = await stored();
  if (known !== undefined) return known;
  await db
    .insert(serverSecrets)
    .values({ name, value: make(), createdAt: new Date().toISOString() })
    .onConflictDoNothing();
  const value = await stored();
  if (value === undefined) throw new Error(`the ${name} secret could not be stored`);
  return value;
}

/** A file an earlier version kept under DATA_DIR, so that a site moving to this one keeps its value. */
function earlierFile(dataDir: string, name: string): string | undefined {
  const file = path.join(dataDir, name);
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
}

/**
 * The session secret and the web push key pair: from the environment when it sets them, otherwise
 * the site's own, generated once into the database. A site that kept them under DATA_DIR before
 * keeps those values (its sessions and its browsers' push subscriptions stay valid).
 */
export async function resolveSharedSecrets(
  db: Database,
  settings: {
    dataDir: string;
    sessionSecret?: string | undefined;
    vapid?: VapidKeys | undefined;
  },
): Promise<SharedSecrets> {
  const sessionSecret =
    settings.sessionSecret ??
    (await sharedSecret(
      db,
      "session-secret",
      () => earlierFile(settings.dataDir, "session-secret") ?? randomBytes(32).toString("base64url"),
    ));
  const vapid =
    settings.vapid ??
    (JSON.parse(
      await sharedSecret(db, "vapid-keys", () => {
        const kept = earlierFile(settings.dataDir, "vapid-keys.json");
        const keys = kept ? (JSON.parse(kept) as VapidKeys) : webpush.generateVAPIDKeys();
        return JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey });
      }),
    ) as VapidKeys);
  return { sessionSecret, vapid };
}
