import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "./db/types";
import type { FileStorage } from "./lib/file-storage";
import type { HashingSlots } from "./lib/hashing-slots";
import type { ImageProcessor } from "./lib/images";
import type { Logger } from "./lib/logger";
import type { PageInspector } from "./lib/page-files";
import type { PasswordHasher } from "./lib/password-hasher";
import type { Limits, WindowLimit } from "./lib/rate-limits";
import type { UploadLimits, UploadStore } from "./lib/uploads";
import type { RequestOrigin } from "./lib/request-info";
import type { HoneypotAnswers } from "./lib/submissions";

/** What the API needs from where it runs: the Node server, tests, or the browser mock. */
export interface AppDeps {
  db: Database;
  /**
   * Where the abuse limits count (docs/decisions/0014-limits.md): on a database file, a connection
   * of its own (`openDatabase`'s `limitCountersConnection`); `db` when not given.
   */
  limitCountersDb?: Database;
  logger: Logger;
  version: string;
  passwordHasher: PasswordHasher;
  imageProcessor: ImageProcessor;
  /** Signs the session cookies (SESSION_SECRET). */
  sessionSecret: string;
  /** The address of the connection's other end: the caller, or a reverse proxy. */
  peerAddress: (c: Context) => string;
  /**
   * Where a request comes from behind the proxies TRUST_PROXY lists
   * (`trustedProxies()` in lib/trusted-proxies.ts); without it, forwarded
   * headers count for nobody.
   */
  trustedProxies?: (c: Context, peer: string) => RequestOrigin;
  /** Where clients go after signing in (CLIENT_PORTAL_URL); otherwise /client-dashboard. */
  clientPortalUrl?: string | undefined;
  /** Hosts that "trucking-software" and "custom" external logins may redirect to. */
  externalRedirectAllowlist?: readonly string[];
  limits?: Partial<Limits>;
  now?: () => Date;
  /** Resumable uploads of invoice pages (tus); in memory when not given. */
  uploads?: UploadStore;
  /** Where invoice pages are kept (disk or bucket); in memory when not given. */
  files?: FileStorage;
  /** Checks each page's bytes; by magic bytes and PDF parsing alone when not given. */
  pageInspector?: PageInspector;
  uploadLimits?: Partial<UploadLimits>;
  /**
   * Web push: the VAPID public key browsers subscribe with, endpoints accepted besides the known push
   * services, and the devices one account may have (10 when not given).
   */
  push?: { publicKey: string; endpointAllowlist: readonly string[]; maxDevices?: number } | undefined;
  /**
   * Funding an advance above this many cents needs a verification with the broker (VERIFY_ABOVE_CENTS;
   * docs/decisions/0221-verification-and-holds.md); $2,500 when not given.
   */
  verifyAboveCents?: number;
}

/** The dependencies with defaults filled in, plus the per-app state routes share. */
export interface AppServices extends Required<
  Omit<AppDeps, "limits" | "clientPortalUrl" | "uploadLimits" | "push" | "limitCountersDb">
> {
  clientPortalUrl: string | undefined;
  push: AppDeps["push"];
  /** Test notifications per account (client:<id> or staff:<username>). */
  testNotifications: WindowLimit;
  limits: Limits;
  uploadLimits: UploadLimits;
  /** Per-client limit on tus requests (429). */
  uploadLimiter: MiddlewareHandler;
  /** Verifies a password against an account's hash, or a dummy hash when there is no account. */
  verifyPassword: (password: string, stored: string | undefined) => Promise<boolean>;
  adminSignIns: WindowLimit;
  clientSignIns: WindowLimit;
  /** Failed sign-ins of every kind per address, across usernames. */
  signInsByAddress: WindowLimit;
  /** Password-link requests ("Forgot password?") per address and per e-mail (docs/decisions/0161-password-links.md). */
  passwordLinksByAddress: WindowLimit;
  passwordLinksByEmail: WindowLimit;
  /**
   * Where password checks wait their turn, per address: in this process, since what they share is
   * this process's CPU (docs/decisions/0014-limits.md); every other limit is counted in the database.
   */
  hashingSlots: HashingSlots;
  submissionLimiter: MiddlewareHandler<AppEnv>;
  /** Per-client limit on invoice creations and page additions (429). */
  invoiceLimiter: MiddlewareHandler<ClientEnv>;
  /** Per-client limit on broker checks (429). */
  brokerCheckLimiter: MiddlewareHandler<ClientEnv>;
  /** The client's address after any trusted proxies: the key of the per-address limits. */
  clientAddress: (c: Context) => string;
  /** What filled honeypots were answered, so a repeated key gets the same answer (nothing is stored). */
  honeypotAnswers: HoneypotAnswers;
}

export interface StaffSession {
  username: string;
  expiresAt: string;
  tokenHash: string;
}

export interface ClientSession {
  clientId: string;
  expiresAt: string;
  tokenHash: string;
}

export type AppEnv = {
  Variables: {
    deps: AppServices;
    /** Set when a submission was accepted as new: only those count against the submission limit. */
    newSubmission: boolean;
    /** Set when an invoice answer repeats one stored under its Idempotency-Key: those do not count against the invoice limit. */
    storedAnswer: boolean;
  };
};
export type StaffEnv = { Variables: AppEnv["Variables"] & { staff: StaffSession } };
export type ClientEnv = { Variables: AppEnv["Variables"] & { client: ClientSession } };
