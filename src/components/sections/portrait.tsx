import type { Portrait as PortraitTraits } from "../../content/types";
import styles from "./portrait.module.css";

const INK = "#1f2430";

/**
 * A flat illustrated head-and-shoulders portrait drawn from a few traits, so
 * testimonials have faces without stock photos or images from elsewhere.
 */
export function Portrait({ traits, size = 64 }: { traits: PortraitTraits; size?: number }) {
  const { skin, hair, hairStyle, shirt, background, capColor, beard, glasses } = traits;
  return (
    <span className={styles.frame} style={{ width: size, height: size }} aria-hidden="true">
      <svg viewBox="0 0 96 96" focusable="false">
        <rect width="96" height="96" fill={background} />
        {hairStyle === "long" ? (
          <path d="M29 46c-2-17 8-26 19-26s21 9 19 26l2 22c-6 4-11 1-12-4H39c-1 5-6 8-12 4Z" fill={hair} />
        ) : null}
        {hairStyle === "curly" ? (
          <g fill={hair}>
            <circle cx="48" cy="36" r="21" />
            <circle cx="30" cy="44" r="7" />
            <circle cx="66" cy="44" r="7" />
          </g>
        ) : null}
        {hairStyle === "bun" ? <circle cx="48" cy="19" r="7.5" fill={hair} /> : null}
        <path d="M12 96c2-17 16-27 36-27s34 10 36 27Z" fill={shirt} />
        <path d="M41 56h14v14l-7 7-7-7Z" fill={skin} />
        <path d="M41 60h14v4c-4 2-10 2-14 0Z" fill={INK} opacity="0.12" />
        <circle cx="33" cy="45" r="3.6" fill={skin} />
        <circle cx="63" cy="45" r="3.6" fill={skin} />
        <ellipse cx="48" cy="43" rx="15" ry="17.5" fill={skin} />
        {beard ? (
          <path d="M33.5 45c1 12 7 18 14.5 18s13.5-6 14.5-18c-2.5 6-7 9-14.5 9s-12-3-14.5-9Z" fill={hair} />
        ) : null}
        {hairStyle === "short" ? (
          <path d="M33 42c-2-13 5-20 15-20s17 7 15 20c-2-6-7-10-15-10s-13 4-15 10Z" fill={hair} />
        ) : null}
        {hairStyle === "long" || hairStyle === "bun" ? (
          <path d="M33 42c-1-12 6-19 15-19s16 7 15 19c-4-5-9-9-17-8-5 1-10 3-13 8Z" fill={hair} />
        ) : null}
        {hairStyle === "curly" ? (
          <g fill={hair}>
            <circle cx="38" cy="28" r="6" />
            <circle cx="47" cy="25" r="6.5" />
            <circle cx="57" cy="28" r="6" />
            <circle cx="33" cy="35" r="5" />
            <circle cx="63" cy="35" r="5" />
          </g>
        ) : null}
        {hairStyle === "cap" ? (
          <g>
            <path d="M32 39c0-12 7-18 16-18s16 6 16 18Z" fill={capColor ?? INK} />
            <path d="M40 27.5c2.5-2 5-2.8 8-2.8s5.5.8 8 2.8v7H40Z" fill="#ffffff" opacity="0.92" />
            <circle cx="48" cy="31" r="2.6" fill="#f2a900" />
            <ellipse cx="48" cy="39.5" rx="19" ry="3.4" fill={capColor ?? INK} />
            <ellipse cx="48" cy="39" rx="19" ry="2.2" fill="#ffffff" opacity="0.12" />
          </g>
        ) : null}
        <path
          d="M39.5 40.5q2.5-1.6 5 0M51.5 40.5q2.5-1.6 5 0"
          stroke={INK}
          strokeWidth="1.4"
          fill="none"
          strokeLinecap="round"
          opacity="0.75"
        />
        <circle cx="42" cy="45" r="1.7" fill={INK} />
        <circle cx="54" cy="45" r="1.7" fill={INK} />
        <path
          d="M43.5 52.5q4.5 3.6 9 0"
          stroke={beard ? "#f4d6c4" : INK}
          strokeWidth="1.6"
          fill="none"
          strokeLinecap="round"
        />
        {glasses ? (
          <g stroke={INK} strokeWidth="1.5" fill="none">
            <rect x="37" y="41" width="10" height="8" rx="3" />
            <rect x="49" y="41" width="10" height="8" rx="3" />
            <path d="M47 44.5h2" />
          </g>
        ) : null}
      </svg>
    </span>
  );
}
