import { CircleAlert, CloudUpload, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useRef, useState, type ComponentType } from "react";
import { Button, ButtonAnchor } from "../../../components/ui/button";
import { ConfirmDiscard } from "../../../components/ui/confirm-discard";
import type { Locale } from "../../../../api/contract/words";
import { localizedPath } from "../../../lib/locale";
import * as m from "../../../paraglide/messages";
import { companyOf, requestWords } from "./messages";
import type { OutboxRecord } from "./outbox";
import { discardRequest, sendOneNow } from "./outbox-actions";
import styles from "./outbox-indicator.module.css";
import { clockKeptWhole } from "../../../lib/format-date";
import { lazy } from "../../../lib/lazy";
import { formPaths } from "../form/form-paths";

// Made on first use: form pages fetch this module ahead, and making a date format costs a slow phone a
// long task while the page starts.
// English pages keep the browser's own formats; Spanish ones write "es-US" dates and times.
const formatsIn = (language: string | undefined) => ({
  savedAt: lazy(() => new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" })),
  clockTime: lazy(() => new Intl.DateTimeFormat(language, { timeStyle: "short" })),
});
const formats = { en: formatsIn(undefined), es: formatsIn("es-US") } satisfies Record<Locale, unknown>;

function statusOf(record: OutboxRecord, locale: Locale): string {
  if (record.state === "sending") return m.forms_sending({}, { locale });
  if (record.state === "refused")
    return m.forms_not_accepted(
      { error: record.lastError ?? m.forms_refused_default({}, { locale }) },
      { locale },
    );
  if ((record.notBefore ?? 0) > Date.now()) {
    return m.forms_server_wait(
      { time: clockKeptWhole(formats[locale].clockTime().format(record.notBefore)) },
      { locale },
    );
  }
  return record.attempts > 0
    ? m.forms_waiting_signal({}, { locale })
    : m.forms_waiting_to_send({}, { locale });
}

function WaitingRequest({
  record,
  locale,
  onFixing,
  onDiscarded,
}: {
  record: OutboxRecord;
  locale: Locale;
  onFixing: () => void;
  onDiscarded: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const company = companyOf(record, locale);
  const text = requestWords(record.kind, locale);
  // A refused request is fixed on the form it was written on.
  const formPath = localizedPath(formPaths[record.kind], record.locale ?? locale);
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
        {m.forms_saved_at({ label: text.label }, { locale })}{" "}
        <time dateTime={new Date(record.createdAt).toISOString()}>
          {clockKeptWhole(formats[locale].savedAt().format(record.createdAt))}
        </time>
      </p>
      <p className={styles.status}>
        {record.state === "refused" ? <CircleAlert aria-hidden="true" /> : null}
        {working ? m.forms_sending({}, { locale }) : statusOf(record, locale)}
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
          label={m.forms_discard_label({ company }, { locale })}
          question={m.forms_discard_question({}, { locale })}
          onDiscard={() => void discard()}
          onKeep={() => setConfirming(false)}
        />
      ) : (
        <div className={styles.actions}>
          {record.state === "refused" ? (
            <ButtonAnchor
              size="sm"
              variant="secondary"
              href={`${formPath}?draft=${encodeURIComponent(record.idempotencyKey)}`}
              onClick={onFixing}
            >
              {m.forms_fix_resend({}, { locale })}
            </ButtonAnchor>
          ) : (
            <Button size="sm" variant="secondary" disabled={sending} onClick={() => void sendNow()}>
              {sending ? m.forms_sending({}, { locale }) : m.forms_send_now({}, { locale })}
            </Button>
          )}
          <Button size="sm" variant="outline" disabled={sending} onClick={() => setConfirming(true)}>
            {m.forms_discard({}, { locale })}
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
  /** How many there are, in the screen's language ("2 facturas"); "2 invoices" from `noun` when absent. */
  counted?: ((count: number) => string) | undefined;
  Rows: ComponentType<{ onFixing: () => void; onDiscarded: () => void }>;
}

/** "1 invoice", "2 invoices": the page's other waiting items, counted, in English. */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** "1 request", "2 solicitudes". */
const requestsCounted = (count: number, locale: Locale) =>
  count === 1 ? m.forms_requests_one({ count }, { locale }) : m.forms_requests_many({ count }, { locale });

/** The header's "Waiting" button and its panel to send or discard the saved requests and invoices. */
export function OutboxPanel({
  records,
  others,
  locale = "en",
}: {
  records: readonly OutboxRecord[];
  others?: OtherWaiting | undefined;
  locale?: Locale | undefined;
}) {
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const otherCount = others?.count ?? 0;

  const refused = records.filter((record) => record.state === "refused").length + (others?.refused ?? 0);
  const count = records.length + otherCount;
  const waiting = [
    records.length > 0 || otherCount === 0 ? requestsCounted(records.length, locale) : "",
    others && otherCount > 0 ? (others.counted?.(otherCount) ?? counted(otherCount, others.noun)) : "",
  ].filter(Boolean);
  const attention =
    refused === 0
      ? ""
      : refused === 1
        ? m.forms_attention_one({ count: refused }, { locale })
        : m.forms_attention_many({ count: refused }, { locale });
  const name =
    m.forms_waiting_name({ waiting: waiting.join(m.forms_waiting_and({}, { locale })) }, { locale }) +
    attention;

  return (
    // Not modal: a modal dialog's scroll lock injects a <style> element, which the Content-Security-Policy refuses.
    <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <Dialog.Trigger className={styles.trigger} aria-label={name} data-attention={refused ? "" : undefined}>
        {refused ? <CircleAlert aria-hidden="true" /> : <CloudUpload aria-hidden="true" />}
        <span className={styles.triggerText} aria-hidden="true">
          {m.forms_waiting({}, { locale })}
        </span>
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className={styles.panel}>
          <div className={styles.panelHead}>
            <Dialog.Title className={styles.heading} ref={heading} tabIndex={-1}>
              {m.forms_waiting_title({}, { locale })}
            </Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={m.forms_close({}, { locale })}>
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.intro}>
            {m.forms_waiting_intro({}, { locale })}
          </Dialog.Description>
          <ul className={styles.list}>
            {records.map((record) => (
              <WaitingRequest
                key={record.idempotencyKey}
                record={record}
                locale={locale}
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
