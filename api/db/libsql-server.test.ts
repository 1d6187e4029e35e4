import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../app";
import { createClientAccount, ensureAdminAccount } from "./accounts";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "./client";
import { seedDatabase } from "./seed";
import { defaultLimits } from "../lib/rate-limits";
import { cookieFrom, STAFF, testAppDeps, testHasher } from "../../tests/support/api/harness";
import { validQuote } from "../../mocks/fixture-requests";

/**
 * The product on a real libSQL server (sqld, or a Turso database): `TEST_LIBSQL_URL` names it
 * (`TEST_LIBSQL_AUTH_TOKEN` if it needs one). It must be a throwaway database: the test migrates it
 * and writes to it, under names of its own run, so it can run again on the same database.
 *
 * Without it the tests are skipped: no libSQL server comes with the project's dependencies
 * (docs/testing.md, "A libSQL server", says how to start one and run these).
 */
const url = process.env.TEST_LIBSQL_URL;
const authToken = process.env.TEST_LIBSQL_AUTH_TOKEN;
if (!url) {
  console.info(
    "api/db/libsql-server.test.ts skipped: TEST_LIBSQL_URL is not set (a throwaway database on a libSQL server).",
  );
}

describe.skipIf(!url)("on a libSQL server (TEST_LIBSQL_URL)", () => {
  // Names of this run only, so that the same database serves the next run too.
  const run = crypto.randomUUID().slice(0, 8);
  const address = `198.18.${parseInt(run.slice(0, 2), 16)}.${parseInt(run.slice(2, 4), 16)}`;
  const client = { username: `libsql-${run}`, password: "libsql-client-password-123" };
  let handles: DatabaseHandle[];
  let servers: ReturnType<typeof createApp>["app"][];

  beforeAll(async () => {
    // Two servers: each opens its own client and runs the start-up's steps, at the same moment.
    handles = await Promise.all([1, 2].map(() => openDatabase(url ?? "", authToken)));
    await Promise.all(handles.map((handle) => migrateDatabase(handle)));
    const [first] = handles;
    if (!first) throw new Error("no database");
    await seedDatabase(first.db);
    await ensureAdminAccount(first.db, testHasher, STAFF);
    await createClientAccount(
      first.db,
      testHasher,
      { username: client.username, firstName: "Libsql", lastName: "Run", companyName: `Run ${run}` },
      client.password,
    );
    servers = handles.map((handle) => createApp(testAppDeps(handle.db)).app);
  }, 60_000);

  afterAll(() => {
    for (const handle of handles ?? []) handle.client.close();
  });

  const send = (server: number, path: string, body?: unknown) =>
    servers[server % 2]!.request(path, {
      method: body === undefined ? "GET" : "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  test("foreign keys hold on every request, though no pragma outlives one there", async () => {
    const [first] = handles;
    await expect(
      first!.client.execute({
        sql: "insert into collection_notes (id, invoice_id, at, by, contact, said) values (?, 'no-such-invoice', '2026-01-01', 'x', 'x', 'x')",
        args: [`fk-${run}`],
      }),
    ).rejects.toThrow(/FOREIGN KEY/);
  });

  test("a sign-in, a quote and readiness work from both servers", async () => {
    const signedIn = await send(1, "/api/auth/login", client);
    expect(signedIn.status).toBe(200);
    expect(cookieFrom(signedIn)).toMatch(/^tpf_client=/);
    expect((await send(0, "/api/quotes", { ...validQuote(), email: `q-${run}@example.com` })).status).toBe(
      201,
    );
    for (const server of [0, 1]) expect((await send(server, "/api/health")).status).toBe(200);
  });

  test(`failed sign-ins per username and address: ${defaultLimits.failedSignIns} for both servers together`, async () => {
    const wrong = { username: client.username, password: "not-the-password" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < defaultLimits.failedSignIns; attempt++)
      statuses.push((await send(attempt, "/api/auth/login", wrong)).status);
    expect(statuses).toEqual(Array(defaultLimits.failedSignIns).fill(401));
    const refused = await send(defaultLimits.failedSignIns, "/api/auth/login", client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
