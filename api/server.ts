import { serve } from "@hono/node-server";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { migrateDatabase, openDatabase } from "./db/client";
import { seedDatabase } from "./db/seed";
import { createLogger } from "./lib/logger";
import { runCli } from "./lib/run-cli";
import { mountStaticSite } from "./static-site";

const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};

runCli(async () => {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const handle = await openDatabase(config.DATABASE_URL, config.DATABASE_AUTH_TOKEN);
  await migrateDatabase(handle);
  const seeded = await seedDatabase(handle.db);
  if (seeded) logger.info("seeded team members", { count: seeded });

  const { app } = createApp({ db: handle.db, logger, version: packageJson.version });
  // `npm run dev` serves only the API here; Vite serves the pages.
  if (process.env.API_ONLY !== "1") mountStaticSite(app, path.resolve(process.env.DIST_DIR ?? "dist"));

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const host = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
    console.info(`TPF is running at http://${host}:${info.port}`);
  });

  const shutdown = () => {
    server.close(() => {
      handle.client.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
});
