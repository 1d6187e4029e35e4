import { Link } from "@tanstack/react-router";
import { ArrowRight, ExternalLink, Landmark, LineChart, Newspaper } from "lucide-react";
import { useLocale } from "../../../../components/layout/locale-context";
import type { NewsItem } from "../../../../content/resources";
import { localizedPath } from "../../../../lib/locale";
import * as m from "../../../../paraglide/messages";
import styles from "./news-cards.module.css";

const icons = [Landmark, LineChart, Newspaper];

/** Industry news: two outside sources (new tab) and our own market analysis, in the page's language. */
export function NewsCards({ items }: { items: readonly NewsItem[] }) {
  const locale = useLocale();
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => {
        const Icon = icons[index] ?? Newspaper;
        return (
          <li key={item.title} className={styles.card}>
            <p className={styles.source}>
              <Icon aria-hidden="true" />
              {item.source}
            </p>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
            {item.external ? (
              <a
                className={styles.link}
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                // The outside sources are in English.
                hrefLang={locale === "en" ? undefined : "en"}
              >
                {m.resources_news_visit(
                  { site: new URL(item.href).hostname.replace(/^www\./, "") },
                  { locale },
                )}
                <span className="visually-hidden">{m.opens_new_tab({}, { locale })}</span>
                <ExternalLink aria-hidden="true" />
              </a>
            ) : (
              <Link className={styles.link} to={localizedPath(`/resources/${item.articleSlug}`, locale)}>
                {m.resources_news_analysis({}, { locale })}
                <span className="visually-hidden">{` ${m.resources_news_analysis_of({ title: item.title }, { locale })}`}</span>
                <ArrowRight aria-hidden="true" />
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
