import type { HTMLAttributes } from "react";
import styles from "./badge.module.css";

export type BadgeTone = "amber" | "solid" | "navy" | "green" | "red" | "neutral";

/** A small pill label: categories, highlights, "Most Popular". */
export function Badge({
  tone = "navy",
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return <span className={[styles.badge, styles[tone], className].filter(Boolean).join(" ")} {...props} />;
}
