import { LibsqlError } from "@libsql/client";
import { afterEach, describe, expect, test } from "vitest";
import { createApp } from "../app";
import type { Logger } from "../lib/logger";
import { validQuote } from "../../mocks/fixture-requests";
import { testAppDeps } from "../../tests/support/api/harness";
import { startFakeLibsqlServer } from "../../tests/support/api/fake-libsql-server";
import { openDatabase, type DatabaseHandle } from "./client";
import { databaseUnreachable, DatabaseUnreachableError, outageCode } from "./remote-errors";

/**
 * A libSQL server (Turso, sqld) out of reach or failing: the API answers 503 with Retry-After, as it
 * does for a busy file (docs/decisions/0010-busy-database.md), and a refused statement stays what it
 * was. The errors are the ones `@libsql/client` itself throws, from a stand-in server on port 3513
 * that fails on purpose.
 */

const PORT = 3513;
const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function openOnFake(foreignKeys = 1, requestTimeoutMs?: number) {
  const server = await startFakeLibsqlServer(PORT, foreignKeys);
  closers.push(() => server.close());
  const handle = await openDatabase(server.url, undefined, requestTimeoutMs ? { requestTimeoutMs } : {});
  closers.push(() => handle.client.close());
  return { server, handle };
}

/** What the client throws for one statement, as it reaches the app. */
async function failureOf(handle: DatabaseHandle) {
  try {
    await handle.client.execute("select 1");
  } catch (error) {
    return error;
  }
  throw new Error("the statement did not fail");
}

function appOn(handle: DatabaseHandle) {
  const logged: Record<string, unknown>[] = [];
  const logger: Logger = { info: () => {}, error: (message, fields) => logged.push({ message, ...fields }) };
  const { app } = createApp(testAppDeps(handle.db, { logger }));
  const postQuote = () =>
    app.request("/api/quotes", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(validQuote()),
    });
  return { app, logged, postQuote };
}

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("5");
  expect(await response.json()).toEqual({
    error: "We could not reach our database just now. Please try again in a moment.",
  });
}

describe("the client's own errors", () => {
  test("an HTTP 5xx, 408 or 429 is an outage; a 401 (a wrong token) is not", async () => {
    const { server, handle } = await openOnFake();
    for (const status of [500, 502, 503, 504, 408, 429]) {
      server.failWith({ kind: "status", status });
      const error = await failureOf(handle);
      expect(error, `HTTP ${status}`).toBeInstanceOf(DatabaseUnreachableError);
      expect((error as DatabaseUnreachableError).code).toBe("SERVER_ERROR");
    }
    server.failWith({ kind: "status", status: 401 });
    const refused = await failureOf(handle);
    expect(refused).toBeInstanceOf(LibsqlError);
    expect((refused as LibsqlError).code).toBe("SERVER_ERROR");
    expect(databaseUnreachable(refused)).toBeUndefined();
  });

  test("sqld's codes for a server that cannot answer now are outages; a refused statement is not", async () => {
    const { server, handle } = await openOnFake();
    for (const code of ["TRANSACTION_TIMEOUT", "TRANSACTION_BUSY", "STREAM_EXPIRED", "PROXY_ERROR"]) {
      server.failWith({ kind: "code", code });
      expect((await failureOf(handle)) as DatabaseUnreachableError, code).toMatchObject({
        name: "DatabaseUnreachableError",
        code,
      });
    }
    for (const code of ["SQLITE_CONSTRAINT", "SQL_PARSE_ERROR", "ARGS_INVALID", "BLOCKED"]) {
      server.failWith({ kind: "code", code });
      const error = await failureOf(handle);
      expect(error, code).toBeInstanceOf(LibsqlError);
      expect(databaseUnreachable(error), code).toBeUndefined();
    }
  });

  test("a refused connection and a request past its time are outages", async () => {
    const { server, handle } = await openOnFake(1, 300);
    server.failWith({ kind: "hang" });
    expect(await failureOf(handle)).toMatchObject({ name: "DatabaseUnreachableError", code: "TimeoutError" });
    await server.close();
    expect(await failureOf(handle)).toMatchObject({ name: "DatabaseUnreachableError", code: "ECONNREFUSED" });
  });

  test("LibsqlError's codes as the HTTP client sets them, and what the client passes through unchanged", () => {
    const closed = new LibsqlError("Stream was closed", "HRANA_CLOSED_ERROR");
    expect(outageCode(closed)).toBe("HRANA_CLOSED_ERROR");
    expect(outageCode(new LibsqlError("socket", "HRANA_WEBSOCKET_ERROR"))).toBe("HRANA_WEBSOCKET_ERROR");
    const serverError = (status: number) =>
      new LibsqlError(
        "HTTP",
        "SERVER_ERROR",
        undefined,
        undefined,
        Object.assign(new Error("x"), { status }),
      );
    expect(outageCode(serverError(503))).toBe("SERVER_ERROR");
    expect(outageCode(serverError(403))).toBeUndefined();
    expect(outageCode(new LibsqlError("no", "SQLITE_CONSTRAINT"))).toBeUndefined();
    // fetch's own failure is not wrapped by the client: a TypeError whose cause has Node's code.
    const fetchFailed = new TypeError("fetch failed", {
      cause: Object.assign(new Error("connect"), { code: "ECONNRESET" }),
    });
    expect(outageCode(fetchFailed)).toBe("ECONNRESET");
    // The ORM wraps what the client threw: the code is found under it.
    expect(outageCode(new Error("Failed query", { cause: fetchFailed }))).toBe("ECONNRESET");
    expect(outageCode(new TypeError("x is not a function"))).toBeUndefined();
  });
});

describe("the API over a libSQL server that fails", () => {
  test("answers 503 with Retry-After for a write, and logs the code, never the request", async () => {
    const { server, handle } = await openOnFake();
    const { logged, postQuote } = appOn(handle);
    for (const failure of [
      { kind: "status", status: 502 },
      { kind: "code", code: "TRANSACTION_BUSY" },
    ] as const) {
      server.failWith(failure);
      await expectUnavailable(await postQuote());
    }
    await server.close();
    await expectUnavailable(await postQuote());
    expect(logged.map((line) => [line.message, line.code])).toEqual([
      ["database unreachable", "SERVER_ERROR"],
      ["database unreachable", "TRANSACTION_BUSY"],
      ["database unreachable", "ECONNREFUSED"],
    ]);
    expect(JSON.stringify(logged)).not.toContain(validQuote().email);
  });

  test("a refused statement is still a 500, not an outage", async () => {
    const { server, handle } = await openOnFake();
    const { postQuote } = appOn(handle);
    server.failWith({ kind: "code", code: "SQLITE_CORRUPT" });
    expect((await postQuote()).status).toBe(500);
  });
});

test("a server whose new connections do not enforce foreign keys is refused at start", async () => {
  const server = await startFakeLibsqlServer(PORT, 0);
  closers.push(() => server.close());
  await expect(openDatabase(server.url)).rejects.toThrow(/does not enforce foreign keys/);
});
