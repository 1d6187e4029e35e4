import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { http, HttpResponse } from "msw";
import { MOCK_CREDENTIALS } from "./fixtures";
import { setupMockServer } from "./node";

let mock: Awaited<ReturnType<typeof setupMockServer>>;

beforeAll(async () => {
  mock = await setupMockServer();
  mock.server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => mock.reset());
afterAll(() => mock.server.close());

test("answers from the fixtures: four team members, twelve quotes, eight applications", async () => {
  const team = await (await fetch("http://localhost/api/team-members")).json();
  expect(team.teamMembers).toHaveLength(4);
  const login = await fetch("http://localhost/api/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(MOCK_CREDENTIALS.staff),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  const summary = await (await fetch("http://localhost/api/admin/summary", { headers: { cookie } })).json();
  expect(summary.summary).toMatchObject({ totalQuotes: 12, totalApplications: 8 });
  expect(summary.summary.newRequests).toBeGreaterThan(0);
  expect(summary.summary.lastSevenDays).toBeGreaterThan(0);
});

test("fixtures are realistic and fictional: 555-01xx phones, example.com e-mails", async () => {
  const login = await fetch("http://localhost/api/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(MOCK_CREDENTIALS.staff),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  for (const path of ["/api/quotes?limit=100", "/api/fuel-card-applications?limit=100"]) {
    const body = await (await fetch(`http://localhost${path}`, { headers: { cookie } })).json();
    for (const record of body.quotes ?? body.applications) {
      expect(record.phone).toMatch(/555-01\d\d$/);
      expect(record.email).toMatch(/@example\.com$/);
    }
  }
});

test("can answer slowly", async () => {
  mock.setControls({ delayMs: 300 });
  const started = performance.now();
  expect((await fetch("http://localhost/api/health")).status).toBe(200);
  expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  mock.setControls({});
});

test("can fail with a status, only under a path prefix, or like a dropped connection", async () => {
  mock.setControls({ fail: { status: 503, pathPrefix: "/api/quotes" } });
  const failed = await fetch("http://localhost/api/quotes", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });
  expect(failed.status).toBe(503);
  expect(await failed.json()).toEqual({ error: "Mock failure (mock-fail=503)." });
  expect((await fetch("http://localhost/api/team-members")).status).toBe(200);

  mock.setControls({ fail: { status: "network", pathPrefix: "/api/" } });
  await expect(fetch("http://localhost/api/team-members")).rejects.toThrow();
  mock.setControls({});
});

const signIn = () =>
  fetch("http://localhost/api/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(MOCK_CREDENTIALS.staff),
  });

test("keeps the cookies the API sets, like a browser: a signed-in screen stays signed in", async () => {
  expect((await fetch("http://localhost/api/admin/summary")).status).toBe(401);
  expect((await signIn()).status).toBe(200);
  expect(mock.cookies.get("tpf_admin")).toBeTruthy();
  const summary = await fetch("http://localhost/api/admin/summary");
  expect(summary.status).toBe(200);
  expect((await summary.json()).summary.totalQuotes).toBe(12);
  const session = await (await fetch("http://localhost/api/admin/session")).json();
  expect(session).toMatchObject({ authenticated: true, username: "admin" });
});

test("signing out removes the cookie from the jar", async () => {
  await signIn();
  expect((await fetch("http://localhost/api/admin/logout", { method: "POST" })).status).toBe(200);
  expect(mock.cookies.get("tpf_admin")).toBeUndefined();
  expect((await fetch("http://localhost/api/admin/summary")).status).toBe(401);
});

test("a request that names its own cookies sends only those", async () => {
  await signIn();
  const answer = await fetch("http://localhost/api/admin/summary", {
    headers: { cookie: "tpf_admin=forged" },
  });
  expect(answer.status).toBe(401);
});

test("reset() starts again from the fixtures, signed out, without the test's overrides", async () => {
  await signIn();
  const quote = {
    companyName: "Reset Test Freight",
    contactName: "Sam Reset",
    email: "sam.reset@example.com",
    phone: "(555) 555-0100",
    agreeToTerms: true,
  };
  const created = await fetch("http://localhost/api/quotes", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(quote),
  });
  expect(created.status).toBe(201);
  mock.server.use(
    http.get("*/api/team-members", () => HttpResponse.json({ success: true, teamMembers: [] })),
  );
  expect((await (await fetch("http://localhost/api/team-members")).json()).teamMembers).toEqual([]);

  await mock.reset();

  expect((await fetch("http://localhost/api/admin/summary")).status).toBe(401);
  expect((await (await fetch("http://localhost/api/team-members")).json()).teamMembers).toHaveLength(4);
  await signIn();
  const summary = await (await fetch("http://localhost/api/admin/summary")).json();
  expect(summary.summary.totalQuotes).toBe(12);
});
