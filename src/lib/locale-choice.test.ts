import { describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "../../api/contract/words";
import { homeWithoutLanguageQuery, rememberedLocale } from "./locale-choice";

describe("the home page's address after the language switch", () => {
  const tidy = (address: string) => homeWithoutLanguageQuery(new URL(address, "https://tpf.example"));

  it("loses the language the switch named, and keeps anything else", () => {
    expect(tidy("/?lang=en")).toBe("/");
    expect(tidy("/?lang=en&utm_source=card#faq")).toBe("/?utm_source=card#faq");
  });

  it("is left alone when it names no language, or is not the home page", () => {
    expect(tidy("/")).toBeUndefined();
    expect(tidy("/?utm_source=card")).toBeUndefined();
    expect(tidy("/about?lang=en")).toBeUndefined();
  });
});

describe("the remembered language", () => {
  it("is read from the cookie, and only a language the site speaks", () => {
    expect(rememberedLocale(`a=1; ${LOCALE_COOKIE}=es`)).toBe("es");
    expect(rememberedLocale(`${LOCALE_COOKIE}=en`)).toBe("en");
    expect(rememberedLocale(`${LOCALE_COOKIE}=fr`)).toBeUndefined();
    expect(rememberedLocale("")).toBeUndefined();
  });
});
