import { useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { BarChart3, CircleCheckBig } from "lucide-react";
import { useState } from "react";
import type { CollectionItem } from "../../../../api/contract/aging";
import { ButtonLink } from "../../../components/ui/button-link";
import { DataTable, type DataColumn } from "../../../components/ui/data-table";
import { LoadMore } from "../../../components/ui/load-more";
import { useErrorToast } from "../../../components/ui/use-error-toast";
import { formatDate } from "../../../lib/format-date";
import { formatCents } from "../../../lib/format-money";
import { AddNote, NoteText } from "./note-dialog";
import { collectionsListOptions } from "./queries";
import styles from "./collections.module.css";

const days = (count: number) => `${count.toLocaleString("en-US")} ${count === 1 ? "day" : "days"}`;

/** The queue's columns; on a phone each invoice is a card that opens it when tapped. */
const columns = (onAdded: (message: string) => void): DataColumn<CollectionItem>[] => [
  {
    header: "Invoice",
    rowHeader: true,
    cell: (item) => (
      <Link
        to="/admin/invoices/$reference"
        params={{ reference: item.reference }}
        className={styles.reference}
        data-row-link
      >
        {item.reference}
      </Link>
    ),
  },
  {
    header: "Broker and client",
    cell: (item) => (
      <>
        <span className={styles.strong}>{item.broker}</span>
        <span className={styles.muted}>{item.client.companyName}</span>
      </>
    ),
  },
  {
    header: "Open",
    alignEnd: true,
    className: styles.number,
    cell: (item) => (
      <>
        <span className={styles.strong}>{formatCents(item.openCents)}</span>
        {item.openCents < item.totalCents ? (
          <span className={styles.muted}>of {formatCents(item.totalCents)}</span>
        ) : null}
      </>
    ),
  },
  {
    header: "Funded",
    className: styles.number,
    cell: (item) => (
      <>
        <span>{formatDate(item.fundedOn)}</span>
        <span className={item.daysOut > 30 ? styles.late : styles.muted}>{days(item.daysOut)} out</span>
      </>
    ),
  },
  {
    header: "Latest note",
    wide: true,
    className: styles.noteCell,
    cell: (item) =>
      item.latestNote ? (
        <NoteText note={item.latestNote} promisePassed={item.promisePassed} />
      ) : (
        <span className={styles.muted}>No notes yet</span>
      ),
  },
  {
    header: "Actions",
    headerHidden: true,
    alignEnd: true,
    wide: true,
    className: styles.actions,
    cell: (item) => <AddNote item={item} onAdded={onAdded} />,
  },
];

/**
 * The staff "Collections" screen: the invoices brokers still owe on, oldest funding first, each
 * with its latest note and a dialog to keep another (docs/decisions/0212-aging-and-collections.md).
 */
export function CollectionsScreen() {
  const list = useSuspenseInfiniteQuery(collectionsListOptions());
  useErrorToast(list.error, "The collections queue could not be loaded", list.errorUpdatedAt);
  const [added, setAdded] = useState<string>();
  const items = list.data.pages.flatMap((page) => page.items);
  const first = list.data.pages[0];
  return (
    <section className={styles.panel} aria-labelledby="collections-heading">
      <div className={styles.panelBar}>
        <h2 id="collections-heading" className={styles.panelTitle}>
          Open invoices, oldest funding first
        </h2>
        <p className={styles.panelSummary}>
          {first && first.total > 0
            ? `${first.total.toLocaleString("en-US")} ${first.total === 1 ? "invoice" : "invoices"}, ${formatCents(first.totalOpenCents)} open`
            : ""}
        </p>
        <ButtonLink to="/admin/aging" variant="outline" size="sm">
          <BarChart3 aria-hidden="true" />
          Aging by broker
        </ButtonLink>
      </div>
      <p className={styles.saved} role="status">
        {added}
      </p>
      {items.length === 0 ? (
        <div className={styles.empty}>
          <CircleCheckBig aria-hidden="true" size={32} />
          <p>Nothing to collect: no funded invoice has money owed.</p>
        </div>
      ) : (
        <DataTable
          label="Collections queue"
          caption="Open invoices, oldest funding first"
          columns={columns(setAdded)}
          rows={items}
          rowKey={(item) => item.reference}
          className={styles.table}
        />
      )}
      <LoadMore list={list} />
    </section>
  );
}
