import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { ArrowDown } from "lucide-react";
import { useRef, useState, type ReactNode, type RefObject } from "react";
import * as v from "valibot";
import { fieldIssues } from "../../../../api/contract/fields";
import {
  InvoiceCorrection,
  InvoiceStatusChange,
  parseDollars,
  STATUSES_WITH_REASON,
  type InvoiceStatus,
} from "../../../../api/contract/invoice";
import { termsSentence, type StaffInvoiceWithMoney } from "../../../../api/contract/money";
import { nextStatuses, statusLabel } from "../../../../api/contract/invoice-workflow";
import {
  FieldIdScope,
  focusFirstInvalid,
  formValidationLogic,
  setServerIssues,
  submitWith,
  useAppForm,
  withFieldGroup,
} from "../../../components/form/form";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { useToast } from "../../../components/ui/toast";
import { ApiRequestError } from "../../../lib/api";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { sessionEnded } from "../../../lib/session-ended";
import { InvoicePages } from "../components/invoice-detail";
import { InvoiceLoadFacts } from "../components/invoice-facts";
import { pageSteps } from "../components/page-steps";
import { InvoiceStatusBadge } from "../components/invoice-status-badge";
import { formatCents } from "../money";
import { DuplicateNotice } from "./duplicate-flag";
import { FundingHoldsNotice, HoldsPanel, VerificationPanel } from "./funding-holds";
import {
  checkFundingForm,
  differsFromProposal,
  formIssues,
  proposedFunding,
  type FundingFormValues,
} from "./funding-form";
import { InvoiceNotes } from "./invoice-notes";
import { InvoiceTimeline } from "./invoice-timeline";
import { PageViewer } from "./page-viewer";
import { PdfPreview } from "./pdf-preview";
import {
  afterInvoiceChange,
  changeInvoiceStatus,
  correctFunding,
  refetchInvoice,
  staffInvoiceOptions,
} from "./queries";
import styles from "./staff-invoices.module.css";
import { BackLink } from "../../../components/ui/back-link";
import { BASE_LOCALE, LANGUAGE_NAMES } from "../../../../api/contract/words";

const fundingFieldNames = { advance: "advance", fee: "fee", fundedOn: "fundedOn" } as const;

/** The advance, the fee and the funding date, in dollars and a calendar date. */
const FundingFields = withFieldGroup({
  defaultValues: { advance: "", fee: "", fundedOn: "" },
  render: function FundingFieldset({ group }) {
    return (
      <>
        <group.AppField name="advance">
          {(field) => <field.TextField label="Advance" required prefix="$" inputMode="decimal" />}
        </group.AppField>
        <group.AppField name="fee">
          {(field) => <field.TextField label="Fee" required prefix="$" inputMode="decimal" />}
        </group.AppField>
        <group.AppField name="fundedOn">
          {(field) => <field.TextField label="Funding date" required type="date" />}
        </group.AppField>
      </>
    );
  },
});

/**
 * Runs a change the server may refuse: on success the detail shows its
 * answer; a refusal's field messages go on their fields, its message in a
 * toast, and a 409 (the invoice changed meanwhile) reads the invoice again.
 */
function useInvoiceChange(reference: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return async (
    send: () => Promise<StaffInvoiceWithMoney>,
    form: Parameters<typeof setServerIssues>[0],
    formElement: HTMLFormElement | null,
    /** Told the server's words when it refuses the change as it stands (409): the form shows them, not a toast. */
    onRefused?: (message: string) => void,
  ): Promise<StaffInvoiceWithMoney | undefined> => {
    try {
      const updated = await send();
      await afterInvoiceChange(queryClient, updated);
      return updated;
    } catch (error) {
      if (sessionEnded(error)) return undefined;
      if (error instanceof ApiRequestError && error.issues) setServerIssues(form, formIssues(error.issues));
      const refused = error instanceof ApiRequestError && error.status === 409;
      if (refused) await refetchInvoice(queryClient, reference);
      if (refused && onRefused) onRefused(error.message);
      else
        toast({
          title: "Not saved",
          description: error instanceof Error ? error.message : "Try again.",
          variant: "destructive",
        });
      focusFirstInvalid(formElement);
      return undefined;
    }
  };
}

type StatusValues = { status: string; reason: string } & FundingFormValues;

