import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { count, grouped, optionalText, requiredText, wellFormed } from "./fields";

/** Lone halves of a pair become U+FFFD; proper pairs and everything else stay as they are. */
const cases: [string, string][] = [
  ["plain text", "plain text"],
  ["\ud800", "\ufffd"],
  ["x\udc00y", "x\ufffdy"],
  ["trucks \ud83d\ude9a", "trucks \ud83d\ude9a"],
  ["\ude9a\ud83d", "\ufffd\ufffd"],
  ["\ud800\ud800\udc00", "\ufffd\ud800\udc00"],
  ["", ""],
];

describe("wellFormed", () => {
  it.each(cases)("makes %j %j", (text, expected) => {
    expect(wellFormed(text)).toBe(expected);
  });

  describe("where the browser lacks String.prototype.toWellFormed", () => {
    const native = Object.getOwnPropertyDescriptor(String.prototype, "toWellFormed");
    afterEach(() => {
      if (native) Object.defineProperty(String.prototype, "toWellFormed", native);
      vi.resetModules();
    });

    it.each(cases)("makes %j %j all the same", async (text, expected) => {
      delete (String.prototype as { toWellFormed?: unknown }).toWellFormed;
      vi.resetModules();
      const fallback = await import("./fields");
      expect(fallback.wellFormed(text)).toBe(expected);
    });
  });

  it("is what a text field stores", () => {
    expect(v.parse(requiredText("Company name", 120), "Red \ud800 Mesa")).toBe("Red \ufffd Mesa");
  });
});

describe("count", () => {
  it("names its bounds with thousands separators, as toLocaleString would", () => {
    for (const value of [1, 12, 999, 1000, 12_345, 100_000, 1_234_567])
      expect(grouped(value)).toBe(value.toLocaleString("en-US"));
    const trucks = count("Number of trucks", { min: 1, max: 100_000 }, true);
    expect(v.safeParse(trucks, "250000").issues?.[0]?.message).toBe(
      "Number of trucks must be at most 100,000",
    );
    expect(v.safeParse(trucks, "0").issues?.[0]?.message).toBe("Number of trucks must be at least 1");
  });
});

describe("invisible characters", () => {
  const note = optionalText("Note", 200, "many");
  const refusal = "Note must not contain invisible control characters";
  const invisible = {
    "U+0000 (NUL)": "\u0000",
    "U+200B (zero-width space)": "\u200b",
    "U+200E (left-to-right mark)": "\u200e",
    "U+200F (right-to-left mark)": "\u200f",
    "U+202A (left-to-right embedding)": "\u202a",
    "U+202E (right-to-left override)": "\u202e",
    "U+2028 (line separator)": "\u2028",
    "U+2029 (paragraph separator)": "\u2029",
    "U+2066 (left-to-right isolate)": "\u2066",
    "U+2069 (pop directional isolate)": "\u2069",
    "U+FEFF (byte order mark)": "\ufeff",
    "U+00AD (soft hyphen)": "\u00ad",
  };

  it.each(Object.entries(invisible))("refuses %s like a control character", (_name, character) => {
    expect(v.safeParse(note, `Invoice${character}fdp.exe`).issues?.[0]?.message).toBe(refusal);
    expect(v.safeParse(requiredText("Note", 200), `Invoice${character}fdp`).issues?.[0]?.message).toBe(
      refusal,
    );
  });

  it("keeps what people type: accents, tabs, new lines and emoji made with joiners", () => {
    const typed = "Señal débil\tcamión 🚚\nfamilia 👨\u200d👩\u200d👧 — 10:30 «listo»";
    expect(v.parse(note, typed)).toBe(typed);
  });
});

describe("one line", () => {
  const company = requiredText({ en: "Company name", es: "el nombre de la empresa" }, 120);

  it.each([
    ["LF", "Red Mesa\nSTAFF NOTICE: sign in again at https://evil.example"],
    ["CR", "Red Mesa\rSTAFF NOTICE"],
    ["CR LF", "Red Mesa\r\nSTAFF NOTICE"],
  ])("refuses a %s inside a single-line field, in the field's words and language", (_name, typed) => {
    expect(v.safeParse(company, typed).issues?.[0]?.message).toBe("Company name must be on one line");
    expect(v.safeParse(company, typed, { lang: "es" }).issues?.[0]?.message).toBe(
      "Escriba el nombre de la empresa en una sola línea",
    );
    expect(v.safeParse(optionalText("Load number", 60), typed).issues?.[0]?.message).toBe(
      "Load number must be on one line",
    );
  });

  it("trims a line break at either end rather than refusing what a paste added", () => {
    expect(v.parse(company, "Red Mesa\r\n")).toBe("Red Mesa");
  });

  it("keeps paragraphs where the text may have many lines", () => {
    expect(v.parse(requiredText("Reason", 500, "many"), "Missing BOL.\r\nSend page 2.")).toBe(
      "Missing BOL.\nSend page 2.",
    );
  });
});
