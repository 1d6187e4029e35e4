import { useStore } from "@tanstack/react-form";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, Plus, Send, Trash2 } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import {
  invoiceTotalCents,
  parseDollars,
  REQUIRED_DOCUMENTS,
  type DocumentKind,
} from "../../../../api/contract/invoice";
import type { BrokerCheckAnswer } from "../../../../api/contract/brokers";
import type { Locale } from "../../../../api/contract/words";
import { useLocale } from "../../../components/layout/locale-context";
import { Button } from "../../../components/ui/button";
import { ButtonLink } from "../../../components/ui/button-link";
import { Notice } from "../../../components/ui/notice";
import { KeepWhole } from "../../../components/ui/keep-whole";
import { company } from "../../../content/company";
import { randomUuid } from "../../../lib/random-uuid";
import {
  focusFirstInvalid,
  formStyles,
  formValidationLogic,
  useAppForm,
} from "../../../components/form/form";
import * as m from "../../../paraglide/messages";
import { daysBetween, formatInvoiceDate, localToday, STALE_DELIVERY_DAYS } from "../dates";
import {
  invoiceFormDefaults,
  invoiceFormIssues,
  invoiceFormSchemaIn,
  loadDetailsOf,
  numberedPages,
  pagesToKeep,
  type DraftPage,
  type InvoiceFormValues,
} from "../invoice-form";
import { extraName, extraOptions, sheets } from "../invoice-words";
import { estimatedAdvanceCents, formatCents } from "../money";
import {
  keepStorage,
  LOW_SPACE_BYTES,
  prepareToSend,
  requestBackgroundSync,
  sendPacketNow,
  type StorageNote,
} from "../packets/packet-actions";
import type { InvoicePacket } from "../packets/packet-db";
import { usePackets } from "../packets/packet-store";
import { reasonIn } from "../packets/reasons";
import { formatBytes } from "../packets/progress";
import { warningText } from "../quality";
import { sameLoadOptions } from "../queries";
import { BrokerAdvice, BrokerSuggestions, NoFundWarning, useBrokerLookup } from "./broker-advice";
import { DocumentPages } from "./document-pages";
import { PacketStatus } from "./packet-status";
import { useAnnouncer } from "./use-announcer";
import styles from "./invoices.module.css";
import { BackLink } from "../../../components/ui/back-link";

const STEPS = [{ id: "load" }, { id: "documents" }, { id: "review" }] as const;
type Step = (typeof STEPS)[number]["id"];

/** A step's name, in the driver's language. */
function stepName(step: Step, locale: Locale): string {
  if (step === "load") return m.invoices_step_load({}, { locale });
  return step === "documents"
    ? m.invoices_step_documents({}, { locale })
    : m.invoices_step_review({}, { locale });
}

/** Which step shows a field, by the first part of its path. */
const stepOfField: Record<string, Step> = {
  brokerName: "load",
  loadNumber: "load",
  amount: "load",
  extras: "load",
  pickupDate: "load",
  deliveryDate: "load",
  note: "load",
  pages: "documents",
};

