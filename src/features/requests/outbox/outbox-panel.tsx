import { CircleAlert, CloudUpload, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useRef, useState, type ComponentType } from "react";
import { Button, ButtonAnchor } from "../../../components/ui/button";
import { ConfirmDiscard } from "../../../components/ui/confirm-discard";
import { companyOf, submissionText } from "./messages";
import type { OutboxRecord } from "./outbox";
import { discardRequest, sendOneNow } from "./outbox-actions";
import styles from "./outbox-indicator.module.css";
import { lazy } from "../../../lib/lazy";

// Made on first use: form pages fetch this module ahead, and making a date format costs a slow phone a
// long task while the page starts.
const savedAt = lazy(() => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }));
const clockTime = lazy(() => new Intl.DateTimeFormat(undefined, { timeStyle: "short" }));

function statusOf(record: OutboxRecord): string {
  if (record.state === "sending") return "Sending...";
  if (record.state === "refused") return `Not accepted: ${record.lastError ?? "the server refused it"}`;
  if ((record.notBefore ?? 0) > Date.now()) {
    return `Our server asked us to wait. It will be sent by itself at ${clockTime().format(record.notBefore)}.`;
  }
  return record.attempts > 0 ? "Waiting for signal. It will be sent by itself." : "Waiting to be sent.";
}

function WaitingRequest({
  record,
  onFixing,
  onDiscarded,
}: {
  record: OutboxRecord;
  onFixing: () => void;
  onDiscarded: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const company = companyOf(record);
  const text = submissionText[record.kind];
  const sending = record.state === "sending" || working;
  const issues = Object.values(record.issues ?? {});

  const sendNow = async () => {
    setWorking(true);
    await sendOneNow(record.idempotencyKey);
    setWorking(false);
  };
  const discard = async () => {
    if (await discardRequest(record.idempotencyKey, company)) onDiscarded();
    else setConfirming(false);
  };

  return (
    <li className={styles.item} data-state={record.state}>
      <p className={styles.company}>{company}</p>
      <p className={styles.meta}>
        {text.label} · Saved{" "}
        <time dateTime={new Date(record.createdAt).toISOString()}>{savedAt().format(record.createdAt)}</time>
      </p>
      <p className={styles.status}>
        {record.state === "refused" ? <CircleAlert aria-hidden="true" /> : null}
        {working ? "Sending..." : statusOf(record)}
      </p>
      {issues.length > 0 ? (
        <ul className={styles.issues}>
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      ) : null}
      {confirming ? (
        <ConfirmDiscard
          className={styles.actions}
          label={`Discard the request for ${company}?`}
          question="Discard this request? It will not be sent."
          onDiscard={() => void discard()}
          onKeep={() => setConfirming(false)}
        />
      ) : (
        <div className={styles.actions}>
          {record.state === "refused" ? (
            <ButtonAnchor
              size="sm"
              variant="secondary"
              href={`${submissionText[record.kind].formPath}?draft=${encodeURIComponent(record.idempotencyKey)}`}
              onClick={onFixing}
            >
              Fix and resend
            </ButtonAnchor>
          ) : (
            <Button size="sm" variant="secondary" disabled={sending} onClick={() => void sendNow()}>
              {sending ? "Sending..." : "Send now"}
            </Button>
          )}
          <Button size="sm" variant="outline" disabled={sending} onClick={() => setConfirming(true)}>
            Discard
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Other items waiting on this device that the page shows in the same panel
 * (the portal's invoices): how many, how many need the person, and their
 * rows (each an `<li>`), given how to close the panel and where focus goes.
 */
export interface OtherWaiting {
  count: number;
  refused: number;
  /** What one of them is called ("invoice"). */
  noun: string;
  Rows: ComponentType<{ onFixing: () => void; onDiscarded: () => void }>;
}

/** "1 request", "2 invoices": one kind of waiting item, counted. */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** The header's "Waiting" button and its panel to send or discard the saved requests and invoices. */
export function OutboxPanel({
  records,
  others,
}: {
  records: readonly OutboxRecord[];
  others?: OtherWaiting | undefined;
}) {
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const otherCount = others?.count ?? 0;

  const refused = records.filter((record) => record.state === "refused").length + (others?.refused ?? 0);
  const count = records.length + otherCount;
  const waiting = [
    records.length > 0 || otherCount === 0 ? counted(records.length, "request") : "",
    others && otherCount > 0 ? counted(otherCount, others.noun) : "",
  ].filter(Boolean);
  const name =
    `${waiting.join(" and ")} saved on this device` +
    (refused ? `, ${refused} need${refused === 1 ? "s" : ""} your attention` : "");

  return (
    // Not modal: a modal dialog's scroll lock injects a <style> element, which the Content-Security-Policy refuses.
    <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <Dialog.Trigger className={styles.trigger} aria-label={name} data-attention={refused ? "" : undefined}>
        {refused ? <CircleAlert aria-hidden="true" /> : <CloudUpload aria-hidden="true" />}
        <span className={styles.triggerText} aria-hidden="true">
          Waiting
        </span>
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className={styles.panel}>
          <div className={styles.panelHead}>
            <Dialog.Title className={styles.heading} ref={heading} tabIndex={-1}>
              Waiting to send
            </Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.intro}>
            Saved on this device and not yet received by us. Waiting requests and invoices are sent by
            themselves when the signal returns.
          </Dialog.Description>
          <ul className={styles.list}>
            {records.map((record) => (
              <WaitingRequest
                key={record.idempotencyKey}
                record={record}
                onFixing={() => setOpen(false)}
                onDiscarded={() => heading.current?.focus()}
              />
            ))}
            {others ? (
              <others.Rows onFixing={() => setOpen(false)} onDiscarded={() => heading.current?.focus()} />
            ) : null}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
