import { loadConfig } from "../config";
import { migrateDatabase, openDatabase } from "./client";
import { seedDatabase } from "./seed";
import { runCli } from "../lib/run-cli";

runCli(async () => {
  const config = loadConfig();
  const handle = await openDatabase(config.DATABASE_URL, config.DATABASE_AUTH_TOKEN, {
    busyTimeoutMs: config.DATABASE_BUSY_TIMEOUT_MS,
  });
  await migrateDatabase(handle);
  const added = await seedDatabase(handle.db);
  handle.client.close();
  console.info(added ? `Seeded ${added} team members.` : "Team already present; nothing seeded.");
});
