import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeKeptChecks, keepCheck, keptChecks, KEPT_CHECKS, type KeptCheck } from "./broker-check";

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeKeptChecks());

const check = (q: string, minute: number): KeptCheck => ({
  q,
  checkedAt: `2026-05-04T10:${String(minute).padStart(2, "0")}:00.000Z`,
  brokers: [],
});

describe("the answers kept on the phone", () => {
  it("keeps the newest first, the same search once (any case), the last 20, per client", async () => {
    for (let minute = 0; minute < 25; minute++) await keepCheck("demo", check(`broker ${minute}`, minute));
    await keepCheck("demo", check("BROKER 20", 30));
    const kept = await keptChecks("demo");
    expect(kept).toHaveLength(KEPT_CHECKS);
    expect(kept.slice(0, 3).map((each) => each.q)).toEqual(["BROKER 20", "broker 24", "broker 23"]);
    expect(kept.filter((each) => each.q.toLowerCase() === "broker 20")).toHaveLength(1);
    expect(kept.at(-1)?.q).toBe("broker 5");
    expect(await keptChecks("another.client")).toEqual([]);
  });
});
