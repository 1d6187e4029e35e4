import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Link2, Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { AliasOutcome, InvoiceBroker } from "../../../../api/contract/brokers";
import type { StaffInvoiceWithMoney } from "../../../../api/contract/money";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/field";
import { needsNoticeMark, NoticeMark } from "../../../components/ui/notice-mark";
import { Spinner } from "../../../components/ui/spinner";
import { ApiRequestError } from "../../../lib/api";
import { sessionEnded } from "../../../lib/session-ended";
import { numbersLine } from "./brokers-screen";
import { DecisionBadge, DecisionText } from "./decision-parts";
import { afterInvoiceLinked, brokerChoicesOptions, linkInvoiceToBroker } from "./queries";
import styles from "./brokers.module.css";

/** What linking did with the typed name, in a sentence. */
function linkedMessage(broker: { legalName: string }, alias: AliasOutcome): string {
  const linked = `Linked to ${broker.legalName}.`;
  if (alias.remembered) return `${linked} Invoices typed “${alias.name}” link to it by themselves.`;
  if (alias.heldBy)
    return `${linked} “${alias.name}” is a name of ${alias.heldBy.legalName}, so other invoices typed so still link there.`;
  return linked;
}

/**
 * The broker panel of the staff invoice screen: the name the client typed, the broker of the book it
 * is linked to and its decision, and a search of the book to link it (docs/decisions/0220-broker-book.md).
 * `onLinked` gets the invoice as now stored.
 */
export function InvoiceBrokerPanel({
  reference,
  brokerName,
  broker,
  onLinked,
}: {
  reference: string;
  brokerName: string;
  broker: InvoiceBroker | null;
  onLinked: (invoice: StaffInvoiceWithMoney) => Promise<unknown>;
}) {
  const [searching, setSearching] = useState(false);
  const [message, setMessage] = useState<string>();
  return (
    <aside className={styles.panel} aria-labelledby="invoice-broker-heading">
      <h2 id="invoice-broker-heading" className={styles.panelTitle}>
        Broker
      </h2>
      <p className={styles.typed}>
        <span className={styles.muted}>Typed by the client</span>
        <span className={styles.strong}>{brokerName}</span>
      </p>
      {broker ? (
        <div className={styles.linked}>
          <span className={styles.muted}>In the broker book</span>
          <Link to="/admin/brokers/$brokerId" params={{ brokerId: broker.id }} className={styles.rowLink}>
            {broker.legalName}
          </Link>
          <span className={styles.muted}>{numbersLine({ mcNumber: broker.mcNumber, dotNumber: null })}</span>
          <DecisionBadge decision={broker.decision} />
          {needsNoticeMark(broker) ? (
            <>
              <NoticeMark />
              <span className={styles.muted}>
                {broker.notice === "sent"
                  ? "A notice was sent; its acknowledgement is not recorded yet."
                  : "No notice sent for this client yet: send it from the broker's screen."}
              </span>
            </>
          ) : null}
        </div>
      ) : (
        <p className={styles.note}>Not linked to a broker of the book yet.</p>
      )}
      {searching ? (
        <LinkSearch
          reference={reference}
          current={broker?.id}
          initial={broker ? "" : brokerName}
          onLinked={async (invoice, alias) => {
            await onLinked(invoice);
            setSearching(false);
            setMessage(invoice.broker ? linkedMessage(invoice.broker, alias) : undefined);
          }}
          onCancel={() => setSearching(false)}
        />
      ) : (
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setMessage(undefined);
            setSearching(true);
          }}
        >
          <Link2 aria-hidden="true" />
          {broker ? "Link to another broker" : "Link to a broker"}
        </Button>
      )}
      <p className={styles.saved} role="status">
        {message}
      </p>
    </aside>
  );
}

/** A search of the book (submitted, like the other staff searches), each broker found with "Link". */
function LinkSearch({
  reference,
  current,
  initial,
  onLinked,
  onCancel,
}: {
  reference: string;
  current: string | undefined;
  initial: string;
  onLinked: (invoice: StaffInvoiceWithMoney, alias: AliasOutcome) => Promise<void>;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  // Opened to find a broker: the box takes the focus, its text chosen, ready to be typed over.
  useEffect(() => {
    box.current?.focus();
    box.current?.select();
  }, []);
  const [typed, setTyped] = useState(initial);
  const [q, setQ] = useState(initial.trim());
  const [linking, setLinking] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const choices = useQuery(brokerChoicesOptions(q));
  const link = async (brokerId: string) => {
    setLinking(brokerId);
    setFailure(undefined);
    try {
      const { invoice, alias } = await linkInvoiceToBroker(reference, brokerId);
      await afterInvoiceLinked(queryClient);
      await onLinked(invoice, alias);
    } catch (error) {
      if (sessionEnded(error)) return;
      setFailure(
        error instanceof ApiRequestError
          ? error.message
          : "No answer came (no connection, or the server is down). Link it again.",
      );
    } finally {
      setLinking(undefined);
    }
  };
  return (
    <div className={styles.form}>
      <form
        role="search"
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          setQ(typed.trim());
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          Find a broker of the book by name, alias or MC number
        </label>
        <Input
          ref={box}
          className={styles.searchField}
          id={id}
          type="search"
          value={typed}
          maxLength={100}
          placeholder="Name, alias or MC number"
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="outline" size="sm">
          <Search aria-hidden="true" />
          Find
        </Button>
      </form>
      {q.length < 2 ? (
        <p className={styles.note}>Type at least 2 letters of its name, or its MC number.</p>
      ) : choices.isPending ? (
        <p className={styles.note} role="status">
          <Spinner /> Looking in the book...
        </p>
      ) : choices.isError ? (
        <p className={styles.note} role="alert">
          The book could not be searched: {choices.error.message}
        </p>
      ) : choices.data.length === 0 ? (
        <p className={styles.note}>
          {`No broker of the book matches “${q}”. `}
          <Link to="/admin/brokers" className={styles.rowLink}>
            Add it to the book
          </Link>
          , then link this invoice.
        </p>
      ) : (
        <ul className={styles.choices} aria-label={`Brokers matching “${q}”`}>
          {choices.data.map((choice) => (
            <li key={choice.id}>
              <span className={styles.choice}>
                <span className={styles.strong}>{choice.legalName}</span>
                <span className={styles.muted}>{numbersLine(choice)}</span>
                <DecisionText credit={choice.credit} />
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={linking !== undefined || choice.id === current}
                aria-label={`Link to ${choice.legalName}`}
                onClick={() => void link(choice.id)}
              >
                {linking === choice.id ? <Spinner /> : null}
                {choice.id === current ? "Linked" : "Link"}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failure ? (
        <p className={styles.note} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
