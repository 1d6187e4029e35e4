import { describe, expect, it } from "vitest";
import { lastLoginLabel } from "./client-dashboard";

describe("lastLoginLabel", () => {
  const now = new Date(2025, 7, 20, 15, 0);

  it("says Today on a first sign-in", () => {
    expect(lastLoginLabel(null, now)).toBe("Today");
  });

  it("says Today for an earlier sign-in the same day", () => {
    expect(lastLoginLabel(new Date(2025, 7, 20, 6, 30).toISOString(), now)).toBe("Today");
  });

  it("shows the date of an earlier day", () => {
    const label = lastLoginLabel(new Date(2025, 7, 18, 9, 0).toISOString(), now);
    expect(label).not.toBe("Today");
    expect(label).toMatch(/2025/);
    expect(label).toMatch(/18/);
  });

  it("treats an unreadable date as Today rather than showing garbage", () => {
    expect(lastLoginLabel("not a date", now)).toBe("Today");
  });
});
