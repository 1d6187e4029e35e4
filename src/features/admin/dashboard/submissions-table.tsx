import { Eye } from "lucide-react";
import type { ReactNode } from "react";
import {
  fuelCardTierOptions,
  monthlyFuelSpendOptions,
  servicesInterestedOptions,
} from "../../../../api/contract/options";
import { Button } from "../../../components/ui/button";
import { formatDateTime, optionLabel } from "./fields";
import type { Submission, SubmissionKind } from "./queries";
import { StatusBadge } from "./status-badge";
import styles from "./dashboard.module.css";

interface Column {
  header: string;
  cell: (row: Submission) => ReactNode;
  nowrap?: boolean;
}

const shared: Record<"reference" | "submitted" | "company" | "contact" | "phone", Column> = {
  reference: {
    header: "Reference",
    cell: (row) => <span className={styles.reference}>{row.reference}</span>,
    nowrap: true,
  },
  submitted: { header: "Submitted", cell: (row) => formatDateTime(row.submittedAt), nowrap: true },
  company: { header: "Company", cell: (row) => row.companyName },
  contact: {
    header: "Contact",
    cell: (row) => (
      <span className={styles.contact}>
        <span>{row.contactName}</span>
        <span className={styles.contactEmail}>{row.email}</span>
      </span>
    ),
  },
  phone: { header: "Phone", cell: (row) => row.phone, nowrap: true },
};

const columns: Record<SubmissionKind, Column[]> = {
  quotes: [
    shared.submitted,
    shared.company,
    shared.reference,
    shared.contact,
    shared.phone,
    {
      header: "Service",
      cell: (row) =>
        "servicesInterested" in row ? optionLabel(servicesInterestedOptions, row.servicesInterested) : "",
    },
  ],
  applications: [
    shared.submitted,
    shared.company,
    shared.reference,
    shared.contact,
    shared.phone,
    {
      header: "Tier",
      cell: (row) => ("fuelCardTier" in row ? optionLabel(fuelCardTierOptions, row.fuelCardTier) : ""),
    },
    {
      header: "Monthly fuel",
      cell: (row) =>
        "monthlyFuelSpend" in row ? optionLabel(monthlyFuelSpendOptions, row.monthlyFuelSpend) : "",
    },
  ],
};

/** Submissions newest first; the table scrolls inside its own box on narrow screens. */
export function SubmissionsTable({
  kind,
  caption,
  rows,
  onView,
}: {
  kind: SubmissionKind;
  caption: string;
  rows: Submission[];
  onView: (row: Submission) => void;
}) {
  return (
    <div className={styles.tableScroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns[kind].map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns[kind].map((column, index) =>
                index === 1 ? (
                  <th key={column.header} scope="row" className={styles.rowHeader}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={column.nowrap ? styles.nowrap : undefined}>
                    {column.cell(row)}
                  </td>
                ),
              )}
              <td>
                <StatusBadge status={row.status} />
              </td>
              <td className={styles.actionCell}>
                <Button variant="ghost" size="sm" onClick={() => onView(row)}>
                  <Eye aria-hidden="true" />
                  View<span className="visually-hidden"> details of {row.companyName}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
