import type { ReactNode } from "react";
import styles from "./highway-text.module.css";

/** Interstate, US and state highway names: I-80, US-89, SR-201. */
const HIGHWAY = /\b(?:I|US|SR)-\d{1,3}\b/g;

/**
 * Text in which a highway name never breaks after its hyphen ("I-" at the end
 * of one line and "80" on the next). The name is kept in a no-wrap span, so
 * it still reads, copies and searches as the plain "I-80".
 */
export function HighwayText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(HIGHWAY)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    parts.push(
      <span key={index} className={styles.highway}>
        {match[0]}
      </span>,
    );
    last = index + match[0].length;
  }
  if (parts.length === 0) return <>{text}</>;
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
