import { randomUUID } from "node:crypto";
import { and, eq, lt, lte } from "drizzle-orm";
import { leases } from "./schema";
import type { Database } from "./types";

/**
 * Leases in the shared database (docs/decisions/0231-uploads-on-any-server.md): a name held by one
 * holder until a time, by whichever server asks first once it is free or expired. The holder renews
 * it while it works and deletes it when done; a holder that died simply stops renewing, and its
 * lease is free once its time has passed. Times come from the servers' clocks, which must agree to
 * well within a lease (NTP does).
 */

/** A token for one acquisition: never reused, so a lease taken over is never released by its old holder. */
export const newLeaseHolder = () => randomUUID();

/**
 * Takes the lease `name` for `holder` until `until`, if nobody holds it or its holder's time has
 * passed. Answers whether `holder` has it now.
 */
export async function takeLease(
  db: Database,
  lease: { name: string; holder: string; until: Date },
  now: Date,
): Promise<boolean> {
  const row = { name: lease.name, holder: lease.holder, expiresAt: lease.until.toISOString() };
  const taken = await db
    .insert(leases)
    .values({ ...row, releaseRequested: false })
    .onConflictDoUpdate({
      target: leases.name,
      set: { holder: row.holder, expiresAt: row.expiresAt, releaseRequested: false },
      setWhere: lte(leases.expiresAt, now.toISOString()),
    })
    .returning({ holder: leases.holder });
  return taken[0]?.holder === lease.holder;
}

/** Asks whoever holds `name` to let it go as soon as it can (they read it when they renew). */
export async function requestLeaseRelease(db: Database, name: string): Promise<void> {
  await db
    .update(leases)
    .set({ releaseRequested: true })
    .where(and(eq(leases.name, name), eq(leases.releaseRequested, false)));
}

/**
 * Moves the end of a lease `holder` still has to `until`. Answers whether it still had it (another
 * server may have taken it after it expired), and whether someone asked for it meanwhile.
 */
export async function renewLease(
  db: Database,
  lease: { name: string; holder: string; until: Date },
): Promise<{ held: boolean; releaseRequested: boolean }> {
  const [row] = await db
    .update(leases)
    .set({ expiresAt: lease.until.toISOString() })
    .where(and(eq(leases.name, lease.name), eq(leases.holder, lease.holder)))
    .returning({ releaseRequested: leases.releaseRequested });
  return { held: row !== undefined, releaseRequested: row?.releaseRequested ?? false };
}

/** Lets a lease go; a lease that another holder has taken meanwhile is left alone. */
export async function releaseLease(db: Database, lease: { name: string; holder: string }): Promise<void> {
  await db.delete(leases).where(and(eq(leases.name, lease.name), eq(leases.holder, lease.holder)));
}

/** Removes leases whose time passed before `cutoff`: those of servers that died holding them. */
export async function deleteLeasesExpiredBefore(db: Database, cutoff: Date): Promise<number> {
  const removed = await db
    .delete(leases)
    .where(lt(leases.expiresAt, cutoff.toISOString()))
    .returning({ name: leases.name });
  return removed.length;
}

export interface RenewalOptions {
  /** How long the lease runs from each renewal. */
  leaseMs: number;
  /** How often it is renewed: several times within `leaseMs`, so that one missed renewal costs nothing. */
  renewEveryMs: number;
  now: () => Date;
  /** Someone asked for the lease, or it was lost (it expired and another server took it). */
  onReleaseWanted?: () => void;
}

/**
 * Renews a held lease every `renewEveryMs` until `stop()`. A renewal that fails (a busy database) is
 * simply tried again at the next beat; only when the lease runs out unrenewed can another server
 * take it. `stop()` resolves once no renewal is under way, so nothing renews after it.
 */
export function keepRenewing(
  db: Database,
  lease: { name: string; holder: string },
  options: RenewalOptions,
): { stop(): Promise<void> } {
  let told = false;
  let renewing: Promise<void> = Promise.resolve();
  const tell = () => {
    if (told) return;
    told = true;
    options.onReleaseWanted?.();
  };
  const timer = setInterval(() => {
    const until = new Date(options.now().getTime() + options.leaseMs);
    renewing = renewing.then(() =>
      renewLease(db, { ...lease, until }).then(
        (state) => {
          if (!state.held || state.releaseRequested) tell();
        },
        () => undefined,
      ),
    );
  }, options.renewEveryMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      return renewing;
    },
  };
}

export interface JobLeaseOptions {
  now?: () => Date;
  /** How long a running job's lease lasts unrenewed: a server that dies mid-job frees it within this. */
  leaseMs?: number;
}

/**
 * Runs a periodic job on one server at a time: the server that takes the lease `job:{name}` runs
 * it while renewing the lease, then keeps the lease until `everyMs` after it started, so that the
 * other servers' timers of the same period find it held and skip. Answers whether this server ran it.
 */
export async function runOnOneServer(
  db: Database,
  job: { name: string; everyMs: number },
  run: () => Promise<void>,
  options: JobLeaseOptions = {},
): Promise<boolean> {
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 60_000;
  const lease = { name: `job:${job.name}`, holder: newLeaseHolder() };
  const started = now();
  const taken = await takeLease(db, { ...lease, until: new Date(started.getTime() + leaseMs) }, started);
  if (!taken) return false;
  const renewal = keepRenewing(db, lease, { leaseMs, renewEveryMs: leaseMs / 4, now });
  try {
    await run();
  } finally {
    await renewal.stop();
    await renewLease(db, { ...lease, until: new Date(started.getTime() + job.everyMs) });
  }
  return true;
}
