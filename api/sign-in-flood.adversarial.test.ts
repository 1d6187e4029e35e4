import { describe, expect, test } from "vitest";
import { createClientAccount } from "./db/accounts";
import { createScryptHasher } from "./lib/scrypt-hasher";
import { CLIENT, createTestApp, STAFF, type TestApp } from "../tests/support/api/harness";

/**
 * One address floods the sign-ins with made-up usernames while a real client
 * signs in from another. With production hashing cost (scrypt N=2^15), the
 * client must stay about as fast as with no flood, and the flood must be
 * stopped by the limit per address across usernames.
 */
const productionHasher = createScryptHasher();
const HONEST = { username: "dana.w", password: "a-real-client-password" };
const FLOODER = "203.0.113.66";
const HONEST_ADDRESS = "198.51.100.20";

async function setup(): Promise<TestApp> {
  const t = await createTestApp({ passwordHasher: productionHasher });
  await createClientAccount(
    t.db,
    productionHasher,
    { username: HONEST.username, firstName: "Dana", lastName: "W", companyName: "W Freight" },
    HONEST.password,
  );
  return t;
}

const signIn = (t: TestApp, body: unknown, address: string) =>
  t.json("POST", "/api/auth/login", body, { "X-Forwarded-For": address });

async function honestSignIns(t: TestApp, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await signIn(t, HONEST, HONEST_ADDRESS);
    times.push(performance.now() - started);
    expect(response.status).toBe(200);
  }
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe("a flood of failed sign-ins from one address", () => {
  test("leaves a real client's sign-in fast, and is itself stopped", async () => {
    const t = await setup();
    const baseline = median(await honestSignIns(t, 3));
    // The real client signs in five times, starting a second into the flood.
    const honestLater = (() => {
      let start!: () => void;
      const begun = new Promise<void>((resolve) => (start = resolve));
      return { start, times: begun.then(() => honestSignIns(t, 5)) };
    })();

    // 40 attempts a second for 3 s, each with a new made-up username: more than the machine can hash.
    const statuses = new Map<number, number>();
    const attempts: Promise<void>[] = [];
    const started = performance.now();
    while (performance.now() - started < 3000) {
      const username = `nobody-${attempts.length}`;
      attempts.push(
        Promise.resolve(signIn(t, { username, password: "guess-123456" }, FLOODER)).then((response) => {
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }),
      );
      if (attempts.length === 40) void honestLater.start();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const underFlood = await honestLater.times;
    await Promise.all(attempts);
    const sent = attempts.length;

    const worst = Math.max(...underFlood);
    console.info(
      `sign-in: ${Math.round(baseline)} ms alone; under a flood of ${sent} attempts from one address ` +
        `(${JSON.stringify(Object.fromEntries(statuses))}): median ${Math.round(median(underFlood))} ms, worst ${Math.round(worst)} ms`,
    );
    // Before: alone about 0.2 s, under such a flood up to 9 s.
    expect(worst).toBeLessThan(1500);
    expect(median(underFlood)).toBeLessThan(3 * baseline + 300);
    expect(statuses.get(429) ?? 0).toBeGreaterThan(0);
  }, 30_000);
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
