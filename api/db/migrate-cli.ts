import { loadConfig } from "../config";
import { migrateDatabase, openDatabase } from "./client";
import { runCli } from "../lib/run-cli";

runCli(async () => {
  const config = loadConfig();
  const handle = await openDatabase(config.DATABASE_URL, config.DATABASE_AUTH_TOKEN, {
    busyTimeoutMs: config.DATABASE_BUSY_TIMEOUT_MS,
  });
  await migrateDatabase(handle);
  handle.client.close();
  console.info("Database migrated.");
});
