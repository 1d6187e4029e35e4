import type { HTMLAttributes } from "react";
import styles from "./card.module.css";

export type CardTone = "default" | "muted" | "raised" | "dark";

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: "div" | "article" | "li" | "section" | "aside";
  tone?: CardTone;
  /** An amber rule along the top edge. */
  accent?: boolean;
  compact?: boolean;
}

/** A bordered content panel; content stacks with even gaps. */
export function Card({
  as: Element = "div",
  tone = "default",
  accent,
  compact,
  className,
  ...props
}: CardProps) {
  const names = [
    styles.card,
    tone === "default" ? undefined : styles[tone],
    accent ? styles.accent : undefined,
    compact ? styles.compact : undefined,
    className,
  ];
  return <Element className={names.filter(Boolean).join(" ")} {...props} />;
}
