import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { fields_max_pages, fields_unknown_field } from "../../src/paraglide/messages.js";
import { asLocale, isLocale, LOCALES, negotiateLocale, rootLocale, say } from "./words";

describe("contract words", () => {
  it("answer with a catalogue message in the language the check runs in, English by default", () => {
    const schema = v.pipe(v.string(), v.nonEmpty(say(fields_unknown_field)));
    expect(v.safeParse(schema, "").issues?.[0]?.message).toBe("Unknown field");
    expect(v.safeParse(schema, "", { lang: "es" }).issues?.[0]?.message).toBe("Campo desconocido");
    expect(v.safeParse(schema, "", { lang: "fr" }).issues?.[0]?.message).toBe("Unknown field");
  });

  it("fill a message's places", () => {
    const schema = v.pipe(v.array(v.string()), v.maxLength(2, say(fields_max_pages, { max: 2 })));
    expect(v.safeParse(schema, ["a", "b", "c"], { lang: "es" }).issues?.[0]?.message).toBe(
      "Una factura puede tener como máximo 2 páginas",
    );
  });

  it("take the language a request names, then the browser's first of ours", () => {
    expect(negotiateLocale("es", "en-US")).toBe("es");
    expect(negotiateLocale(undefined, "es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(negotiateLocale(undefined, "fr-FR,en;q=0.5,es;q=0.9")).toBe("es");
    expect(negotiateLocale(undefined, "en-US,en;q=0.9,es;q=0.8")).toBe("en");
    expect(negotiateLocale(undefined, "es;q=0,fr")).toBe("en");
    expect(negotiateLocale("de", "")).toBe("en");
    expect(negotiateLocale(null, null)).toBe("en");
  });

  it("open the home page in the language named, then remembered, then the browser's", () => {
    expect(rootLocale("en", "es", "es-MX")).toBe("en");
    expect(rootLocale(undefined, "en", "es-MX")).toBe("en");
    expect(rootLocale(undefined, "es", "en-US")).toBe("es");
    expect(rootLocale(undefined, undefined, "es-MX,es;q=0.9")).toBe("es");
    expect(rootLocale(undefined, "xx", "en-US")).toBe("en");
    expect(rootLocale(undefined, undefined, undefined)).toBe("en");
  });

  it("know the product's languages from their list, and fall back to the base one", () => {
    for (const locale of LOCALES) {
      expect(isLocale(locale)).toBe(true);
      expect(asLocale(locale)).toBe(locale);
    }
    for (const other of ["ES", "en-US", "fr", "", null, undefined, 1])
      expect(isLocale(other), String(other)).toBe(false);
    expect(asLocale("fr")).toBe("en");
    expect(asLocale(undefined)).toBe("en");
  });
});