/** What closing a funded invoice unpaid does, said before staff save it (docs/decisions/0211-short-pay-and-recourse.md). */
function closingNote(status: "short-paid" | "recourse", openCents: number): string {
  const charge = `the ${formatCents(openCents)} the broker has not paid, and the fee for the days since funding, are charged to the client's reserve. It is final.`;
  return status === "short-paid"
    ? `Short-paid closes it once the broker has paid part of it: ${charge}`
    : `Recourse charges it back once it is unpaid past the client's recourse days: ${charge}`;
}

/**
 * The status workflow (docs/decisions/0100-invoice-workflow.md): only the
 * next statuses the workflow allows are offered, with the reason the client
 * reads and, for "funded", the figures recorded.
 */
function StatusChange({ invoice, staffUsername }: { invoice: StaffInvoiceWithMoney; staffUsername: string }) {
  const formElement = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState<string>();
  const [refused, setRefused] = useState<string>();
  const holds = invoice.fundingHolds;
  const run = useInvoiceChange(invoice.reference);
  const next = nextStatuses(invoice.status, "staff");
  const options = next.map((status) => ({ value: status, label: statusLabel(status) }));
  const form = useAppForm({
    defaultValues: { status: "", reason: "", ...proposedFunding(invoice.fundingProposal) } as StatusValues,
    validationLogic: formValidationLogic,
    validators: {
      onDynamic: ({ value }) => {
        const funding =
          value.status === "funded"
            ? checkFundingForm(value, invoice.totalCents, undefined, invoice.fundingProposal)
            : undefined;
        const result = v.safeParse(InvoiceStatusChange, { status: value.status, reason: value.reason });
        // "Funded needs its figures" is said by the figures' own fields.
        const { funding: _said, ...issues } = result.success ? {} : fieldIssues(result.issues);
        const fields = { ...issues, ...funding?.errors };
        return Object.keys(fields).length > 0 ? { fields } : undefined;
      },
    },
    onSubmit: async ({ value }) => {
      setSaved(undefined);
      setRefused(undefined);
      const status = value.status as InvoiceStatus;
      const figures =
        status === "funded"
          ? checkFundingForm(value, invoice.totalCents, undefined, invoice.fundingProposal).figures
          : undefined;
      const updated = await run(
        () =>
          changeInvoiceStatus(invoice.reference, {
            status,
            reason: value.reason,
            ...(figures ? { funding: figures } : {}),
          }),
        form,
        formElement.current,
        setRefused,
      );
      if (!updated) return;
      form.reset();
      setSaved(`Status changed to ${statusLabel(updated.status)}.`);
    },
    onSubmitInvalid: () => focusFirstInvalid(formElement.current),
  });

  if (next.length === 0) {
    return (
      <div className={styles.statusForm}>
        <h2 className={styles.panelTitle}>Status</h2>
        <p
          className={styles.finalNote}
        >{`${statusLabel(invoice.status)} is final: the status no longer changes.`}</p>
        <p className={styles.saved} role="status">
          {saved}
        </p>
      </div>
    );
  }
  return (
    <form
      ref={formElement}
      className={styles.statusForm}
      noValidate
      aria-labelledby="status-change-heading"
      onSubmit={submitWith(form)}
    >
      <h2 id="status-change-heading" className={styles.panelTitle}>
        Change status
      </h2>
      {/* A new choice starts a new change: the last one's confirmation and refusal no longer apply. */}
      <form.AppField
        name="status"
        listeners={{
          onChange: () => {
            setSaved(undefined);
            setRefused(undefined);
          },
        }}
      >
        {(field) => (
          <field.SelectField
            label="New status"
            options={options}
            placeholder="Choose..."
            hint={
              invoice.status === "needs-documents"
                ? "Submitted is not listed: the invoice goes back to it by itself when the client adds pages."
                : invoice.status === "funded"
                  ? "It becomes Paid by itself when a broker's payment is applied to it in full (Payments). Close it here only when the broker will not pay in full."
                  : `Only the next steps from ${statusLabel(invoice.status)} are listed.`
            }
          />
        )}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.status}>
        {(status) => (
          <>
            {status === "short-paid" || status === "recourse" ? (
              <p className={styles.proposal}>
                {closingNote(status, invoice.money?.openCents ?? invoice.totalCents)}
              </p>
            ) : null}
            {status === "funded" ? (
              <>
                {holds ? (
                  <form.Subscribe selector={(state) => state.values.advance}>
                    {(advance) => (
                      <FundingHoldsNotice
                        holds={holds}
                        verified={invoice.verifications.length > 0}
                        advanceCents={parseDollars(advance)}
                        staffUsername={staffUsername}
                      />
                    )}
                  </form.Subscribe>
                ) : null}
                {invoice.fundingProposal ? (
                  <p className={styles.proposal}>
                    Proposed on the client&apos;s terms ({termsSentence(invoice.fundingProposal.terms)}).
                    Other figures need a reason, kept in the history.
                  </p>
                ) : null}
                <FundingFields form={form} fields={fundingFieldNames} />
                <form.Subscribe
                  selector={(state) =>
                    differsFromProposal(state.values, invoice.fundingProposal) ||
                    Boolean(state.fieldMeta.overrideReason?.errors.length)
                  }
                >
                  {(asked) =>
                    asked ? (
                      <form.AppField name="overrideReason">
                        {(field) => (
                          <field.TextareaField
                            label="Reason for other figures"
                            required
                            hint="Staff only: why this advance or fee differs from the client's terms."
                            rows={2}
                            maxLength={500}
                          />
                        )}
                      </form.AppField>
                    ) : null
                  }
                </form.Subscribe>
              </>
            ) : null}
            <form.AppField name="reason">
              {(field) => (
                <field.TextareaField
                  label="Reason for the client"
                  required={STATUSES_WITH_REASON.includes(status as InvoiceStatus)}
                  hint={`${
                    status === "needs-documents"
                      ? "Say which pages to add; the client can add them to this invoice."
                      : "The client reads this with the status."
                  }${invoice.client.locale === BASE_LOCALE ? "" : ` This client reads ${LANGUAGE_NAMES[invoice.client.locale]}: write it in ${LANGUAGE_NAMES[invoice.client.locale]} if you can.`}`}
                  rows={3}
                  maxLength={500}
                />
              )}
            </form.AppField>
          </>
        )}
      </form.Subscribe>
      {refused ? (
        <Notice tone="error" role="alert" title="Not saved">
          <p>{refused}</p>
        </Notice>
      ) : null}
      <div>
        <form.AppForm>
          <form.SubmitButton variant="secondary" pending="Saving...">
            Save status
          </form.SubmitButton>
        </form.AppForm>
      </div>
      <p className={styles.saved} role="status">
        {saved}
      </p>
    </form>
  );
}

