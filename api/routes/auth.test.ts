import { beforeEach, describe, expect, test } from "vitest";
import { createClientAccount } from "../db/accounts";
import { CLIENT, cookieFrom, createTestApp, testHasher, type TestApp } from "../../tests/support/api/harness";

let t: TestApp;
const credentials = { username: CLIENT.username, password: CLIENT.password };
const user = {
  username: CLIENT.username,
  firstName: CLIENT.firstName,
  lastName: CLIENT.lastName,
  companyName: CLIENT.companyName,
  locale: "en",
};

const login = (body: unknown, headers: Record<string, string> = {}) =>
  t.json("POST", "/api/auth/login", body, headers);
const me = (cookie?: string) => t.request("/api/auth/me", { headers: cookie ? { cookie } : {} });
const redirect = (body: Record<string, unknown>) =>
  t.json("POST", "/api/auth/external-redirect", {
    ...credentials,
    systemType: "quickbooks",
    externalUrl: "https://app.qbo.intuit.com/app/homepage",
    ...body,
  });

beforeEach(async () => {
  t = await createTestApp();
});

describe("POST /api/auth/login", () => {
  test("signs in: user without secrets, /client-dashboard, and an httpOnly SameSite=Strict cookie", async () => {
    const response = await login(credentials);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      user: { ...user, lastLogin: null },
      redirectUrl: "/client-dashboard",
    });
    expect(JSON.stringify(body)).not.toMatch(/hash|password|token/i);
    expect(response.headers.getSetCookie()[0]).toMatch(
      /^tpf_client=[^;]+; Max-Age=86400; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Strict$/,
    );
  });

  test("sends clients to CLIENT_PORTAL_URL when it is configured, with no credentials in it", async () => {
    t = await createTestApp({ clientPortalUrl: "https://portal.example.com/home" });
    const body = await (await login(credentials)).json();
    expect(body.redirectUrl).toBe("https://portal.example.com/home");
  });

  test("lastLogin is the previous sign-in", async () => {
    let clock = Date.parse("2025-07-01T09:00:00.000Z");
    t = await createTestApp({ now: () => new Date(clock) });
    expect((await (await login(credentials)).json()).user.lastLogin).toBeNull();
    clock += 3600_000;
    const second = await login(credentials);
    expect((await second.json()).user.lastLogin).toBe("2025-07-01T09:00:00.000Z");
    expect((await (await me(cookieFrom(second))).json()).user.lastLogin).toBe("2025-07-01T09:00:00.000Z");
  });

  test("usernames are case-insensitive and trimmed", async () => {
    expect(
      (await login({ username: `  ${CLIENT.username.toUpperCase()} `, password: CLIENT.password })).status,
    ).toBe(200);
  });

  test.each([
    ["a wrong password", { ...credentials, password: "not-the-password" }],
    ["an unknown username", { username: "ghost", password: CLIENT.password }],
    ["the staff account", { username: "staff", password: "staff-password-123" }],
  ])("refuses %s with 401", async (_name, body) => {
    const response = await login(body);
    expect(response.status).toBe(401);
    expect((await response.json()).error).toBe(
      "Invalid credentials. Please check your username and password.",
    );
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  test("refuses a username with control characters before looking it up", async () => {
    const response = await t.json("POST", "/api/auth/login", { username: "rivera\u0000", password: "x" });
    expect(response.status).toBe(422);
    expect((await response.json()).issues).toEqual({
      username: "Username must not contain invisible control characters",
    });
  });

  test("refuses a password longer than 256 characters before hashing it", async () => {
    const response = await login({ username: CLIENT.username, password: "x".repeat(257) });
    expect(response.status).toBe(422);
  });

  test("answers 429 after 10 failures for the username and address", async () => {
    for (let attempt = 0; attempt < 10; attempt += 1)
      await login({ ...credentials, password: `wrong-${attempt}` });
    expect((await login(credentials)).status).toBe(429);
    expect((await login(credentials, { "X-Forwarded-For": "192.0.2.99" })).status).toBe(200);
  });

  test("an unknown username costs the same as a wrong password: one full hash check either way", async () => {
    const checks: string[] = [];
    t = await createTestApp({
      passwordHasher: {
        hash: (password) => testHasher.hash(password),
        verify: async (password, stored) => {
          checks.push(stored.split("$")[0] ?? "");
          return testHasher.verify(password, stored);
        },
      },
    });
    await login({ username: CLIENT.username, password: "wrong-password" });
    await login({ username: "ghost", password: "wrong-password" });
    await login({ username: "ghost-2", password: "wrong-password" });
    expect(checks).toEqual(["scrypt", "scrypt", "scrypt"]);
  });
});

