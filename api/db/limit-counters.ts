import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { LimitCounters } from "../lib/rate-limits";
import { hmacSha256 } from "../lib/tokens";
import { limitCounters } from "./schema";
import type { Database } from "./types";

/** How often, at most, one server removes the rows whose window has ended. */
export const SWEEP_EVERY_MS = 60_000;

/**
 * The abuse limits' counts in the database (docs/decisions/0014-limits.md), so that every server of
 * one site counts against the same numbers. Each store is hono-rate-limiter's `Store`, so its
 * middleware (RateLimit-* headers, Retry-After, allowances given back) works on it unchanged.
 *
 * - A count is one statement: an insert that, when the row is there, adds one in the same window or
 *   starts a new window, and answers the count and the window's end. SQLite runs it whole, so two
 *   servers counting at once are both counted.
 * - Windows are measured on `now` (the app's clock, which tests move); the `resetTime` handed to the
 *   middleware is that much time from now on the real clock, which is what its headers read.
 * - The caller is stored as an HMAC under `secret` (the session secret, shared by every server), never
 *   as the address, username or e-mail address itself.
 * - Rows whose window has ended are removed as the servers count, by each at most once a minute, so
 *   the table holds about one window's callers.
 */
export function databaseLimitCounters(
  db: Database,
  options: { now: () => Date; secret: string },
): LimitCounters {
  let nextSweepAt = 0;
  const sweep = async (now: number) => {
    if (now < nextSweepAt) return;
    nextSweepAt = now + SWEEP_EVERY_MS;
    await db.delete(limitCounters).where(lte(limitCounters.resetsAt, now));
  };

  return {
    window(name, windowMs) {
      const keyHash = (key: string) => hmacSha256(options.secret, `limit ${name}\u0000${key}`);
      const row = async (key: string) =>
        and(eq(limitCounters.name, name), eq(limitCounters.keyHash, await keyHash(key)));
      return {
        async increment(key) {
          const now = options.now().getTime();
          await sweep(now);
          const ended = sql`${limitCounters.resetsAt} <= ${now}`;
          const [counted] = await db
            .insert(limitCounters)
            .values({ name, keyHash: await keyHash(key), hits: 1, resetsAt: now + windowMs })
            .onConflictDoUpdate({
              target: [limitCounters.name, limitCounters.keyHash],
              set: {
                hits: sql`case when ${ended} then 1 else ${limitCounters.hits} + 1 end`,
                resetsAt: sql`case when ${ended} then ${now + windowMs} else ${limitCounters.resetsAt} end`,
              },
            })
            .returning({ hits: limitCounters.hits, resetsAt: limitCounters.resetsAt });
          if (!counted) throw new Error("Counting a request answered no row");
          return { totalHits: counted.hits, resetTime: new Date(Date.now() + (counted.resetsAt - now)) };
        },
        async decrement(key) {
          // Only within the window that counted it, and never below zero.
          const now = options.now().getTime();
          await db
            .update(limitCounters)
            .set({ hits: sql`${limitCounters.hits} - 1` })
            .where(and(await row(key), gt(limitCounters.hits, 0), gt(limitCounters.resetsAt, now)));
        },
        async resetKey(key) {
          await db.delete(limitCounters).where(await row(key));
        },
      };
    },
  };
}