const fieldName = (path: readonly (string | number)[]) =>
  path
    .map((part, index) => (typeof part === "number" ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join("");

/** Dollars as the form shows a stored amount (2450.5 -> "2450.50"). */
const dollarsText = (cents: number) => (cents / 100).toFixed(2);

function Steps({ step }: { step: Step }) {
  const locale = useLocale();
  const current = STEPS.findIndex((each) => each.id === step);
  return (
    <ol className={styles.steps} aria-label={m.invoices_steps_label({}, { locale })}>
      {STEPS.map((each, index) => (
        <li
          key={each.id}
          className={styles.step}
          data-done={index < current ? "" : undefined}
          aria-current={index === current ? "step" : undefined}
        >
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          {stepName(each.id, locale)}
        </li>
      ))}
    </ol>
  );
}

/** What the packet shows once submitted: its live status, then the reference. */
function Submitted({
  packet,
  storage,
  onAnother,
}: {
  packet: InvoicePacket | undefined;
  storage: StorageNote;
  onAnother: () => void;
}) {
  const said = { locale: useLocale() };
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const sent = packet?.state === "sent";
  const inMemory = packet?.onlyInMemory === true;
  return (
    <div className={styles.submitted}>
      <h2 ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {sent
          ? m.invoices_sent_title({}, said)
          : inMemory
            ? m.invoices_sending_title({}, said)
            : m.invoices_saved_title({}, said)}
      </h2>
      <p className={styles.lead}>
        {sent ? (
          <KeepWhole text={m.invoices_sent_lead({ reference: packet.reference ?? "" }, said)} />
        ) : inMemory ? (
          m.invoices_sending_lead({}, said)
        ) : (
          m.invoices_saved_lead({}, said)
        )}
      </p>
      {storage.available !== undefined && storage.available < LOW_SPACE_BYTES ? (
        <Notice tone="info" title={m.invoices_low_space_title({}, said)}>
          {m.invoices_low_space({ size: formatBytes(storage.available) }, said)}
        </Notice>
      ) : null}
      {packet ? <PacketStatus packet={packet} /> : null}
      <div className={styles.buttonRow}>
        <Button variant="secondary" onClick={onAnother}>
          <Plus aria-hidden="true" />
          {m.invoices_send_another({}, said)}
        </Button>
        <ButtonLink to="/invoices" variant="outline">
          {m.invoices_all_invoices({}, said)}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The new-invoice flow: load details, documents, review, Submit (works with no signal). */
export function NewInvoiceFlow({ packetId }: { packetId?: string | undefined }) {
  const locale = useLocale();
  const said = { locale };
  const schema = useMemo(() => invoiceFormSchemaIn(locale), [locale]);
  const [step, setStep] = useState<Step>("load");
  const [submitted, setSubmitted] = useState<{ id: string; storage: StorageNote } | null>(null);
  const [fixing, setFixing] = useState<InvoicePacket>();
  /** The code that keeps and sends could not load (no signal and no service worker to serve it). */
  const [notLoaded, setNotLoaded] = useState(false);
  const [message, announce] = useAnnouncer();
  const formElement = useRef<HTMLFormElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const pagesErrorId = useId();
  const brokerListId = useId();
  const packets = usePackets();
  const today = localToday();

  const form = useAppForm({
    defaultValues: invoiceFormDefaults,
    validationLogic: formValidationLogic,
    validators: { onDynamic: schema },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      const storage = await keepStorage();
      const pages = pagesToKeep(value.pages);
      setNotLoaded(false);
      // Kept on the phone where it can be, else in this page's memory: either way it goes now.
      const packets = await import("../packets/packets").catch(() => undefined);
      if (!packets) {
        setNotLoaded(true);
        return;
      }
      const saved = await packets.savePacket(
        { idempotencyKey: randomUuid(), kind: "invoice", load: loadDetailsOf(value), locale },
        pages,
        fixing?.idempotencyKey,
      );
      setSubmitted({ id: saved.idempotencyKey, storage });
      setFixing(undefined);
      form.reset();
      setStep("load");
      void sendPacketNow(saved.idempotencyKey);
      void requestBackgroundSync();
    },
    onSubmitInvalid: ({ value }) => {
      const [first] = invoiceFormIssues(value, localToday(), locale);
      const target = first ? stepOfField[String(first.path[0])] : undefined;
      if (target) setStep(target);
      focusFirstInvalid(formElement.current);
    },
  });

  // A refused packet comes back into the form to be fixed; its good pages keep their uploads.
  useEffect(() => {
    if (!packetId) return;
    let cancelled = false;
    void (async () => {
      const { getPacket, getPacketFiles } = await import("../packets/packets");
      const packet = await getPacket(packetId);
      if (!packet || packet.state !== "refused" || packet.kind !== "invoice" || !packet.load || cancelled)
        return;
      const files = new Map((await getPacketFiles(packet.idempotencyKey)).map((file) => [file.pageId, file]));
      const pages = packet.pages.flatMap((page): DraftPage[] => {
        const file = files.get(page.id);
        if (!file) return [];
        return [
          {
            id: page.id,
            documentKind: page.documentKind,
            name: m.invoices_page_number({ order: page.order }, { locale }),
            state: page.error ? "failed" : "ready",
            ...(page.error ? { error: page.error } : {}),
            ...(page.uploadId && !page.error ? { uploadId: page.uploadId } : {}),
            page: {
              blob: file.blob,
              contentType: page.contentType,
              sha256: page.sha256,
              thumbnail: file.thumbnail,
              width: 0,
              height: 0,
              warnings: page.warnings,
              measures: null,
              originalBytes: page.size,
              elapsedMs: 0,
            },
          },
        ];
      });
      const load = packet.load;
      // The packet's values, not new defaults: otherwise the form's next render puts its own
      // defaults back over them (TanStack Form resets an untouched form whose defaults change).
      form.reset(
        {
          brokerName: load.brokerName,
          loadNumber: load.loadNumber,
          amount: dollarsText(load.amountCents),
          extras: load.extras.map((extra) => ({
            kind: extra.kind,
            label: extra.label,
            amount: dollarsText(extra.amountCents),
          })),
          pickupDate: load.pickupDate,
          deliveryDate: load.deliveryDate,
          note: load.note,
          pages,
        },
        { keepDefaultValues: true },
      );
      setFixing(packet);
      // Opened from "Fix and resend" on this very screen (a packet in this page's memory): the form
      // takes the place of what was shown after the last Submit.
      setSubmitted(null);
      setStep("load");
    })();
    return () => {
      cancelled = true;
    };
  }, [packetId, form, locale]);

  useEffect(() => {
    stepHeading.current?.focus();
  }, [step]);

  // Said before Submit where this phone cannot keep the invoice: it will go from this page.
  const [prepared, setPrepared] = useState<{ canKeep: boolean }>();
  const canKeep = prepared?.canKeep ?? true;
  useEffect(() => {
    let current = true;
    void prepareToSend().then((ready) => current && setPrepared(ready));
    return () => {
      current = false;
    };
  }, []);

  // Only the parts that show them follow the values: a change elsewhere (a page's scan
  // finishing) does not re-render the whole form.
  const amount = useStore(form.store, (state) => state.values.amount);
  const extraAmounts = useStore(form.store, (state) =>
    state.values.extras.map((extra) => extra.amount).join("|"),
  );
  const deliveryDate = useStore(form.store, (state) => state.values.deliveryDate);
  const broker = useBrokerLookup(useStore(form.store, (state) => state.values.brokerName));
  const totalCents = invoiceTotalCents({
    amountCents: parseDollars(amount) ?? 0,
    extras: (extraAmounts ? extraAmounts.split("|") : []).map((each) => ({
      amountCents: parseDollars(each) ?? 0,
    })),
  });
  const stale =
    deliveryDate && deliveryDate <= today && daysBetween(deliveryDate, today) > STALE_DELIVERY_DAYS;

  /** Shows the step's problems (and stays) or moves on; messages fixed since are cleared either way. */
  const goTo = async (target: Step) => {
    await form.validate("blur");
    const order = STEPS.findIndex((each) => each.id === target);
    if (order > STEPS.findIndex((each) => each.id === step)) {
      const issues = invoiceFormIssues(form.state.values, today, locale).filter(
        (issue) => STEPS.findIndex((each) => each.id === stepOfField[String(issue.path[0])]) < order,
      );
      if (issues.length > 0) {
        for (const issue of issues) {
          form.setFieldMeta(fieldName(issue.path) as never, (meta) => ({
            ...meta,
            isTouched: true,
            isBlurred: true,
          }));
        }
        await form.validate("blur");
        const first = stepOfField[String(issues[0]!.path[0])];
        if (first && first !== step) setStep(first);
        else focusFirstInvalid(formElement.current);
        announce(
          issues.length === 1
            ? m.invoices_attention_one({}, said)
            : m.invoices_attention_many({ count: issues.length }, said),
        );
        return;
      }
    }
    setStep(target);
  };

  const submittedPacket = submitted
    ? packets.find((packet) => packet.idempotencyKey === submitted.id)
    : undefined;

  return (
    <div className={styles.flow}>
      <BackLink to="/client-dashboard">{m.invoices_client_portal({}, said)}</BackLink>
      <h1 className={styles.title}>{m.invoices_submit_an_invoice({}, said)}</h1>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {message}
      </div>
      {submitted ? (
        <Submitted
          packet={submittedPacket}
          storage={submitted.storage}
          onAnother={() => {
            setSubmitted(null);
            setStep("load");
          }}
        />
      ) : (
        <>
          <Steps step={step} />
          {fixing ? (
            <Notice tone="error" title={m.invoices_fix_title({}, said)}>
              {fixing.lastError === undefined ? undefined : reasonIn(fixing.lastError, locale)}
            </Notice>
          ) : null}
          <form
            ref={formElement}
            className={styles.form}
            noValidate
            aria-label={m.invoices_new_form_label({}, said)}
            data-ready-to-send={prepared ? "" : undefined}
            onSubmit={(event) => {
              event.preventDefault();
              if (step !== "review") void goTo(step === "load" ? "documents" : "review");
              // Messages the validator placed earlier (a page was missing) are checked again first:
              // the form hook refuses to submit while any is left, even one the driver has since fixed.
              else void Promise.resolve(form.validate("blur")).then(() => form.handleSubmit());
            }}
          >
            <h2 ref={stepHeading} tabIndex={-1} className={styles.sectionTitle}>
              {stepName(step, locale)}
            </h2>

            <div hidden={step !== "load"} className={styles.stepBody}>
              <p className={formStyles.legendNote}>{m.invoices_required_note({}, said)}</p>
              <div className={formStyles.grid}>
                <form.AppField name="brokerName">
                  {(field) => (
                    <field.TextField
                      label={m.invoices_broker({}, said)}
                      required
                      autoComplete="off"
                      maxLength={120}
                      list={brokerListId}
                    />
                  )}
                </form.AppField>
                <BrokerSuggestions id={brokerListId} answers={broker.answers} />
                <form.AppField name="loadNumber">
                  {(field) => (
                    <field.TextField
                      label={m.invoices_load_number({}, said)}
                      required
                      autoComplete="off"
                      autoCapitalize="characters"
                      maxLength={60}
                    />
                  )}
                </form.AppField>
                <BrokerAdvice exact={broker.exact} className={formStyles.wide} />
                <form.AppField name="amount">
                  {(field) => (
                    <field.TextField
                      label={m.invoices_amount_label({}, said)}
                      required
                      prefix="$"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="2450.00"
                      hint={m.invoices_amount_hint({}, said)}
                    />
                  )}
                </form.AppField>
                <form.AppField name="pickupDate">
                  {(field) => (
                    <field.TextField
                      label={m.invoices_pickup_date({}, said)}
                      type="date"
                      required
                      max={today}
                    />
                  )}
                </form.AppField>
                <form.AppField name="deliveryDate">
                  {(field) => (
                    <field.TextField
                      label={m.invoices_delivery_date({}, said)}
                      type="date"
                      required
                      max={today}
                    />
                  )}
                </form.AppField>
                {stale ? (
                  <Notice tone="info" className={formStyles.wide}>
                    {m.invoices_stale({ days: STALE_DELIVERY_DAYS }, said)}
                  </Notice>
                ) : null}
              </div>

              <form.AppField name="extras" mode="array">
                {(extras) => (
                  <fieldset className={styles.extras}>
                    <legend className={styles.extrasLegend}>{m.invoices_extras_legend({}, said)}</legend>
                    <p className={styles.hint}>{m.invoices_extras_hint({}, said)}</p>
                    {extras.state.value.map((extra, index) => (
                      <div key={index} className={styles.extraRow}>
                        <form.AppField name={`extras[${index}].kind`}>
                          {(field) => (
                            <field.SelectField
                              label={m.invoices_charge({ number: index + 1 }, said)}
                              options={extraOptions(locale)}
                              placeholder={m.invoices_charge_kind_placeholder({}, said)}
                            />
                          )}
                        </form.AppField>
                        {extra.kind === "other" ? (
                          <form.AppField name={`extras[${index}].label`}>
                            {(field) => (
                              <field.TextField
                                label={m.invoices_charge_label({ number: index + 1 }, said)}
                                maxLength={60}
                              />
                            )}
                          </form.AppField>
                        ) : null}
                        <form.AppField name={`extras[${index}].amount`}>
                          {(field) => (
                            <field.TextField
                              label={m.invoices_charge_amount({ number: index + 1 }, said)}
                              prefix="$"
                              inputMode="decimal"
                              autoComplete="off"
                            />
                          )}
                        </form.AppField>
                        <Button
                          size="sm"
                          variant="ghost"
                          className={styles.extraRemove}
                          aria-label={
                            extra.kind
                              ? m.invoices_charge_remove_kind(
                                  { number: index + 1, kind: extraName(extra.kind, locale) },
                                  said,
                                )
                              : m.invoices_charge_remove({ number: index + 1 }, said)
                          }
                          onClick={() => extras.removeValue(index)}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </div>
                    ))}
                    {extras.state.meta.errors.length > 0 && extras.state.meta.isBlurred ? (
                      <p className={formStyles.error} role="alert">
                        {String(
                          (extras.state.meta.errors[0] as { message?: string } | undefined)?.message ??
                            extras.state.meta.errors[0],
                        )}
                      </p>
                    ) : null}
                    {extras.state.value.length < 10 ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => {
                          extras.pushValue({ kind: "", label: "", amount: "" });
                          announce(m.invoices_charge_added({ number: extras.state.value.length + 1 }, said));
                        }}
                      >
                        <Plus aria-hidden="true" />
                        {m.invoices_charge_add({}, said)}
                      </Button>
                    ) : null}
                  </fieldset>
                )}
              </form.AppField>

              <form.AppField name="note">
                {(field) => (
                  <field.TextareaField
                    label={m.invoices_note_label({}, said)}
                    rows={3}
                    maxLength={1000}
                    hint={m.invoices_note_hint({}, said)}
                  />
                )}
              </form.AppField>
            </div>

            <div hidden={step !== "documents"} className={styles.stepBody}>
              <form.Field name="pages">
                {(field) => {
                  const attempted = field.state.meta.isBlurred || form.state.submissionAttempts > 0;
                  // Every message at once: a missing document and an unreadable page are both to fix.
                  const messages = attempted
                    ? (field.state.meta.errors as ({ message?: string } | string | undefined)[])
                        .map((error) => (typeof error === "string" ? error : error?.message))
                        .filter((message): message is string => Boolean(message))
                    : [];
                  const text = messages.length > 0 ? messages.join(". ") : undefined;
                  return (
                    <>
                      {messages.length > 0 ? (
                        <div
                          id={pagesErrorId}
                          className={`${formStyles.error} ${styles.errorList}`}
                          role="alert"
                        >
                          {messages.map((message) => (
                            <p key={message}>{message}</p>
                          ))}
                        </div>
                      ) : null}
                      <DocumentPages
                        pages={field.state.value}
                        onChange={(change) => {
                          form.setFieldValue("pages", (pages) => change(pages));
                          // A shown message ("add the BOL") goes as soon as the page is there.
                          if (text) void form.validate("blur");
                        }}
                        announce={announce}
                        required={REQUIRED_DOCUMENTS}
                        error={text}
                        errorId={pagesErrorId}
                      />
                    </>
                  );
                }}
              </form.Field>
            </div>

            <div hidden={step !== "review"} className={styles.stepBody}>
              {step === "review" ? (
                <form.Subscribe selector={(state) => state.values}>
                  {(values) => (
                    <Review
                      values={values}
                      totalCents={totalCents}
                      noFund={broker.exact?.verdict === "no-fund" ? broker.exact : undefined}
                    />
                  )}
                </form.Subscribe>
              ) : null}
              {notLoaded ? (
                <Notice tone="error" role="alert">
                  {m.invoices_not_ready_to_send({}, said)}
                </Notice>
              ) : null}
            </div>

            <div className={styles.totals} aria-live="polite">
              <p>
                <span>{m.invoices_total({}, said)}</span>
                <strong>{formatCents(totalCents, locale)}</strong>
              </p>
              <p>
                <span>{m.invoices_estimated_advance({ percent: company.maxAdvancePercent }, said)}</span>
                <strong>{formatCents(estimatedAdvanceCents(totalCents), locale)}</strong>
              </p>
              <p className={styles.totalsNote}>
                {m.invoices_estimate_note({ percent: company.maxAdvancePercent }, said)}
              </p>
            </div>

            <div className={styles.buttonRow}>
              {step !== "load" ? (
                <Button variant="outline" onClick={() => void goTo(step === "review" ? "documents" : "load")}>
                  <ArrowLeft aria-hidden="true" />
                  {m.invoices_back({}, said)}
                </Button>
              ) : null}
              {step === "review" ? (
                <form.Subscribe selector={(state) => state.isSubmitting}>
                  {(submitting) => (
                    <Button type="submit" disabled={submitting}>
                      <Send aria-hidden="true" />
                      {submitting ? m.invoices_saving({}, said) : m.invoices_submit_invoice({}, said)}
                    </Button>
                  )}
                </form.Subscribe>
              ) : (
                <Button type="submit">
                  {m.invoices_next_step(
                    { step: stepName(step === "load" ? "documents" : "review", locale) },
                    said,
                  )}
                  <ArrowRight aria-hidden="true" />
                </Button>
              )}
            </div>
            {step === "review" ? (
              <p className={styles.hint}>
                {canKeep ? m.invoices_no_signal_submit({}, said) : m.invoices_cannot_keep_submit({}, said)}
              </p>
            ) : null}
          </form>
        </>
      )}
    </div>
  );
}

/**
 * The same broker and load was sent from this account before: said before
 * sending, which stays possible (docs/decisions/0110-duplicate-invoices.md).
 */
function SameLoadWarning({ broker, load }: { broker: string; load: string }) {
  const locale = useLocale();
  const earlier = useQuery(sameLoadOptions(broker, load)).data ?? [];
  if (earlier.length === 0) return null;
  const references = earlier.map((each) => each.reference);
  return (
    <Notice
      tone="info"
      role="status"
      title={
        <>
          {m.invoices_same_load_before({}, { locale })}{" "}
          {references.map((reference, index) => (
            <span key={reference}>
              {index === 0
                ? ""
                : index === references.length - 1
                  ? ` ${m.invoices_and({}, { locale })} `
                  : ", "}
              <span className={styles.reference}>{reference}</span>
            </span>
          ))}
          .
        </>
      }
    >
      {m.invoices_same_load_text({}, { locale })}
    </Notice>
  );
}

/** A document's short name in the review's list of pages that may be hard to read. */
function shortDocument(kind: DocumentKind, locale: Locale): string {
  if (kind === "bol-pod") return m.invoices_short_bol({}, { locale });
  return kind === "receipt"
    ? m.invoices_short_receipt({}, { locale })
    : m.invoices_short_rate({}, { locale });
}

function Review({
  values,
  totalCents,
  noFund,
}: {
  values: InvoiceFormValues;
  totalCents: number;
  /** The broker typed, when it is one we cannot fund: said again before Submit. */
  noFund: BrokerCheckAnswer | undefined;
}) {
  const locale = useLocale();
  const said = { locale };
  const pages = numberedPages(values.pages);
  const bytes = pages.reduce((sum, page) => sum + (page.page?.blob.size ?? 0), 0);
  const warned = pages.filter((page) => (page.page?.warnings.length ?? 0) > 0);
  return (
    <div className={styles.review}>
      <dl className={styles.facts}>
        <div>
          <dt>{m.invoices_broker({}, said)}</dt>
          <dd>{values.brokerName || "-"}</dd>
        </div>
        <div>
          <dt>{m.invoices_load_number({}, said)}</dt>
          <dd>{values.loadNumber || "-"}</dd>
        </div>
        <div>
          <dt>{m.invoices_invoice_amount({}, said)}</dt>
          <dd>{formatCents(parseDollars(values.amount) ?? 0, locale)}</dd>
        </div>
        {values.extras.map((extra, index) => (
          <div key={index}>
            <dt>
              {extra.kind === "other"
                ? extra.label || extraName("other", locale)
                : extraName(extra.kind, locale)}
            </dt>
            <dd>{formatCents(parseDollars(extra.amount) ?? 0, locale)}</dd>
          </div>
        ))}
        <div>
          <dt>{m.invoices_total({}, said)}</dt>
          <dd>
            <strong>{formatCents(totalCents, locale)}</strong>
          </dd>
        </div>
        <div>
          <dt>{m.invoices_pickup({}, said)}</dt>
          <dd>{values.pickupDate ? formatInvoiceDate(values.pickupDate, locale) : "-"}</dd>
        </div>
        <div>
          <dt>{m.invoices_delivery({}, said)}</dt>
          <dd>{values.deliveryDate ? formatInvoiceDate(values.deliveryDate, locale) : "-"}</dd>
        </div>
        {values.note.trim() ? (
          <div className={styles.factWide}>
            <dt>{m.invoices_note({}, said)}</dt>
            <dd>{values.note}</dd>
          </div>
        ) : null}
        <div className={styles.factWide}>
          <dt>{m.invoices_documents({}, said)}</dt>
          <dd>
            {m.invoices_review_documents(
              { pages: sheets(pages.length, locale), size: formatBytes(bytes) },
              said,
            )}
          </dd>
        </div>
      </dl>
      {noFund ? <NoFundWarning broker={noFund} /> : null}
      <SameLoadWarning broker={values.brokerName} load={values.loadNumber} />
      {warned.length > 0 ? (
        <Notice
          tone="info"
          title={
            warned.length === 1
              ? m.invoices_hard_to_read_one({}, said)
              : m.invoices_hard_to_read_many({ count: warned.length }, said)
          }
        >
          <ul className={styles.warnList}>
            {warned.map((page) => (
              <li key={page.id}>
                {m.invoices_hard_to_read_item(
                  {
                    document: shortDocument(page.documentKind, locale),
                    order: page.order,
                    findings: page
                      .page!.warnings.map((warning) => warningText(warning, locale).toLowerCase())
                      .join(", "),
                  },
                  said,
                )}
              </li>
            ))}
          </ul>
          {m.invoices_hard_to_read_text({}, said)}
        </Notice>
      ) : null}
    </div>
  );
}
