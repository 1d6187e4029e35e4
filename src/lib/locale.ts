import { articleSlugs } from "../content/articles/slugs";

/**
 * The two editions of the site (docs/decisions/0170-spanish-edition.md):
 * English at the addresses it always had, Spanish under `/es/` with the same
 * path after it (`/resources/fuel-management` and `/es/resources/fuel-management`).
 */
export type Locale = "en" | "es";

export const SPANISH_PREFIX = "/es";

/** The edition a path belongs to. */
export const localeOfPath = (path: string): Locale =>
  path === SPANISH_PREFIX || path.startsWith(`${SPANISH_PREFIX}/`) ? "es" : "en";

/** A path without its edition's prefix: the page's address in English. */
export const englishPath = (path: string): string =>
  localeOfPath(path) === "es" ? path.slice(SPANISH_PREFIX.length) || "/" : path;

/** Legal pages published in Spanish (the English text governs; each Spanish page says so). */
export const spanishLegalPaths = ["/privacy-policy", "/terms-of-use", "/security", "/accessibility"] as const;

/** English paths whose page has a Spanish edition so far: the articles and the legal pages. */
export const spanishEditionPaths: ReadonlySet<string> = new Set([
  ...articleSlugs.map((slug) => `/resources/${slug}`),
  ...spanishLegalPaths,
]);

/** Whether the page at `path` (either edition) is published in Spanish. */
export const hasSpanishEdition = (path: string): boolean =>
  spanishEditionPaths.has(englishPath(path.split(/[?#]/)[0] ?? path));

/**
 * Where a link to `path` (an English path) leads a reader of `locale`: the
 * Spanish page where there is one, else the English page.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === "en" || !hasSpanishEdition(path)) return path;
  return `${SPANISH_PREFIX}${path}`;
}

/** The same page in the other edition, or undefined when it exists in one language only. */
export function otherEditionPath(path: string): string | undefined {
  if (!hasSpanishEdition(path)) return undefined;
  return localeOfPath(path) === "es" ? englishPath(path) : `${SPANISH_PREFIX}${path}`;
}