const dollarsText = (cents: number) => (cents / 100).toFixed(2);

/** A correction starts from the figures recorded now. */
const correctionDefaults = ({ funding }: StaffInvoiceWithMoney) => ({
  reason: "",
  advance: funding ? dollarsText(funding.advanceCents) : "",
  fee: funding ? dollarsText(funding.feeCents) : "",
  fundedOn: funding?.fundedOn ?? "",
  overrideReason: "",
});

/**
 * A correction of a funded invoice's figures (docs/decisions/0101-funding-and-corrections.md):
 * its own recorded action with a reason; the history keeps the figures before and after.
 */
function FundingCorrection({ invoice }: { invoice: StaffInvoiceWithMoney }) {
  const formElement = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState<string>();
  const run = useInvoiceChange(invoice.reference);
  const form = useAppForm({
    defaultValues: correctionDefaults(invoice),
    validationLogic: formValidationLogic,
    validators: {
      onDynamic: ({ value }) => {
        const funding = checkFundingForm(value, invoice.totalCents);
        const reason = v.safeParse(InvoiceCorrection.entries.reason, value.reason);
        const fields = { ...funding.errors, ...(reason.success ? {} : { reason: reason.issues[0].message }) };
        return Object.keys(fields).length > 0 ? { fields } : undefined;
      },
    },
    onSubmit: async ({ value }) => {
      setSaved(undefined);
      const { figures } = checkFundingForm(value, invoice.totalCents);
      if (!figures) return;
      const updated = await run(
        () => correctFunding(invoice.reference, { ...figures, reason: value.reason }),
        form,
        formElement.current,
      );
      if (!updated) return;
      form.reset(correctionDefaults(updated));
      setSaved("Correction saved.");
    },
    onSubmitInvalid: () => focusFirstInvalid(formElement.current),
  });
  return (
    <FieldIdScope value="correction-">
      <details className={styles.correction}>
        <summary className={styles.correctionSummary}>Correct the funding figures</summary>
        <form
          ref={formElement}
          className={styles.statusForm}
          noValidate
          aria-label="Correct the funding figures"
          onSubmit={submitWith(form)}
        >
          <FundingFields form={form} fields={fundingFieldNames} />
          <form.AppField name="reason">
            {(field) => (
              <field.TextareaField
                label="Reason for the correction"
                required
                hint="Kept in the history with the figures before and after."
                rows={2}
                maxLength={500}
              />
            )}
          </form.AppField>
          <div>
            <form.AppForm>
              <form.SubmitButton variant="secondary" pending="Saving...">
                Save correction
              </form.SubmitButton>
            </form.AppForm>
          </div>
        </form>
      </details>
      <p className={styles.saved} role="status">
        {saved}
      </p>
    </FieldIdScope>
  );
}

