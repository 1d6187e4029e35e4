import { describe, expect, it } from "vitest";
import { randomUuid } from "./random-uuid";

describe("randomUuid", () => {
  it("makes a v4 UUID even where crypto.randomUUID is missing (plain http)", () => {
    // An own property hides Crypto.prototype.randomUUID; deleting it brings the method back.
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const uuids = new Set(Array.from({ length: 50 }, () => randomUuid()));
      expect(uuids.size).toBe(50);
      for (const uuid of uuids)
        expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Reflect.deleteProperty(crypto, "randomUUID");
    }
    expect(typeof crypto.randomUUID).toBe("function");
  });
});
