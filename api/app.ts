import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { securityHeaders } from "./lib/security-headers";
import type { ApiError } from "./lib/errors";
import type { Logger } from "./lib/logger";
import type { Database } from "./db/types";
import { healthRoutes } from "./routes/health";

export interface AppDeps {
  db: Database;
  logger: Logger;
  version: string;
}

export type AppEnv = { Variables: { deps: AppDeps } };

/**
 * The API as one Hono app: used by the Node server, by tests in process, and
 * by the MSW mocks in the browser (over an in-memory database), so all three
 * answer alike.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use("*", securityHeaders());
  app.use("/api/*", compress());
  app.use("/api/*", async (c, next) => {
    c.set("deps", deps);
    c.header("Cache-Control", "no-store");
    const started = performance.now();
    await next();
    // routePath is the pattern (/api/quotes/email/:email), never the e-mail itself.
    deps.logger.info("request", {
      method: c.req.method,
      route: c.req.routePath,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });

  const api = app.basePath("/api").route("/health", healthRoutes);

  app.all("/api/*", (c) => c.json<ApiError>({ error: "Not found" }, 404));

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      return c.json<ApiError>({ error: error.message || "Request failed" }, error.status);
    }
    deps.logger.error("unhandled error", { route: c.req.routePath, name: error.name });
    return c.json<ApiError>({ error: "Something went wrong on our side. Please try again." }, 500);
  });

  return { app, api };
}

export type ApiType = ReturnType<typeof createApp>["api"];

/** Whether the database answers a trivial query. */
export async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.run(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
