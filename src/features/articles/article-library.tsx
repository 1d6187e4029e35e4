import { ArrowRight, Clock } from "lucide-react";
import { useState, useSyncExternalStore, type MouseEvent } from "react";
import { articleIcons } from "../../components/content/category-icon";
import { useLocale } from "../../components/layout/locale-context";
import { Badge } from "../../components/ui/badge";
import type { Article, ArticleCategory } from "../../content/types";
import type { Locale } from "../../lib/locale";
import * as m from "../../paraglide/messages";
import styles from "./article-library.module.css";
import { categoryName } from "./category-name";

type Filter = "All" | ArticleCategory;

/**
 * What a card shows of an article, and its address in the page's edition:
 * the page passes these in, never the articles' texts.
 */
export type ArticleCardData = Pick<
  Article,
  "slug" | "title" | "category" | "summary" | "author" | "readingMinutes"
> & { href: string };

export interface ArticleLibraryProps extends Record<string, unknown> {
  articles: ArticleCardData[];
  categories: ArticleCategory[];
  /** Slugs of the articles shown in large cards. */
  featured: string[];
  /** The category the address asks for. */
  category?: string | undefined;
  /** The library's page in its edition ("/resources", "/es/resources"): the chips link to it. */
  pagePath: string;
}

/** A filter's name in the page's language (the address keeps the English one: `?category=Finance`). */
const filterName = (filter: Filter, locale: Locale): string =>
  filter === "All" ? m.resources_library_all({}, { locale }) : categoryName(filter, locale);

/** Chip labels with counts computed from the articles: "All (6)", "Finance (2)", ... */
function categoryFilters(
  articles: readonly ArticleCardData[],
  categories: readonly ArticleCategory[],
  locale: Locale,
) {
  return [
    { value: "All" as Filter, count: articles.length },
    ...categories.map((category) => ({
      value: category as Filter,
      count: articles.filter((article) => article.category === category).length,
    })),
  ].map((filter) => ({ ...filter, label: `${filterName(filter.value, locale)} (${filter.count})` }));
}

/** "Showing all 6 articles", "Showing 1 Compliance article", in the page's language. */
function showing(filter: Filter, count: number, locale: Locale): string {
  if (filter === "All") return m.resources_library_showing_all({ count: String(count) }, { locale });
  const words = { count: String(count), category: categoryName(filter, locale) };
  return count === 1
    ? m.resources_library_showing_one(words, { locale })
    : m.resources_library_showing_many(words, { locale });
}

/** A category from the address, when it is one the library has; otherwise all articles. */
function filterFrom(categories: readonly ArticleCategory[], category: string | undefined): Filter {
  const found = categories.find((each) => each.toLowerCase() === category?.toLowerCase());
  return found ?? "All";
}

const hrefOf = (pagePath: string, filter: Filter) =>
  filter === "All" ? `${pagePath}#articles` : `${pagePath}?category=${encodeURIComponent(filter)}#articles`;

const noSubscription = () => () => {};

/**
 * The article library: category chips filter the cards; the two featured
 * articles get large cards. Each chip is a link (`?category=Finance`), so
 * filtering works before and without scripts, and a filtered list can be
 * shared; once the library runs it filters in place. Its words follow the
 * page's language; the page passes the articles of its edition.
 */
export function ArticleLibrary({
  articles,
  categories,
  featured: featuredSlugs,
  category,
  pagePath,
}: ArticleLibraryProps) {
  const locale = useLocale();
  // The service worker answers /resources?category=… with the page as built: the address decides then.
  const addressCategory = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(location.search).get("category") ?? category,
    () => category,
  );
  const [chosen, setFilter] = useState<Filter>();
  const filter = chosen ?? filterFrom(categories, addressCategory);
  const filters = categoryFilters(articles, categories, locale);
  const shown = articles.filter((article) => filter === "All" || article.category === filter);
  const featured = shown.filter((article) => featuredSlugs.includes(article.slug));
  const rest = shown.filter((article) => !featuredSlugs.includes(article.slug));

  const choose = (next: Filter) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setFilter(next);
    history.replaceState(history.state, "", hrefOf(pagePath, next).replace("#articles", location.hash));
  };

  return (
    <div>
      <div className={styles.toolbar}>
        <nav aria-label={m.resources_library_filter({}, { locale })}>
          <ul className={styles.chips}>
            {filters.map((item) => (
              <li key={item.value}>
                <a
                  href={hrefOf(pagePath, item.value)}
                  className={styles.chip}
                  aria-current={filter === item.value ? "true" : undefined}
                  onClick={choose(item.value)}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.count} role="status">
          {showing(filter, shown.length, locale)}
        </p>
      </div>
      {featured.length > 0 ? (
        <ul className={styles.featured} aria-label={m.resources_library_featured_list({}, { locale })}>
          {featured.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} size="large" locale={locale} />
            </li>
          ))}
        </ul>
      ) : null}
      {rest.length > 0 ? (
        <ul
          className={styles.cards}
          aria-label={
            featured.length > 0
              ? m.resources_library_more_list({}, { locale })
              : m.resources_library_list({}, { locale })
          }
        >
          {rest.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} size="small" locale={locale} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ArticleCard({
  article,
  size,
  locale,
}: {
  article: ArticleCardData;
  size: "large" | "small";
  locale: Locale;
}) {
  const Icon = articleIcons[article.slug];
  return (
    <article className={[styles.card, size === "large" ? styles.large : undefined].filter(Boolean).join(" ")}>
      {size === "large" ? (
        <div className={styles.art} aria-hidden="true">
          <Icon strokeWidth={1.5} />
        </div>
      ) : null}
      <div className={styles.body}>
        <div className={styles.meta}>
          <Badge tone={size === "large" ? "amber" : "navy"}>{categoryName(article.category, locale)}</Badge>
          {size === "large" ? (
            <Badge tone="solid">{m.resources_library_featured({}, { locale })}</Badge>
          ) : null}
          <span>
            <Clock aria-hidden="true" /> {m.min_read({ minutes: String(article.readingMinutes) }, { locale })}
          </span>
        </div>
        <h3 className={styles.title}>{article.title}</h3>
        <p className={styles.summary}>{article.summary}</p>
        {size === "large" ? <p className={styles.author}>{article.author}</p> : null}
        <a href={article.href} className={styles.read}>
          {m.resources_library_read({}, { locale })}
          <span className="visually-hidden">{` ${m.resources_library_read_about({ title: article.title }, { locale })}`}</span>
          <ArrowRight aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}
