import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api";
import { failureMessage, isUnauthorized, NETWORK_ERROR } from "./requests";

describe("failureMessage", () => {
  it("shows the server's error", () => {
    expect(failureMessage(new ApiRequestError("Invalid credentials.", 401), {}, "Login failed")).toBe(
      "Invalid credentials.",
    );
  });

  it("falls back when the answer carried no error message", () => {
    expect(failureMessage(new ApiRequestError("502: Bad Gateway", 502), {}, "Login failed")).toBe(
      "Login failed",
    );
  });

  it("uses a fixed text for a listed status", () => {
    expect(failureMessage(new ApiRequestError("Nope", 401), { 401: "Fixed" }, "Login failed")).toBe("Fixed");
  });

  it("calls anything without an answer a network error", () => {
    expect(failureMessage(new TypeError("Failed to fetch"), {}, "Login failed")).toBe(NETWORK_ERROR);
    expect(NETWORK_ERROR).toBe("Network error. Please try again.");
  });
});

describe("isUnauthorized", () => {
  it("is true only for a 401 answer", () => {
    expect(isUnauthorized(new ApiRequestError("Sign in", 401))).toBe(true);
    expect(isUnauthorized(new ApiRequestError("Forbidden", 403))).toBe(false);
    expect(isUnauthorized(new Error("401"))).toBe(false);
  });
});
