import { Link } from "@tanstack/react-router";
import { ArrowRight, Clock } from "lucide-react";
import { ToggleGroup } from "radix-ui";
import { useState } from "react";
import { articleIcons } from "../../../../components/content/category-icon";
import { Badge } from "../../../../components/ui/badge";
import { featuredArticleSlugs, libraryArticles, libraryCategories } from "../../../../content/articles";
import type { Article, ArticleCategory } from "../../../../content/types";
import styles from "./article-library.module.css";

type Filter = "All" | ArticleCategory;

/** Chip labels with counts computed from the articles: "All (6)", "Finance (2)", ... */
export function categoryFilters(articles: readonly Article[] = libraryArticles) {
  return [
    { value: "All" as Filter, count: articles.length },
    ...libraryCategories.map((category) => ({
      value: category as Filter,
      count: articles.filter((article) => article.category === category).length,
    })),
  ].map((filter) => ({ ...filter, label: `${filter.value} (${filter.count})` }));
}

/**
 * The article library: category chips (a radio group: arrow keys move
 * between them) filter the cards; the two featured articles get large cards.
 */
export function ArticleLibrary() {
  const [filter, setFilter] = useState<Filter>("All");
  const filters = categoryFilters();
  const shown = libraryArticles.filter((article) => filter === "All" || article.category === filter);
  const featured = shown.filter((article) => featuredArticleSlugs.includes(article.slug));
  const rest = shown.filter((article) => !featuredArticleSlugs.includes(article.slug));

  return (
    <div>
      <div className={styles.toolbar}>
        <ToggleGroup.Root
          type="single"
          value={filter}
          onValueChange={(value) => {
            if (value) setFilter(value as Filter);
          }}
          className={styles.chips}
          aria-label="Filter articles by category"
        >
          {filters.map((item) => (
            <ToggleGroup.Item key={item.value} value={item.value} className={styles.chip}>
              {item.label}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
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

function ArticleCard({ article, size }: { article: Article; size: "large" | "small" }) {
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
        <Link to="/resources/$slug" params={{ slug: article.slug }} className={styles.read}>
          Read article<span className="visually-hidden"> about {article.title}</span>
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
