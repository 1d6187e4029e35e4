import { describe, expect, test, vi } from "vitest";
import { seedTeam } from "./contract/seed-team";
import { createTestApp, STAFF, type TestApp } from "../tests/support/api/harness";
import { validQuote } from "../mocks/fixture-requests";

/**
 * Bodies are capped per route at what the route needs, and deeply nested
 * JSON is refused from a scan of the text, before it is parsed: a few MB of
 * nesting used to hold the event loop for seconds.
 */
const MEMBER = `/api/team-members/${seedTeam[0]?.id}`;

const send = async (t: TestApp, path: string, method: string, body: string, cookie?: string) =>
  t.request(path, {
    method,
    headers: { "Content-Type": "application/json", ...(cookie ? { cookie } : {}) },
    body,
  });

describe("deeply nested JSON", () => {
  test.each([
    ["7 MB of nested arrays", `{"name":${"[".repeat(3_500_000)}${"]".repeat(3_500_000)}}`],
    ["3 MB of nested objects", `{"name":${'{"a":'.repeat(600_000)}1${"}".repeat(600_000)}}`],
    ["7 MB of arrays never closed", `{"name":${"[".repeat(7_000_000)}`],
  ])("%s on the staff photo route is refused with 400 before it is parsed", async (_name, body) => {
    const t = await createTestApp();
    const cookie = await t.staffCookie();
    const parse = vi.spyOn(JSON, "parse");
    const response = await send(t, MEMBER, "PUT", body, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The request body is nested too deeply." });
    // The costly work (JSON.parse, then validation) never saw the body: only the scan did.
    expect(parse.mock.calls.filter(([text]) => text === body)).toHaveLength(0);
  });

  test("nesting inside a string does not count, and ordinary bodies pass", async () => {
    const t = await createTestApp();
    const comments = "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[{{{{{{{{{{{{{{{{{{{{{{";
    const response = await send(t, "/api/quotes", "POST", JSON.stringify({ ...validQuote(), comments }));
    expect(response.status).toBe(201);
  });

  test("a field nested a few levels is a field error (422), not a refusal of the body", async () => {
    const t = await createTestApp();
    const response = await send(
      t,
      "/api/quotes",
      "POST",
      JSON.stringify({ ...validQuote(), companyName: [[["x"]]] }),
    );
    expect(response.status).toBe(422);
  });
});

describe("body size per route", () => {
  test.each([
    ["a sign-in", "/api/admin/login", "POST", 4 * 1024],
    ["a client sign-in", "/api/auth/login", "POST", 4 * 1024],
    ["a status change", `/api/quotes/00000000-0000-7000-8000-000000000000/status`, "PATCH", 1024],
    ["a quote", "/api/quotes", "POST", 16 * 1024],
  ])("%s larger than its cap is refused with 413 (%s %s, %i bytes)", async (_name, path, method, cap) => {
    const t = await createTestApp();
    const cookie = await t.staffCookie();
    const padded = JSON.stringify({ ...STAFF, padding: "x".repeat(cap) });
    const response = await send(t, path, method, padded, cookie);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The request is too large." });
  });

  test("a photo upload may still carry a 5 MB image", async () => {
    const t = await createTestApp();
    const cookie = await t.staffCookie();
    const body = JSON.stringify({ profileImage: `data:image/png;base64,${"A".repeat(6_900_000)}` });
    const response = await send(t, MEMBER, "PUT", body, cookie);
    expect(response.status).not.toBe(413);
  });
});
