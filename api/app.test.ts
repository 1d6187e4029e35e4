import { beforeAll, describe, expect, test } from "vitest";
import type { Logger } from "./lib/logger";
import { createTestApp, type TestApp } from "../tests/support/api/harness";
import { validQuote } from "../mocks/fixture-requests";

/** Log text without its request ids: they are random hex, where "555" can turn up by chance. */
const withoutRequestIds = (text: string) => text.replace(/"requestId":"[^"]*"/g, '"requestId":""');

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
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
    expect(withoutRequestIds(JSON.stringify(errors))).not.toMatch(/dana|555|insert/i);
    expect((await broken.request("/api/health")).status).toBe(503);
  });

  test("every answer carries a request id, the one its log lines carry", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger: Logger = {
      info: (message, fields) => lines.push({ message, ...fields }),
      error: (message, fields) => lines.push({ message, ...fields }),
    };
    const logged = await createTestApp({ logger });
    const response = await logged.json("POST", "/api/quotes", validQuote());
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toContainEqual(expect.objectContaining({ message: "request", requestId: id, status: 201 }));
    // A proxy's id is kept, so its logs and ours line up; a malformed one is replaced.
    const fromProxy = await logged.request("/api/health", { headers: { "X-Request-Id": "lb-7f3a-001" } });
    expect(fromProxy.headers.get("x-request-id")).toBe("lb-7f3a-001");
    const forged = await logged.request("/api/health", { headers: { "X-Request-Id": "bad id\n" } });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
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
    expect(lines.every((line) => /"requestId":"[\w-]{8,}"/.test(line))).toBe(true);
    const all = withoutRequestIds(lines.join("\n"));
    expect(all).not.toMatch(/dana|whitfield|555|0117|client-password|rivera|Red Mesa/i);
  });
});
