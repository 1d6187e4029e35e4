import { Link } from "@tanstack/react-router";
import { ArrowLeft, CalendarDays, Clock, Calculator, UserRound } from "lucide-react";
import { categoryIcons } from "../../../../components/content/category-icon";
import { Prose, RichText } from "../../../../components/content/rich-text";
import { ButtonLink } from "../../../../components/ui/button-link";
import { allArticles, libraryArticles } from "../../../../content/articles";
import { formatDate } from "../../../../lib/format-date";
import type { Article } from "../../../../content/types";
import { useLocale } from "../../../../components/layout/locale-context";
import { localeParam, localizedPath } from "../../../../lib/locale";
import * as m from "../../../../paraglide/messages";
import styles from "./article-view.module.css";

/** Up to two other articles: same category first, then the library order. */
export function relatedArticles(article: Article, pool: readonly Article[] = libraryArticles): Article[] {
  const others = pool.filter((candidate) => candidate.slug !== article.slug);
  const sameCategory = others.filter((candidate) => candidate.category === article.category);
  const rest = others.filter((candidate) => candidate.category !== article.category);
  return [...sameCategory, ...rest].slice(0, 2);
}

/** The category's name as the reader's edition says it. */
const categoryNames = {
  Finance: m.category_finance,
  Factoring: m.category_factoring,
  Operations: m.category_operations,
  Compliance: m.category_compliance,
  "Market Analysis": m.category_market,
} as const;

/**
 * An article page. `pool` is the articles of the same edition, from which
 * "Keep reading" picks; the frame's words follow the page's language.
 */
export function ArticleView({
  article,
  pool = allArticles,
}: {
  article: Article;
  pool?: readonly Article[];
}) {
  const locale = useLocale();
  const Icon = categoryIcons[article.category];
  const related = relatedArticles(article, pool);
  return (
    <article>
      <header className={styles.header}>
        <div className="container">
          <div className={styles.headerInner}>
            <Link to={localizedPath("/resources", locale)} className={styles.back}>
              <ArrowLeft aria-hidden="true" />
              {m.back_to_resources({}, { locale })}
            </Link>
            <p className={styles.category}>
              <Icon aria-hidden="true" />
              {categoryNames[article.category]({}, { locale })}
            </p>
            <h1 className={styles.title}>{article.title}</h1>
            <p className={styles.summary}>{article.summary}</p>
            <ul className={styles.meta}>
              <li className={styles.author}>
                <UserRound aria-hidden="true" />
                {article.author}
              </li>
              <li>
                <CalendarDays aria-hidden="true" />
                <time dateTime={article.publishedOn}>{formatDate(article.publishedOn, locale)}</time>
              </li>
              <li>
                <Clock aria-hidden="true" />
                {m.min_read({ minutes: String(article.readingMinutes) }, { locale })}
              </li>
            </ul>
          </div>
        </div>
      </header>
      <div className={["container", styles.body].join(" ")}>
        <div className={styles.columns}>
          <div>
            <Prose>
              <RichText blocks={article.body} />
            </Prose>
            <section className={styles.cta} aria-labelledby="article-cta">
              <h2 id="article-cta">{article.cta.heading}</h2>
              <p>{article.cta.text}</p>
              <div className={styles.ctaActions}>
                <ButtonLink to={localizedPath("/get-quote", locale)} variant="primary">
                  {m.get_free_quote({}, { locale })}
                </ButtonLink>
                <ButtonLink to={localizedPath(article.cta.secondary.to, locale)} variant="onDark">
                  {article.cta.secondary.label}
                </ButtonLink>
              </div>
            </section>
          </div>
          <aside className={styles.aside} aria-label={m.more_from_resources({}, { locale })}>
            <div className={styles.asideCard}>
              <h2 className={styles.asideTitle}>{m.run_numbers({}, { locale })}</h2>
              <p className={styles.asideText}>{m.run_numbers_text({}, { locale })}</p>
              <ButtonLink
                to="/{-$locale}/resources"
                params={{ locale: localeParam(locale) }}
                search={{ tool: "calculator" }}
                variant="secondary"
                size="sm"
                block
              >
                <Calculator aria-hidden="true" />
                {m.open_calculator({}, { locale })}
              </ButtonLink>
            </div>
            <div className={styles.asideCard}>
              <h2 className={styles.asideTitle}>{m.keep_reading({}, { locale })}</h2>
              <ul className={styles.related}>
                {related.map((item) => (
                  <li key={item.slug}>
                    <Link to={localizedPath(`/resources/${item.slug}`, locale)}>
                      {item.title}
                      <small>
                        {categoryNames[item.category]({}, { locale })} ·{" "}
                        {m.min_read({ minutes: String(item.readingMinutes) }, { locale })}
                      </small>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </div>
    </article>
  );
}
