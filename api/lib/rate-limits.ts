import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, ClientEnv } from "../app-env";
import { rateLimiter } from "hono-rate-limiter";
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

/**
 * Per-address limit on submissions, shared by both public forms: `limit` new
 * requests a minute, then 429 with Retry-After (seconds until the window
 * ends) and RateLimit-* headers. A request counts only when the route marks
 * it `newSubmission`: re-sends of a stored request and refused bodies give
 * their allowance back (docs/decisions/0014-limits.md).
 */
export function submissionLimiter(
  limit: number,
  clientAddress: (c: Context<AppEnv>) => string,
): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    windowMs: 60_000,
    limit,
    standardHeaders: "draft-6",
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
export function invoiceLimiter(limit: number): MiddlewareHandler<ClientEnv> {
  return rateLimiter<ClientEnv>({
    windowMs: 60_000,
    limit,
    standardHeaders: "draft-6",
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
export function brokerCheckLimiter(limit: number): MiddlewareHandler<ClientEnv> {
  return rateLimiter<ClientEnv>({
    windowMs: 60_000,
    limit,
    standardHeaders: "draft-6",
    keyGenerator: (c) => c.get("client").clientId,
    handler: (c) => errorJson(c, 429, TOO_MANY_BROKER_CHECKS),
  });
}

/**
 * Counts failed sign-ins per key (username and address) in fixed windows.
 * Only failures count; a success clears the key.
 */
export class FailureCounter {
  readonly #entries = new Map<string, { failures: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const entry = this.#current(key);
    if (!entry || entry.failures < this.limit) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000));
  }

  recordFailure(key: string): void {
    const entry = this.#current(key);
    if (entry) entry.failures += 1;
    else this.#entries.set(key, { failures: 1, resetAt: this.now() + this.windowMs });
    if (this.#entries.size > 10_000) this.#sweep();
  }

  clear(key: string): void {
    this.#entries.delete(key);
  }

  #current(key: string) {
    const entry = this.#entries.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  #sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.#entries) if (entry.resetAt <= now) this.#entries.delete(key);
  }
}
