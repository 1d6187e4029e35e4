import { expect, test } from "vitest";
import { FailureCounter } from "./rate-limits";

test("blocks a key after the limit for the rest of its window, then lets it try again", () => {
  let now = 0;
  const counter = new FailureCounter(3, 60_000, () => now);
  for (let failure = 0; failure < 3; failure += 1) {
    expect(counter.retryAfterSeconds("a")).toBe(0);
    counter.recordFailure("a");
  }
  expect(counter.retryAfterSeconds("a")).toBe(60);
  expect(counter.retryAfterSeconds("b")).toBe(0);
  now = 45_000;
  expect(counter.retryAfterSeconds("a")).toBe(15);
  now = 60_000;
  expect(counter.retryAfterSeconds("a")).toBe(0);
});

test("clear forgets a key's failures", () => {
  const counter = new FailureCounter(1, 60_000, () => 0);
  counter.recordFailure("a");
  expect(counter.retryAfterSeconds("a")).toBeGreaterThan(0);
  counter.clear("a");
  expect(counter.retryAfterSeconds("a")).toBe(0);
});
