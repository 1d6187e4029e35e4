import { useQuery } from "@tanstack/react-query";
import { CalendarClock, ClipboardList, Fuel, Sparkles, type LucideIcon } from "lucide-react";
import { summaryQueryOptions } from "./queries";
import styles from "./dashboard.module.css";

const counters: {
  key: "totalQuotes" | "totalApplications" | "newRequests" | "lastSevenDays";
  label: string;
  icon: LucideIcon;
}[] = [
  { key: "totalQuotes", label: "Quote requests", icon: ClipboardList },
  { key: "totalApplications", label: "Fuel card applications", icon: Fuel },
  { key: "newRequests", label: "New, not yet contacted", icon: Sparkles },
  { key: "lastSevenDays", label: "Received in the last 7 days", icon: CalendarClock },
];

/** The four counters of the dashboard. */
export function SummaryCounters() {
  const summary = useQuery(summaryQueryOptions());
  return (
    <section aria-label="Summary" className={styles.counters}>
      {counters.map(({ key, label, icon: Icon }) => (
        <div key={key} className={styles.counter}>
          <span className={styles.counterIcon} aria-hidden="true">
            <Icon size={20} />
          </span>
          <p className={styles.counterValue} aria-busy={summary.isPending}>
            {summary.data ? (
              summary.data[key].toLocaleString()
            ) : summary.isError ? (
              "–"
            ) : (
              <span className={styles.counterPlaceholder} />
            )}
          </p>
          <p className={styles.counterLabel}>{label}</p>
        </div>
      ))}
    </section>
  );
}
