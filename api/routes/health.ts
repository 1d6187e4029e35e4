import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import type { Database } from "../db/types";

/** Whether the database answers a trivial query. */
async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.run(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the database commits a write: one counter row rewritten with its
 * own value, in its own transaction. That takes the write lock and writes a
 * real commit, so a database that is locked, read-only, full or unable to
 * commit fails it, while nothing changes (docs/decisions/0010-busy-database.md).
 */
async function databaseCommits(db: Database): Promise<boolean> {
  try {
    await db.run(sql`update submission_counts set total = total where kind = 'quotes'`);
    return true;
  } catch {
    return false;
  }
}

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { db, version } = c.get("deps");
  const answers = await databaseAnswers(db);
  const commits = answers && (await databaseCommits(db));
  // `database` is true only when the database both answers and commits.
  return c.json({ status: commits ? "ok" : "degraded", version, database: commits }, commits ? 200 : 503);
});
