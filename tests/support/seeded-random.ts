import { randomInt } from "node:crypto";
import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

/**
 * The seed of a run's random choices: `TEST_SEED` from the environment to replay a run, otherwise a
 * new one. Whatever uses it prints it when it fails (README, "Tests that replay").
 */
export function runSeed(): number {
  const given = process.env.TEST_SEED;
  if (given === undefined || given === "") return randomInt(2 ** 31);
  const seed = Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`TEST_SEED must be an integer, got "${given}"`);
  return seed;
}

/** A replacement for `Math.random` that gives the same numbers for the same seed. */
export function seededRandom(seed: number): () => number {
  const generator = xoroshiro128plus(seed);
  return () => uniformFloat64(generator);
}
