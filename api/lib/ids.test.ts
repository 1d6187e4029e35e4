import { describe, expect, it } from "vitest";
import { timeOrderedIds } from "./ids";

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("timeOrderedIds", () => {
  it("is a version 7 UUID carrying the time", () => {
    const timeOrderedId = timeOrderedIds();
    const id = timeOrderedId(Date.UTC(2026, 0, 2, 3, 4, 5, 678));
    expect(id).toMatch(UUID_V7);
    expect(parseInt(id.replace(/-/g, "").slice(0, 12), 16)).toBe(Date.UTC(2026, 0, 2, 3, 4, 5, 678));
  });

  it("sorts in creation order, also within one millisecond and when the clock steps back", () => {
    const timeOrderedId = timeOrderedIds();
    const base = Date.UTC(2030, 5, 1);
    const ids = [
      ...Array.from({ length: 50 }, () => timeOrderedId(base)),
      timeOrderedId(base - 5),
      ...Array.from({ length: 50 }, (_, index) => timeOrderedId(base + 1 + Math.floor(index / 10))),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect([...ids].sort()).toEqual(ids);
  });
});