describe("GET /api/auth/me and POST /api/auth/logout", () => {
  test("me answers the signed-in user, 401 otherwise", async () => {
    const cookie = await t.clientCookie();
    expect(await (await me(cookie)).json()).toEqual({ success: true, user: { ...user, lastLogin: null } });
    const anonymous = await me();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Please sign in to continue." });
  });

  test("a staff session is not a client session", async () => {
    expect((await me(await t.staffCookie())).status).toBe(401);
  });

  test("logout ends the session on the server", async () => {
    const cookie = await t.clientCookie();
    const response = await t.request("/api/auth/logout", { method: "POST", headers: { cookie } });
    expect(await response.json()).toEqual({ success: true });
    expect(response.headers.getSetCookie()[0]).toMatch(/^tpf_client=; Max-Age=0/);
    expect((await me(cookie)).status).toBe(401);
  });

  test("a client session expires after 24 hours", async () => {
    let clock = Date.parse("2025-07-01T09:00:00.000Z");
    t = await createTestApp({ now: () => new Date(clock) });
    const cookie = await t.clientCookie();
    clock += 24 * 3600_000 + 1;
    expect((await me(cookie)).status).toBe(401);
  });
});

describe("POST /api/auth/password", () => {
  const change = (cookie: string, body: unknown) => t.json("POST", "/api/auth/password", body, { cookie });

  test("changes the password, keeps this session and ends the others", async () => {
    const current = await t.clientCookie();
    const other = await t.clientCookie();
    const response = await change(current, {
      currentPassword: CLIENT.password,
      newPassword: "a-new-password-456",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect((await me(current)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await login(credentials)).status).toBe(401);
    expect((await login({ ...credentials, password: "a-new-password-456" })).status).toBe(200);
  });

  test("refuses a wrong current password with 422 on that field", async () => {
    const cookie = await t.clientCookie();
    const response = await change(cookie, {
      currentPassword: "not-it-at-all",
      newPassword: "a-new-password-456",
    });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).issues)).toEqual(["currentPassword"]);
    expect((await login(credentials)).status).toBe(200);
  });

  test("refuses a short new password, or the same one again", async () => {
    const cookie = await t.clientCookie();
    const short = await change(cookie, { currentPassword: CLIENT.password, newPassword: "short" });
    expect((await short.json()).issues).toEqual({
      newPassword: "New password must be at least 12 characters",
    });
    const same = await change(cookie, { currentPassword: CLIENT.password, newPassword: CLIENT.password });
    expect((await same.json()).issues).toEqual({
      newPassword: "New password must differ from the current one",
    });
  });

  test("answers 401 without a client session", async () => {
    const response = await t.json("POST", "/api/auth/password", {
      currentPassword: CLIENT.password,
      newPassword: "a-new-password-456",
    });
    expect(response.status).toBe(401);
  });
});

