import type { Stat } from "../../content/types";
import styles from "./stats.module.css";

/** Headline figures; the label is read first so "Years in business: 8+" makes sense when heard. */
export function Stats({ items, tone = "light" }: { items: readonly Stat[]; tone?: "light" | "dark" }) {
  return (
    <ul className={[styles.stats, tone === "dark" ? styles.dark : undefined].filter(Boolean).join(" ")}>
      {items.map((item) => (
        <li key={item.label} className={styles.stat}>
          <span className={styles.label}>{item.label}</span>
          <span className={styles.value}>{item.value}</span>
        </li>
      ))}
    </ul>
  );
}
