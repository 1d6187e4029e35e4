import { useStore } from "@tanstack/react-form";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, Plus, Send, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import {
  extraKindOptions,
  invoiceTotalCents,
  parseDollars,
  REQUIRED_DOCUMENTS,
} from "../../../../api/contract/invoice";
import { Button } from "../../../components/ui/button";
import { ButtonLink } from "../../../components/ui/button-link";
import { Notice } from "../../../components/ui/notice";
import { company } from "../../../content/company";
import { randomUuid } from "../../../lib/random-uuid";
import {
  focusFirstInvalid,
  formStyles,
  formValidationLogic,
  useAppForm,
} from "../../../components/form/form";
import { daysBetween, localToday, STALE_DELIVERY_DAYS } from "../dates";
import {
  invoiceFormDefaults,
  invoiceFormIssues,
  invoiceFormSchema,
  loadDetailsOf,
  numberedPages,
  pagesToKeep,
  type DraftPage,
  type InvoiceFormValues,
} from "../invoice-form";
import { estimatedAdvanceCents, formatCents } from "../money";
import {
  keepStorage,
  LOW_SPACE_BYTES,
  requestBackgroundSync,
  sendPacketNow,
  type StorageNote,
} from "../packets/packet-actions";
import type { InvoicePacket } from "../packets/packet-db";
import { usePackets } from "../packets/packet-store";
import { formatBytes } from "../packets/progress";
import { warningText } from "../quality";
import { sameLoadOptions } from "../queries";
import { DocumentPages } from "./document-pages";
import { PacketStatus } from "./packet-status";
import { useAnnouncer } from "./use-announcer";
import styles from "./invoices.module.css";
import { formatDate } from "../../../lib/format-date";
import { BackLink } from "../../../components/ui/back-link";

const STEPS = [
  { id: "load", label: "Load details" },
  { id: "documents", label: "Documents" },
  { id: "review", label: "Review" },
] as const;
type Step = (typeof STEPS)[number]["id"];

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

const extraLabel = (kind: string) => extraKindOptions.find((option) => option.value === kind)?.label ?? kind;

/** Dollars as the form shows a stored amount (2450.5 -> "2450.50"). */
const dollarsText = (cents: number) => (cents / 100).toFixed(2);

