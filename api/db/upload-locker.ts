import { setTimeout as sleep } from "node:timers/promises";
import { ERRORS, type Lock, type Locker, type RequestRelease } from "@tus/server";
import { keepRenewing, newLeaseHolder, releaseLease, requestLeaseRelease, takeLease } from "./leases";
import type { Database } from "./types";

export interface LeaseLockerOptions {
  db: Database;
  /** How long a lock outlives its last renewal: a server killed while holding one frees it within this. */
  leaseMs?: number;
  /** How often a held lock is renewed, which is also how soon its holder hears that another request wants it. */
  renewEveryMs?: number;
  /** How long a request waits for a lock before it is refused (longer than `leaseMs`, to outwait a dead holder). */
  acquireTimeoutMs?: number;
  now?: () => Date;
}

export const UPLOAD_LOCK_LEASE_MS = 10_000;

/**
 * @tus/server's `Locker` over leases in the shared database
 * (docs/decisions/0231-uploads-on-any-server.md), so that one request at a time works on an upload
 * whichever server it reaches. As with tus's own in-memory locker, a request that finds the lock
 * held asks the holder to let go (`requestRelease`: the holder's request stops reading its chunk
 * after tus's drain time, keeps what arrived and unlocks), then waits for it. Within one server the
 * holder is asked at once; on another server it reads the request when it next renews. A holder
 * that died stops renewing and its lock expires after `leaseMs`.
 */
export class LeaseLocker implements Locker {
  readonly options: Required<LeaseLockerOptions>;
  /** Locks held by this server: a waiter here asks their holder directly, without the database. */
  readonly heldHere = new Map<string, { holder: string; requestRelease: RequestRelease }>();

  constructor(options: LeaseLockerOptions) {
    const leaseMs = options.leaseMs ?? UPLOAD_LOCK_LEASE_MS;
    this.options = {
      db: options.db,
      leaseMs,
      renewEveryMs: options.renewEveryMs ?? leaseMs / 5,
      acquireTimeoutMs: options.acquireTimeoutMs ?? 3 * leaseMs,
      now: options.now ?? (() => new Date()),
    };
  }

  newLock(id: string): Lock {
    return new LeaseLock(this, `upload:${id}`);
  }
}

class LeaseLock implements Lock {
  private readonly holder = newLeaseHolder();
  private renewal: { stop(): Promise<void> } | undefined;

  constructor(
    private readonly locker: LeaseLocker,
    private readonly name: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { db, leaseMs, renewEveryMs, acquireTimeoutMs, now } = this.locker.options;
    const lease = { name: this.name, holder: this.holder };
    const deadline = Date.now() + acquireTimeoutMs;
    let asked = false;
    for (let pause = 10; ; pause = Math.min(pause * 2, 250)) {
      if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      const at = now();
      if (await takeLease(db, { ...lease, until: new Date(at.getTime() + leaseMs) }, at)) break;
      const here = this.locker.heldHere.get(this.name);
      if (here) await here.requestRelease();
      else if (!asked) await requestLeaseRelease(db, this.name);
      asked = true;
      if (Date.now() + pause > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await sleep(pause, undefined, { signal }).catch(() => undefined);
    }
    this.locker.heldHere.set(this.name, { holder: this.holder, requestRelease });
    this.renewal = keepRenewing(db, lease, {
      leaseMs,
      renewEveryMs,
      now,
      onReleaseWanted: () => void requestRelease(),
    });
  }

  async unlock(): Promise<void> {
    if (this.locker.heldHere.get(this.name)?.holder === this.holder) this.locker.heldHere.delete(this.name);
    await this.renewal?.stop();
    this.renewal = undefined;
    // A release that fails (a busy database) costs only the wait: the lock expires unrenewed.
    await releaseLease(this.locker.options.db, { name: this.name, holder: this.holder }).catch(
      () => undefined,
    );
  }
}
