import { useId, type ReactNode } from "react";
import styles from "./section.module.css";

export type SectionTone = "default" | "muted" | "brand" | "dark";

export interface SectionHeaderProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: "start" | "center";
  headingId?: string;
  headingLevel?: 2 | 3;
}

/** Eyebrow, heading and lead paragraph that open a section. */
function SectionHeader({
  eyebrow,
  title,
  lead,
  align = "start",
  headingId,
  headingLevel = 2,
}: SectionHeaderProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <header
      className={[styles.header, align === "center" ? styles.center : undefined].filter(Boolean).join(" ")}
    >
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading id={headingId}>{title}</Heading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}

export interface SectionProps extends Omit<SectionHeaderProps, "headingId" | "title"> {
  title?: ReactNode;
  tone?: SectionTone;
  tight?: boolean;
  id?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * A full-width band with the page's container inside. With a title it is a
 * labelled region (a landmark screen-reader users can jump to).
 */
export function Section({
  title,
  eyebrow,
  lead,
  align,
  headingLevel,
  tone = "default",
  tight,
  id,
  className,
  children,
}: SectionProps) {
  const headingId = useId();
  const names = [
    styles.section,
    tone === "default" ? undefined : styles[tone],
    tight ? styles.tight : undefined,
    className,
  ];
  return (
    <section
      id={id}
      className={names.filter(Boolean).join(" ")}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className="container">
        {title ? (
          <SectionHeader
            eyebrow={eyebrow}
            title={title}
            lead={lead}
            align={align}
            headingLevel={headingLevel}
            headingId={headingId}
          />
        ) : null}
        {children}
      </div>
    </section>
  );
}
