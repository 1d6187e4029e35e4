import { describe, expect, it } from "vitest";
import { baseLocale, locales } from "../paraglide/runtime";
import {
  BASE_LOCALE,
  basePath,
  editionsOf,
  isPrefixedLocale,
  localeOfPath,
  LOCALES,
  localizedPath,
} from "./locale";

describe("the editions' addresses", () => {
  it("puts Spanish under /es/ with the same path after it", () => {
    expect(localeOfPath("/es/resources/fuel-management")).toBe("es");
    expect(localeOfPath("/es")).toBe("es");
    expect(localeOfPath("/es?lang=en")).toBe("es");
    expect(localeOfPath("/estimates")).toBe("en");
    expect(localeOfPath("/en/about")).toBe("en");
    expect(basePath("/es/resources/fuel-management")).toBe("/resources/fuel-management");
    expect(basePath("/es")).toBe("/");
  });

  it("names a language by its own prefix only: never the base language's, never in capitals", () => {
    expect(isPrefixedLocale("es")).toBe(true);
    expect(isPrefixedLocale("en")).toBe(false);
    expect(isPrefixedLocale("ES")).toBe(false);
    expect(isPrefixedLocale("fr")).toBe(false);
    expect(isPrefixedLocale(undefined)).toBe(false);
  });

  it("leads a reader to a page's address in their language", () => {
    expect(localizedPath("/resources/fuel-management", "es")).toBe("/es/resources/fuel-management");
    expect(localizedPath("/resources/fuel-management", "en")).toBe("/resources/fuel-management");
    expect(localizedPath("/get-quote", "es")).toBe("/es/get-quote");
    expect(localizedPath("/es/get-quote", "es")).toBe("/es/get-quote");
    expect(localizedPath("/", "es")).toBe("/es");
  });

  it("gives a page's address in every language, from either of them", () => {
    expect(editionsOf("/resources/dot-compliance")).toEqual({
      en: "/resources/dot-compliance",
      es: "/es/resources/dot-compliance",
    });
    expect(editionsOf("/es/resources/dot-compliance")).toEqual(editionsOf("/resources/dot-compliance"));
    expect(editionsOf("/")).toEqual({ en: "/", es: "/es" });
    expect(editionsOf("/es/")).toEqual({ en: "/", es: "/es" });
    expect(editionsOf("/about/")).toEqual({ en: "/about", es: "/es/about" });
  });

  it("knows the languages the catalogue is compiled for, the base one first", () => {
    expect([...LOCALES]).toEqual(locales);
    expect(BASE_LOCALE).toBe(baseLocale);
    expect(LOCALES[0]).toBe(BASE_LOCALE);
  });
});
