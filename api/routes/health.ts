import { Hono } from "hono";
import { databaseAnswers, type AppEnv } from "../app";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { db, version } = c.get("deps");
  const database = await databaseAnswers(db);
  return c.json({ status: database ? "ok" : "degraded", version, database }, database ? 200 : 503);
});
