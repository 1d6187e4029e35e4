import type { Context, Env, MiddlewareHandler } from "hono";
import type { AppEnv, ClientEnv } from "../app-env";
import { rateLimiter, type HonoConfigProps, type Store } from "hono-rate-limiter";
import { errorJson } from "./errors";

export interface Limits {
  /** Quote and fuel-card submissions per client address per minute. */
  submissionsPerMinute: number;
  /** Invoice creations and page additions per signed-in client per minute. */
  invoicesPerMinute: number;
  /** Broker checks (`GET /api/brokers`, the invoice form's suggestions too) per signed-in client per minute. */
  brokerChecksPerMinute: number;
  /** Failed sign-ins per username and address before 429, within the window below. */
  failedSignIns: number;
  /** Failed sign-ins per address across all usernames before 429, within the same window. */
  failedSignInsPerAddress: number;
  failedSignInWindowMs: number;
  /** Password checks (scrypt) running at once, and waiting per address before 429. */
  hashingConcurrency: number;
  hashingQueuePerAddress: number;
  /** "Forgot password?" requests per caller address, and per e-mail address, in the window below. */
  passwordLinksPerAddress: number;
  passwordLinksPerEmail: number;
  passwordLinkWindowMs: number;
  /** Test notifications per account in an hour (each is an e-mail and a push per device). */
  testNotificationsPerHour: number;
  /** Largest JSON body of a form, the default for any route that names no other. */
  formBodyBytes: number;
  /** Largest body of a sign-in or password change (two fields of at most 256 characters). */
  signInBodyBytes: number;
  /** Largest body of a status change (`{ "status": "contacted" }`). */
  statusBodyBytes: number;
  /** Largest body of a photo upload (a data URL of at most 5 MB of image). */
  photoBodyBytes: number;
}

export const defaultLimits: Limits = {
  submissionsPerMinute: 30,
  invoicesPerMinute: 30,
  brokerChecksPerMinute: 60,
  failedSignIns: 10,
  failedSignInsPerAddress: 50,
  failedSignInWindowMs: 15 * 60 * 1000,
  // Half the libuv thread pool (4): file reads, compression and the rest keep the other half.
  hashingConcurrency: 2,
  hashingQueuePerAddress: 4,
  passwordLinksPerAddress: 10,
  passwordLinksPerEmail: 3,
  passwordLinkWindowMs: 60 * 60 * 1000,
  testNotificationsPerHour: 5,
  formBodyBytes: 16 * 1024,
  signInBodyBytes: 4 * 1024,
  statusBodyBytes: 1024,
  photoBodyBytes: 8 * 1024 * 1024,
};

const TOO_MANY_SUBMISSIONS = "api_too_many_submissions";
export const TOO_MANY_SIGN_INS = "api_too_many_sign_ins";
export const TOO_MANY_SIGN_INS_AT_ONCE = "api_too_many_sign_ins_at_once";

/** One limit's counts: the part of hono-rate-limiter's `Store` its middleware and `WindowLimit` use. */
export type CounterWindow = Pick<Store, "increment" | "decrement" | "resetKey">;

/**
 * Where the abuse limits count, one window per limit, each with its own length: the database, so
 * that every server counts against the same numbers (`databaseLimitCounters` in api/db).
 */
export interface LimitCounters {
  window(name: string, windowMs: number): CounterWindow;
}

/**
 * hono-rate-limiter's middleware counting in the shared counters under `name` (every server of the
 * database counts against the same numbers), with the RateLimit-* headers and, on a 429,
 * Retry-After (seconds until the window ends).
 */
export function sharedRateLimiter<E extends Env>(
  counters: LimitCounters,
  name: string,
  config: Omit<HonoConfigProps<E>, "store" | "standardHeaders"> & { windowMs: number },
): MiddlewareHandler<E> {
  return rateLimiter<E>({
    ...config,
    standardHeaders: "draft-6",
    store: counters.window(name, config.windowMs),
  }) as MiddlewareHandler<E>;
}

/**
 * Per-address limit on submissions, shared by both public forms: `limit` new
 * requests a minute, then 429 with Retry-After (seconds until the window
 * ends) and RateLimit-* headers. A request counts only when the route marks
 * it `newSubmission`: re-sends of a stored request and refused bodies give
 * their allowance back (docs/decisions/0014-limits.md).
 */
