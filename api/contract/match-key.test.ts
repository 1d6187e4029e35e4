import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { matchKey, parseDollars } from "./invoice";

describe("matchKey (docs/decisions/0110-duplicate-invoices.md)", () => {
  test("case, spaces and dashes do not tell two brokers or loads apart", () => {
    expect(matchKey("ACME Logistics")).toBe(matchKey("acme logistics"));
    expect(matchKey("ACME Logistics")).toBe(matchKey("acme-logistics"));
    expect(matchKey("LD-1234")).toBe(matchKey("ld 1234"));
    expect(matchKey("LD-1234")).toBe(matchKey("LD1234"));
    // What phones type: an en dash for a hyphen, a no-break space, full-width digits, Spanish capitals.
    expect(matchKey("LD\u20131234")).toBe("ld1234");
    expect(matchKey("Transportes\u00a0GARCÍA")).toBe(matchKey("transportes garcía"));
    expect(matchKey("ＬＤ１２３４")).toBe("ld1234");
  });

  test("everything else still tells them apart", () => {
    expect(matchKey("LD-1234")).not.toBe(matchKey("LD-1243"));
    expect(matchKey("LD/1234")).not.toBe(matchKey("LD1234"));
    expect(matchKey("Garcia")).not.toBe(matchKey("García"));
  });

  test("the key ignores exactly the separators: adding or removing them never changes it", () => {
    const separator = fc.constantFrom(
      " ",
      "\t",
      "-",
      "\u00a0",
      "\u2010",
      "\u2011",
      "\u2013",
      "\u2014",
      "\u2212",
    );
    const text = fc.string({ unit: fc.constantFrom(..."AbcXyz019/#.ÁñÜ".split("")), maxLength: 12 });
    fc.assert(
      fc.property(fc.array(fc.tuple(text, separator), { maxLength: 5 }), (parts) => {
        const joined = parts.map(([part, gap]) => part + gap).join("");
        const bare = parts.map(([part]) => part).join("");
        expect(matchKey(joined)).toBe(matchKey(bare.toUpperCase()));
        expect(matchKey(matchKey(joined))).toBe(matchKey(joined));
      }),
    );
  });
});

describe("parseDollars, as staff search for an amount", () => {
  test("1250, 1,250.00 and $1,250 are all $1,250.00", () => {
    for (const text of ["1250", "1,250.00", "$1,250", "$1250.0", " 1,250 "])
      expect(parseDollars(text), text).toBe(125_000);
  });
});
