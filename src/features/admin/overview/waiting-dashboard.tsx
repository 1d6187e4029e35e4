import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, type LinkProps } from "@tanstack/react-router";
import {
  ArrowRight,
  ClipboardList,
  Copy,
  FileSearch,
  FileWarning,
  Fuel,
  Inbox,
  type LucideIcon,
} from "lucide-react";
import { summaryQueryOptions, type StaffSummary } from "../dashboard/queries";
import styles from "./waiting-dashboard.module.css";

interface Waiting {
  label: string;
  hint: string;
  icon: LucideIcon;
  count: (summary: StaffSummary) => number;
  link: LinkProps;
}

/**
 * What waits for staff, each count from the staff summary (kept exact by the
 * database's count tables, so it costs a few row reads) and each a link to
 * the list it counts. A new kind of waiting work is one more entry in a
 * group here and one more field of the summary.
 */
const groups: { title: string; id: string; items: Waiting[] }[] = [
  {
    title: "Invoices to review",
    id: "waiting-invoices",
    items: [
      {
        label: "Submitted",
        hint: "Sent by clients, not yet opened",
        icon: Inbox,
        count: (summary) => summary.invoicesByStatus.submitted,
        link: { to: "/admin/invoices", search: { status: "submitted" } },
      },
      {
        label: "In review",
        hint: "Opened by staff, not yet decided",
        icon: FileSearch,
        count: (summary) => summary.invoicesByStatus["in-review"],
        link: { to: "/admin/invoices", search: { status: "in-review" } },
      },
      {
        label: "Needs documents",
        hint: "Waiting for the client's pages",
        icon: FileWarning,
        count: (summary) => summary.invoicesByStatus["needs-documents"],
        link: { to: "/admin/invoices", search: { status: "needs-documents" } },
      },
      {
        label: "Flagged",
        hint: "Possible duplicates of another invoice",
        icon: Copy,
        count: (summary) => summary.flaggedInvoices,
        link: { to: "/admin/invoices", search: { flagged: 1 } },
      },
    ],
  },
  {
    title: "New requests",
    id: "waiting-requests",
    items: [
      {
        label: "Quote requests",
        hint: "New, not yet contacted",
        icon: ClipboardList,
        count: (summary) => summary.newQuotes,
        link: { to: "/admin/quotes", search: { tab: "quotes" } },
      },
      {
        label: "Fuel card applications",
        hint: "New, not yet contacted",
        icon: Fuel,
        count: (summary) => summary.newApplications,
        link: { to: "/admin/quotes", search: { tab: "applications" } },
      },
    ],
  },
];

/** Where staff land after signing in: the work waiting for them, as counts that open their lists. */
export function WaitingDashboard() {
  const { data: summary } = useSuspenseQuery(summaryQueryOptions());
  return (
    <div className={styles.dashboard}>
      {groups.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={group.id}>
          <h2 id={group.id} className={styles.groupTitle}>
            {group.title}
          </h2>
          <ul className={styles.cards}>
            {group.items.map((item) => {
              const count = item.count(summary);
              return (
                <li key={item.label}>
                  <Link {...item.link} className={styles.card} data-waiting={count > 0 || undefined}>
                    <span className={styles.icon} aria-hidden="true">
                      <item.icon size={20} />
                    </span>
                    <span className={styles.count}>{count.toLocaleString("en-US")}</span>
                    <span className={styles.label}>{item.label}</span>
                    <span className={styles.hint}>{item.hint}</span>
                    <ArrowRight aria-hidden="true" size={18} className={styles.arrow} />
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
