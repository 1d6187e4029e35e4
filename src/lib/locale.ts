import {
  asLocale,
  BASE_LOCALE,
  basePath,
  isPrefixedLocale,
  localeOfPath,
  LOCALES,
  pathInLocale,
  type Locale,
  type PrefixedLocale,
} from "../../api/contract/words";

/**
 * The editions of the site (docs/decisions/0170-spanish-edition.md,
 * docs/decisions/0171-one-route-tree.md): English at the addresses it always
 * had, every other language under its prefix with the same path after it
 * (`/resources/fuel-management` and `/es/resources/fuel-management`). Every
 * page of the public site's route tree (`src/routes/{-$locale}`) is published
 * in each language; the tree, not a list, says which pages those are.
 */
export {
  BASE_LOCALE,
  basePath,
  isPrefixedLocale,
  localeOfPath,
  LOCALES,
  pathInLocale,
  type Locale,
  type PrefixedLocale,
};

/** `/es/` and `/es` are the same page, as are `/about/` and `/about`. */
export const withoutTrailingSlash = (path: string): string =>
  path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;

/**
 * Where a link to a page of the public site leads a reader of `locale`: the
 * page's address in that language. `path` is the page's English address, as
 * code and content write links (`/get-quote`, `/resources/fuel-management`);
 * an address that already names a language is left as it is.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (localeOfPath(path) !== BASE_LOCALE) return path;
  return pathInLocale(path, locale);
}

/** The router's `locale` parameter of a page in `locale`: none for the base language, whose pages have no prefix. */
export const localeParam = (locale: Locale): PrefixedLocale | undefined =>
  isPrefixedLocale(locale) ? locale : undefined;

/** The addresses of one page in every language, from its address in any of them. */
export function editionsOf(path: string): Record<Locale, string> {
  const base = basePath(withoutTrailingSlash(path));
  return Object.fromEntries(LOCALES.map((locale) => [locale, pathInLocale(base, locale)])) as Record<
    Locale,
    string
  >;
}

/**
 * The page's language for code outside React (the toasts after a send, the outbox's own news):
 * `<html lang>`, which the server writes and the shells keep true (the portal keeps it to the
 * client's language, as the API client reads it); the base language where there is no page.
 */
export const pageLocale = (): Locale =>
  typeof document === "undefined" ? BASE_LOCALE : asLocale(document.documentElement.lang);
