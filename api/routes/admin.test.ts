import { count } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { adminSessions } from "../db/schema";
import { trustedProxies } from "../lib/trusted-proxies";
import { cookieFrom, createTestApp, STAFF, type TestApp } from "../../tests/support/api/harness";
import { validApplication, validQuote } from "../../mocks/fixture-requests";

let t: TestApp;
const INVALID = "Invalid credentials. Please check your username and password.";

const login = (body: unknown, headers: Record<string, string> = {}) =>
  t.json("POST", "/api/admin/login", body, headers);
const session = (cookie?: string) => t.request("/api/admin/session", { headers: cookie ? { cookie } : {} });

beforeEach(async () => {
  t = await createTestApp();
});

describe("POST /api/admin/login", () => {
  test("signs in, answers the agreed message and sets an httpOnly SameSite=Strict cookie for 24 hours", async () => {
    const response = await login(STAFF);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ success: true, message: "Admin login successful", expiresAt: expect.any(String) });
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(24 * 3600 * 1000 - 60_000);

    const cookie = response.headers.getSetCookie()[0] ?? "";
    expect(cookie).toMatch(
      /^tpf_admin=[^;]+; Max-Age=86400; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Strict$/,
    );
    expect(cookie).not.toContain(STAFF.password);
  });

  test("stores only a hash of the session token", async () => {
    const response = await login(STAFF);
    const token = decodeURIComponent(cookieFrom(response).split("=").slice(1).join("=")).split(".")[0] ?? "";
    const rows = await t.db.select().from(adminSessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toContain(token);
  });

  test("marks the cookie Secure over HTTPS", async () => {
    const response = await t.app.request("https://tpf.example.com/api/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(STAFF),
    });
    expect(response.headers.getSetCookie()[0]).toContain("; Secure");
  });

  test("marks the cookie Secure behind a trusted proxy that terminated HTTPS", async () => {
    t = await createTestApp({ peerAddress: () => "10.0.0.1", trustedProxies: trustedProxies(["10.0.0.1"]) });
    const response = await login(STAFF, { "X-Forwarded-Proto": "https", "X-Forwarded-For": "198.51.100.7" });
    expect(response.headers.getSetCookie()[0]).toContain("; Secure");
    const untrusted = await createTestApp();
    const plain = await untrusted.json("POST", "/api/admin/login", STAFF, { "X-Forwarded-Proto": "https" });
    expect(plain.headers.getSetCookie()[0]).not.toContain("Secure");
  });

  test("trims the username", async () => {
    expect((await login({ username: `  ${STAFF.username}\t`, password: STAFF.password })).status).toBe(200);
  });

  test("does not trim the password", async () => {
    expect((await login({ username: STAFF.username, password: ` ${STAFF.password}` })).status).toBe(401);
  });

  test.each([
    ["a wrong password", { username: STAFF.username, password: "wrong-password-1" }],
    ["an unknown username", { username: "nobody", password: STAFF.password }],
    ["a client's credentials", { username: "rivera", password: "client-password-123" }],
  ])("refuses %s with 401 and the agreed message, setting no cookie", async (_name, credentials) => {
    const response = await login(credentials);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: INVALID });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  test("refuses missing fields with 422", async () => {
    const response = await login({ username: "" });
    expect(response.status).toBe(422);
    expect((await response.json()).issues).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
  });

  test("answers 429 after 10 failed sign-ins for a username and address, even with the right password", async () => {
    const from = { "X-Forwarded-For": "203.0.113.20" };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login({ ...STAFF, password: `wrong-${attempt}` }, from)).status).toBe(401);
    }
    const blocked = await login(STAFF, from);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error).toMatch(/Too many failed sign-in attempts/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);

    expect((await login(STAFF, { "X-Forwarded-For": "203.0.113.21" })).status).toBe(200);
  });

  test("lets a username sign in again 15 minutes after being blocked", async () => {
    let clock = Date.parse("2025-06-01T10:00:00Z");
    t = await createTestApp({ now: () => new Date(clock) });
    for (let attempt = 0; attempt < 10; attempt += 1) await login({ ...STAFF, password: "nope-nope-nope" });
    expect((await login(STAFF)).status).toBe(429);
    clock += 15 * 60 * 1000 + 1000;
    expect((await login(STAFF)).status).toBe(200);
  });

  test("a success clears earlier failures", async () => {
    for (let attempt = 0; attempt < 9; attempt += 1) await login({ ...STAFF, password: "nope-nope-nope" });
    expect((await login(STAFF)).status).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) await login({ ...STAFF, password: "nope-nope-nope" });
    expect((await login(STAFF)).status).toBe(200);
  });
});

