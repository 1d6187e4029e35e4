import { Link } from "@tanstack/react-router";
import { ArrowRight, ExternalLink, Landmark, LineChart, Newspaper } from "lucide-react";
import { newsItems } from "../../../../content/resources";
import styles from "./news-cards.module.css";

const icons = [Landmark, LineChart, Newspaper];

/** Industry news: two outside sources (new tab) and our own market analysis. */
export function NewsCards() {
  return (
    <ul className={styles.grid}>
      {newsItems.map((item, index) => {
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
              <a className={styles.link} href={item.href} target="_blank" rel="noopener noreferrer">
                Visit {new URL(item.href).hostname.replace(/^www\./, "")}
                <span className="visually-hidden"> (opens in a new tab)</span>
                <ExternalLink aria-hidden="true" />
              </a>
            ) : (
              <Link className={styles.link} to="/resources/$slug" params={{ slug: item.articleSlug }}>
                Read our analysis<span className="visually-hidden"> of {item.title}</span>
                <ArrowRight aria-hidden="true" />
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
