import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { csvCell, toCsv } from "./csv";

/** A minimal RFC 4180 reader, to check that what we write reads back as written. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe("csvCell", () => {
  test.each([
    ["=1+1", `"'=1+1"`],
    ["+1 555 0100", `"'+1 555 0100"`],
    ["-2", `"'-2"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\tTAB", `"'\tTAB"`],
    ["\rCR", `"'\rCR"`],
    ['say "hi"', `"say ""hi"""`],
    ["a,b\nc", `"a,b\nc"`],
    ["plain", `"plain"`],
  ])("writes %j as %s", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  test("writes numbers as they are (a negative number is a number, not a formula)", () => {
    expect(csvCell(-5)).toBe(`"-5"`);
    expect(csvCell(null)).toBe(`""`);
  });
});

describe("toCsv", () => {
  test("round-trips any text, with formula starts neutralised", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 5 }), (rows) => {
        const csv = toCsv(
          [
            { header: "A", value: (row: [string, string]) => row[0] },
            { header: "B", value: (row: [string, string]) => row[1] },
          ],
          rows,
        );
        expect(csv.startsWith("\uFEFF")).toBe(true);
        const parsed = parseCsv(csv.slice(1));
        expect(parsed[0]).toEqual(["A", "B"]);
        const expected = rows.map((row) =>
          row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)),
        );
        expect(parsed.slice(1)).toEqual(expected);
      }),
    );
  });
});
