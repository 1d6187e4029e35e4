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

describe("lastLoginLabel in a Spanish portal", () => {
  const now = new Date(2025, 7, 20, 15, 0);

  it("says Hoy for a first sign-in or one earlier today", () => {
    expect(lastLoginLabel(null, now, "es")).toBe("Hoy");
    expect(lastLoginLabel(new Date(2025, 7, 20, 6, 30).toISOString(), now, "es")).toBe("Hoy");
    expect(lastLoginLabel("not a date", now, "es")).toBe("Hoy");
  });

  it("writes an earlier day as US Spanish does (es-US), and English as before", () => {
    const earlier = new Date(2025, 7, 18, 9, 0).toISOString();
    expect(lastLoginLabel(earlier, now, "es")).toBe("18 ago 2025");
    expect(lastLoginLabel(earlier, now, "en")).toBe("Aug 18, 2025");
    expect(lastLoginLabel(earlier, now)).toBe("Aug 18, 2025");
  });
});
