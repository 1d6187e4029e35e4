import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, type LinkProps } from "@tanstack/react-router";
import {
  AlarmClock,
  ArrowRight,
  Banknote,
  ClipboardList,
  Copy,
  FileSearch,
  FileWarning,
  Fuel,
  HandCoins,
  Inbox,
  Landmark,
  type LucideIcon,
} from "lucide-react";
import { PAST_DUE_AFTER_DAYS } from "../../../../api/contract/aging";
import { formatCents } from "../../../lib/format-money";
import { summaryQueryOptions, type StaffSummary } from "../dashboard/queries";
import styles from "./waiting-dashboard.module.css";

/** A card's figure: what it shows, and whether it is work waiting (the card is marked). */
interface Figure {
  shown: string;
  waiting: boolean;
  /** An amount of money: longer than a count, it is set smaller. */
  amount?: boolean;
}

interface Waiting {
  label: string;
  hint: string;
  icon: LucideIcon;
  figure: (summary: StaffSummary) => Figure;
  link: LinkProps;
}

/** A count: work waits while it is above zero. */
const counted =
  (count: (summary: StaffSummary) => number) =>
  (summary: StaffSummary): Figure => {
    const value = count(summary);
    return { shown: value.toLocaleString("en-US"), waiting: value > 0 };
  };

/** An amount of money, read from the ledger; `waits` when an amount above zero is work to do. */
const money =
  (cents: (money: StaffSummary["money"]) => number, waits: boolean) =>
  (summary: StaffSummary): Figure => {
    const value = cents(summary.money);
    return { shown: formatCents(value), waiting: waits && value > 0, amount: true };
  };

/**
 * What waits for staff, each count from the staff summary (kept exact by the
 * database's count tables, so it costs a few row reads) and each a link to
 * the list it counts; and the office's money, each figure a sum of ledger
 * entries (docs/decisions/0212-aging-and-collections.md). A new kind of
 * waiting work is one more entry in a group here and one more field of the
 * summary.
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
        figure: counted((summary) => summary.invoicesByStatus.submitted),
        link: { to: "/admin/invoices", search: { status: "submitted" } },
      },
      {
        label: "In review",
        hint: "Opened by staff, not yet decided",
        icon: FileSearch,
        figure: counted((summary) => summary.invoicesByStatus["in-review"]),
        link: { to: "/admin/invoices", search: { status: "in-review" } },
      },
      {
        label: "Needs documents",
        hint: "Waiting for the client's pages",
        icon: FileWarning,
        figure: counted((summary) => summary.invoicesByStatus["needs-documents"]),
        link: { to: "/admin/invoices", search: { status: "needs-documents" } },
      },
      {
        label: "Flagged",
        hint: "Possible duplicates still open",
        icon: Copy,
        figure: counted((summary) => summary.flaggedInvoices),
        link: { to: "/admin/invoices", search: { flagged: 1 } },
      },
    ],
  },
  {
    title: "Money",
    id: "waiting-money",
    items: [
      {
        label: "Outstanding",
        hint: "Owed by brokers on funded invoices",
        icon: Landmark,
        figure: money((figures) => figures.outstandingCents, false),
        link: { to: "/admin/aging" },
      },
      {
        label: "Past due",
        hint: `Open on invoices funded more than ${PAST_DUE_AFTER_DAYS} days ago`,
        icon: AlarmClock,
        figure: money((figures) => figures.pastDueCents, true),
        link: { to: "/admin/collections" },
      },
      {
        label: "Paid this week",
        hint: "Broker payments applied since Monday",
        icon: HandCoins,
        figure: money((figures) => figures.paidThisWeekCents, false),
        link: { to: "/admin/payments" },
      },
      {
        label: "Unapplied cash",
        hint: "Received from brokers, not yet applied",
        icon: Banknote,
        figure: money((figures) => figures.unappliedCashCents, true),
        link: { to: "/admin/payments" },
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
        figure: counted((summary) => summary.newQuotes),
        link: { to: "/admin/quotes", search: { tab: "quotes" } },
      },
      {
        label: "Fuel card applications",
        hint: "New, not yet contacted",
        icon: Fuel,
        figure: counted((summary) => summary.newApplications),
        link: { to: "/admin/quotes", search: { tab: "applications" } },
      },
    ],
  },
];

/** Where staff land after signing in: the work waiting for them and the money, as figures that open their lists. */
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
              const figure = item.figure(summary);
              return (
                <li key={item.label}>
                  <Link {...item.link} className={styles.card} data-waiting={figure.waiting || undefined}>
                    <span className={styles.icon} aria-hidden="true">
                      <item.icon size={20} />
                    </span>
                    <span className={styles.count} data-amount={figure.amount || undefined}>
                      {figure.shown}
                    </span>
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
