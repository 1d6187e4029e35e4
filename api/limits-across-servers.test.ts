import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { createApp } from "./app";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { memoryUploadStore } from "./lib/memory-uploads";
import { defaultLimits } from "./lib/rate-limits";
import { defaultUploadLimits } from "./lib/uploads";
import { validApplication, validQuote } from "../mocks/fixture-requests";
import { CLIENT, cookieFrom, openTestDatabase, STAFF, testAppDeps } from "../tests/support/api/harness";

/**
 * Two servers on one database file (docs/decisions/0230-several-servers.md): two apps built as
 * `api/server.ts` builds them, each with its own connection, the same clock and secret. Requests go
 * to one and the other in turn, as a load balancer without sticky sessions sends them; each limit
 * of docs/decisions/0014-limits.md must hold at its documented number for the two together, not
 * for each.
 */

type App = ReturnType<typeof createApp>["app"];

const CLIENT_SIGN_IN = { username: CLIENT.username, password: CLIENT.password };

const START = Date.parse("2026-06-01T09:00:00.000Z");
let clock: number;
let dir: string;
let handles: DatabaseHandle[];
let servers: [App, App];

beforeEach(async () => {
  clock = START;
  dir = mkdtempSync(path.join(tmpdir(), "tpf-two-servers-"));
  const url = `file:${path.join(dir, "tpf.db")}`;
  // Each opens the database as the server does, the limits' own connection included.
  const first = await openTestDatabase(url, { limitCountersConnection: true });
  const second = await openDatabase(url, undefined, { limitCountersConnection: true });
  handles = [first, second];
  // Uploads in progress are staged where both servers see them; only their limit is under test here.
  const uploads = memoryUploadStore({ maxSize: defaultUploadLimits.maxFileBytes });
  const build = (handle: DatabaseHandle) =>
    createApp(
      testAppDeps(handle.db, {
        limitCountersDb: handle.limitCounters?.db,
        now: () => new Date(clock),
        uploads,
      }),
    ).app;
  servers = [build(first), build(second)];
});

afterEach(() => {
  for (const handle of handles) {
    handle.limitCounters?.client.close();
    handle.client.close();
  }
  rmSync(dir, { recursive: true, force: true });
});

const send = (server: number, url: string, init: RequestInit = {}) => servers[server % 2]!.request(url, init);

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/** `count` requests, one after another, to the first server, then the second, and so on. */
async function alternating(
  count: number,
  request: (server: number, index: number) => Response | Promise<Response>,
) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) statuses.push((await request(index, index)).status);
  return statuses;
}

