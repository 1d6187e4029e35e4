import { ArrowRight, Clock } from "lucide-react";
import { useState, useSyncExternalStore, type MouseEvent } from "react";
import { articleIcons } from "../../components/content/category-icon";
import { Badge } from "../../components/ui/badge";
import type { Article, ArticleCategory } from "../../content/types";
import styles from "./article-library.module.css";

type Filter = "All" | ArticleCategory;

/** What a card shows of an article: the page passes these in, never the articles' texts. */
export type ArticleCardData = Pick<
  Article,
  "slug" | "title" | "category" | "summary" | "author" | "readingMinutes"
>;

export interface ArticleLibraryProps extends Record<string, unknown> {
  articles: ArticleCardData[];
  categories: ArticleCategory[];
  /** Slugs of the articles shown in large cards. */
  featured: string[];
  /** The category the address asks for. */
  category?: string | undefined;
}

/** Chip labels with counts computed from the articles: "All (6)", "Finance (2)", ... */
function categoryFilters(articles: readonly ArticleCardData[], categories: readonly ArticleCategory[]) {
  return [
    { value: "All" as Filter, count: articles.length },
    ...categories.map((category) => ({
      value: category as Filter,
      count: articles.filter((article) => article.category === category).length,
    })),
  ].map((filter) => ({ ...filter, label: `${filter.value} (${filter.count})` }));
}

/** A category from the address, when it is one the library has; otherwise all articles. */
function filterFrom(categories: readonly ArticleCategory[], category: string | undefined): Filter {
  const found = categories.find((each) => each.toLowerCase() === category?.toLowerCase());
  return found ?? "All";
}

const hrefOf = (filter: Filter) =>
  filter === "All" ? "/resources#articles" : `/resources?category=${encodeURIComponent(filter)}#articles`;

const noSubscription = () => () => {};

/**
 * The article library: category chips filter the cards; the two featured
 * articles get large cards. Each chip is a link (`?category=Finance`), so
 * filtering works before and without scripts, and a filtered list can be
 * shared; once the library runs it filters in place.
 */
export function ArticleLibrary({
  articles,
  categories,
  featured: featuredSlugs,
  category,
}: ArticleLibraryProps) {
  // The service worker answers /resources?category=… with the page as built: the address decides then.
  const addressCategory = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(location.search).get("category") ?? category,
    () => category,
  );
  const [chosen, setFilter] = useState<Filter>();
  const filter = chosen ?? filterFrom(categories, addressCategory);
  const filters = categoryFilters(articles, categories);
  const shown = articles.filter((article) => filter === "All" || article.category === filter);
  const featured = shown.filter((article) => featuredSlugs.includes(article.slug));
  const rest = shown.filter((article) => !featuredSlugs.includes(article.slug));

  const choose = (next: Filter) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setFilter(next);
    history.replaceState(history.state, "", hrefOf(next).replace("#articles", location.hash));
  };

  return (
    <div>
      <div className={styles.toolbar}>
        <nav aria-label="Filter articles by category">
          <ul className={styles.chips}>
            {filters.map((item) => (
              <li key={item.value}>
                <a
                  href={hrefOf(item.value)}
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
          {filter === "All"
            ? `Showing all ${shown.length} articles`
            : `Showing ${shown.length} ${filter} ${shown.length === 1 ? "article" : "articles"}`}
        </p>
      </div>
      {featured.length > 0 ? (
        <ul className={styles.featured} aria-label="Featured articles">
          {featured.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} size="large" />
            </li>
          ))}
        </ul>
      ) : null}
      {rest.length > 0 ? (
        <ul className={styles.cards} aria-label={featured.length > 0 ? "More articles" : "Articles"}>
          {rest.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} size="small" />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ArticleCard({ article, size }: { article: ArticleCardData; size: "large" | "small" }) {
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
          <Badge tone={size === "large" ? "amber" : "navy"}>{article.category}</Badge>
          {size === "large" ? <Badge tone="solid">Featured</Badge> : null}
          <span>
            <Clock aria-hidden="true" /> {article.readingMinutes} min read
          </span>
        </div>
        <h3 className={styles.title}>{article.title}</h3>
        <p className={styles.summary}>{article.summary}</p>
        {size === "large" ? <p className={styles.author}>{article.author}</p> : null}
        <a href={`/resources/${article.slug}`} className={styles.read}>
          Read article<span className="visually-hidden"> about {article.title}</span>
          <ArrowRight aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}