function Steps({ step }: { step: Step }) {
  const current = STEPS.findIndex((each) => each.id === step);
  return (
    <ol className={styles.steps} aria-label="Steps">
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
          {each.label}
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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const sent = packet?.state === "sent";
  return (
    <div className={styles.submitted}>
      <h2 ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {sent ? "Invoice sent" : "Saved on this phone"}
      </h2>
      <p className={styles.lead}>
        {sent
          ? `We have it. Reference ${packet.reference}: staff review it and you will see its status here.`
          : "Your invoice and its pages are kept on this phone. They are sent by themselves, even with one bar of signal, and resume where they stopped if the signal drops. You can close the app."}
      </p>
      {storage.available !== undefined && storage.available < LOW_SPACE_BYTES ? (
        <Notice tone="info" title="This phone is short of space">
          {formatBytes(storage.available)} left for the app. Waiting invoices need room until they are sent.
        </Notice>
      ) : null}
      {packet ? <PacketStatus packet={packet} /> : null}
      <div className={styles.buttonRow}>
        <Button variant="secondary" onClick={onAnother}>
          <Plus aria-hidden="true" />
          Send another invoice
        </Button>
        <ButtonLink to="/invoices" variant="outline">
          All invoices
        </ButtonLink>
      </div>
    </div>
  );
}

/** The new-invoice flow: load details, documents, review, Submit (works with no signal). */
export function NewInvoiceFlow({ packetId }: { packetId?: string | undefined }) {
  const [step, setStep] = useState<Step>("load");
  const [submitted, setSubmitted] = useState<{ id: string; storage: StorageNote } | null>(null);
  const [saveError, setSaveError] = useState<string>();
  const [fixing, setFixing] = useState<InvoicePacket>();
  const [message, announce] = useAnnouncer();
  const formElement = useRef<HTMLFormElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const pagesErrorId = useId();
  const packets = usePackets();
  const today = localToday();

  const form = useAppForm({
    defaultValues: invoiceFormDefaults,
    validationLogic: formValidationLogic,
    validators: { onDynamic: invoiceFormSchema },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      setSaveError(undefined);
      const storage = await keepStorage();
      const pages = pagesToKeep(value.pages);
      let saved: InvoicePacket;
      try {
        const { savePacket } = await import("../packets/packets");
        saved = await savePacket(
          { idempotencyKey: randomUuid(), kind: "invoice", load: loadDetailsOf(value) },
          pages,
          fixing?.idempotencyKey,
        );
      } catch (error) {
        const reason =
          error instanceof Error && error.name === "QuotaExceededError"
            ? "this phone is out of space"
            : "storage is not available";
        setSaveError(
          `The invoice could not be kept on this phone (${reason}). Nothing was sent. Free some space and press Submit again.`,
        );
        return;
      }
      setSubmitted({ id: saved.idempotencyKey, storage });
      setFixing(undefined);
      form.reset();
      setStep("load");
      void sendPacketNow(saved.idempotencyKey);
      void requestBackgroundSync();
    },
    onSubmitInvalid: ({ value }) => {
      const [first] = invoiceFormIssues(value);
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
            name: `Page ${page.order}`,
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
      form.reset({
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
      });
      setFixing(packet);
    })();
    return () => {
      cancelled = true;
    };
  }, [packetId, form]);

  useEffect(() => {
    stepHeading.current?.focus();
  }, [step]);

  // Only the parts that show them follow the values: a change elsewhere (a page's scan
  // finishing) does not re-render the whole form.
  const amount = useStore(form.store, (state) => state.values.amount);
  const extraAmounts = useStore(form.store, (state) =>
    state.values.extras.map((extra) => extra.amount).join("|"),
  );
  const deliveryDate = useStore(form.store, (state) => state.values.deliveryDate);
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
      const issues = invoiceFormIssues(form.state.values, today).filter(
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
          `${issues.length === 1 ? "One thing needs" : `${issues.length} things need`} your attention before you go on.`,
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
      <BackLink to="/client-dashboard">Client Portal</BackLink>
      <h1 className={styles.title}>Submit an invoice</h1>
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
            <Notice tone="error" title="Fix this invoice and submit it again">
              {fixing.lastError}
            </Notice>
          ) : null}
          <form
            ref={formElement}
            className={styles.form}
            noValidate
            aria-label="New invoice"
            onSubmit={(event) => {
              event.preventDefault();
              if (step !== "review") void goTo(step === "load" ? "documents" : "review");
              // Messages the validator placed earlier (a page was missing) are checked again first:
              // the form hook refuses to submit while any is left, even one the driver has since fixed.
              else void Promise.resolve(form.validate("blur")).then(() => form.handleSubmit());
            }}
          >
            <h2 ref={stepHeading} tabIndex={-1} className={styles.sectionTitle}>
              {STEPS.find((each) => each.id === step)?.label}
            </h2>

            <div hidden={step !== "load"} className={styles.stepBody}>
              <p className={formStyles.legendNote}>Fields marked with an asterisk (*) are required.</p>
              <div className={formStyles.grid}>
                <form.AppField name="brokerName">
                  {(field) => (
                    <field.TextField
                      label="Broker or customer"
                      required
                      autoComplete="organization"
                      maxLength={120}
                    />
                  )}
                </form.AppField>
                <form.AppField name="loadNumber">
                  {(field) => (
                    <field.TextField
                      label="Load or PO number"
                      required
                      autoComplete="off"
                      autoCapitalize="characters"
                      maxLength={60}
                    />
                  )}
                </form.AppField>
                <form.AppField name="amount">
                  {(field) => (
                    <field.TextField
                      label="Invoice amount (dollars)"
                      required
                      prefix="$"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="2450.00"
                      hint="The line haul on the rate confirmation. Add detention and other charges below."
                    />
                  )}
                </form.AppField>
                <form.AppField name="pickupDate">
                  {(field) => <field.TextField label="Pickup date" type="date" required max={today} />}
                </form.AppField>
                <form.AppField name="deliveryDate">
                  {(field) => <field.TextField label="Delivery date" type="date" required max={today} />}
                </form.AppField>
                {stale ? (
                  <Notice tone="info" className={formStyles.wide}>
                    This delivery was more than {STALE_DELIVERY_DAYS} days ago. You can still send it; older
                    invoices can take longer to collect.
                  </Notice>
                ) : null}
              </div>

              <form.AppField name="extras" mode="array">
                {(extras) => (
                  <fieldset className={styles.extras}>
                    <legend className={styles.extrasLegend}>Extra charges</legend>
                    <p className={styles.hint}>
                      Detention, layover, lumper, TONU or anything else the broker agreed to pay.
                    </p>
                    {extras.state.value.map((extra, index) => (
                      <div key={index} className={styles.extraRow}>
                        <form.AppField name={`extras[${index}].kind`}>
                          {(field) => (
                            <field.SelectField
                              label={`Charge ${index + 1}`}
                              options={extraKindOptions}
                              placeholder="Kind of charge..."
                            />
                          )}
                        </form.AppField>
                        {extra.kind === "other" ? (
                          <form.AppField name={`extras[${index}].label`}>
                            {(field) => (
                              <field.TextField label={`Charge ${index + 1}: what it is for`} maxLength={60} />
                            )}
                          </form.AppField>
                        ) : null}
                        <form.AppField name={`extras[${index}].amount`}>
                          {(field) => (
                            <field.TextField
                              label={`Charge ${index + 1} amount (dollars)`}
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
                          aria-label={`Remove charge ${index + 1}${extra.kind ? ` (${extraLabel(extra.kind)})` : ""}`}
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
                          announce(`Charge ${extras.state.value.length + 1} added.`);
                        }}
                      >
                        <Plus aria-hidden="true" />
                        Add an extra charge
                      </Button>
                    ) : null}
                  </fieldset>
                )}
              </form.AppField>

              <form.AppField name="note">
                {(field) => (
                  <field.TextareaField
                    label="Note for our staff"
                    rows={3}
                    maxLength={1000}
                    hint="Anything they should know: a short pay, a damaged pallet, a second stop."
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
                  {(values) => <Review values={values} totalCents={totalCents} />}
                </form.Subscribe>
              ) : null}
              {saveError ? (
                <Notice tone="error" role="alert">
                  {saveError}
                </Notice>
              ) : null}
            </div>

            <div className={styles.totals} aria-live="polite">
              <p>
                <span>Total</span>
                <strong>{formatCents(totalCents)}</strong>
              </p>
              <p>
                <span>Estimated advance (up to {company.maxAdvancePercent}%)</span>
                <strong>{formatCents(estimatedAdvanceCents(totalCents))}</strong>
              </p>
              <p className={styles.totalsNote}>
                An estimate: we advance up to {company.maxAdvancePercent}% of an invoice. The advance is set
                when we fund the load.
              </p>
            </div>

            <div className={styles.buttonRow}>
              {step !== "load" ? (
                <Button variant="outline" onClick={() => void goTo(step === "review" ? "documents" : "load")}>
                  <ArrowLeft aria-hidden="true" />
                  Back
                </Button>
              ) : null}
              {step === "review" ? (
                <form.Subscribe selector={(state) => state.isSubmitting}>
                  {(submitting) => (
                    <Button type="submit" disabled={submitting}>
                      <Send aria-hidden="true" />
                      {submitting ? "Saving..." : "Submit invoice"}
                    </Button>
                  )}
                </form.Subscribe>
              ) : (
                <Button type="submit">
                  Next: {step === "load" ? "Documents" : "Review"}
                  <ArrowRight aria-hidden="true" />
                </Button>
              )}
            </div>
            {step === "review" ? (
              <p className={styles.hint}>
                No signal? Submit anyway: it is kept on this phone and sent by itself.
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
  const earlier = useQuery(sameLoadOptions(broker, load)).data ?? [];
  if (earlier.length === 0) return null;
  const references = earlier.map((each) => each.reference);
  return (
    <Notice
      tone="info"
      role="status"
      title={
        <>
          You sent this load before as{" "}
          {references.map((reference, index) => (
            <span key={reference}>
              {index === 0 ? "" : index === references.length - 1 ? " and " : ", "}
              <span className={styles.reference}>{reference}</span>
            </span>
          ))}
          .
        </>
      }
    >
      If this is a different invoice, submit it anyway. If it is the same one, you do not need to send it
      again.
    </Notice>
  );
}

function Review({ values, totalCents }: { values: InvoiceFormValues; totalCents: number }) {
  const pages = numberedPages(values.pages);
  const bytes = pages.reduce((sum, page) => sum + (page.page?.blob.size ?? 0), 0);
  const warned = pages.filter((page) => (page.page?.warnings.length ?? 0) > 0);
  return (
    <div className={styles.review}>
      <dl className={styles.facts}>
        <div>
          <dt>Broker or customer</dt>
          <dd>{values.brokerName || "-"}</dd>
        </div>
        <div>
          <dt>Load or PO number</dt>
          <dd>{values.loadNumber || "-"}</dd>
        </div>
        <div>
          <dt>Invoice amount</dt>
          <dd>{formatCents(parseDollars(values.amount) ?? 0)}</dd>
        </div>
        {values.extras.map((extra, index) => (
          <div key={index}>
            <dt>{extra.kind === "other" ? extra.label || "Other" : extraLabel(extra.kind)}</dt>
            <dd>{formatCents(parseDollars(extra.amount) ?? 0)}</dd>
          </div>
        ))}
        <div>
          <dt>Total</dt>
          <dd>
            <strong>{formatCents(totalCents)}</strong>
          </dd>
        </div>
        <div>
          <dt>Pickup</dt>
          <dd>{values.pickupDate ? formatDate(values.pickupDate) : "-"}</dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>{values.deliveryDate ? formatDate(values.deliveryDate) : "-"}</dd>
        </div>
        {values.note.trim() ? (
          <div className={styles.factWide}>
            <dt>Note</dt>
            <dd>{values.note}</dd>
          </div>
        ) : null}
        <div className={styles.factWide}>
          <dt>Documents</dt>
          <dd>
            {pages.length} {pages.length === 1 ? "page" : "pages"}, {formatBytes(bytes)} to send
          </dd>
        </div>
      </dl>
      <SameLoadWarning broker={values.brokerName} load={values.loadNumber} />
      {warned.length > 0 ? (
        <Notice
          tone="info"
          title={`${warned.length} ${warned.length === 1 ? "page may be" : "pages may be"} hard to read`}
        >
          <ul className={styles.warnList}>
            {warned.map((page) => (
              <li key={page.id}>
                {page.documentKind === "bol-pod"
                  ? "BOL / POD"
                  : page.documentKind === "receipt"
                    ? "Receipt"
                    : "Rate confirmation"}
                , page {page.order}:{" "}
                {page.page!.warnings.map((warning) => warningText[warning].toLowerCase()).join(", ")}
              </li>
            ))}
          </ul>
          Go back to Documents to retake them, or submit as they are.
        </Notice>
      ) : null}
    </div>
  );
}
