import type { ArticleCategory } from "../../content/types";
import type { Locale } from "../../lib/locale";
import * as m from "../../paraglide/messages";

const names = {
  Finance: m.category_finance,
  Factoring: m.category_factoring,
  Operations: m.category_operations,
  Compliance: m.category_compliance,
  "Market Analysis": m.category_market,
} as const satisfies Record<ArticleCategory, unknown>;

/** An article category's name in the reader's edition (the content keeps the English one as its key). */
export const categoryName = (category: ArticleCategory, locale: Locale): string =>
  names[category]({}, { locale });
