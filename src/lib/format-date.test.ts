import { afterEach, describe, expect, it, vi } from "vitest";
import { clockKeptWhole, formatDate, formatDateTime } from "./format-date";

describe("formatDate", () => {
  it("writes a calendar date the US reader's way, the same day in every time zone", () => {
    expect(formatDate("2026-11-19")).toBe("Nov 19, 2026");
    expect(formatDate("2026-01-01")).toBe("Jan 1, 2026");
  });

  it("writes an instant as its day in the reader's time zone", () => {
    const late = new Date(2026, 10, 24, 23, 30);
    expect(formatDate(late)).toBe("Nov 24, 2026");
    expect(formatDate(late.toISOString())).toBe("Nov 24, 2026");
  });

  it("gives back what it cannot read", () => {
    expect(formatDate("not a date")).toBe("not a date");
    expect(formatDateTime("")).toBe("");
  });
});

describe("in Spanish", () => {
  it("writes calendar dates, instants and times as US Spanish does, the clock kept whole", () => {
    expect(formatDate("2026-11-19", "es")).toBe("19 nov 2026");
    const afternoon = new Date(2026, 10, 24, 15, 4);
    expect(formatDate(afternoon, "es")).toBe("24 nov 2026");
    expect(formatDate(afternoon.toISOString(), "es")).toBe("24 nov 2026");
    expect(formatDateTime(afternoon, "es")).toBe("24 nov 2026, 3:04\u00a0p.m.");
  });
});

describe("formatDateTime", () => {
  it("is the same date followed by the time", () => {
    expect(formatDateTime(new Date(2026, 10, 24, 15, 4))).toMatch(/^Nov 24, 2026, 3:04\sPM$/);
  });
});

describe("west of UTC", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("keeps a calendar date on its own day (midnight UTC is the evening before in Denver)", async () => {
    // A reader in Denver: every format made without a time zone of its own takes theirs. (Setting
    // TZ would not do: the time zone is the process's, and the tests run on worker threads.)
    const RealFormat = Intl.DateTimeFormat;
    vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (locale, options) {
      return new RealFormat(locale, { timeZone: "America/Denver", ...options });
    });
    vi.resetModules();
    const fresh = await import("./format-date");
    expect(fresh.formatDate("2026-11-19")).toBe("Nov 19, 2026");
    expect(fresh.formatDate("2026-11-20T03:00:00.000Z")).toBe("Nov 19, 2026");
  });
});

describe("clock times kept whole", () => {
  it("joins the time to its AM, PM, a.m. or p.m. with a no-break space", () => {
    expect(clockKeptWhole("Nov 24, 2026, 3:04 PM")).toBe("Nov 24, 2026, 3:04\u00a0PM");
    expect(clockKeptWhole("28 nov 2026, 12:45 a.m.")).toBe("28 nov 2026, 12:45\u00a0a.m.");
    expect(clockKeptWhole("de 7 a.m. a 3\u202fp.m.")).toBe("de 7\u00a0a.m. a 3\u00a0p.m.");
  });

  it("leaves other words alone", () => {
    expect(clockKeptWhole("Load 12 AMARILLO, 3 pallets")).toBe("Load 12 AMARILLO, 3 pallets");
  });
});
