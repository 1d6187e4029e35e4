import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { Download, Inbox, ListChecks } from "lucide-react";
import { useRef } from "react";
import * as v from "valibot";
import {
  agingBuckets,
  AgingQuery,
  FUTURE_AS_OF,
  type AgingBroker,
  type AgingFigures,
} from "../../../../api/contract/aging";
import { fieldIssues } from "../../../../api/contract/fields";
import {
  focusFirstInvalid,
  formValidationLogic,
  submitWith,
  useAppForm,
} from "../../../components/form/form";
import { Button, ButtonAnchor } from "../../../components/ui/button";
import { ButtonLink } from "../../../components/ui/button-link";
import { DataTable, type DataColumn } from "../../../components/ui/data-table";
import { Spinner } from "../../../components/ui/spinner";
import { useToast } from "../../../components/ui/toast";
import { formatDate, localToday } from "../../../lib/format-date";
import { formatCents } from "../../../lib/format-money";
import { sessionEnded } from "../../../lib/session-ended";
import { agingCsvPath, agingQueryOptions, downloadAgingCsv } from "./queries";
import styles from "./collections.module.css";

/** The as-of day's errors by field, with the contract's words; none when it is empty (today). */
function checkAsOf(asOf: string, today: string): Record<string, string> {
  if (!asOf) return {};
  const result = v.safeParse(AgingQuery, { asOf });
  if (!result.success) return fieldIssues(result.issues);
  return asOf > today ? { asOf: FUTURE_AS_OF } : {};
}

/** The day the aging is as of: a date field whose Show puts it in the address (empty: today). */
function AsOfForm({ asOf, onAsOf }: { asOf: string; onAsOf: (asOf: string | undefined) => void }) {
  const formElement = useRef<HTMLFormElement>(null);
  const today = localToday();
  const form = useAppForm({
    defaultValues: { asOf },
    validationLogic: formValidationLogic,
    validators: {
      onDynamic: ({ value }) => {
        const errors = checkAsOf(value.asOf, today);
        return Object.keys(errors).length > 0 ? { fields: errors } : undefined;
      },
    },
    onSubmit: ({ value }) => onAsOf(value.asOf || undefined),
    onSubmitInvalid: () => focusFirstInvalid(formElement.current),
  });
  return (
    <form
      ref={formElement}
      className={styles.asOfForm}
      noValidate
      aria-label="Aging as of a day"
      onSubmit={submitWith(form)}
    >
      <form.AppField name="asOf">
        {(field) => (
          <field.TextField
            label="As of"
            type="date"
            max={today}
            hint="What was open at the end of that day, at its balance then."
          />
        )}
      </form.AppField>
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </form>
  );
}

/** The CSV of the table shown: a link (it works before the app runs), fetched with the session. */
function CsvLink({ asOf }: { asOf: string }) {
  const { toast } = useToast();
  const download = useMutation({
    mutationFn: () => downloadAgingCsv(asOf),
    onError: (error) => {
      if (!sessionEnded(error))
        toast({
          title: "Error",
          description: "The CSV could not be downloaded. Try again.",
          variant: "destructive",
        });
    },
  });
  return (
    <ButtonAnchor
      href={agingCsvPath(asOf)}
      download
      variant="outline"
      size="sm"
      aria-disabled={download.isPending || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (!download.isPending) download.mutate();
      }}
    >
      {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
      Download CSV
    </ButtonAnchor>
  );
}

const invoices = (count: number) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? "invoice" : "invoices"}`;

/** An amount in a bucket; nothing owed there reads quieter. */
const amount = (cents: number) => (
  <span className={cents === 0 ? styles.zero : undefined}>{formatCents(cents)}</span>
);

const columns: DataColumn<AgingBroker>[] = [
  { header: "Broker", rowHeader: true, cell: (line) => <span className={styles.strong}>{line.broker}</span> },
  { header: "Invoices", alignEnd: true, className: styles.number, cell: (line) => line.invoiceCount },
  ...agingBuckets.map((bucket): DataColumn<AgingBroker> => ({
    header: bucket.label,
    alignEnd: true,
    className: styles.number,
    cell: (line) => amount(line.cents[bucket.key]),
  })),
  {
    header: "Total",
    alignEnd: true,
    className: styles.number,
    cell: (line) => <span className={styles.strong}>{formatCents(line.totalCents)}</span>,
  },
];

/** The totals of every bucket, above the brokers' lines. */
function Totals({ totals }: { totals: AgingFigures }) {
  return (
    <dl className={styles.totals}>
      <div className={styles.total}>
        <dt>All open</dt>
        <dd>
          <span className={styles.totalAmount}>{formatCents(totals.totalCents)}</span>
          <span className={styles.muted}>{invoices(totals.invoiceCount)}</span>
        </dd>
      </div>
      {agingBuckets.map((bucket) => (
        <div
          key={bucket.key}
          className={styles.total}
          data-late={
            (bucket.key === "61-90" || bucket.key === "90+") && totals.cents[bucket.key] > 0 ? "" : undefined
          }
        >
          <dt>{bucket.label}</dt>
          <dd>
            <span className={styles.totalAmount}>{formatCents(totals.cents[bucket.key])}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The staff "Aging" screen: what brokers owe on funded invoices as of a day, by days since funding,
 * a line per broker, with its CSV (docs/decisions/0212-aging-and-collections.md).
 */
export function AgingScreen({
  asOf,
  onAsOf,
}: {
  asOf: string | undefined;
  onAsOf: (asOf: string | undefined) => void;
}) {
  const { data: aging } = useSuspenseQuery(agingQueryOptions(asOf));
  const day = formatDate(aging.asOf);
  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <AsOfForm key={aging.asOf} asOf={aging.asOf} onAsOf={onAsOf} />
        <ButtonLink to="/admin/collections" variant="outline" size="sm">
          <ListChecks aria-hidden="true" />
          Collections queue
        </ButtonLink>
      </div>
      <section className={styles.panel} aria-labelledby="aging-heading">
        <div className={styles.panelBar}>
          <h2 id="aging-heading" className={styles.panelTitle}>
            Open balance by broker as of {day}
          </h2>
          <p className={styles.panelSummary}>Days since funding; most owed first.</p>
          <CsvLink asOf={aging.asOf} />
        </div>
        <Totals totals={aging.totals} />
        {aging.brokers.length === 0 ? (
          <div className={styles.empty}>
            <Inbox aria-hidden="true" size={32} />
            <p>No funded invoice was open on {day}.</p>
          </div>
        ) : (
          <DataTable
            label={`Aging by broker as of ${day}`}
            caption={`Open balance by broker as of ${day}, by days since funding`}
            columns={columns}
            rows={aging.brokers}
            rowKey={(line) => line.brokerKey}
            className={styles.table}
          />
        )}
      </section>
    </div>
  );
}
