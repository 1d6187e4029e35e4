import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";
import type { Logger } from "./lib/logger";
import { createTestApp, validQuote, type TestApp } from "./testing/harness";

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.staffCookie();
});

describe("the API as a whole", () => {
  test("GET /api/health answers ok with the database up", async () => {
    const response = await t.request("/api/health");
    expect(await response.json()).toEqual({ status: "ok", version: "test", database: true });
  });

  test("an unknown API path answers 404 JSON", async () => {
    const response = await t.request("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });

  test("sends the security headers and no-store by default", async () => {
    const response = await t.request("/api/health");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  test("a failing database answers a generic 500: no stack, no SQL, no personal data", async () => {
    const errors: Record<string, unknown>[] = [];
    const logger: Logger = {
      info: () => {},
      error: (message, fields) => errors.push({ message, ...fields }),
    };
    const broken = await createTestApp({ logger });
    broken.client.close();
    const response = await broken.json("POST", "/api/quotes", validQuote());
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: "Something went wrong on our side. Please try again." });
    expect(text).not.toMatch(/insert|quotes|at .*\.ts|dana/i);
    expect(JSON.stringify(errors)).not.toMatch(/dana|555|insert/i);
    expect((await broken.request("/api/health")).status).toBe(503);
  });

  test("logs one line per request with the route pattern, never e-mails, phones or bodies", async () => {
    const lines: string[] = [];
    const logger: Logger = {
      info: (message, fields) => lines.push(JSON.stringify({ message, ...fields })),
      error: (message, fields) => lines.push(JSON.stringify({ message, ...fields })),
    };
    const logged = await createTestApp({ logger });
    const cookie = await logged.staffCookie();
    await logged.json("POST", "/api/quotes", validQuote());
    await logged.request("/api/quotes/email/dana.whitfield%40example.com", { headers: { cookie } });
    await logged.json("POST", "/api/auth/login", { username: "rivera", password: "client-password-123" });
    expect(lines.some((line) => line.includes('"route":"/api/quotes/email/:email"'))).toBe(true);
    const all = lines.join("\n");
    expect(all).not.toMatch(/dana|whitfield|555|0117|client-password|rivera|Red Mesa/i);
  });
});

describe("no input makes the API answer 5xx", () => {
  const endpoints = [
    { method: "POST", path: "/api/quotes" },
    { method: "POST", path: "/api/fuel-card-applications" },
    { method: "POST", path: "/api/admin/login" },
    { method: "POST", path: "/api/auth/login" },
    { method: "POST", path: "/api/auth/external-redirect" },
    { method: "PUT", path: "/api/team-members/b5f0c1a2-6f0e-4c59-9a51-3f1d2c7e8a01", staff: true },
    { method: "PATCH", path: "/api/quotes/0f1ce000-0000-4000-8000-000100000001/status", staff: true },
  ];

  test("arbitrary JSON values", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), fc.jsonValue(), async (endpoint, value) => {
        const response = await t.json(endpoint.method, endpoint.path, value, {
          ...(endpoint.staff ? { cookie: staff } : {}),
          "X-Forwarded-For": `fuzz-${Math.random()}`,
        });
        expect(response.status).toBeLessThan(500);
        const body = await response.json();
        if (response.status >= 400) expect(typeof body.error).toBe("string");
      }),
      { numRuns: 150 },
    );
  });

  test("objects shaped like a quote with wrong types in every field", async () => {
    const keys = Object.keys(validQuote());
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...keys, "website", "id", "status"), fc.anything()),
        async (body) => {
          const response = await t.json("POST", "/api/quotes", body, {
            "X-Forwarded-For": `fuzz-${Math.random()}`,
          });
          expect([201, 400, 422]).toContain(response.status);
        },
      ),
      { numRuns: 150 },
    );
  });

  test("arbitrary raw bodies and content types", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.string({ maxLength: 300 }),
        fc.constantFrom("application/json", "text/plain", "application/json; charset=utf-8", ""),
        async (endpoint, body, type) => {
          const response = await t.request(endpoint.path, {
            method: endpoint.method,
            headers: {
              ...(type ? { "Content-Type": type } : {}),
              ...(endpoint.staff ? { cookie: staff } : {}),
              "X-Forwarded-For": `fuzz-${Math.random()}`,
            },
            body,
          });
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  test("arbitrary path segments on staff lookups", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 80 }), async (segment) => {
        const encoded = encodeURIComponent(segment);
        for (const path of [`/api/quotes/email/${encoded}`, `/api/team-members/${encoded}/photo`]) {
          const response = await t.request(path, { headers: { cookie: staff } });
          expect(response.status).toBeLessThan(500);
        }
      }),
      { numRuns: 100 },
    );
  });
});