/** The request past the limit: 429 with Retry-After, the seconds until the window ends. */
async function expectRefused(response: Response, windowSeconds: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const signIn = async (server: number, credentials: { username: string; password: string }, path: string) =>
  cookieFrom(await send(server, path, json(credentials)));

describe("failed sign-ins, counted by both servers together", () => {
  const WINDOW_S = defaultLimits.failedSignInWindowMs / 1000;
  const wrong = { username: CLIENT.username, password: "not-the-password" };

  test(`per username and address: ${defaultLimits.failedSignIns}, then 429 even with the right password, until the window ends`, async () => {
    const failed = await alternating(defaultLimits.failedSignIns, (server) =>
      send(server, "/api/auth/login", json(wrong)),
    );
    expect(failed).toEqual(Array(defaultLimits.failedSignIns).fill(401));
    await expectRefused(
      await send(defaultLimits.failedSignIns, "/api/auth/login", json(CLIENT_SIGN_IN)),
      WINDOW_S,
    );
    await expectRefused(await send(0, "/api/auth/login", json(CLIENT_SIGN_IN)), WINDOW_S);
    clock += defaultLimits.failedSignInWindowMs;
    expect((await send(1, "/api/auth/login", json(CLIENT_SIGN_IN))).status).toBe(200);
  });

  test(`per address across usernames: ${defaultLimits.failedSignInsPerAddress}, then 429 for staff and clients alike`, async () => {
    const failed = await alternating(defaultLimits.failedSignInsPerAddress, (server, index) =>
      send(
        server,
        index % 3 === 0 ? "/api/admin/login" : "/api/auth/login",
        json({ username: `made-up-${index}`, password: "guess-123456" }),
      ),
    );
    expect(failed).toEqual(Array(defaultLimits.failedSignInsPerAddress).fill(401));
    await expectRefused(await send(0, "/api/auth/login", json(CLIENT_SIGN_IN)), WINDOW_S);
    await expectRefused(await send(1, "/api/admin/login", json(STAFF)), WINDOW_S);
    // Another address is not held back.
    expect(
      (await send(0, "/api/auth/login", json(CLIENT_SIGN_IN, { "X-Forwarded-For": "198.51.100.99" }))).status,
    ).toBe(200);
  });
});

test(`submissions: ${defaultLimits.submissionsPerMinute} new quote and fuel-card requests a minute per address, both forms together`, async () => {
  const accepted = await alternating(defaultLimits.submissionsPerMinute, (server, index) =>
    index % 2 === 0
      ? send(server, "/api/quotes", json(validQuote()))
      : send(server, "/api/fuel-card-applications", json(validApplication())),
  );
  expect(accepted).toEqual(Array(defaultLimits.submissionsPerMinute).fill(201));
  await expectRefused(await send(1, "/api/quotes", json(validQuote())), 60);
  await expectRefused(await send(0, "/api/fuel-card-applications", json(validApplication())), 60);
  clock += 60_000;
  expect((await send(1, "/api/quotes", json(validQuote()))).status).toBe(201);
});

describe("a signed-in client's limits", () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signIn(0, CLIENT_SIGN_IN, "/api/auth/login");
  });

  test(`invoice creations: ${defaultLimits.invoicesPerMinute} a minute, refused ones counted`, async () => {
    const refused = await alternating(defaultLimits.invoicesPerMinute, (server) =>
      send(server, "/api/invoices", json({}, { cookie })),
    );
    expect(refused).toEqual(Array(defaultLimits.invoicesPerMinute).fill(422));
    await expectRefused(await send(0, "/api/invoices", json({}, { cookie })), 60);
  });

  test(`broker checks: ${defaultLimits.brokerChecksPerMinute} a minute`, async () => {
    const checked = await alternating(defaultLimits.brokerChecksPerMinute, (server) =>
      send(server, "/api/brokers?q=coyote", { headers: { cookie } }),
    );
    expect(checked).toEqual(Array(defaultLimits.brokerChecksPerMinute).fill(200));
    await expectRefused(await send(1, "/api/brokers?q=coyote", { headers: { cookie } }), 60);
  });

  test(`tus requests: ${defaultUploadLimits.requestsPerMinute} a minute`, async () => {
    const tus = { cookie, "Tus-Resumable": "1.0.0" };
    const created = await send(0, "/api/uploads", {
      method: "POST",
      headers: { ...tus, "Upload-Length": "1000" },
    });
    expect(created.status).toBe(201);
    const url = created.headers.get("location") ?? "";
    const asked = await alternating(defaultUploadLimits.requestsPerMinute - 1, (server) =>
      send(server + 1, url, { method: "HEAD", headers: tus }),
    );
    expect(asked).toEqual(Array(defaultUploadLimits.requestsPerMinute - 1).fill(200));
    await expectRefused(await send(0, url, { method: "HEAD", headers: tus }), 60);
  });

  test(`test messages: ${defaultLimits.testNotificationsPerHour} an hour per account`, async () => {
    const sent = await alternating(defaultLimits.testNotificationsPerHour, (server) =>
      send(server, "/api/account/test-notification", json({}, { cookie })),
    );
    expect(sent).toEqual(Array(defaultLimits.testNotificationsPerHour).fill(202));
    await expectRefused(await send(1, "/api/account/test-notification", json({}, { cookie })), 3600);
  });
});

describe("password links", () => {
  const WINDOW_S = defaultLimits.passwordLinkWindowMs / 1000;
  const ask = (server: number, email: string, address: string) =>
    send(server, "/api/auth/password-reset", json({ email }, { "X-Forwarded-For": address }));

  test(`per e-mail address: ${defaultLimits.passwordLinksPerEmail} an hour, from any caller`, async () => {
    const asked = await alternating(defaultLimits.passwordLinksPerEmail, (server, index) =>
      ask(server, "maria@rivera.example", `203.0.113.${index + 1}`),
    );
    expect(asked).toEqual(Array(defaultLimits.passwordLinksPerEmail).fill(202));
    await expectRefused(await ask(1, "MARIA@rivera.example", "203.0.113.200"), WINDOW_S);
  });

  test(`per caller address: ${defaultLimits.passwordLinksPerAddress} an hour, whatever the e-mail address`, async () => {
    const asked = await alternating(defaultLimits.passwordLinksPerAddress, (server, index) =>
      ask(server, `someone.${index}@example.com`, "203.0.113.50"),
    );
    expect(asked).toEqual(Array(defaultLimits.passwordLinksPerAddress).fill(202));
    await expectRefused(await ask(0, "someone.else@example.com", "203.0.113.50"), WINDOW_S);
  });
});
