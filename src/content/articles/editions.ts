import type { Locale } from "../../../api/contract/words";
import { allSpanishArticles, spanishLibraryArticles } from "../es/articles";
import type { Article } from "../types";
import { allArticles, libraryArticles } from "./index";

/*
 * The articles in every language: each at the same slug, with the same facts, in every one (a
 * translation holds only its words: src/content/es/articles/index.ts). A new language is asked for
 * its articles by the type checker.
 */

interface Edition {
  /** Every article, the market analysis included. */
  all: readonly Article[];
  /** The library's articles, in its order. */
  library: readonly Article[];
}

const editions: Record<Locale, Edition> = {
  en: { all: allArticles, library: libraryArticles },
  es: { all: allSpanishArticles, library: spanishLibraryArticles },
};

/** The articles in `locale`. */
export const articlesIn = (locale: Locale): Edition => editions[locale];

/** The article at `slug` in `locale`, if there is one. */
export const articleIn = (slug: string, locale: Locale): Article | undefined =>
  editions[locale].all.find((article) => article.slug === slug);
