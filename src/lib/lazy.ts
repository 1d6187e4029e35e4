import { INTL_LOCALES, type Locale } from "../../api/contract/words";

/**
 * A value made on first use and kept: for set-up that costs a slow phone a
 * long task (number and date formats), which must not run while a module
 * loads and the page starts (docs/decisions/0004-islands.md).
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** One value per language, each made on first use from the language's Intl tag and kept. */
export function perLocale<T>(make: (intlLocale: string) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    if (!made.has(locale)) made.set(locale, make(INTL_LOCALES[locale]));
    return made.get(locale) as T;
  };
}
