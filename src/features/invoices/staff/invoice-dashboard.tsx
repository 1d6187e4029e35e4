import { useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Copy, Download, Inbox, Search, SearchX, X } from "lucide-react";
import { useId, useState } from "react";
import {
  invoiceStatusOptions,
  type InvoiceStatus,
  type StaffInvoice,
} from "../../../../api/contract/invoice";
import { Button } from "../../../components/ui/button";
import { LoadMore } from "../../../components/ui/load-more";
import { needsNoticeMark, NoticeMark } from "../../../components/ui/notice-mark";
import { DataTable, type DataColumn } from "../../../components/ui/data-table";
import { Input } from "../../../components/ui/field";
import { useToast } from "../../../components/ui/toast";
import { InvoiceStatusBadge } from "../components/invoice-status-badge";
import { formatCents } from "../money";
import { useErrorToast } from "../../../components/ui/use-error-toast";
import { staffListOrder } from "../../../../api/contract/invoice-workflow";
import { downloadInvoiceCsv, staffInvoiceListOptions, type StaffInvoiceFilter } from "./queries";
import { DuplicateFlag } from "./duplicate-flag";
import styles from "./staff-invoices.module.css";
import { formatDateTime } from "../../../lib/format-date";

/** How many invoices there are, in all and by status (the staff summary, which the route loads). */
export interface InvoiceCounts {
  totalInvoices?: number;
  invoicesByStatus?: Partial<Record<InvoiceStatus, number>>;
}

/** Counters that filter: every status with how many invoices it holds. */
function StatusFilter({
  counts,
  status,
  onStatus,
}: {
  counts: InvoiceCounts | undefined;
  status: InvoiceStatus | undefined;
  onStatus: (status: InvoiceStatus | undefined) => void;
}) {
  const count = (value: number | undefined) => (value === undefined ? "–" : value.toLocaleString());
  return (
    <div className={styles.filters} role="group" aria-label="Filter by status">
      <button
        type="button"
        className={styles.filter}
        aria-pressed={status === undefined}
        onClick={() => onStatus(undefined)}
      >
        <span className={styles.filterCount}>{count(counts?.totalInvoices)}</span>
        All invoices
      </button>
      {invoiceStatusOptions.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.filter}
          data-status={option.value}
          aria-pressed={status === option.value}
          onClick={() => onStatus(option.value)}
        >
          <span className={styles.filterCount}>{count(counts?.invoicesByStatus?.[option.value])}</span>
          {option.label}
        </button>
      ))}
    </div>
  );
}

