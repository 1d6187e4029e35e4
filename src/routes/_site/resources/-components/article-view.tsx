import { Link } from "@tanstack/react-router";
import { ArrowLeft, CalendarDays, Clock, Calculator, UserRound } from "lucide-react";
import { categoryIcons } from "../../../../components/content/category-icon";
import { Prose, RichText } from "../../../../components/content/rich-text";
import { ButtonLink } from "../../../../components/ui/button-link";
import { allArticles, libraryArticles } from "../../../../content/articles";
import { formatDate } from "../../../../lib/format-date";
import type { Article } from "../../../../content/types";
import styles from "./article-view.module.css";

/** Up to two other articles: same category first, then the library order. */
export function relatedArticles(article: Article, pool: readonly Article[] = libraryArticles): Article[] {
  const others = pool.filter((candidate) => candidate.slug !== article.slug);
  const sameCategory = others.filter((candidate) => candidate.category === article.category);
  const rest = others.filter((candidate) => candidate.category !== article.category);
  return [...sameCategory, ...rest].slice(0, 2);
}

export function ArticleView({ article }: { article: Article }) {
  const Icon = categoryIcons[article.category];
  const related = relatedArticles(article, allArticles);
  return (
    <article>
      <header className={styles.header}>
        <div className="container">
          <div className={styles.headerInner}>
            <Link to="/resources" className={styles.back}>
              <ArrowLeft aria-hidden="true" />
              Back to Resources
            </Link>
            <p className={styles.category}>
              <Icon aria-hidden="true" />
              {article.category}
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
                <time dateTime={article.publishedOn}>{formatDate(article.publishedOn)}</time>
              </li>
              <li>
                <Clock aria-hidden="true" />
                {article.readingMinutes} min read
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
                <ButtonLink to="/get-quote" variant="primary">
                  Get Free Quote
                </ButtonLink>
                <ButtonLink to={article.cta.secondary.to} variant="onDark">
                  {article.cta.secondary.label}
                </ButtonLink>
              </div>
            </section>
          </div>
          <aside className={styles.aside} aria-label="More from Resources">
            <div className={styles.asideCard}>
              <h2 className={styles.asideTitle}>Run your numbers</h2>
              <p className={styles.asideText}>
                See what you'd receive on an invoice with our free factoring calculator.
              </p>
              <ButtonLink to="/resources" search={{ tool: "calculator" }} variant="secondary" size="sm" block>
                <Calculator aria-hidden="true" />
                Open the calculator
              </ButtonLink>
            </div>
            <div className={styles.asideCard}>
              <h2 className={styles.asideTitle}>Keep reading</h2>
              <ul className={styles.related}>
                {related.map((item) => (
                  <li key={item.slug}>
                    <Link to="/resources/$slug" params={{ slug: item.slug }}>
                      {item.title}
                      <small>
                        {item.category} · {item.readingMinutes} min read
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
