import { LocaleContext } from "../components/layout/locale-context";
import { ArticleLibrary, type ArticleLibraryProps } from "../features/articles/article-library";
import { defineIsland } from "../lib/islands";
import type { Locale } from "../lib/locale";

/** An island is a root of its own: the page's language comes in its props, the same on server and browser. */
function ArticleLibraryIsland({ locale, ...library }: ArticleLibraryProps & { locale: Locale }) {
  return (
    <LocaleContext.Provider value={locale}>
      <ArticleLibrary {...library} />
    </LocaleContext.Provider>
  );
}

/** The article list: its category chips are links; once awake, it filters in place. */
export default defineIsland("article-library", ArticleLibraryIsland, "idle");
