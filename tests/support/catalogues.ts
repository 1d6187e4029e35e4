import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/*
 * The message catalogues as written: messages/{locale}.json and one pair per
 * area of the product (messages/<area>/{locale}.json), the files the inlang
 * project names in project.inlang/settings.json.
 */

const root = fileURLToPath(new URL("../../", import.meta.url));

/** The catalogue files of one locale, as the project's settings list them. */
export function catalogueFiles(locale: "en" | "es"): string[] {
  const settings = JSON.parse(readFileSync(`${root}project.inlang/settings.json`, "utf8")) as {
    "plugin.inlang.messageFormat": { pathPattern: string | string[] };
  };
  const patterns = [settings["plugin.inlang.messageFormat"].pathPattern].flat();
  return patterns.map((pattern) => `${root}${pattern.replace(/^\.\//, "").replace("{locale}", locale)}`);
}

/** One catalogue file's messages, without the schema key. */
export function readCatalogue(file: string): Record<string, string> {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  return messages;
}

/** Every message of a locale, from all its files. */
export const catalogue = (locale: "en" | "es"): Record<string, string> =>
  Object.assign({}, ...catalogueFiles(locale).map(readCatalogue)) as Record<string, string>;