/** What a funded invoice's collection notes panel is given (the route passes the panel in). */
export interface CollectedInvoice {
  reference: string;
  broker: string;
  fundedOn: string;
  openCents: number;
  /** Funded and not yet paid or closed: notes may still be added. */
  open: boolean;
}

/**
 * Below a desk's width the status form comes after every page of the invoice, thousands of pixels
 * down a phone. This bar, placed just before it, hangs at the foot of the screen until the form
 * scrolls up to it, says the status, and takes staff to the form in one tap, its first field focused
 * (docs/decisions/0033-staff-invoice-review.md). A desk shows the form beside the pages: no bar.
 */
function DecisionBar({
  status,
  decision,
}: {
  status: InvoiceStatus;
  decision: RefObject<HTMLElement | null>;
}) {
  const goToDecision = () => {
    const panel = decision.current;
    if (!panel) return;
    panel.scrollIntoView({ block: "start" });
    // The form's first field: the new status (the bar shows only while there is one to choose).
    panel.querySelector<HTMLElement>("select, textarea, input")?.focus({ preventScroll: true });
  };
  return (
    <div className={styles.decisionBar}>
      <span>
        <span className="visually-hidden">Status: </span>
        <InvoiceStatusBadge status={status} />
      </span>
      <Button variant="secondary" size="sm" onClick={goToDecision}>
        <ArrowDown aria-hidden="true" />
        Change status
      </Button>
    </div>
  );
}

/**
 * One invoice for staff: client, load, funding, every page (viewable and
 * downloadable), its history, the status workflow and internal notes; once
 * funded, the collection notes panel the route passes in.
 */
