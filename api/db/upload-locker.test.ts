import { ERRORS } from "@tus/server";
import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { testClock, twoServersOnOneFile } from "../../tests/support/api/shared-database";
import type { DatabaseHandle } from "./client";
import { leases } from "./schema";
import { LeaseLocker } from "./upload-locker";

/*
 * The tus lock over leases (docs/decisions/0231-uploads-on-any-server.md), on a real libSQL file
 * opened twice, as two servers open it. Lease times come from an injected clock, moved by the test;
 * renewals and waits run on short real timers.
 */

const openTwice = twoServersOnOneFile("tpf-locker");

async function twoServers() {
  const { first, second } = await openTwice({ migrated: true });
  const clock = testClock();
  const locker = (
    handle: DatabaseHandle,
    options: { renewEveryMs?: number; acquireTimeoutMs?: number } = {},
  ) => new LeaseLocker({ db: handle.db, leaseMs: 10_000, renewEveryMs: 20, now: clock.now, ...options });
  const row = async () => (await first.db.select().from(leases).where(eq(leases.name, "upload:u1")))[0];
  return { first, second, locker, row, ...clock };
}

const never = () => undefined;
const open = () => new AbortController().signal;

describe("the upload lock over leases", () => {
  test("one holder at a time; unlocking frees it at once for a request on the other server", async () => {
    const servers = await twoServers();
    const a = servers.locker(servers.first).newLock("u1");
    await a.lock(open(), never);
    expect((await servers.row())?.holder).toBeTruthy();

    const b = servers.locker(servers.second).newLock("u1");
    let bHasIt = false;
    const waiting = b.lock(open(), never).then(() => {
      bHasIt = true;
    });
    // The waiter asked for the lock through the database; the holder still has it.
    await vi.waitFor(async () => expect((await servers.row())?.releaseRequested).toBe(true));
    expect(bHasIt).toBe(false);

    await a.unlock();
    await waiting;
    expect(bHasIt).toBe(true);
    await b.unlock();
    expect(await servers.row()).toBeUndefined();
  });

  test("a waiter on another server reaches the holder through its renewal: the holder is asked to let go", async () => {
    const servers = await twoServers();
    const a = servers.locker(servers.first).newLock("u1");
    const asked = vi.fn();
    await a.lock(open(), asked);
    const b = servers.locker(servers.second).newLock("u1");
    const waiting = b.lock(open(), never);
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    // What tus does when asked: the holder's request stops, keeps what arrived, and unlocks.
    await a.unlock();
    await waiting;
    await b.unlock();
  });

  test("on one server the holder is asked directly, as tus's own locker does", async () => {
    const servers = await twoServers();
    const locker = servers.locker(servers.first, { renewEveryMs: 60_000 });
    const a = locker.newLock("u1");
    const asked = vi.fn(async () => {
      await a.unlock();
    });
    await a.lock(open(), asked);
    const b = locker.newLock("u1");
    await b.lock(open(), never);
    expect(asked).toHaveBeenCalled();
    await b.unlock();
  });

  test("a holder that died stops renewing: its lock is taken once its lease has run out, not before", async () => {
    const servers = await twoServers();
    // Killed: it never renews and never unlocks.
    const dead = servers.locker(servers.first, { renewEveryMs: 3_600_000 }).newLock("u1");
    await dead.lock(open(), never);
    const deadHolder = (await servers.row())?.holder;

    const b = servers.locker(servers.second).newLock("u1");
    let bHasIt = false;
    const waiting = b.lock(open(), never).then(() => {
      bHasIt = true;
    });
    await vi.waitFor(async () => expect((await servers.row())?.releaseRequested).toBe(true));
    servers.advance(9_999);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bHasIt).toBe(false);
    servers.advance(1);
    await waiting;
    const taken = await servers.row();
    expect(taken?.holder).not.toBe(deadHolder);
    expect(taken?.releaseRequested).toBe(false);
    await b.unlock();
  });

  test("a held lock is renewed: it outlasts its first lease while its holder lives", async () => {
    const servers = await twoServers();
    const a = servers.locker(servers.first).newLock("u1");
    await a.lock(open(), never);
    for (let step = 0; step < 3; step++) {
      servers.advance(8_000);
      const due = servers.now().getTime() + 10_000;
      await vi.waitFor(async () => expect(Date.parse((await servers.row())?.expiresAt ?? "")).toBe(due));
    }
    // 24 s after it was taken, three leases' worth: a request elsewhere still waits.
    const b = servers.locker(servers.second, { acquireTimeoutMs: 200 }).newLock("u1");
    await expect(b.lock(open(), never)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await a.unlock();
  });

  test("a holder whose lease was taken after it expired is asked to stop; its unlock leaves the new holder's lock alone", async () => {
    const servers = await twoServers();
    const asked = vi.fn();
    const a = servers.locker(servers.first).newLock("u1");
    await a.lock(open(), asked);
    // Its server stalled past the lease, and another server took the lock meanwhile.
    await servers.second.db.update(leases).set({ holder: "another" }).where(eq(leases.name, "upload:u1"));
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    await a.unlock();
    expect((await servers.row())?.holder).toBe("another");
  });

  test("a waiter gives up when its request ends or its time is over", async () => {
    const servers = await twoServers();
    const a = servers.locker(servers.first).newLock("u1");
    await a.lock(open(), never);

    const ended = new AbortController();
    const b = servers.locker(servers.second).newLock("u1");
    const waiting = b.lock(ended.signal, never);
    ended.abort();
    await expect(waiting).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);

    const c = servers.locker(servers.second, { acquireTimeoutMs: 100 }).newLock("u1");
    await expect(c.lock(open(), never)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await a.unlock();
  });
});
