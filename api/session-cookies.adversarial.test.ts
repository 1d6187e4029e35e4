import { describe, expect, test } from "vitest";
import { sha256Hex } from "./lib/tokens";
import { trustedProxies } from "./lib/trusted-proxies";
import { CLIENT, createTestApp, STAFF, type TestApp } from "../tests/support/api/harness";

/**
 * Both session cookies, as the browser receives them: HttpOnly,
 * SameSite=Strict, Path=/, 24 hours, signed, Secure exactly when the request
 * came over HTTPS (directly, or through a reverse proxy only with TRUST_PROXY),
 * and a database that never holds the token itself.
 */
const NOW = new Date("2026-06-01T12:00:00.000Z");
const DAY_S = 24 * 60 * 60;

const SIGN_INS = [
  {
    name: "tpf_admin",
    path: "/api/admin/login",
    body: STAFF,
    table: "admin_sessions",
    logout: "/api/admin/logout",
  },
  {
    name: "tpf_client",
    path: "/api/auth/login",
    body: { username: CLIENT.username, password: CLIENT.password },
    table: "client_sessions",
    logout: "/api/auth/logout",
  },
  {
    name: "tpf_client",
    path: "/api/auth/external-redirect",
    body: {
      username: CLIENT.username,
      password: CLIENT.password,
      externalUrl: "https://app.intuit.com/",
      systemType: "quickbooks",
    },
    table: "client_sessions",
    logout: "/api/auth/logout",
  },
] as const;

interface ParsedCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

function parseSetCookie(header: string): ParsedCookie {
  const [pair = "", ...rest] = header.split(";").map((part) => part.trim());
  const separator = pair.indexOf("=");
  const attributes = new Map<string, string>();
  for (const part of rest) {
    const [key = "", ...value] = part.split("=");
    attributes.set(key.toLowerCase(), value.join("="));
  }
  return { name: pair.slice(0, separator), value: pair.slice(separator + 1), attributes };
}

async function signIn(t: TestApp, url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await t.request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  const cookies = response.headers.getSetCookie();
  expect(cookies).toHaveLength(1);
  return parseSetCookie(cookies[0] ?? "");
}