describe("POST /api/auth/external-redirect", () => {
  test("signs in and returns an allow-listed https address without credentials", async () => {
    const response = await redirect({});
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      user: { ...user, lastLogin: null },
      redirectUrl: "https://app.qbo.intuit.com/app/homepage",
    });
    expect(response.headers.getSetCookie()[0]).toMatch(/^tpf_client=/);
  });

  test.each([
    ["quickbooks", "https://intuit.com/"],
    ["quickbooks", "https://accounts.intuit.com/signin"],
    ["xero", "https://login.xero.com/identity/user/login"],
    ["sage", "https://www.sage.com/en-us/"],
  ])("accepts %s at %s", async (systemType, externalUrl) => {
    const response = await redirect({ systemType, externalUrl });
    expect(response.status).toBe(200);
    expect((await response.json()).redirectUrl).toBe(externalUrl);
  });

  test.each([
    ["plain http", "quickbooks", "http://app.qbo.intuit.com/"],
    ["another system's domain", "quickbooks", "https://login.xero.com/"],
    ["a look-alike domain", "quickbooks", "https://intuit.com.evil.example/"],
    ["a domain ending like the system's", "xero", "https://notxero.com/"],
    ["credentials in the address", "sage", "https://user:pass@www.sage.com/"],
    ["an explicit port", "sage", "https://www.sage.com:8443/"],
    ["a javascript: address", "xero", "javascript:alert(document.cookie)"],
    ["custom with an empty allow-list", "custom", "https://tms.example.com/"],
    ["trucking software off the allow-list", "trucking-software", "https://tms.example.com/"],
  ])("refuses %s with 400 and a clear message", async (_name, systemType, externalUrl) => {
    const response = await redirect({ systemType, externalUrl });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(["error"]);
    expect(body.error.length).toBeGreaterThan(20);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  test("accepts trucking software and custom hosts listed in EXTERNAL_REDIRECT_ALLOWLIST, exactly", async () => {
    t = await createTestApp({ externalRedirectAllowlist: ["tms.example.com", "fleet.example.org"] });
    expect(
      (await redirect({ systemType: "trucking-software", externalUrl: "https://tms.example.com/login" }))
        .status,
    ).toBe(200);
    expect((await redirect({ systemType: "custom", externalUrl: "https://fleet.example.org/" })).status).toBe(
      200,
    );
    expect(
      (await redirect({ systemType: "custom", externalUrl: "https://evil.tms.example.com/" })).status,
    ).toBe(400);
  });

  test.each([
    ["the password in the query", `https://app.qbo.intuit.com/login?user=x&password=${CLIENT.password}`],
    ["the username as a parameter", `https://app.qbo.intuit.com/login?user=${CLIENT.username}&next=%2Fhome`],
    ["the password, lower-cased, as a host name", `https://${CLIENT.password.toUpperCase()}.intuit.com/`],
    ["the username in a host name", `https://${CLIENT.username}-books.intuit.com/`],
    ["the username in a path segment with a parameter", `https://intuit.com/${CLIENT.username};x`],
    ["the username inside a parameter value", `https://intuit.com/?x=${CLIENT.username}x`],
    ["the username in upper case in the fragment", `https://intuit.com/#${CLIENT.username.toUpperCase()}`],
    ["the password in the fragment", `https://app.qbo.intuit.com/#${CLIENT.password}`],
    ["the username in the path", `https://app.qbo.intuit.com/u/${CLIENT.username}/home`],
    [
      "the password percent-encoded",
      `https://intuit.com/${encodeURIComponent(CLIENT.password).replace(/-/g, "%2D")}`,
    ],
    ["the password encoded twice", `https://intuit.com/?p=${CLIENT.password.replace(/-/g, "%252D")}`],
    ["the username behind a broken escape", `https://intuit.com/%E0%A4%A/%72${CLIENT.username.slice(1)}`],
  ])("refuses an address with %s (400), and signs nobody in", async (_name, externalUrl) => {
    const response = await redirect({ externalUrl });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "The external address must not contain your username or password.",
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  test("refuses a mixed-case password that the address would carry lower-cased in its host", async () => {
    const casey = { username: "Casey.Ortiz", password: "Haul-North-88-Quietly" };
    await createClientAccount(
      t.db,
      testHasher,
      { username: casey.username, firstName: "Casey", lastName: "Ortiz", companyName: "Ortiz Freight" },
      casey.password,
    );
    for (const externalUrl of [
      `https://${casey.password}.intuit.com/`,
      `https://intuit.com/${casey.username.toUpperCase()}`,
    ]) {
      const response = await redirect({ ...casey, externalUrl });
      expect(response.status, externalUrl).toBe(400);
    }
    expect((await redirect({ ...casey })).status).toBe(200);
  });

  test("refuses a password whose letters change length in upper case, or typed in another Unicode form", async () => {
    // "ﬕ" upper-cases to "ՄԻ" and "ß" to "SS", which lower-case to neither; "é" may be typed as one
    // code point or as "e" and an accent, and sign-in takes both as the same password.
    const anya = { username: "anya.k", password: "ﬕaß-Route-66-\u00e9té" };
    await createClientAccount(
      t.db,
      testHasher,
      { username: anya.username, firstName: "Anya", lastName: "K", companyName: "K Freight" },
      anya.password,
    );
    for (const externalUrl of [
      `https://intuit.com/#${encodeURIComponent(anya.password.toUpperCase())}`,
      `https://intuit.com/${encodeURIComponent(anya.password.normalize("NFD"))}`,
    ]) {
      const response = await redirect({ ...anya, externalUrl });
      expect(response.status, externalUrl).toBe(400);
    }
    expect((await redirect({ ...anya })).status).toBe(200);
  });

  test("drops parameters named like credentials that hold no credential", async () => {
    const response = await redirect({
      externalUrl: "https://app.qbo.intuit.com/login?token=abc&next=%2Fhome",
    });
    expect(response.status).toBe(200);
    expect((await response.json()).redirectUrl).toBe("https://app.qbo.intuit.com/login?next=%2Fhome");
  });

  test("checks the credentials first: 401 for a wrong password whatever the address", async () => {
    const response = await redirect({ password: "wrong-password", externalUrl: "https://evil.example/" });
    expect(response.status).toBe(401);
  });

  test("refuses an empty or malformed address with 422", async () => {
    const empty = await redirect({ externalUrl: "" });
    expect(empty.status).toBe(422);
    expect((await empty.json()).issues).toEqual({ externalUrl: "Please enter an external URL" });
    expect((await redirect({ externalUrl: "not a url" })).status).toBe(422);
    expect((await redirect({ systemType: "dropbox" })).status).toBe(422);
  });
});
