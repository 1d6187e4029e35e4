import { company } from "../../api/contract/company";
import { catalogue } from "./catalogues";

/*
 * The scan for English on a Spanish page (docs/decisions/0170-spanish-edition.md):
 * the words a reader sees, searched for English labels that Spanish says otherwise.
 * The browser tests read the words from the page (tests/e2e/spanish-helpers.ts), the
 * checks of the built HTML from the prerendered file (tests/dist/built-site.ts).
 */

/** The English catalogues' words that Spanish says differently (without placeholders, longer than 3). */
export const englishLabels = (filter: (key: string) => boolean = () => true): string[] => {
  const en = catalogue("en");
  const es = catalogue("es");
  return Object.entries(en)
    .filter(([key, text]) => filter(key) && text !== es[key] && !text.includes("{"))
    .map(([, text]) => text.trim())
    .filter((text) => text.length > 3);
};

/** Whether `text` shows as words of its own (not inside a longer word). */
export const showsWords = (shown: string, text: string) =>
  new RegExp(
    `(^|[^\\p{L}\\p{N}_])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}\\p{N}_])`,
    "u",
  ).test(shown);

/** The `labels` that `shown` holds as words of their own, once the names that stay the same in any language are taken out. */
export function labelsShown(shown: string, labels: string[]): string[] {
  const withoutNames = [
    company.fullName,
    ...company.associations.map((association) => association.name),
  ].reduce((text, name) => text.split(name).join(" "), shown);
  return labels.filter((text) => showsWords(withoutNames, text));
}
