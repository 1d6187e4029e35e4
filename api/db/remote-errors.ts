/**
 * A libSQL server (Turso, or a self-hosted sqld) could not be reached, or could not answer now: the
 * network failed, the request timed out, the server answered 5xx or said it is busy. Whether a
 * write that failed this way was committed cannot be known, so nothing is tried again here; the API
 * answers 503 with Retry-After, as for a busy file, and the app's senders repeat the request with
 * its Idempotency-Key (docs/decisions/0010-busy-database.md).
 */
export class DatabaseUnreachableError extends Error {
  override readonly name = "DatabaseUnreachableError";
  /** The client's code (`SERVER_ERROR`, `HRANA_CLOSED_ERROR`, `ECONNREFUSED`, `TimeoutError`…), for the log. */
  readonly code: string;

  constructor(cause: unknown) {
    super("The database server could not be reached or could not answer.", { cause });
    this.code = outageCode(cause) ?? "unknown";
  }
}

/** Whether `error`, or an error it was caused by, is a DatabaseUnreachableError. */
export function databaseUnreachable(error: unknown): DatabaseUnreachableError | undefined {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof DatabaseUnreachableError) return cause;
  }
  return undefined;
}

/**
 * Codes of `@libsql/client`'s errors (`LibsqlError.code`) that say the server was not reached or
 * could not answer now, as opposed to refusing the statement. `SERVER_ERROR` is any HTTP error
 * status: it counts only for 5xx, 408 and 429 (a 401 is a wrong token, not an outage).
 */
const OUTAGE_CODES = new Set([
  // The HTTP request failed, or the stream it belonged to was closed by a failure.
  "HRANA_CLOSED_ERROR",
  "HRANA_WEBSOCKET_ERROR",
  "SERVER_ERROR",
  // sqld: a transaction waited too long, too many are open, a stream expired, a replica could not
  // reach the primary.
  "TRANSACTION_TIMEOUT",
  "TRANSACTION_BUSY",
  "STREAM_EXPIRED",
  "PROXY_ERROR",
]);

/** Node's codes for a connection that could not be made or was lost (under fetch's "fetch failed"). */
const NETWORK_CODES =
  /^(ECONNREFUSED|ECONNRESET|ECONNABORTED|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ENETDOWN|UND_ERR_\w+)$/;

const TRANSIENT_STATUSES = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * The code that makes `error` an outage of a libSQL server, or undefined when it is not one: a
 * `LibsqlError` with one of the codes above, fetch's failure (a TypeError whose cause carries a
 * network code), or the abort of a request that ran past its time.
 */
export function outageCode(error: unknown): string | undefined {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === "TimeoutError" || cause.name === "AbortError") return cause.name;
    const code = (cause as { code?: unknown }).code;
    if (typeof code !== "string") continue;
    if (NETWORK_CODES.test(code)) return code;
    if (code === "SERVER_ERROR") {
      const status = (cause.cause as { status?: unknown } | undefined)?.status;
      return typeof status !== "number" || TRANSIENT_STATUSES(status) ? code : undefined;
    }
    if (OUTAGE_CODES.has(code)) return code;
    // Another code of the client or of SQLite: a refused statement, not an outage.
    if (cause.name === "LibsqlError" || cause.name === "LibsqlBatchError") return undefined;
  }
  return undefined;
}
