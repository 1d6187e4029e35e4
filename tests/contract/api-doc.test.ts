import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MIN_CLIENT_PASSWORD } from "../../api/contract/auth";

/** docs/API.md is what an integrator reads: its stated rules must be the contract's. */
const apiDoc = readFileSync(new URL("../../docs/API.md", import.meta.url), "utf8");

describe("docs/API.md", () => {
  it("states the contract's minimum length of a new client password", () => {
    const row = apiDoc.split("\n").find((line) => line.includes("`POST /api/auth/password`"));
    expect(row).toBeDefined();
    const stated = /at least (\d+) characters/.exec(row ?? "")?.[1];
    expect(Number(stated)).toBe(MIN_CLIENT_PASSWORD);
  });
});
