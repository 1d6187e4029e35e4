import { describe, expect, test } from "vitest";
import { createClientAccount } from "./db/accounts";
import type { PasswordHasher } from "./lib/password-hasher";
import { defaultLimits } from "./lib/rate-limits";
import { createScryptHasher } from "./lib/scrypt-hasher";
import { CLIENT, createTestApp, STAFF, type TestApp } from "../tests/support/api/harness";

/**
 * One address floods the sign-ins with made-up usernames while a real client
 * signs in from another. With production hashing (scrypt N=2^15), the flood
 * must be stopped by the limit per address across usernames before it can
 * buy more hashing than the limit allows, and the real client must get in
 * every time. How fast the client stays under a flood is a figure of
 * `npm run soak` (load), not of this test.
 */
const productionHasher = createScryptHasher();
const HONEST = { username: "dana.w", password: "a-real-client-password" };
const FLOODER = "203.0.113.66";
const HONEST_ADDRESS = "198.51.100.20";
const PER_ADDRESS = defaultLimits.failedSignInsPerAddress;

/** The production hasher, counting the password checks it is asked for. */
function countingHasher(): PasswordHasher & { verified: number } {
  const counting = {
    verified: 0,
    hash: (password: string) => productionHasher.hash(password),
    verify: (password: string, stored: string) => {
      counting.verified += 1;
      return productionHasher.verify(password, stored);
    },
  };
  return counting;
}

async function setup(hasher: PasswordHasher): Promise<TestApp> {
  const t = await createTestApp({ passwordHasher: hasher });
  await createClientAccount(
    t.db,
    hasher,
    { username: HONEST.username, firstName: "Dana", lastName: "W", companyName: "W Freight" },
    HONEST.password,
  );
  return t;
}

const signIn = (t: TestApp, body: unknown, address: string) =>
  t.json("POST", "/api/auth/login", body, { "X-Forwarded-For": address });

describe("a flood of failed sign-ins from one address", () => {
  test("is stopped by the limit before it buys more hashing, and the real client gets in meanwhile", async () => {
    const hasher = countingHasher();
    const t = await setup(hasher);
    // Eight waves of ten attempts at once, each with a new made-up username; the real client signs
    // in between waves. Within a wave every attempt may pass the limit's check before any fails, so
    // the flood can be hashed at most one wave past the limit.
    const WAVE = 10;
    const statuses = new Map<number, number>();
    const honest: number[] = [];
    for (let wave = 0; wave < 8; wave++) {
      const answers = await Promise.all(
        Array.from({ length: WAVE }, (_, index) =>
          signIn(t, { username: `nobody-${wave}-${index}`, password: "guess-123456" }, FLOODER),
        ),
      );
      for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (wave % 2 === 1) honest.push((await signIn(t, HONEST, HONEST_ADDRESS)).status);
    }
    expect(honest).toEqual([200, 200, 200, 200]);
    expect((statuses.get(401) ?? 0) + (statuses.get(429) ?? 0)).toBe(80);
    expect(statuses.get(401) ?? 0).toBeLessThanOrEqual(PER_ADDRESS + WAVE);
    expect(statuses.get(429) ?? 0).toBeGreaterThanOrEqual(80 - PER_ADDRESS - WAVE);
    // Every check of a password is one of the flood's allowed attempts or one of the client's.
    expect(hasher.verified).toBeLessThanOrEqual(PER_ADDRESS + WAVE + honest.length);
  }, 120_000);
});

describe("the failed sign-in limit per address, across usernames", () => {
  test("stops an address trying many usernames, before any hashing, and only that address", async () => {
    const t = await createTestApp({ limits: { failedSignInsPerAddress: 5 } });
    for (let index = 0; index < 5; index++) {
      const response = await signIn(t, { username: `made-up-${index}`, password: "guess-123456" }, FLOODER);
      expect(response.status).toBe(401);
    }
    const blocked = await signIn(t, { username: "made-up-99", password: "guess-123456" }, FLOODER);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Even the right password of a real account, from that address; the staff sign-in shares the count.
    expect((await signIn(t, { username: CLIENT.username, password: CLIENT.password }, FLOODER)).status).toBe(
      429,
    );
    expect((await t.json("POST", "/api/admin/login", STAFF, { "X-Forwarded-For": FLOODER })).status).toBe(
      429,
    );
    expect(
      (await signIn(t, { username: CLIENT.username, password: CLIENT.password }, HONEST_ADDRESS)).status,
    ).toBe(200);
  });
});
