import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import type { Database } from "../db/types";

/**
 * Whether the database answers a read of one of our own tables: it is reachable and this version's
 * schema is there. A read, never a write: load balancers ask every few seconds, from every server,
 * and a probe that wrote would add a commit (a WAL frame, a replicated write, a billed row) each
 * time. A database that still answers reads while another process holds its write lock stays
 * ready: every server shares that database, so failing them all would turn writes answered 503
 * with Retry-After into a site with no server at all (docs/decisions/0010-busy-database.md).
 */
async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.run(sql`select kind from submission_counts limit 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * `GET /api/health`: readiness, for a load balancer's decision to send requests here (503 when the
 * database does not answer). `GET /api/health/live`: liveness, the process answering at all, never
 * the database, so that a database outage never gets healthy servers restarted.
 */
export const healthRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { db, version } = c.get("deps");
    const database = await databaseAnswers(db);
    return c.json({ status: database ? "ok" : "degraded", version, database }, database ? 200 : 503);
  })
  .get("/live", (c) => c.json({ status: "ok" as const, version: c.get("deps").version }, 200));
