import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import type { Database } from "../db/types";

/** Whether the database answers a trivial query. */
export async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.run(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { db, version } = c.get("deps");
  const database = await databaseAnswers(db);
  return c.json({ status: database ? "ok" : "degraded", version, database }, database ? 200 : 503);
});
