import { useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Search, X } from "lucide-react";
import { useId, useState } from "react";
import type { BrokerSummary } from "../../../../api/contract/brokers";
import { Button } from "../../../components/ui/button";
import { DataTable, type DataColumn } from "../../../components/ui/data-table";
import { Input } from "../../../components/ui/field";
import { LoadMore } from "../../../components/ui/load-more";
import { useErrorToast } from "../../../components/ui/use-error-toast";
import { formatDate } from "../../../lib/format-date";
import { formatCents } from "../../../lib/format-money";
import { NewBroker } from "./broker-dialogs";
import { DecisionText } from "./decision-parts";
import { brokerListOptions } from "./queries";
import styles from "./brokers.module.css";

/** "MC 561135 · DOT 2161145", or that it has neither. */
export const numbersLine = (broker: Pick<BrokerSummary, "mcNumber" | "dotNumber">) =>
  [broker.mcNumber && `MC ${broker.mcNumber}`, broker.dotNumber && `DOT ${broker.dotNumber}`]
    .filter(Boolean)
    .join(" · ") || "No MC or DOT number";

const limitReached = (broker: BrokerSummary) =>
  broker.credit?.decision === "limit" && broker.exposureCents >= (broker.credit.limitCents ?? 0);

const columns: DataColumn<BrokerSummary>[] = [
  {
    header: "Broker",
    rowHeader: true,
    wide: true,
    cell: (broker) => (
      <>
        <Link
          to="/admin/brokers/$brokerId"
          params={{ brokerId: broker.id }}
          className={styles.rowLink}
          data-row-link
        >
          {broker.legalName}
        </Link>
        <span className={styles.muted}>{numbersLine(broker)}</span>
      </>
    ),
  },
  { header: "Credit", wide: true, cell: (broker) => <DecisionText credit={broker.credit} /> },
  {
    header: "Exposure",
    alignEnd: true,
    className: styles.number,
    cell: (broker) => (
      <>
        <span className={styles.strong}>{formatCents(broker.exposureCents)}</span>
        {limitReached(broker) ? <span className={styles.reached}>Limit reached</span> : null}
      </>
    ),
  },
  { header: "Added", className: styles.nowrap, cell: (broker) => formatDate(broker.createdAt) },
];

/**
 * The broker book, newest first, searched by a word of a name or alias, or an MC or DOT number (the
 * search lives in the address, `?q=`): each broker's decision and exposure; a broker's name opens it
 * (docs/decisions/0220-broker-book.md).
 */
export function BrokersScreen({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const list = useSuspenseInfiniteQuery(brokerListOptions(q));
  useErrorToast(list.error, "The broker book could not be loaded", list.errorUpdatedAt);
  const brokers = list.data.pages.flatMap((page) => page.brokers);
  const total = list.data.pages[0]?.total ?? 0;
  const matching = q ? ` matching “${q}”` : "";
  return (
    <section className={styles.panel} aria-labelledby="brokers-heading">
      <div className={styles.panelBar}>
        <h2 id="brokers-heading" className={styles.panelTitle}>
          The broker book
        </h2>
        <p className={styles.panelSummary} role="status">
          {brokers.length < total
            ? `Newest ${brokers.length} of ${total}${matching}`
            : `${total} ${total === 1 ? "broker" : "brokers"}${matching}`}
        </p>
        <NewBroker />
      </div>
      <BrokerSearch key={q} q={q} onSearch={onSearch} />
      {brokers.length === 0 ? (
        <p className={styles.empty}>
          {q ? `No broker's name, alias or number matches “${q}”.` : "No brokers in the book yet."}
        </p>
      ) : (
        <DataTable
          label="Broker book"
          caption="Brokers, newest first"
          columns={columns}
          rows={brokers}
          rowKey={(broker) => broker.id}
          className={styles.table}
        />
      )}
      <LoadMore list={list} />
    </section>
  );
}

/** The search box: what is typed stays the box's own until it is sent, and starts again from `q`. */
function BrokerSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [typed, setTyped] = useState(q);
  const id = useId();
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search by name, alias, MC or DOT number
      </label>
      <Input
        className={styles.searchField}
        id={id}
        type="search"
        value={typed}
        maxLength={100}
        placeholder="Name, alias, MC or DOT number"
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit" variant="outline" size="sm">
        <Search aria-hidden="true" />
        Search
      </Button>
      {q ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            setTyped("");
            onSearch("");
          }}
        >
          <X aria-hidden="true" />
          Clear
        </Button>
      ) : null}
    </form>
  );
}
