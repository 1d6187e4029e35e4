import type { ReactNode } from "react";
import styles from "./page-header.module.css";

export interface PageHeaderProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** Small print under the lead, e.g. "Last updated August 4, 2025". */
  meta?: ReactNode;
  actions?: ReactNode;
  /** Shown beside the text on wide screens, below it on phones. */
  aside?: ReactNode;
}

/** The navy band that opens every interior page, with its only h1. */
export function PageHeader({ eyebrow, title, lead, meta, actions, aside }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      <RoadArt />
      <div
        className={["container", styles.inner, aside ? styles.withAside : undefined]
          .filter(Boolean)
          .join(" ")}
      >
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {meta ? <p className={styles.meta}>{meta}</p> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {aside}
      </div>
    </div>
  );
}

/** A highway running toward a low sun under mesas: the brand motif, drawn faintly behind page titles. */
function RoadArt() {
  return (
    <svg
      className={styles.art}
      viewBox="0 0 720 360"
      preserveAspectRatio="xMaxYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id="page-header-sun" cx="470" cy="214" r="230" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#ffd062" stopOpacity="0.55" />
          <stop offset="0.25" stopColor="#f2a900" stopOpacity="0.2" />
          <stop offset="1" stopColor="#f2a900" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="page-header-road" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b2545" stopOpacity="0.2" />
          <stop offset="1" stopColor="#061427" stopOpacity="0.9" />
        </linearGradient>
      </defs>
      <rect width="720" height="360" fill="url(#page-header-sun)" />
      <circle cx="470" cy="214" r="30" fill="#ffd062" opacity="0.5" />
      <path
        d="M180 214l40-22 34 6 30-18 46 20 40-6 36 14 44-24 38 18 60-4 50 16 60-10 62 10v360H180Z"
        fill="#1b4679"
        opacity="0.45"
      />
      <path d="M180 226c70-8 140-6 230-2s200 2 310-6v142H180Z" fill="#0b2545" opacity="0.7" />
      <path d="M462 214h16l150 146H312Z" fill="url(#page-header-road)" />
      <path d="M462 214 312 360M478 214l150 146" stroke="#c6d5e8" strokeOpacity="0.35" strokeWidth="1.5" />
      <path
        d="M470 222v8m0 14v12m0 20v18m0 28v30"
        stroke="#ffd062"
        strokeOpacity="0.75"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
