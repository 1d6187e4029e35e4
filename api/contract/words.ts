/*
 * The two languages the product speaks to drivers and clients
 * (docs/decisions/0170-spanish-edition.md). The contract's messages come in
 * both: a check run with valibot's `lang` set to "es" answers in Spanish,
 * any other run in English, the exact words of the product's rules.
 */

/** Every language of the product, the base one first: the one list a new language is added to. */
export const LOCALES = ["en", "es"] as const;

export type Locale = (typeof LOCALES)[number];

/** The language of the addresses without a prefix: `/about` is English. */
export const BASE_LOCALE = "en" satisfies Locale;

/** Whether a value names one of the product's languages (`en`, `es`; never `ES` or `en-US`). */
export const isLocale = (value: unknown): value is Locale => LOCALES.some((locale) => locale === value);

/** The language a value names, or the base one when it names none of ours. */
export const asLocale = (value: string | null | undefined): Locale => (isLocale(value) ? value : BASE_LOCALE);

/** A language whose pages live under its own prefix: `/es/about`. */
export type PrefixedLocale = Exclude<Locale, typeof BASE_LOCALE>;

/** Whether an address's first segment names one of the prefixed languages (`es`; never `en` or `ES`). */
export const isPrefixedLocale = (segment: string | undefined): segment is PrefixedLocale =>
  segment !== BASE_LOCALE && LOCALES.some((locale) => locale === segment);

/** The edition a path belongs to: the language its first segment names, else the base one. */
export const localeOfPath = (path: string): Locale => {
  const first = path.split(/[/?#]/)[1];
  return isPrefixedLocale(first) ? first : BASE_LOCALE;
};

/** A path without its edition's prefix: the page's address in the base language (`/es/about` -> `/about`). */
export const basePath = (path: string): string => {
  const locale = localeOfPath(path);
  return locale === BASE_LOCALE ? path : path.slice(locale.length + 1) || "/";
};

/**
 * A page's address in `locale`, from its address in the base language: the same path under the
 * language's prefix (`/about` -> `/es/about`), and `/es` for the home page (no trailing slash,
 * like every other address of the site).
 */
export const pathInLocale = (path: string, locale: Locale): string =>
  locale === BASE_LOCALE ? path : path === "/" ? `/${locale}` : `/${locale}${path}`;

/**
 * An option's words: the base language's as `label`, each other language's under its code (`es`).
 * Where a language has none, the label stands.
 */
export type Labelled = { readonly label: string } & Partial<Readonly<Record<PrefixedLocale, string>>>;

/** An option's words in `locale`. */
export const labelIn = (option: Labelled, locale: Locale): string =>
  locale === BASE_LOCALE ? option.label : (option[locale] ?? option.label);

/**
 * A name in every language, for data that is not a sentence: a field's name inside the contract's
 * messages ("Invoice amount", "el monto de la factura"), a document's. Sentences are messages of the
 * catalogue (`Message`).
 */
export type Said = Readonly<Record<Locale, string>>;

/**
 * A message of the one catalogue (`messages/<area>/{en,es}.json`), as Paraglide compiles it: its words
 * in the language asked for, with its inputs in place. The contract names its sentences by these,
 * imported from the compiled catalogue; it never writes a sentence itself
 * (docs/decisions/0171-one-route-tree.md, "One catalogue").
 */
export type Message<Inputs extends object = Record<never, never>> = (
  inputs: Inputs,
  options: { locale: Locale },
) => string;

/** The language of a check: Spanish when it was run with `{ lang: "es" }`, else English. */
export const localeOfIssue = (issue: { readonly lang?: string | undefined }): Locale => asLocale(issue.lang);

/**
 * A contract message in the language the check runs in: `v.minLength(1, say(fields_one_page))`.
 * `inputs` fill the message's places (`{max}`).
 */
export const say =
  <Inputs extends object>(message: Message<Inputs>, ...inputs: keyof Inputs extends never ? [] : [Inputs]) =>
  (issue: { readonly lang?: string | undefined }): string =>
    message((inputs[0] ?? {}) as Inputs, { locale: localeOfIssue(issue) });

/**
 * The language a request asks for: an explicit `lang` (the form's own
 * edition, sent by the app or in a form's address) first, then the first of
 * our languages in Accept-Language by the order the browser gives, English
 * when neither says.
 */
export function negotiateLocale(
  explicit: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  if (isLocale(explicit)) return explicit;
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        language: tag.trim().toLowerCase().split("-")[0] ?? "",
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { language } of ranked) {
    if (isLocale(language)) return language;
  }
  return BASE_LOCALE;
}

/**
 * The reader's remembered language: set when they use a language switch, read
 * only where an address does not say the language itself (the root `/`, and
 * the service worker's offline pages). Not a secret and not personal: a
 * preference, readable by the page.
 */
export const LOCALE_COOKIE = "tpf_locale";

/**
 * Which home page `/` shows: the language the address names (`/?lang=en`,
 * the switch's link), else the remembered one, else the browser's first of
 * ours on a first visit. No other address ever follows the browser.
 */
export function rootLocale(
  explicit: string | null | undefined,
  remembered: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  if (isLocale(explicit)) return explicit;
  if (isLocale(remembered)) return remembered;
  return negotiateLocale(undefined, acceptLanguage);
}

/**
 * Each language's Intl tag: the US way of writing dates, amounts and numbers, in the reader's
 * language ("Nov 24, 2026" and "24 nov 2026", "$2,450.05" in both).
 */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { en: "en-US", es: "es-US" };

/** A client's language as staff (who read English) see it. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: "English", es: "Spanish" };
