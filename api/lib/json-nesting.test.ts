import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { nestedDeeperThan } from "./json-nesting";

/** The depth JSON.parse would build, measured on the parsed value. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== "object") return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

describe("nestedDeeperThan", () => {
  test("counts arrays and objects, not brackets inside strings or after escaped quotes", () => {
    expect(nestedDeeperThan('{"a":[[1]]}', 3)).toBe(false);
    expect(nestedDeeperThan('{"a":[[1]]}', 2)).toBe(true);
    expect(nestedDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(nestedDeeperThan('{"a":"quote \\" [[[[ \\\\","b":[1]}', 2)).toBe(false);
    expect(nestedDeeperThan('{"a":"\\\\"}', 1)).toBe(false);
  });

  test("agrees with the depth of what JSON.parse builds, for any JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (value, max) => {
        const text = JSON.stringify(value);
        expect(nestedDeeperThan(text, max)).toBe(depthOf(JSON.parse(text)) > max);
      }),
      { numRuns: 500 },
    );
  });
});