export function StaffInvoiceDetail({
  reference,
  staffUsername,
  brokerPanel,
  collectionNotes,
}: {
  reference: string;
  /** Who is signed in: whoever approved a hold is told they cannot fund the invoice. */
  staffUsername: string;
  /** The broker it is linked to, and linking it: the broker book's piece, passed in by the route. */
  brokerPanel?: ((invoice: StaffInvoiceWithMoney) => ReactNode) | undefined;
  collectionNotes?: (invoice: CollectedInvoice) => ReactNode;
}) {
  const { data } = useSuspenseQuery(staffInvoiceOptions(reference));
  const [viewing, setViewing] = useState<number>();
  const decision = useRef<HTMLElement>(null);
  return (
    <div className={styles.detail}>
      <BackLink to="/admin/invoices">All invoices</BackLink>
      <div className={styles.detailGrid}>
        <div className={styles.detailMain}>
          <section className={styles.panel} aria-labelledby="invoice-heading">
            <div className={styles.detailHead}>
              <h2 id="invoice-heading" className={styles.panelTitle}>
                {data.reference}
              </h2>
              <InvoiceStatusBadge status={data.status} />
            </div>
            {data.flagged ? <DuplicateNotice duplicates={data.duplicates} /> : null}
            {data.statusReason ? (
              <p className={styles.reason}>
                <span className={styles.strong}>Reason given to the client:</span> {data.statusReason}
              </p>
            ) : null}
            <dl className={styles.facts}>
              <div>
                <dt>Client</dt>
                <dd>
                  {data.client.companyName}
                  <span className={styles.muted}>
                    {data.client.name} ({data.client.username})
                  </span>
                  <span className={styles.muted}>Reads {LANGUAGE_NAMES[data.client.locale]}</span>
                </dd>
              </div>
              <InvoiceLoadFacts invoice={data} />
              {data.funding ? (
                <>
                  <div>
                    <dt>Advance</dt>
                    <dd>{formatCents(data.funding.advanceCents)}</dd>
                  </div>
                  <div>
                    <dt>Fee</dt>
                    <dd>{formatCents(data.funding.feeCents)}</dd>
                  </div>
                  <div>
                    <dt>Funded on</dt>
                    <dd>{formatDate(data.funding.fundedOn)}</dd>
                  </div>
                </>
              ) : null}
              {data.money ? (
                <>
                  <div>
                    <dt>
                      {data.money.paidOn
                        ? "Reserve to the client"
                        : data.money.chargedToReserveCents > 0
                          ? "Reserve"
                          : "Reserve held"}
                    </dt>
                    <dd>{formatCents(data.money.reserveCents)}</dd>
                  </div>
                  <div>
                    <dt>Paid by the broker</dt>
                    <dd>{formatCents(data.money.paidCents)}</dd>
                  </div>
                  {data.money.chargedToReserveCents > 0 ? (
                    <div>
                      <dt>Charged to the client&apos;s reserve</dt>
                      <dd>{formatCents(data.money.chargedToReserveCents)}</dd>
                    </div>
                  ) : (
                    <div>
                      <dt>{data.money.paidOn ? "Paid on" : "Broker still owes"}</dt>
                      <dd>
                        {data.money.paidOn
                          ? formatDate(data.money.paidOn)
                          : formatCents(data.money.openCents)}
                      </dd>
                    </div>
                  )}
                </>
              ) : null}
              <div>
                <dt>Submitted</dt>
                <dd>{formatDateTime(data.submittedAt)}</dd>
              </div>
              <div>
                <dt>Updated</dt>
                <dd>{formatDateTime(data.updatedAt)}</dd>
              </div>
              {data.note ? (
                <div className={styles.factWide}>
                  <dt>Note from the client</dt>
                  <dd>{data.note}</dd>
                </div>
              ) : null}
            </dl>
          </section>
          <section className={styles.panel} aria-labelledby="history-heading">
            <h2 id="history-heading" className={styles.panelTitle}>
              History
            </h2>
            <InvoiceTimeline history={data.history} />
          </section>
          <section className={styles.panel} aria-labelledby="pages-heading">
            <h2 id="pages-heading" className={styles.panelTitle}>
              Pages ({data.pages.length})
            </h2>
            <p className={styles.muted}>
              Open a page to read it large: zoom, turn it for everyone, step through every document.
            </p>
            <InvoicePages
              pages={data.pages}
              addedAfter={data.submittedAt}
              showWarnings
              pdfThumbnail={(page, label, tile) => <PdfPreview page={page} label={label} tile={tile} />}
              onOpen={(page) =>
                setViewing(pageSteps(data.pages).findIndex((step) => step.page.id === page.id))
              }
            />
            <PageViewer
              reference={data.reference}
              pages={data.pages}
              at={viewing}
              onMove={setViewing}
              onClose={() => setViewing(undefined)}
              onClosed={(last) =>
                document.querySelector<HTMLElement>(`[data-page-id="${last.page.id}"]`)?.focus()
              }
            />
          </section>
        </div>
        {nextStatuses(data.status, "staff").length > 0 ? (
          <DecisionBar status={data.status} decision={decision} />
        ) : null}
        <div className={styles.detailSide}>
          {brokerPanel?.(data)}
          <HoldsPanel key={`holds-${data.reference}`} invoice={data} staffUsername={staffUsername} />
          <VerificationPanel key={`verification-${data.reference}`} invoice={data} />
          <aside ref={decision} className={styles.panel} aria-label="Status">
            <StatusChange key={data.reference} invoice={data} staffUsername={staffUsername} />
            {data.status === "funded" ? <FundingCorrection key={data.reference} invoice={data} /> : null}
          </aside>
          <InvoiceNotes reference={data.reference} notes={data.notes} />
          {collectionNotes && data.funding
            ? collectionNotes({
                reference: data.reference,
                broker: data.brokerName,
                fundedOn: data.funding.fundedOn,
                openCents: data.money?.openCents ?? 0,
                open: data.status === "funded",
              })
            : null}
        </div>
      </div>
    </div>
  );
}
