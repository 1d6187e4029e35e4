import type { ReactNode } from "react";
import styles from "./data-table.module.css";

/** One column of a staff list: its heading, and what each row shows under it. */
export interface DataColumn<Row> {
  /** The heading, and the label each of its values carries when the rows are cards. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The value that names its row (a row header for screen readers); it titles the card. */
  rowHeader?: boolean;
  /** A heading only screen readers read, and no label in a card: buttons that name themselves. */
  headerHidden?: boolean;
  /** Set to the right of the table (amounts, the row's buttons); cards keep everything to the left. */
  alignEnd?: boolean;
  /** Takes the card's whole width: its title, long values such as an e-mail, the buttons. */
  wide?: boolean;
  /** The screen's own rules for this column's cells. */
  className?: string;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ") || undefined;

/**
 * A staff list: a table at desk widths, and one card per row where its box is
 * narrower than a tablet, each value under its column's name, so nothing
 * hides off screen (docs/decisions/0140-staff-lists-on-a-phone.md). One
 * markup for both: CSS changes the layout, and the explicit table roles keep
 * it a table for screen readers once the cells no longer display as one.
 * A link in a cell marked `data-row-link` covers its whole card.
 */
export function DataTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  className,
}: {
  /** Names the scrolling region. */
  label: string;
  /** The table's caption, read by screen readers. */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  className?: string | undefined;
}) {
  return (
    <div className={styles.frame}>
      <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
        <table role="table" className={classes(styles.table, className)}>
          <caption className="visually-hidden">{caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  role="columnheader"
                  className={classes(column.alignEnd && styles.end)}
                >
                  {column.headerHidden ? (
                    <span className="visually-hidden">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr key={rowKey(row)} role="row">
                {columns.map((column) => {
                  const cellProps = {
                    "data-label": column.headerHidden ? undefined : column.header,
                    className: classes(
                      column.alignEnd && styles.end,
                      column.wide && styles.wide,
                      column.className,
                    ),
                  };
                  return column.rowHeader ? (
                    <th key={column.header} scope="row" role="rowheader" {...cellProps}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} role="cell" {...cellProps}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
