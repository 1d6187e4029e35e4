import type { StandardSchemaV1 } from "@tanstack/react-form";
import * as v from "valibot";
import type { Locale } from "../../api/contract/words";

/**
 * A contract schema as a form's validator that answers in the screen's
 * language: the contract's messages come in English and Spanish, chosen by
 * valibot's `lang` (api/contract/words.ts), which a Standard Schema call
 * cannot pass. English returns the schema itself, so English forms run
 * exactly as before (docs/decisions/0170-spanish-edition.md).
 */
export function schemaInLocale<S extends v.GenericSchema>(
  schema: S,
  locale: Locale,
): StandardSchemaV1<v.InferInput<S>, v.InferOutput<S>> {
  if (locale === "en") return schema;
  return {
    "~standard": {
      version: 1,
      vendor: "valibot",
      validate(value) {
        const result = v.safeParse(schema, value, { lang: locale });
        if (result.success) return { value: result.output };
        return {
          issues: result.issues.map((issue) => ({
            message: issue.message,
            path: issue.path?.map((item) => ({ key: item.key as PropertyKey })),
          })),
        };
      },
    },
  };
}
