import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The two catalogues as written (messages/en.json, messages/es.json), without the schema key. */
const catalogue = (locale: "en" | "es"): Record<string, string> => {
  const { $schema: _schema, ...messages } = JSON.parse(
    readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), "utf8"),
  ) as Record<string, string>;
  return messages;
};

describe("the message catalogues", () => {
  const en = catalogue("en");
  const es = catalogue("es");

  it("have the same keys in English and Spanish", () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it("leave no message empty, and use the same placeholders in both languages", () => {
    for (const [key, text] of Object.entries(en)) {
      const spanish = es[key] ?? "";
      expect(text.trim(), key).not.toBe("");
      expect(spanish.trim(), key).not.toBe("");
      const placeholders = (value: string) =>
        [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(placeholders(spanish), key).toEqual(placeholders(text));
    }
  });
});
