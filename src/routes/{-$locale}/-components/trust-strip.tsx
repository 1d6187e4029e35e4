import { Award, BadgeCheck, ShieldCheck, Users } from "lucide-react";
import type { HomeContent } from "../../../content/home";
import styles from "./trust-strip.module.css";

const icons = [Award, BadgeCheck, ShieldCheck, Users];

/** 8+ years, IFA member, UTA member, 750+ clients: a white card overlapping the hero's edge. */
export function TrustStrip({ trust }: { trust: HomeContent["trust"] }) {
  return (
    <div className={["container", styles.strip].join(" ")}>
      <ul className={styles.list} aria-label={trust.label}>
        {trust.items.map((item, index) => {
          const Icon = icons[index] ?? Award;
          return (
            <li key={item.label} className={styles.item}>
              <Icon aria-hidden="true" />
              <span className={styles.words}>
                <span className={styles.value}>{item.value}</span>
                <span className={[styles.label, styles.long].join(" ")}>{item.label}</span>
                <span className={[styles.label, styles.short].join(" ")}>{item.shortLabel}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
