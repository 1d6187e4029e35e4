import type { MiddlewareHandler } from "hono";
import type { ClientEnv } from "../app-env";
import { invoiceLimits } from "../contract/invoice";
import { errorJson } from "./errors";
import { sharedRateLimiter, type LimitCounters } from "./rate-limits";

/**
 * Resumable uploads of invoice pages, tus 1.0 (https://tus.io/protocols/resumable-upload):
 * the Node server answers them with @tus/server over files on disk, the
 * browser mocks with a small in-memory implementation of the same protocol
 * (docs/decisions/0022-resumable-uploads.md). The route decides who may
 * touch an upload; a store only keeps bytes.
 */
export interface UploadStore {
  /**
   * Answers one tus request (POST, HEAD, PATCH, DELETE) for an upload the
   * route has authorised. For a creation, `id` is the id the route chose
   * and recorded with its owner.
   */
  handle(request: Request, id: string): Promise<Response>;
  /** Declared length and bytes received so far, or undefined when there is no such upload. */
  status(id: string): Promise<{ size: number; offset: number } | undefined>;
  /** All bytes of an upload (at most one page: 25 MB), or undefined. */
  read(id: string): Promise<Uint8Array | undefined>;
  /** Forgets an upload; forgetting one that is not there is not an error. */
  remove(id: string): Promise<void>;
  /** Removes every upload created before `cutoff`; answers their ids. */
  sweep(cutoff: Date): Promise<string[]>;
}

export interface UploadQuota {
  /** Uploads a client may hold that have not become pages. */
  openPerClient: number;
  /** Their declared lengths together. */
  openBytesPerClient: number;
  /** Pages of the client's invoices and their open uploads together. */
  storedBytesPerClient: number;
}

export interface UploadLimits extends UploadQuota {
  /** tus requests (creations and chunks) per client per minute. */
  requestsPerMinute: number;
  /** Largest file, from the invoice contract. */
  maxFileBytes: number;
}

export const defaultUploadLimits: UploadLimits = {
  // A 25 MB page in 256 KB chunks is 100 requests; this allows about six such pages a minute.
  requestsPerMinute: 600,
  // Three invoices of 40 pages, with room for retakes.
  openPerClient: 150,
  // Three full invoices (100 MB each) under way at once (docs/decisions/0041-client-quotas.md).
  openBytesPerClient: 300 * 1024 * 1024,
  // A year of weekly full invoices (52 × 100 MB), bounded.
  storedBytesPerClient: 5 * 1024 * 1024 * 1024,
  maxFileBytes: invoiceLimits.maxFileBytes,
};

/**
 * An upload lives this long from its creation (docs/decisions/0003-invoices.md): after it, it is no
 * longer found, used or counted in the client's quotas, and the sweep removes it.
 */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Uploads created at or before this time (ISO) have expired at `now` (ISO). */
export const uploadExpiryCutoff = (now: string) => new Date(Date.parse(now) - UPLOAD_TTL_MS).toISOString();

export const TUS_VERSION = "1.0.0";

/** Upload ids: 128 random bits, base64url (22 characters), like the contract's `uploadId`. */
export function newUploadId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const TOO_MANY_UPLOAD_REQUESTS = "api_too_many_upload_requests";

/** Per-client limit on tus requests, counted in the shared counters; runs after the client's session is known. */
export function uploadLimiter(counters: LimitCounters, limit: number): MiddlewareHandler {
  return sharedRateLimiter<ClientEnv>(counters, "upload-requests", {
    windowMs: 60_000,
    limit,
    keyGenerator: (c) => c.get("client").clientId,
    handler: (c) => errorJson(c, 429, TOO_MANY_UPLOAD_REQUESTS),
  }) as MiddlewareHandler;
}