describe.each(SIGN_INS)("$path sets $name", (signInCase) => {
  test("HttpOnly, SameSite=Strict, Path=/, 24 hours, no Secure over plain http", async () => {
    const t = await createTestApp({ now: () => NOW });
    const cookie = await signIn(t, `http://tpf.test${signInCase.path}`, signInCase.body);
    expect(cookie.name).toBe(signInCase.name);
    expect(cookie.attributes.has("httponly")).toBe(true);
    expect(cookie.attributes.get("samesite")).toBe("Strict");
    expect(cookie.attributes.get("path")).toBe("/");
    expect(cookie.attributes.get("max-age")).toBe(String(DAY_S));
    expect(new Date(cookie.attributes.get("expires") ?? "").getTime()).toBe(
      Math.floor((NOW.getTime() + DAY_S * 1000) / 1000) * 1000,
    );
    expect(cookie.attributes.has("secure")).toBe(false);
    expect(cookie.attributes.has("domain")).toBe(false);
  });

  test("Secure and named __Host- when the request came over https", async () => {
    const t = await createTestApp();
    const cookie = await signIn(t, `https://tpf.test${signInCase.path}`, signInCase.body);
    expect(cookie.name).toBe(`__Host-${signInCase.name}`);
    expect(cookie.attributes.has("secure")).toBe(true);
    expect(cookie.attributes.get("path")).toBe("/");
    expect(cookie.attributes.has("domain")).toBe(false);
    expect(cookie.attributes.get("samesite")).toBe("Strict");
  });

  test("a session begun under the plain name is still read over https, and signing in again replaces it", async () => {
    const t = await createTestApp();
    const plain = await signIn(t, `http://tpf.test${signInCase.path}`, signInCase.body);
    const session = signInCase.table === "admin_sessions" ? "/api/admin/session" : "/api/auth/me";
    const read = await t.request(`https://tpf.test${session}`, {
      headers: { cookie: `${plain.name}=${plain.value}` },
    });
    expect(read.status).toBe(200);
    const body = (await read.json()) as { authenticated?: boolean; success?: boolean };
    expect(body.authenticated ?? body.success).toBe(true);
    const again = await t.request(`https://tpf.test${signInCase.path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", cookie: `${plain.name}=${plain.value}` },
      body: JSON.stringify(signInCase.body),
    });
    const names = again.headers.getSetCookie().map((header) => parseSetCookie(header));
    expect(names.find((cookie) => cookie.name === signInCase.name)?.attributes.get("max-age")).toBe("0");
    expect(names.find((cookie) => cookie.name === `__Host-${signInCase.name}`)?.value).not.toBe("");
  });

  test("X-Forwarded-Proto counts only from a proxy listed in TRUST_PROXY", async () => {
    const forwarded = {
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "tpf.test",
      "X-Forwarded-For": "198.51.100.7",
    };
    const direct = await createTestApp();
    const spoofed = await signIn(direct, `http://tpf.test${signInCase.path}`, signInCase.body, forwarded);
    expect(spoofed.attributes.has("secure"), "a caller cannot claim https without a trusted proxy").toBe(
      false,
    );

    const proxied = await createTestApp({
      peerAddress: () => "127.0.0.1",
      trustedProxies: trustedProxies(["loopback"]),
    });
    const behindProxy = await signIn(
      proxied,
      `http://127.0.0.1:3000${signInCase.path}`,
      signInCase.body,
      forwarded,
    );
    expect(behindProxy.attributes.has("secure")).toBe(true);
    expect(behindProxy.name).toBe(`__Host-${signInCase.name}`);
  });

  test("the cookie holds a signed random 256-bit token; the database keeps only its SHA-256", async () => {
    const t = await createTestApp();
    const first = await signIn(t, `http://tpf.test${signInCase.path}`, signInCase.body);
    const second = await signIn(t, `http://tpf.test${signInCase.path}`, signInCase.body);
    const [token = "", signature = ""] = decodeURIComponent(first.value).split(".");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signature.length).toBeGreaterThan(20);
    expect(second.value).not.toBe(first.value);
    const rows = await t.client.execute(`select token_hash from ${signInCase.table}`);
    const stored = rows.rows.map((row) => String(row[0]));
    expect(stored).toContain(await sha256Hex(token));
    expect(stored.some((hash) => hash.includes(token))).toBe(false);
  });

  test("logout clears the cookie with the same flags and ends the session server-side", async () => {
    const t = await createTestApp();
    const cookie = await signIn(t, `https://tpf.test${signInCase.path}`, signInCase.body);
    const response = await t.request(`https://tpf.test${signInCase.logout}`, {
      method: "POST",
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    expect(response.status).toBe(200);
    const cleared = parseSetCookie(response.headers.getSetCookie()[0] ?? "");
    expect(cleared.name).toBe(`__Host-${signInCase.name}`);
    expect(cleared.value).toBe("");
    expect(cleared.attributes.get("max-age")).toBe("0");
    expect(cleared.attributes.has("httponly")).toBe(true);
    expect(cleared.attributes.has("secure")).toBe(true);
    expect(cleared.attributes.get("samesite")).toBe("Strict");
    const rows = await t.client.execute(`select count(*) from ${signInCase.table}`);
    expect(Number(rows.rows[0]?.[0])).toBe(0);
  });
});

test("a failed sign-in sets no cookie at all", async () => {
  const t = await createTestApp();
  for (const path of ["/api/admin/login", "/api/auth/login"]) {
    const response = await t.json("POST", path, { username: STAFF.username, password: "wrong-password-1" });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
  }
});
