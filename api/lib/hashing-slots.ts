/** The caller already has as many password checks waiting as it may. */
export class HashingBusyError extends Error {
  override readonly name = "HashingBusyError";
}

interface Job {
  work: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs password hashing (deliberately slow and memory-hard) a few at a time,
 * fairly across callers: at most `concurrency` at once, at most one per
 * caller (an address), callers served in turn, and at most `queuePerCaller`
 * waiting per caller; beyond that `run` rejects at once with
 * HashingBusyError. So one address sending many sign-ins at once waits for
 * itself, never in front of everyone else (docs/decisions/0014-limits.md).
 */
export class HashingSlots {
  readonly #waiting = new Map<string, Job[]>();
  readonly #running = new Set<string>();
  /** When each caller was last served (a rising count): the one served longest ago goes next. */
  readonly #servedAt = new Map<string, number>();
  #served = 0;

  constructor(
    private readonly concurrency: number,
    private readonly queuePerCaller: number,
  ) {}

  run<T>(caller: string, work: () => Promise<T>): Promise<T> {
    const queue = this.#waiting.get(caller) ?? [];
    if (queue.length >= this.queuePerCaller) {
      return Promise.reject(new HashingBusyError("Too many password checks waiting for this caller"));
    }
    return new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.#waiting.set(caller, queue);
      this.#pump();
    });
  }

  #pump(): void {
    while (this.#running.size < this.concurrency) {
      const next = this.#nextCaller();
      if (next === undefined) return;
      const queue = this.#waiting.get(next) ?? [];
      const job = queue.shift();
      if (queue.length === 0) this.#waiting.delete(next);
      if (!job) continue;
      this.#running.add(next);
      this.#servedAt.set(next, ++this.#served);
      job
        .work()
        .then(job.resolve, job.reject)
        .finally(() => {
          this.#running.delete(next);
          if (!this.#waiting.has(next)) this.#servedAt.delete(next);
          this.#pump();
        });
    }
  }

  /** Of the callers waiting and not running, the one served longest ago (never served first, then by arrival). */
  #nextCaller(): string | undefined {
    let best: string | undefined;
    let bestServedAt = Infinity;
    for (const caller of this.#waiting.keys()) {
      if (this.#running.has(caller)) continue;
      const servedAt = this.#servedAt.get(caller) ?? 0;
      if (servedAt < bestServedAt) {
        best = caller;
        bestServedAt = servedAt;
      }
    }
    return best;
  }
}
