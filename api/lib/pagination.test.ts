import fc from "fast-check";
import * as v from "valibot";
import { expect, test } from "vitest";
import { decodeCursor, encodeCursor, PageQuery } from "./pagination";

test("cursors round-trip and are URL-safe", () => {
  fc.assert(
    fc.property(
      fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
      fc.uuid(),
      (date, id) => {
        const cursor = { at: date.toISOString(), id };
        const encoded = encodeCursor(cursor);
        expect(encoded).toMatch(/^[\w-]+$/);
        expect(decodeCursor(encoded)).toEqual(cursor);
      },
    ),
  );
});

test("a calendar day is a cursor too, for a list ordered by one", () => {
  const cursor = { at: "2026-03-31", id: "0190f1a2-3b4c-7d5e-8f60-718293a4b5c6" };
  expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  expect(decodeCursor(encodeCursor({ ...cursor, at: "2026-03-31T" }))).toBeUndefined();
});

test("anything else is not a cursor", () => {
  fc.assert(
    fc.property(fc.string(), (value) => {
      expect(decodeCursor(value)).toBeUndefined();
    }),
  );
  expect(decodeCursor(btoa("2025-01-01T00:00:00.000Z|'; drop table quotes; --"))).toBeUndefined();
});

test("limit defaults to 25 and must be 1-100", () => {
  expect(v.parse(PageQuery, {})).toEqual({ limit: 25 });
  expect(v.parse(PageQuery, { limit: "100" }).limit).toBe(100);
  expect(v.safeParse(PageQuery, { limit: "1e2" }).success).toBe(false);
});
