import { describe, expect, it } from "vitest";
import { daysBetween, localToday, STALE_DELIVERY_DAYS } from "./dates";

describe("localToday", () => {
  it("is the calendar date where the driver is, not in UTC", () => {
    // 23:30 on the 20th in local time is still the 20th, whatever UTC says.
    expect(localToday(new Date(2026, 10, 20, 23, 30))).toBe("2026-11-20");
    expect(localToday(new Date(2026, 0, 5, 0, 5))).toBe("2026-01-05");
  });
});

describe("daysBetween", () => {
  it("counts calendar days, across months and daylight saving", () => {
    expect(daysBetween("2026-11-01", "2026-11-20")).toBe(19);
    expect(daysBetween("2026-03-01", "2026-04-01")).toBe(31);
    expect(daysBetween("2026-08-22", "2026-11-20")).toBe(STALE_DELIVERY_DAYS);
  });
});
