import type { Context } from "hono";
import { describe, expect, test } from "vitest";
import { trustedProxies } from "./lib/trusted-proxies";
import { createTestApp, STAFF, type TestApp } from "../tests/support/api/harness";
import { validQuote } from "../mocks/fixture-requests";

/**
 * Forwarded headers count only from the proxies the operator lists
 * (TRUST_PROXY), and the client's address, protocol and host are all read at
 * the same hop. The peer (the socket's other end) is set per request here
 * with a test header.
 */
const PROXY = "10.0.0.1";
const DIRECT_CALLER = "203.0.113.50";
const peerAddress = (c: Context) => c.req.header("x-test-peer") ?? DIRECT_CALLER;

const behindProxy = (trusted: string[], limits = {}) =>
  createTestApp({ peerAddress, trustedProxies: trustedProxies(trusted), limits });

const post = (t: TestApp, headers: Record<string, string>) =>
  t.json("POST", "/api/quotes", validQuote(), headers);

async function statuses(t: TestApp, count: number, headers: (index: number) => Record<string, string>) {
  const seen: number[] = [];
  for (let index = 0; index < count; index++) seen.push((await post(t, headers(index))).status);
  return seen;
}

describe("a caller that is not a listed proxy", () => {
  test("cannot dodge the submission limit by rotating X-Forwarded-For", async () => {
    const t = await behindProxy([PROXY], { submissionsPerMinute: 3 });
    const seen = await statuses(t, 5, (index) => ({ "X-Forwarded-For": `198.51.100.${index}` }));
    expect(seen).toEqual([201, 201, 201, 429, 429]);
  });

  test("cannot dodge the failed sign-in limit by rotating X-Forwarded-For", async () => {
    const t = await behindProxy([PROXY], { failedSignIns: 2 });
    const seen: number[] = [];
    for (let index = 0; index < 4; index++) {
      const wrong = { username: STAFF.username, password: "wrong-password-1" };
      seen.push(
        (await t.json("POST", "/api/admin/login", wrong, { "X-Forwarded-For": `198.51.100.${index}` }))
          .status,
      );
    }
    expect(seen).toEqual([401, 401, 429, 429]);
  });

  test("cannot pass a foreign Origin off as this site with X-Forwarded-Host", async () => {
    const t = await behindProxy([PROXY]);
    const response = await post(t, { Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" });
    expect(response.status).toBe(403);
  });

  test("cannot claim HTTPS for a Secure cookie with X-Forwarded-Proto", async () => {
    const t = await behindProxy([PROXY]);
    const response = await t.json("POST", "/api/admin/login", STAFF, { "X-Forwarded-Proto": "https" });
    expect(response.headers.getSetCookie()[0]).not.toContain("Secure");
  });
});

describe("behind a listed proxy", () => {
  test("each client has its own limit, and cannot pick another address with its own X-Forwarded-For", async () => {
    const t = await behindProxy([PROXY], { submissionsPerMinute: 2 });
    const clients = await statuses(t, 4, (index) => ({
      "x-test-peer": PROXY,
      "X-Forwarded-For": `198.51.100.${index}`,
    }));
    expect(clients).toEqual([201, 201, 201, 201]);
    const spoofer = await statuses(t, 4, (index) => ({
      "x-test-peer": PROXY,
      "X-Forwarded-For": `192.0.2.${index}, 198.51.100.77`,
    }));
    expect(spoofer).toEqual([201, 201, 429, 429]);
  });

  test("address, protocol and host come from the same hop: the one the proxy appended", async () => {
    const t = await behindProxy([PROXY]);
    const forwarded = {
      "x-test-peer": PROXY,
      // The client sent the first entries itself; the proxy appended the last ones.
      "X-Forwarded-For": "192.0.2.1, 198.51.100.9",
      "X-Forwarded-Proto": "http, https",
      "X-Forwarded-Host": "evil.example, tpf.example.com",
    };
    expect((await post(t, { ...forwarded, Origin: "https://tpf.example.com" })).status).toBe(201);
    expect((await post(t, { ...forwarded, Origin: "http://evil.example" })).status).toBe(403);
    const login = await t.json("POST", "/api/admin/login", STAFF, forwarded);
    expect(login.headers.getSetCookie()[0]).toContain("; Secure");
  });

  test("through two listed proxies, the outer one's entries count", async () => {
    const t = await behindProxy(["10.0.0.0/8"], { submissionsPerMinute: 1 });
    const forwarded = (client: string) => ({
      "x-test-peer": "10.0.0.2",
      "X-Forwarded-For": `${client}, 10.0.0.3`,
      "X-Forwarded-Proto": "https, http",
      "X-Forwarded-Host": "tpf.example.com, lb.internal",
      Origin: "https://tpf.example.com",
    });
    expect((await post(t, forwarded("198.51.100.1"))).status).toBe(201);
    expect((await post(t, forwarded("198.51.100.2"))).status).toBe(201);
    expect((await post(t, forwarded("198.51.100.1"))).status).toBe(429);
  });

  test("with no proxy listed, forwarded headers count for nobody", async () => {
    const t = await behindProxy([], { submissionsPerMinute: 1 });
    const seen = await statuses(t, 2, (index) => ({
      "x-test-peer": PROXY,
      "X-Forwarded-For": `198.51.100.${index}`,
    }));
    expect(seen).toEqual([201, 429]);
  });
});
