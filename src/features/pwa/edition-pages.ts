import type { PrecacheEntry } from "workbox-precaching";
import { LOCALES, localeOfPath, type Locale } from "../../../api/contract/words";

/**
 * The build's precache list, divided as the worker keeps it (page-editions.ts): the files every reader
 * keeps, and each language's pages. No worker code here, so that the division is tested in Node.
 */

/** The cache of one language's pages; not a workbox `-precache-` name, which `cleanupOutdatedCaches` would take. */
export const editionCache = (locale: Locale) => `tpf-pages-${locale}`;

export type ManifestEntry = string | PrecacheEntry;

const urlOf = (entry: ManifestEntry) => (typeof entry === "string" ? entry : entry.url);

/** A prerendered page's file: `index.html`, `about/index.html`, `404.html`, `es/404.html`. */
const PAGE_FILE = /(^|\/)(index|404)\.html$/;

/**
 * The language of a manifest's page (`es/about/index.html` is Spanish), or none for any other file,
 * the printable form (`forms/application.html`) among them: every reader's.
 */
export function pageLocale(entry: ManifestEntry): Locale | undefined {
  const url = urlOf(entry);
  return PAGE_FILE.test(url) ? localeOfPath(`/${url.replace(/^\//, "")}`) : undefined;
}

/** A manifest as the shared files (scripts, styles, images: every reader's) and each language's pages. */
export function splitManifest(entries: ManifestEntry[]) {
  const pages = Object.fromEntries(LOCALES.map((locale) => [locale, [] as ManifestEntry[]])) as Record<
    Locale,
    ManifestEntry[]
  >;
  const shared: ManifestEntry[] = [];
  for (const entry of entries) {
    const locale = pageLocale(entry);
    if (locale) pages[locale].push(entry);
    else shared.push(entry);
  }
  return { shared, pages };
}
