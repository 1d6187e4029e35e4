import type { PasswordHasher } from "../lib/password-hasher";
import { ensureAdminAccount } from "./accounts";
import { migrateDatabase, type DatabaseHandle } from "./client";
import { seedDatabase } from "./seed";
import { resolveSharedSecrets, type SharedSecrets, type VapidKeys } from "./server-secrets";

export interface StartUpSettings {
  dataDir: string;
  sessionSecret?: string | undefined;
  vapid?: VapidKeys | undefined;
  admin: { username: string; password?: string | undefined };
  passwordHasher: PasswordHasher;
}

/**
 * What every server does to the database before it listens: migrate, seed, read (or make) the
 * site's secrets, and make sure of the first staff account. Servers started together on a new
 * database may all run it at once (docs/decisions/0230-several-servers.md).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  settings: StartUpSettings,
): Promise<{ seeded: number; secrets: SharedSecrets; generatedPassword?: string | undefined }> {
  await migrateDatabase(handle);
  const seeded = await seedDatabase(handle.db);
  const secrets = await resolveSharedSecrets(handle.db, {
    dataDir: settings.dataDir,
    sessionSecret: settings.sessionSecret,
    vapid: settings.vapid,
  });
  const admin = await ensureAdminAccount(handle.db, settings.passwordHasher, settings.admin);
  return { seeded, secrets, generatedPassword: admin.generatedPassword };
}
