import { afterAll, beforeAll, expect, test } from "vitest";
import { MOCK_CREDENTIALS } from "./fixtures";
import { setupMockServer } from "./node";

let mock: Awaited<ReturnType<typeof setupMockServer>>;

beforeAll(async () => {
  mock = await setupMockServer();
  mock.server.listen({ onUnhandledRequest: "error" });
});
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
