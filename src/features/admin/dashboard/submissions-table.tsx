import { Eye } from "lucide-react";
import type { ReactNode } from "react";
import { listHeading, type FieldSpec } from "../../../../api/contract/field-list";
import { fuelCardApplicationFields } from "../../../../api/contract/fuel-card-application";
import { quoteFields } from "../../../../api/contract/quote";
import { recordFields, requestFields } from "../../../../api/contract/request-fields";
import { Button } from "../../../components/ui/button";
import { DataTable } from "../../../components/ui/data-table";
import { formatDateTime } from "../../../lib/format-date";
import { staffText, storedValue } from "./fields";
import type { Submission, SubmissionKind } from "./queries";
import { StatusBadge } from "./status-badge";
import styles from "./dashboard.module.css";

interface Column {
  header: string;
  cell: (row: Submission) => ReactNode;
  nowrap?: boolean;
}

/** The columns both lists start with: when, who and the reference. */
const sharedColumns: Column[] = [
  {
    header: listHeading(recordFields.submittedAt),
    cell: (row) => formatDateTime(row.submittedAt),
    nowrap: true,
  },
  { header: listHeading(requestFields.companyName), cell: (row) => row.companyName },
  {
    header: listHeading(recordFields.reference),
    cell: (row) => <span className={styles.reference}>{row.reference}</span>,
    nowrap: true,
  },
  {
    header: listHeading(requestFields.contactName),
    cell: (row) => (
      <span className={styles.contact}>
        <span>{row.contactName}</span>
        <span className={styles.contactEmail}>{row.email}</span>
      </span>
    ),
  },
  { header: listHeading(requestFields.phone), cell: (row) => row.phone, nowrap: true },
];

/** A column showing one more field of the request, as staff read it. */
function fieldColumn<Name extends string>(fields: Readonly<Record<Name, FieldSpec>>, name: Name): Column {
  const field = fields[name];
  return { header: listHeading(field), cell: (row) => staffText(field, storedValue(row, name)) };
}

const columns: Record<SubmissionKind, Column[]> = {
  quotes: [...sharedColumns, fieldColumn(quoteFields, "servicesInterested")],
  applications: [
    ...sharedColumns,
    fieldColumn(fuelCardApplicationFields, "fuelCardTier"),
    fieldColumn(fuelCardApplicationFields, "monthlyFuelSpend"),
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
    <DataTable label={caption}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns[kind].map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
          <th scope="col">{listHeading(recordFields.status)}</th>
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
    </DataTable>
  );
}
