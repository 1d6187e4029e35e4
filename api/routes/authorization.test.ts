import { beforeAll, describe, expect, test } from "vitest";
import { seedTeam } from "../db/seed";
import { requireStaff } from "../lib/auth";
import { createTestApp, type TestApp } from "../testing/harness";

/** Every staff endpoint, with a body that would be valid, so only the missing session can refuse it. */
const STAFF_ROUTES: { method: string; pattern: string; path: string; body?: unknown }[] = [
  { method: "GET", pattern: "/api/admin/summary", path: "/api/admin/summary" },
  { method: "GET", pattern: "/api/quotes", path: "/api/quotes?limit=5" },
  { method: "GET", pattern: "/api/quotes/export.csv", path: "/api/quotes/export.csv" },
  {
    method: "GET",
    pattern: "/api/quotes/email/:email",
    path: "/api/quotes/email/dana.whitfield%40example.com",
  },
  {
    method: "PATCH",
    pattern: "/api/quotes/:id/status",
    path: "/api/quotes/0f1ce000-0000-4000-8000-000100000001/status",
    body: { status: "approved" },
  },
  { method: "GET", pattern: "/api/fuel-card-applications", path: "/api/fuel-card-applications" },
  {
    method: "GET",
    pattern: "/api/fuel-card-applications/export.csv",
    path: "/api/fuel-card-applications/export.csv",
  },
  {
    method: "GET",
    pattern: "/api/fuel-card-applications/email/:email",
    path: "/api/fuel-card-applications/email/owen.marsh%40example.com",
  },
  {
    method: "PATCH",
    pattern: "/api/fuel-card-applications/:id/status",
    path: "/api/fuel-card-applications/0f1ce000-0000-4000-8000-000200000001/status",
    body: { status: "approved" },
  },
  {
    method: "PUT",
    pattern: "/api/team-members/:id",
    path: `/api/team-members/${seedTeam[0].id}`,
    body: { name: "A", role: "B", experience: "C", bio: "D" },
  },
  {
    method: "PUT",
    pattern: "/api/team-members/:id",
    path: `/api/team-members/${seedTeam[0].id}`,
    body: { profileImage: "data:image/png;base64,iVBORw0KGgo=" },
  },
];

let t: TestApp;
let clientCookie: string;
let staffCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  clientCookie = await t.clientCookie();
  staffCookie = await t.staffCookie();
});

const call = (route: (typeof STAFF_ROUTES)[number], cookie?: string) =>
  t.request(route.path, {
    method: route.method,
    headers: { ...(route.body ? { "Content-Type": "application/json" } : {}), ...(cookie ? { cookie } : {}) },
    body: route.body ? JSON.stringify(route.body) : undefined,
  });

describe.each(STAFF_ROUTES)("$method $path", (route) => {
  test("answers 401 without a session", async () => {
    const response = await call(route);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Please sign in as staff to continue." });
  });

  test("answers 401 with a client session", async () => {
    expect((await call(route, clientCookie)).status).toBe(401);
  });

  test("answers 401 with a made-up or unsigned staff cookie", async () => {
    expect((await call(route, "tpf_admin=forged-token.c2lnbmF0dXJl")).status).toBe(401);
    expect((await call(route, "tpf_admin=")).status).toBe(401);
  });

  test("does not answer 401 with a staff session", async () => {
    expect((await call(route, staffCookie)).status).not.toBe(401);
  });
});

test("the list above holds every route the app guards with requireStaff", () => {
  const guarded = new Set(
    t.app.routes
      .filter((route) => route.handler === requireStaff)
      .map((route) => `${route.method} ${route.path}`),
  );
  expect(guarded.size).toBeGreaterThan(0);
  expect(new Set(STAFF_ROUTES.map((route) => `${route.method} ${route.pattern}`))).toEqual(guarded);
});
