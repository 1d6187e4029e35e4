import { describe, expect, it } from "vitest";
import { readPushPayload, sameSitePath } from "./sw-push";

describe("a push message in the service worker", () => {
  it("reads the server's payload", () => {
    expect(
      readPushPayload({ title: "Invoice INV-1 is funded", body: "b", url: "/invoices/INV-1", tag: "t" }),
    ).toEqual({ title: "Invoice INV-1 is funded", body: "b", url: "/invoices/INV-1", tag: "t" });
    expect(readPushPayload("text")).toBeUndefined();
    expect(readPushPayload({ title: 1, body: "b", tag: "t" })).toBeUndefined();
  });

  it.each([
    ["https://evil.example/phish", "/"],
    ["//evil.example/phish", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    [42, "/"],
    ["/invoices/INV-7K3M-9PX2", "/invoices/INV-7K3M-9PX2"],
  ])("a tap on %s opens %s: never another site", (url, path) => {
    expect(sameSitePath(url)).toBe(path);
  });
});
