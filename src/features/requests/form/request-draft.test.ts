// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { readMemory, writeMemory } from "./request-draft";
import { requestDefaults } from "./request-kinds";

const defaults = requestDefaults("quote");

afterEach(() => sessionStorage.clear());

describe("what a tab remembers of a request form", () => {
  it("remembers a request saved on the device by its idempotency key", () => {
    writeMemory("quote", { type: "saved", idempotencyKey: "key-1" });
    expect(readMemory("quote", defaults)).toEqual({ type: "saved", idempotencyKey: "key-1" });
  });

  it("reads what a tab saved before the app's update, when the key was called id", () => {
    sessionStorage.setItem("tpf:request:quote", JSON.stringify({ type: "saved", id: "key-1" }));
    expect(readMemory("quote", defaults)).toEqual({ type: "saved", idempotencyKey: "key-1" });
  });
});
