import { localeOfPath, SPANISH_PREFIX, type Locale } from "../../api/contract/words";
import { articleSlugs } from "../content/articles/slugs";

/**
 * The two editions of the site (docs/decisions/0170-spanish-edition.md):
 * English at the addresses it always had, Spanish under `/es/` with the same
 * path after it (`/resources/fuel-management` and `/es/resources/fuel-management`).
 */
export { localeOfPath, SPANISH_PREFIX, type Locale };

/** A path without its edition's prefix: the page's address in English. */
export const englishPath = (path: string): string =>
  localeOfPath(path) === "es" ? path.slice(SPANISH_PREFIX.length) || "/" : path;

/** Legal pages published in Spanish (the English text governs; each Spanish page says so). */
export const spanishLegalPaths = ["/privacy-policy", "/terms-of-use", "/security", "/accessibility"] as const;

/** The site's pages, the forms and their answers, and sign-in, each published in both languages. */
export const spanishPagePaths = [
  "/",
  "/how-factoring-works",
  "/asset-based-lending",
  "/industries",
  "/why-us",
  "/about",
  "/resources",
  "/get-quote",
  "/get-quote/saved",
  "/get-quote/sent",
  "/fuel-card-application",
  "/fuel-card-application/saved",
  "/fuel-card-application/sent",
  "/client-login",
  "/forgot-password",
  "/reset-password",
  "/needs-connection",
] as const;

/** English paths whose page has a Spanish edition: every public page, the articles and the legal pages. */
export const spanishEditionPaths: ReadonlySet<string> = new Set([
  ...spanishPagePaths,
  ...articleSlugs.map((slug) => `/resources/${slug}`),
  ...spanishLegalPaths,
]);

/** The Spanish address of an English path: `/es` for the home page, `/es/about` for `/about`. */
const spanishOf = (path: string) => (path === "/" ? SPANISH_PREFIX : `${SPANISH_PREFIX}${path}`);

/** Whether the page at `path` (either edition) is published in Spanish. */
export const hasSpanishEdition = (path: string): boolean =>
  spanishEditionPaths.has(englishPath(withoutTrailingSlash(path.split(/[?#]/)[0] ?? path)));

/** `/es/` and `/es` are the same page, as are `/about/` and `/about`. */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") || "/" : path);

/**
 * Where a link to `path` (an English path) leads a reader of `locale`: the
 * Spanish page where there is one, else the English page.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === "en" || !hasSpanishEdition(path) || localeOfPath(path) === "es") return path;
  return spanishOf(path);
}

/** The same page in the other edition, or undefined when it exists in one language only. */
export function otherEditionPath(path: string): string | undefined {
  if (!hasSpanishEdition(path)) return undefined;
  return localeOfPath(path) === "es" ? englishPath(path) || "/" : spanishOf(path);
}
