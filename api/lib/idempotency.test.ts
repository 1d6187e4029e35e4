import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import {
  KEY_MALFORMED,
  KEY_MISSING,
  KEY_REUSED,
  readIdempotencyKey,
  replay,
  requestHashOf,
} from "./idempotency";

const app = new Hono()
  .post("/optional", (c) => c.json(readIdempotencyKey(c)))
  .post("/required", (c) => c.json(readIdempotencyKey(c, { required: true })));
const read = async (path: string, key?: string) =>
  (
    await app.request(path, { method: "POST", headers: key === undefined ? {} : { "Idempotency-Key": key } })
  ).json();

describe("readIdempotencyKey", () => {
  test("takes 1 to 255 visible ASCII characters, refuses anything else", async () => {
    expect(await read("/optional", "k")).toEqual({ ok: true, key: "k" });
    expect(await read("/optional", "~".repeat(255))).toEqual({ ok: true, key: "~".repeat(255) });
    for (const bad of ["has space", "x".repeat(256), "é"]) {
      expect(await read("/optional", bad)).toEqual({ ok: false, status: 400, error: KEY_MALFORMED });
      expect(await read("/required", bad)).toEqual({ ok: false, status: 400, error: KEY_MALFORMED });
    }
  });

  test("an absent key is allowed unless required", async () => {
    expect(await read("/optional")).toEqual({ ok: true });
    expect(await read("/required")).toEqual({ ok: false, status: 400, error: KEY_MISSING });
  });
});

describe("replay", () => {
  test("the same body answers the earlier result; another body is the 409", async () => {
    const earlier = { id: "first", requestHash: await requestHashOf({ a: 1, b: [2] }) };
    expect(replay(earlier, await requestHashOf({ a: 1, b: [2] }))).toEqual({ ok: true, earlier });
    expect(replay(earlier, await requestHashOf({ a: 1, b: [3] }))).toEqual({
      ok: false,
      status: 409,
      error: KEY_REUSED,
    });
  });
});
