import { beforeEach, expect, test } from "vitest";
import { takeEach, WindowLimit, type CounterWindow } from "./rate-limits";

let now = 0;

/** Fixed windows in memory on the test's clock: what the database counters do, without the database. */
function windowOf(windowMs: number): CounterWindow {
  const counts = new Map<string, { hits: number; resetsAt: number }>();
  const current = (key: string) => {
    const count = counts.get(key);
    return count && count.resetsAt > now ? count : undefined;
  };
  return {
    increment(key) {
      const count = current(key) ?? { hits: 0, resetsAt: now + windowMs };
      count.hits += 1;
      counts.set(key, count);
      return { totalHits: count.hits, resetTime: new Date(Date.now() + count.resetsAt - now) };
    },
    decrement(key) {
      const count = current(key);
      if (count && count.hits > 0) count.hits -= 1;
    },
    resetKey(key) {
      counts.delete(key);
    },
  };
}

beforeEach(() => {
  now = 0;
});

test("refuses a key past the limit for the rest of its window, without counting refusals, then lets it try again", async () => {
  const limit = new WindowLimit(windowOf(60_000), 3);
  for (let attempt = 0; attempt < 3; attempt += 1) expect(await limit.take("a")).toBe(0);
  expect(await limit.take("a")).toBe(60);
  expect(await limit.take("b")).toBe(0);
  now = 45_000;
  expect(await limit.take("a")).toBe(15);
  // The refusals were not counted: giving one attempt back makes room for exactly one.
  await limit.giveBack("a");
  expect(await limit.take("a")).toBe(0);
  expect(await limit.take("a")).toBe(15);
  now = 60_000;
  expect(await limit.take("a")).toBe(0);
});

test("clear forgets a key's attempts", async () => {
  const limit = new WindowLimit(windowOf(60_000), 1);
  expect(await limit.take("a")).toBe(0);
  expect(await limit.take("a")).toBeGreaterThan(0);
  await limit.clear("a");
  expect(await limit.take("a")).toBe(0);
});

test("takeEach gives back what it took when a later limit refuses", async () => {
  const byAddress = new WindowLimit(windowOf(60_000), 5);
  const byEmail = new WindowLimit(windowOf(60_000), 1);
  const both = [
    [byAddress, "203.0.113.1"],
    [byEmail, "maria@example.com"],
  ] as const;
  expect(await takeEach(both)).toBe(0);
  expect(await takeEach(both)).toBe(60);
  // The address's attempt of the refused request was given back: 4 more fit, not 3.
  for (let attempt = 0; attempt < 4; attempt += 1) expect(await byAddress.take("203.0.113.1")).toBe(0);
  expect(await byAddress.take("203.0.113.1")).toBe(60);
});
