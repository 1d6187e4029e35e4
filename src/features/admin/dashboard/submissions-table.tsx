import { Eye } from "lucide-react";
import { listHeading, type FieldSpec } from "../../../../api/contract/field-list";
import { fuelCardApplicationFields } from "../../../../api/contract/fuel-card-application";
import { quoteFields } from "../../../../api/contract/quote";
import { recordFields, requestFields } from "../../../../api/contract/request-fields";
import { Button } from "../../../components/ui/button";
import { DataTable, type DataColumn } from "../../../components/ui/data-table";
import { formatDateTime } from "../../../lib/format-date";
import { staffText, storedValue } from "./fields";
import type { Submission, SubmissionKind } from "./queries";
import { StatusBadge } from "./status-badge";
import styles from "./dashboard.module.css";

type Column = DataColumn<Submission>;

/** The columns both lists start with: when, who and the reference. */
const sharedColumns: Column[] = [
  {
    header: listHeading(recordFields.submittedAt),
    cell: (row) => formatDateTime(row.submittedAt),
    className: styles.nowrap,
  },
  {
    header: listHeading(requestFields.companyName),
    cell: (row) => row.companyName,
    rowHeader: true,
    className: styles.rowHeader,
  },
  {
    header: listHeading(recordFields.reference),
    cell: (row) => <span className={styles.reference}>{row.reference}</span>,
    className: styles.nowrap,
  },
  {
    header: listHeading(requestFields.contactName),
    cell: (row) => (
      <span className={styles.contact}>
        <span>{row.contactName}</span>
        <span className={styles.contactEmail}>{row.email}</span>
      </span>
    ),
    wide: true,
  },
  { header: listHeading(requestFields.phone), cell: (row) => row.phone, className: styles.nowrap },
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

/** Submissions newest first: a table at a desk, one card per submission on a phone. */
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
  const all: Column[] = [
    ...columns[kind],
    { header: listHeading(recordFields.status), cell: (row) => <StatusBadge status={row.status} /> },
    {
      header: "Details",
      headerHidden: true,
      alignEnd: true,
      wide: true,
      className: styles.actionCell,
      cell: (row) => (
        <Button variant="ghost" size="sm" onClick={() => onView(row)}>
          <Eye aria-hidden="true" />
          View<span className="visually-hidden"> details of {row.companyName}</span>
        </Button>
      ),
    },
  ];
  return <DataTable label={caption} caption={caption} columns={all} rows={rows} rowKey={(row) => row.id} />;
}
