import { describe, expect, expectTypeOf, test } from "vitest";
import type { Quote } from "../../api/contract/quote";
import type { TeamMember } from "../../api/contract/team-member";
import { createTestApp } from "../../tests/support/api/harness";
import { validQuote } from "../../mocks/fixture-requests";
import {
  ApiRequestError,
  apiRequestErrorOf,
  createApiClient,
  isRequestFailure,
  readAnswer,
  readJson,
  serverMessageOr,
} from "./api";

const jsonResponse = (status: number, body: unknown, statusText = "") =>
  new Response(JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } });

describe("readJson", () => {
  test("returns the body of a successful answer", async () => {
    expect(await readJson(jsonResponse(201, { success: true }))).toEqual({ success: true });
  });

  test("throws the server's error message with the status and field issues", async () => {
    const error = await readJson(
      jsonResponse(422, {
        error: "Please correct the highlighted fields.",
        issues: { email: "Enter a valid e-mail" },
      }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      message: "Please correct the highlighted fields.",
      status: 422,
      issues: { email: "Enter a valid e-mail" },
    });
  });

  test("words any other failure as status, colon, body or status text", async () => {
    await expect(readJson(new Response("Bad Gateway from the proxy", { status: 502 }))).rejects.toThrow(
      "502: Bad Gateway from the proxy",
    );
    await expect(
      readJson(new Response("", { status: 503, statusText: "Service Unavailable" })),
    ).rejects.toThrow("503: Service Unavailable");
    const noIssues: unknown = await readJson(
      jsonResponse(401, { error: "Please sign in to continue." }),
    ).catch((caught: unknown) => caught);
    expect(noIssues).toMatchObject({ message: "Please sign in to continue.", status: 401 });
    expect((noIssues as ApiRequestError).issues).toBeUndefined();
  });
});

describe("isRequestFailure", () => {
  test("a refusal or a request that got no answer, not a fault in the code", () => {
    expect(isRequestFailure(new ApiRequestError("Invoice not found.", 404))).toBe(true);
    expect(isRequestFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isRequestFailure(new TypeError("NetworkError when attempting to fetch resource."))).toBe(true);
    expect(isRequestFailure(new TypeError("Load failed"))).toBe(true);
    expect(isRequestFailure(new TypeError("Cannot read properties of undefined (reading 'pages')"))).toBe(
      false,
    );
    expect(isRequestFailure(new Error("Failed to fetch"))).toBe(false);
  });
});

describe("serverMessageOr", () => {
  test("gives the server's own words, or the caller's where the answer carried none", () => {
    const said = apiRequestErrorOf(
      { status: 409, statusText: "Conflict" },
      '{"error":"Send the pages again."}',
    );
    expect(serverMessageOr(said, "It could not be sent.")).toBe("Send the pages again.");
    for (const text of ["<html>Bad Gateway</html>", "", '{"error":""}', '{"issues":{}}']) {
      const unsaid = apiRequestErrorOf({ status: 502, statusText: "Bad Gateway" }, text);
      expect(serverMessageOr(unsaid, "Our server could not take it just now.")).toBe(
        "Our server could not take it just now.",
      );
    }
  });
});

describe("readAnswer", () => {
  test("reads a success's body and an error's words without throwing", async () => {
    expect(await readAnswer(jsonResponse(201, { success: true }))).toEqual({
      ok: true,
      body: { success: true },
    });
    const refused = await readAnswer(
      jsonResponse(422, { error: "Please correct the highlighted fields.", issues: { phone: "Bad phone" } }),
    );
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error).toMatchObject({
      message: "Please correct the highlighted fields.",
      status: 422,
      issues: { phone: "Bad phone" },
    });
    const proxy = await readAnswer(new Response("Bad Gateway from the proxy", { status: 502 }));
    expect(!proxy.ok && proxy.error.message).toBe("502: Bad Gateway from the proxy");
  });

  test("gives no body for a success that is not JSON, and rejects when the answer is cut off", async () => {
    expect(await readAnswer(new Response("<html>Sign in to the Wi-Fi</html>", { status: 200 }))).toEqual({
      ok: true,
      body: undefined,
    });
    const cutOff = new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"success":'));
          controller.error(new TypeError("network error"));
        },
      }),
      { status: 201 },
    );
    await expect(readAnswer(cutOff)).rejects.toThrow();
  });
});

describe("the typed client", () => {
  test("calls the real app with typed bodies and answers", async () => {
    const t = await createTestApp();
    const client = createApiClient("http://localhost/", (input, init) =>
      Promise.resolve(t.app.request(input instanceof Request ? input : String(input), init)),
    );

    const created = await readJson(
      await client.api.quotes.$post({ json: { ...validQuote(), numberOfTrucks: 6 } }),
    );
    expectTypeOf(created.quote).toEqualTypeOf<Quote>();
    expect(created.quote.companyName).toBe("Red Mesa Freight LLC");

    const team = await readJson(await client.api["team-members"].$get());
    expectTypeOf(team.teamMembers).toEqualTypeOf<TeamMember[]>();
    expect(team.teamMembers).toHaveLength(4);

    const refused = await client.api.quotes.$post({ json: { ...validQuote(), email: "nope" } });
    await expect(readJson(refused)).rejects.toMatchObject({
      status: 422,
      issues: { email: expect.any(String) },
    });
  });
});
