import type { Page } from "@playwright/test";
import { catalogue } from "../support/catalogues";

/*
 * The scan for English on a Spanish page (docs/decisions/0170-spanish-edition.md):
 * the words a reader sees, searched for English labels that Spanish says otherwise.
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

/** The page's words as a reader sees them: hidden parts, scripts and (unless kept) `[data-content]` left out. */
export const shownText = (page: Page, { keepContent = false } = {}) =>
  page.evaluate((keep) => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    if (!keep) for (const content of copy.querySelectorAll("[data-content]")) content.remove();
    for (const hidden of copy.querySelectorAll("[hidden], template, script, style")) hidden.remove();
    return copy.textContent ?? "";
  }, keepContent);

/** Whether `text` shows as words of its own (not inside a longer word). */
export const showsWords = (shown: string, text: string) =>
  new RegExp(
    `(^|[^\\p{L}\\p{N}_])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}\\p{N}_])`,
    "u",
  ).test(shown);
