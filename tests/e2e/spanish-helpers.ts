import type { Page } from "@playwright/test";

// The English words to look for, and how a word is found, are shared with the checks of the built
// HTML (tests/dist/spanish.test.ts).
export { englishLabels, labelsShown, showsWords } from "../support/english-words";

/** The page's words as a reader sees them: hidden parts, scripts and (unless kept) `[data-content]` left out. */
export const shownText = (page: Page, { keepContent = false } = {}) =>
  page.evaluate((keep) => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    if (!keep) for (const content of copy.querySelectorAll("[data-content]")) content.remove();
    for (const hidden of copy.querySelectorAll("[hidden], template, script, style")) hidden.remove();
    return copy.textContent ?? "";
  }, keepContent);