describe("GET /api/admin/session and POST /api/admin/logout", () => {
  test("reports the session while signed in", async () => {
    const cookie = await t.staffCookie();
    const body = await (await session(cookie)).json();
    expect(body).toEqual({ authenticated: true, username: STAFF.username, expiresAt: expect.any(String) });
    expect(await (await session()).json()).toEqual({ authenticated: false });
  });

  test("logout ends the session on the server: the old cookie no longer works", async () => {
    const cookie = await t.staffCookie();
    const response = await t.request("/api/admin/logout", { method: "POST", headers: { cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(response.headers.getSetCookie()[0]).toMatch(
      /^tpf_admin=; Max-Age=0; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    expect(await (await session(cookie)).json()).toEqual({ authenticated: false });
    expect((await t.request("/api/quotes", { headers: { cookie } })).status).toBe(401);
    expect((await t.db.select({ total: count() }).from(adminSessions))[0]?.total).toBe(0);
  });

  test("logout without a session still answers 200", async () => {
    const response = await t.request("/api/admin/logout", { method: "POST" });
    expect(response.status).toBe(200);
  });

  test("a session expires after 24 hours", async () => {
    let clock = Date.parse("2025-06-01T10:00:00Z");
    t = await createTestApp({ now: () => new Date(clock) });
    const cookie = await t.staffCookie();
    clock += 24 * 3600 * 1000 - 1000;
    expect((await t.request("/api/admin/summary", { headers: { cookie } })).status).toBe(200);
    clock += 2000;
    expect((await t.request("/api/admin/summary", { headers: { cookie } })).status).toBe(401);
    expect(await (await session(cookie)).json()).toEqual({ authenticated: false });
  });

  test("a cookie with a forged signature or token is refused", async () => {
    const cookie = await t.staffCookie();
    const [name, value = ""] = cookie.split("=");
    const decoded = decodeURIComponent(value);
    const [token = "", signature = ""] = decoded.split(".");
    const otherToken = `${token.slice(0, -2)}AA`;
    expect(
      await (await session(`${name}=${encodeURIComponent(`${otherToken}.${signature}`)}`)).json(),
    ).toEqual({ authenticated: false });
    expect(await (await session(`${name}=${encodeURIComponent(token)}`)).json()).toEqual({
      authenticated: false,
    });
  });
});

describe("GET /api/admin/summary", () => {
  test("counts all requests, new ones, and those of the last seven days", async () => {
    let clock = Date.parse("2025-06-20T12:00:00Z");
    t = await createTestApp({ now: () => new Date(clock) });
    const cookie = await t.staffCookie();
    await t.json("POST", "/api/quotes", validQuote());
    const { quote } = await (await t.json("POST", "/api/quotes", validQuote())).json();
    await t.json("PATCH", `/api/quotes/${quote.id}/status`, { status: "contacted" }, { cookie });
    await t.json("POST", "/api/fuel-card-applications", validApplication());
    clock += 8 * 24 * 3600 * 1000;
    const fresh = await t.staffCookie();
    await t.json("POST", "/api/fuel-card-applications", validApplication());

    const response = await t.request("/api/admin/summary", { headers: { cookie: fresh } });
    expect(await response.json()).toEqual({
      success: true,
      summary: {
        totalQuotes: 2,
        totalApplications: 2,
        newRequests: 3,
        newQuotes: 1,
        newApplications: 2,
        lastSevenDays: 1,
        totalInvoices: 0,
        flaggedInvoices: 0,
        invoicesToReview: 0,
        invoicesByStatus: {
          submitted: 0,
          "in-review": 0,
          "needs-documents": 0,
          funded: 0,
          paid: 0,
          "short-paid": 0,
          recourse: 0,
          declined: 0,
        },
        money: { outstandingCents: 0, pastDueCents: 0, paidThisWeekCents: 0, unappliedCashCents: 0 },
      },
    });
  });

  test("the kept counts stay exact through retries, status round trips and deletions", async () => {
    t = await createTestApp();
    const cookie = await t.staffCookie();
    const key = { "Idempotency-Key": "5d0f4a52-8d3e-4f7e-9f55-1f1b3b7a2c10" };
    const { quote } = await (await t.json("POST", "/api/quotes", validQuote(), key)).json();
    expect((await t.json("POST", "/api/quotes", validQuote(), key)).status).toBe(201);
    await t.json("POST", "/api/quotes", validQuote());
    for (const status of ["contacted", "contacted", "new", "declined"]) {
      const changed = await t.json("PATCH", `/api/quotes/${quote.id}/status`, { status }, { cookie });
      expect(changed.status).toBe(200);
    }
    await t.client.execute({ sql: "DELETE FROM quotes WHERE id != ?", args: [quote.id] });

    const summary = async () =>
      (await (await t.request("/api/admin/summary", { headers: { cookie } })).json()).summary;
    const counted = await t.client.execute(
      "SELECT count(*) AS total, coalesce(sum(status = 'new'), 0) AS fresh FROM quotes",
    );
    expect(counted.rows[0]).toMatchObject({ total: 1, fresh: 0 });
    expect(await summary()).toMatchObject({ totalQuotes: 1, newRequests: 0 });
  });
});