export function submissionLimiter(
  counters: LimitCounters,
  limit: number,
  clientAddress: (c: Context<AppEnv>) => string,
): MiddlewareHandler<AppEnv> {
  return sharedRateLimiter<AppEnv>(counters, "submissions", {
    windowMs: 60_000,
    limit,
    keyGenerator: (c) => clientAddress(c),
    skipFailedRequests: true,
    requestWasSuccessful: (c) => c.get("newSubmission") === true,
    handler: tooManySubmissions,
  });
}

const tooManySubmissions = (c: Context) => errorJson(c, 429, TOO_MANY_SUBMISSIONS);
/** The submission limiter's refusal, typed for the routes' clients. */
export type TooManySubmissions = ReturnType<typeof tooManySubmissions>;

const TOO_MANY_INVOICES = "api_too_many_invoices";

/**
 * Per-client limit on invoice creations and page additions, whose page
 * checks cost the most CPU of any request: `limit` a minute, then 429 with
 * Retry-After. Refused attempts count, so a client cannot keep the checks
 * busy with bad pages; answers repeated from a stored Idempotency-Key
 * (the route marks them `storedAnswer`) give their allowance back
 * (docs/decisions/0045-page-check-budgets.md).
 */
export function invoiceLimiter(counters: LimitCounters, limit: number): MiddlewareHandler<ClientEnv> {
  return sharedRateLimiter<ClientEnv>(counters, "invoices", {
    windowMs: 60_000,
    limit,
    keyGenerator: (c) => c.get("client").clientId,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (c) => c.get("storedAnswer") === true,
    handler: (c) => errorJson(c, 429, TOO_MANY_INVOICES),
  });
}

const TOO_MANY_BROKER_CHECKS = "api_too_many_broker_checks";

/**
 * Per-client limit on broker checks: `limit` a minute, every one counted, then 429 with Retry-After.
 * Each answer reads the book, so a client cannot read it out by the thousand
 * (docs/decisions/0220-broker-book.md).
 */
export function brokerCheckLimiter(counters: LimitCounters, limit: number): MiddlewareHandler<ClientEnv> {
  return sharedRateLimiter<ClientEnv>(counters, "broker-checks", {
    windowMs: 60_000,
    limit,
    keyGenerator: (c) => c.get("client").clientId,
    handler: (c) => errorJson(c, 429, TOO_MANY_BROKER_CHECKS),
  });
}

/**
 * A limit the routes count themselves (failed sign-ins, password links, test messages): at most
 * `limit` attempts per key in a fixed window of the store's, counted in the shared counters. An
 * attempt is taken before the work it guards, so attempts running at once on any server cannot pass
 * the limit together; one that turns out not to count is given back.
 */
export class WindowLimit {
  constructor(
    private readonly store: CounterWindow,
    private readonly limit: number,
  ) {}

  /**
   * Takes one attempt for `key`: 0 when it may go ahead (and now counts), else the seconds until
   * the key's window ends (and the refused attempt does not count).
   */
  async take(key: string): Promise<number> {
    const { totalHits, resetTime } = await this.store.increment(key);
    if (totalHits <= this.limit) return 0;
    await this.store.decrement(key);
    return Math.max(1, Math.ceil(((resetTime?.getTime() ?? 0) - Date.now()) / 1000));
  }

  /** An attempt taken that does not count after all (it succeeded, or never ran). */
  async giveBack(key: string): Promise<void> {
    await this.store.decrement(key);
  }

  /** Forgets every attempt of `key` in its window. */
  async clear(key: string): Promise<void> {
    await this.store.resetKey(key);
  }
}

/**
 * Takes an attempt from each limit in turn. When one refuses, the attempts already taken are given
 * back and its wait (seconds) is the answer; 0 when every limit let the attempt through.
 */
export async function takeEach(attempts: readonly (readonly [WindowLimit, string])[]): Promise<number> {
  for (const [index, [limit, key]] of attempts.entries()) {
    const wait = await limit.take(key);
    if (wait > 0) {
      for (const [taken, takenKey] of attempts.slice(0, index)) await taken.giveBack(takenKey);
      return wait;
    }
  }
  return 0;
}
