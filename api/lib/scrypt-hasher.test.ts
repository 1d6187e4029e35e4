import { describe, expect, test } from "vitest";
import { createAccountVerifier } from "./password-hasher";
import { createScryptHasher } from "./scrypt-hasher";

describe("scrypt hasher", () => {
  test("production parameters: N=2^15, r=8, p=1, a fresh salt per hash", async () => {
    const hasher = createScryptHasher();
    const first = await hasher.hash("correct horse battery");
    const second = await hasher.hash("correct horse battery");
    expect(first).toMatch(/^scrypt\$15\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(await hasher.verify("correct horse battery", first)).toBe(true);
    expect(await hasher.verify("correct horse batterY", first)).toBe(false);
  });

  test("verifies hashes made with other parameters, as stored", async () => {
    const stored = await createScryptHasher({ log2N: 10 }).hash("pw-1234567890");
    expect(await createScryptHasher().verify("pw-1234567890", stored)).toBe(true);
  });

  test("reads Unicode passwords in one normal form", async () => {
    const hasher = createScryptHasher({ log2N: 10 });
    const stored = await hasher.hash("caf\u00e9-password");
    expect(await hasher.verify("cafe\u0301-password", stored)).toBe(true);
  });

  test.each([
    ["another scheme", "pbkdf2-sha256$100000$abc$def"],
    ["garbage", "not a hash"],
    ["absurd cost", "scrypt$30$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
    ["a short key", "scrypt$10$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA"],
  ])("answers false for %s instead of throwing", async (_name, stored) => {
    expect(await createScryptHasher({ log2N: 10 }).verify("x", stored)).toBe(false);
  });
});

describe("createAccountVerifier", () => {
  test("checks a missing account against a dummy hash and answers false", async () => {
    const calls: string[] = [];
    const inner = createScryptHasher({ log2N: 10 });
    const verify = createAccountVerifier({
      hash: (password) => inner.hash(password),
      verify: (password, stored) => {
        calls.push(stored);
        return inner.verify(password, stored);
      },
    });
    expect(await verify("anything", undefined)).toBe(false);
    expect(await verify("anything", undefined)).toBe(false);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toBe(calls[1]);
  });
});