function SearchBox({ q, onSearch }: { q: string | undefined; onSearch: (q: string | undefined) => void }) {
  const [text, setText] = useState(q ?? "");
  const id = useId();
  return (
    <form
      className={styles.search}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <label htmlFor={id} className={styles.searchLabel}>
        Search by reference, load number, broker, client or amount
      </label>
      <div className={styles.searchRow}>
        <Input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="INV-7K3M-9PX2, LD-1234, a broker, a client or $1,250"
          autoComplete="off"
          maxLength={100}
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" />
          Search
        </Button>
        {q ? (
          <Button
            variant="ghost"
            onClick={() => {
              setText("");
              onSearch(undefined);
            }}
          >
            <X aria-hidden="true" />
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The list's columns; on a phone each invoice is a card that opens it when tapped. */
const columns: DataColumn<StaffInvoice>[] = [
  {
    header: "Reference",
    rowHeader: true,
    cell: (invoice) => (
      <>
        <Link
          to="/admin/invoices/$reference"
          params={{ reference: invoice.reference }}
          className={styles.reference}
          data-row-link
        >
          {invoice.reference}
        </Link>
        {invoice.flagged ? <DuplicateFlag duplicates={invoice.duplicates} /> : null}
      </>
    ),
  },
  {
    header: "Client",
    cell: (invoice) => (
      <>
        <span className={styles.strong}>{invoice.client.companyName}</span>
        <span className={styles.muted}>{invoice.client.name}</span>
      </>
    ),
  },
  {
    header: "Broker and load",
    cell: (invoice) => (
      <>
        <span className={styles.strong}>{invoice.brokerName}</span>
        <span className={styles.muted}>Load {invoice.loadNumber}</span>
        {needsNoticeMark(invoice.broker) ? <NoticeMark /> : null}
      </>
    ),
  },
  {
    header: "Total",
    alignEnd: true,
    className: styles.number,
    cell: (invoice) => formatCents(invoice.totalCents),
  },
  { header: "Pages", cell: (invoice) => invoice.pages.length },
  { header: "Status", cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
  { header: "Submitted", className: styles.dateCell, cell: (invoice) => formatDateTime(invoice.submittedAt) },
];

/**
 * The staff's Invoices tab: counters by status, search, a page at a time, CSV. A review status's
 * list is a queue, oldest first; any other list newest first (`staffListOrder`).
 */
export function InvoiceDashboard({
  counts,
  filter,
  onFilter,
}: {
  counts: InvoiceCounts | undefined;
  filter: StaffInvoiceFilter;
  /**
   * What staff changed (the status, the search or Flagged), to merge with the filter as the address
   * holds it then: `filter` is the shown list's, which may be older while the next list loads.
   */
  onFilter: (change: Partial<StaffInvoiceFilter>) => void;
}) {
  const list = useSuspenseInfiniteQuery(staffInvoiceListOptions(filter));
  useErrorToast(list.error, "Failed to fetch invoices", list.errorUpdatedAt);
  const { toast } = useToast();
  const [exporting, setExporting] = useState(false);
  const invoices = list.data.pages.flatMap((page) => page.invoices);
  const total = list.data.pages[0]?.total;
  const label = filter.status
    ? invoiceStatusOptions.find((option) => option.value === filter.status)?.label
    : undefined;
  const order = staffListOrder(filter.status) === "oldest-first" ? "oldest first" : "newest first";
  const heading = `${filter.flagged ? "Flagged " : ""}${
    label ? `${label} invoices` : filter.flagged ? "invoices" : "Invoices"
  }, ${order}`;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadInvoiceCsv(filter);
    } catch {
      toast({
        title: "Error",
        description: "The CSV could not be downloaded. Try again.",
        variant: "destructive",
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={styles.dashboard}>
      <StatusFilter counts={counts} status={filter.status} onStatus={(status) => onFilter({ status })} />
      <SearchBox key={filter.q ?? ""} q={filter.q} onSearch={(q) => onFilter({ q })} />
      <button
        type="button"
        className={styles.flagToggle}
        aria-pressed={Boolean(filter.flagged)}
        onClick={() => onFilter({ flagged: !filter.flagged })}
      >
        <Copy aria-hidden="true" />
        Flagged as possible duplicates
      </button>
      <section className={styles.panel} aria-labelledby="invoice-list-heading">
        <div className={styles.panelBar}>
          <h2 id="invoice-list-heading" className={styles.panelTitle}>
            {heading}
          </h2>
          <p className={styles.panelSummary} role="status">
            {total !== undefined
              ? `${total.toLocaleString()} ${total === 1 ? "invoice" : "invoices"}${filter.q ? ` for "${filter.q}"` : ""}`
              : ""}
          </p>
          <Button variant="outline" size="sm" onClick={() => void exportCsv()} disabled={exporting}>
            <Download aria-hidden="true" />
            {exporting ? "Exporting..." : "Export CSV"}
          </Button>
        </div>
        {invoices.length === 0 ? (
          <div className={styles.empty}>
            {filter.q ? <SearchX aria-hidden="true" size={32} /> : <Inbox aria-hidden="true" size={32} />}
            <p>{list.isError ? "Invoices could not be loaded." : "No invoices found."}</p>
          </div>
        ) : (
          <DataTable
            label={heading}
            caption={heading}
            columns={columns}
            rows={invoices}
            rowKey={(invoice) => invoice.id}
            className={styles.table}
          />
        )}
        <LoadMore list={list} />
      </section>
    </div>
  );
}
