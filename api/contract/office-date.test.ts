import { expect, test } from "vitest";
import { addDays, daysBetween, officeDate } from "./money";

// WebKitGTK's ICU writes en-CA dates as 11/29/2026: the cross-engine suite's statement step shows
// the date is built from its parts in every engine; here, the calendar and the time zone.
test("the office's day is its own calendar's (America/Denver), written YYYY-MM-DD", () => {
  // 06:59 UTC is still the evening before in Denver (UTC-7 in winter); 07:00 is its midnight.
  expect(officeDate(new Date("2026-11-29T06:59:00Z"))).toBe("2026-11-28");
  expect(officeDate(new Date("2026-11-29T07:00:00Z"))).toBe("2026-11-29");
  // Summer time: UTC-6.
  expect(officeDate(new Date("2026-07-04T05:59:00Z"))).toBe("2026-07-03");
  expect(officeDate(new Date("2026-07-04T06:00:00Z"))).toBe("2026-07-04");
});

test("days between and after calendar dates ignore the clock", () => {
  expect(daysBetween("2026-02-27", "2026-03-01")).toBe(2);
  expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
});
