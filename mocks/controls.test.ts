import { describe, expect, test } from "vitest";
import { parseMockControls } from "./controls";

describe("parseMockControls", () => {
  test("reads a delay in milliseconds, capped at a minute", () => {
    expect(parseMockControls({ delay: "1500" })).toEqual({ delayMs: 1500 });
    expect(parseMockControls({ delay: "999999" })).toEqual({ delayMs: 60_000 });
    expect(parseMockControls({ delay: "slow" })).toEqual({ delayMs: 0 });
    expect(parseMockControls({ delay: "-5" })).toEqual({ delayMs: 0 });
  });

  test("reads a failure status, a network failure, and an optional path prefix", () => {
    expect(parseMockControls({ fail: "500" }).fail).toEqual({ status: 500, pathPrefix: "/api/" });
    expect(parseMockControls({ fail: "network" }).fail).toEqual({ status: "network", pathPrefix: "/api/" });
    expect(parseMockControls({ fail: "503@/api/quotes" }).fail).toEqual({
      status: 503,
      pathPrefix: "/api/quotes",
    });
  });

  test("ignores values it does not understand", () => {
    for (const fail of ["200", "oops", "5000", "500@quotes", ""])
      expect(parseMockControls({ fail }).fail).toBeUndefined();
  });
});
