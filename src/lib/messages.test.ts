import { describe, expect, it } from "vitest";
import { catalogue, catalogueFiles, readCatalogue } from "../../tests/support/catalogues";

/** The forms a message may write a field's name in (api/contract/fields.ts, `FieldInputs`). */
const FIELD_FORMS = new Set(["field", "fieldLower", "fieldCapitalized"]);

describe("the message catalogues", () => {
  const en = catalogue("en");
  const es = catalogue("es");

  it("have the same keys in English and Spanish, file by file", () => {
    const [englishFiles, spanishFiles] = [catalogueFiles("en"), catalogueFiles("es")];
    englishFiles.forEach((file, index) => {
      const spanishFile = spanishFiles[index] ?? "";
      expect(Object.keys(readCatalogue(spanishFile)).sort(), spanishFile).toEqual(
        Object.keys(readCatalogue(file)).sort(),
      );
    });
  });

  it("name each message in one file only (a key in two files would be silently overwritten)", () => {
    const seen = new Map<string, string>();
    for (const file of catalogueFiles("en")) {
      for (const key of Object.keys(readCatalogue(file))) {
        expect(seen.get(key), `${key} in ${file}`).toBeUndefined();
        seen.set(key, file);
      }
    }
  });

  it("leave no message empty, and use the same placeholders in both languages", () => {
    for (const [key, text] of Object.entries(en)) {
      const spanish = es[key] ?? "";
      expect(text.trim(), key).not.toBe("");
      expect(spanish.trim(), key).not.toBe("");
      // A field's name is one placeholder, written in the form the language's sentence needs:
      // "Choose {fieldLower}", "Elija {field}", "{fieldCapitalized} debe ser...".
      const placeholders = (value: string) =>
        [...value.matchAll(/\{(\w+)\}/g)]
          .map((match) => (FIELD_FORMS.has(match[1] ?? "") ? "field" : match[1]))
          .sort();
      expect(placeholders(spanish), key).toEqual(placeholders(text));
    }
  });
});
