import type { Feature } from "../../content/types";
import { IconTile } from "../ui/icon-tile";
import styles from "./feature-grid.module.css";

/** A grid of icon cards (benefits, values, asset types). */
export function FeatureGrid({
  items,
  columns = 4,
  tone = "light",
  headingLevel = 3,
}: {
  items: readonly Feature[];
  columns?: 2 | 3 | 4;
  tone?: "light" | "dark";
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const names = [styles.grid, styles[`cols${columns}`], tone === "dark" ? styles.dark : undefined];
  return (
    <ul className={names.filter(Boolean).join(" ")}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <IconTile icon={item.icon} tone={tone === "dark" ? "glass" : "navy"} />
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
