import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { AlertCircle, Plus, Trash2 } from "lucide-react";
import { useContext, useId, useRef, useState } from "react";
import { parseDollars } from "../../../../api/contract/invoice";
import { MAX_APPLICATIONS, type BrokerPayment } from "../../../../api/contract/money";
import {
  controlId,
  FieldIdScope,
  focusFirstInvalid,
  formStyles,
  formValidationLogic,
  setServerIssues,
  submitWith,
  useAppForm,
  withFieldGroup,
} from "../../../components/form/form";
import { Button } from "../../../components/ui/button";
import { FailureNotice } from "../../../components/ui/notice";
import { ApiRequestError } from "../../../lib/api";
import { formatDate } from "../../../lib/format-date";
import { randomUuid } from "../../../lib/random-uuid";
import { sessionEnded } from "../../../lib/session-ended";
import {
  appliedCents,
  appliedLine,
  applyDefaults,
  checkApplyForm,
  checkPaymentForm,
  emptyApplication,
  invoiceCount,
  paymentDefaults,
  serverIssues,
} from "./payment-form";
import { officeToday } from "../components/office-today";
import { formatCents } from "../../../lib/format-money";
import {
  afterPaymentChange,
  applyPayment,
  postBrokerPayment,
  unappliedPaymentsQueryOptions,
} from "./queries";
import {
  methodLabel,
  PaymentMethodFields,
  paymentMethodFieldNames,
} from "../components/payment-method-fields";
import styles from "./payments.module.css";

/** What a call that got no answer says: the same form posted again is posted once (same Idempotency-Key). */
const NO_ANSWER =
  "No answer came (no connection, or the server is down). Send it again as it is: it is posted once.";

/** Applications carry no Idempotency-Key: after no answer, the figures read again say whether it was applied. */
const NO_ANSWER_APPLYING =
  "No answer came (no connection, or the server is down). Check this payment's unapplied cash, read again, before applying it again.";

/** A form validator's answer: the messages by field, or none. */
const fieldsOrNone = (errors: Record<string, string>) =>
  Object.keys(errors).length > 0 ? { fields: errors } : undefined;

const messageOf = (error: unknown) =>
  typeof error === "string"
    ? error
    : typeof error === "object" && error !== null && "message" in error
      ? String(error.message)
      : undefined;

type ServerForm = Parameters<typeof setServerIssues>[0];

/**
 * A refusal on the form: the server's field messages (422) on their fields, the rest (a 409: another
 * post changed these invoices meanwhile; the sum of the applications) said for the whole form.
 */
function placeRefusal(
  error: unknown,
  form: ServerForm,
  sentRows: readonly number[],
  noAnswer = NO_ANSWER,
): string {
  if (!(error instanceof ApiRequestError)) return noAnswer;
  if (!error.issues) return error.message;
  const { fields, form: unplaced } = serverIssues(error.issues, sentRows);
  const placed = setServerIssues(form, fields);
  const left = [
    ...unplaced,
    ...Object.entries(fields)
      .filter(([field]) => !placed.includes(field))
      .map(([, message]) => message),
  ];
  if (left.length > 0) return `Not posted: ${left.join(" ")}`;
  return "Not posted: fix the marked fields.";
}

/** The applications' rows: an invoice's reference and the dollars it gets, rows added and removed. */
const ApplicationRows = withFieldGroup({
  defaultValues: applyDefaults(),
  props: { legend: "", hint: "" },
  render: function ApplicationRowsFieldset({ group, legend, hint }) {
    const scope = useContext(FieldIdScope);
    const addButton = useRef<HTMLButtonElement>(null);
    const hintId = useId();
    const focusInvoice = (index: number) =>
      requestAnimationFrame(() =>
        document.getElementById(scope + controlId(`applications[${index}].invoice`))?.focus(),
      );
    return (
      <group.AppField name="applications" mode="array">
        {(list) => {
          const listError = list.state.meta.isTouched ? messageOf(list.state.meta.errors[0]) : undefined;
          return (
            <fieldset className={styles.rows} aria-describedby={hint ? hintId : undefined}>
              <legend className={styles.legend}>{legend}</legend>
              {hint ? (
                <p id={hintId} className={styles.hint}>
                  {hint}
                </p>
              ) : null}
              {list.state.value.map((row, index) => (
                <div key={index} className={styles.row}>
                  <group.AppField name={`applications[${index}].invoice`}>
                    {(field) => (
                      <field.TextField
                        label={`Invoice ${index + 1} reference`}
                        placeholder="INV-XXXX-XXXX"
                        autoComplete="off"
                        autoCapitalize="characters"
                        spellCheck={false}
                        maxLength={40}
                      />
                    )}
                  </group.AppField>
                  <group.AppField name={`applications[${index}].amount`}>
                    {(field) => (
                      <field.TextField
                        label={`Invoice ${index + 1} amount in dollars`}
                        prefix="$"
                        inputMode="decimal"
                        autoComplete="off"
                      />
                    )}
                  </group.AppField>
                  <Button
                    size="sm"
                    variant="ghost"
                    className={styles.remove}
                    aria-label={`Remove invoice ${index + 1}${row.invoice.trim() ? ` (${row.invoice.trim()})` : ""}`}
                    onClick={() => {
                      list.removeValue(index);
                      addButton.current?.focus();
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              ))}
              {listError ? (
                <p className={formStyles.error} role="alert">
                  <AlertCircle aria-hidden="true" />
                  <span>{listError}</span>
                </p>
              ) : null}
              {list.state.value.length < MAX_APPLICATIONS ? (
                <Button
                  ref={addButton}
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    const index = list.state.value.length;
                    list.pushValue(emptyApplication());
                    focusInvoice(index);
                  }}
                >
                  <Plus aria-hidden="true" />
                  Add an invoice
                </Button>
              ) : null}
            </fieldset>
          );
        }}
      </group.AppField>
    );
  },
});

const applicationFields = { applications: "applications" } as const;

/** "Posted $3,500.00 from Arrive Logistics: it paid 1 invoice; $2,500.00 stays unapplied." */
function postedMessage(payment: BrokerPayment): string {
  const head = `Posted ${formatCents(payment.amountCents)} from ${payment.broker}`;
  const count = payment.applications.length;
  if (count === 0) return `${head}: all of it stays unapplied.`;
  const rest = payment.unappliedCents > 0 ? `; ${formatCents(payment.unappliedCents)} stays unapplied` : "";
  return `${head}: it paid ${invoiceCount(count)}${rest}.`;
}

/**
 * What a broker paid: one check, transfer or wire may pay many invoices, and what it does not pay
 * stays the broker's unapplied cash. The same filled form sent again (after no answer, or a 409)
 * keeps its Idempotency-Key, so it is posted once; a posted payment starts a new form and a new key.
 */
function PostPaymentForm() {
  const queryClient = useQueryClient();
  const formElement = useRef<HTMLFormElement>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [posted, setPosted] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const appliedId = useId();
  const today = officeToday();
  const form = useAppForm({
    defaultValues: paymentDefaults(today),
    validationLogic: formValidationLogic,
    validators: { onDynamic: ({ value }) => fieldsOrNone(checkPaymentForm(value).errors) },
    onSubmit: async ({ value, formApi }) => {
      setPosted(undefined);
      setFailure(undefined);
      const { payment, sentRows } = checkPaymentForm(value);
      if (!payment) return;
      const body = JSON.stringify(payment);
      if (attempt.current?.body !== body) attempt.current = { body, key: randomUuid() };
      try {
        const saved = await postBrokerPayment(payment, attempt.current.key);
        attempt.current = null;
        formApi.reset(paymentDefaults());
        setPosted(postedMessage(saved));
        void afterPaymentChange(queryClient);
      } catch (error) {
        if (sessionEnded(error)) return;
        setFailure(placeRefusal(error, formApi, sentRows));
        // Another post changed the invoices meanwhile: what the screen shows is read again.
        if (error instanceof ApiRequestError && error.status === 409) void afterPaymentChange(queryClient);
        focusFirstInvalid(formElement.current);
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(formElement.current),
  });
  return (
    <form
      ref={formElement}
      className={styles.form}
      noValidate
      aria-labelledby="post-payment-heading"
      onSubmit={submitWith(form)}
    >
      <div className={formStyles.grid}>
        <form.AppField name="broker">
          {(field) => (
            <field.TextField
              label="Broker"
              required
              wide
              autoComplete="off"
              maxLength={200}
              hint="Who paid, as on the check or the remittance."
            />
          )}
        </form.AppField>
        <form.AppField name="receivedOn">
          {(field) => <field.TextField label="Received on" type="date" required max={today} />}
        </form.AppField>
        <PaymentMethodFields form={form} fields={paymentMethodFieldNames} />
        <form.AppField name="amount">
          {(field) => (
            <field.TextField
              label="Amount in dollars"
              required
              prefix="$"
              inputMode="decimal"
              autoComplete="off"
            />
          )}
        </form.AppField>
      </div>
      <ApplicationRows
        form={form}
        fields={applicationFields}
        legend="Invoices it pays"
        hint="Funded invoices only, each at most what it has open. An empty row is not sent; what is not applied stays the broker's unapplied cash."
      />
      <form.Subscribe selector={(state) => [state.values.amount, state.values.applications] as const}>
        {([amount, rows]) => (
          <p id={appliedId} className={styles.applied}>
            {appliedLine(appliedCents(rows), parseDollars(amount))}
          </p>
        )}
      </form.Subscribe>
      <FailureNotice failure={failure} />
      <div className={styles.actions}>
        <form.AppForm>
          <form.SubmitButton variant="secondary" aria-describedby={appliedId} pending="Posting...">
            Post payment
          </form.SubmitButton>
        </form.AppForm>
      </div>
      <p className={styles.saved} role="status">
        {posted}
      </p>
    </form>
  );
}

/** A payment's unapplied cash applied to invoices, in a `<details>` under the payment. */
function ApplyCash({
  payment,
  onApplied,
}: {
  payment: BrokerPayment;
  /** The confirmation, and whether the payment is now applied in full (it leaves the list). */
  onApplied: (message: string, settled: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const formElement = useRef<HTMLFormElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const [failure, setFailure] = useState<string>();
  const appliedId = useId();
  const form = useAppForm({
    defaultValues: applyDefaults(),
    validationLogic: formValidationLogic,
    validators: {
      onDynamic: ({ value }) => fieldsOrNone(checkApplyForm(value, payment.unappliedCents).errors),
    },
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      const { applications, sentRows } = checkApplyForm(value, payment.unappliedCents);
      if (!applications) return;
      try {
        const updated = await applyPayment(payment.id, applications);
        formApi.reset(applyDefaults());
        const sum = applications.applications.reduce((total, each) => total + each.amountCents, 0);
        const settled = updated.unappliedCents === 0;
        onApplied(
          `Applied ${formatCents(sum)} of ${payment.broker}'s payment to ${invoiceCount(applications.applications.length)}${
            settled ? "; it is applied in full." : `; ${formatCents(updated.unappliedCents)} stays unapplied.`
          }`,
          settled,
        );
        if (!settled && details.current) {
          details.current.open = false;
          summary.current?.focus();
        }
        void afterPaymentChange(queryClient);
      } catch (error) {
        if (sessionEnded(error)) return;
        setFailure(
          placeRefusal(error, formApi, sentRows, NO_ANSWER_APPLYING).replace(/^Not posted/, "Not applied"),
        );
        // A 409 (another post came first) or no answer (it may have been applied): the figures read again.
        if (!(error instanceof ApiRequestError) || error.status === 409) void afterPaymentChange(queryClient);
        focusFirstInvalid(formElement.current);
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(formElement.current),
  });
  const label = `Apply ${payment.broker}'s payment of ${formatCents(payment.amountCents)} to invoices`;
  return (
    <FieldIdScope value={`payment-${payment.id}-`}>
      <details ref={details} className={styles.apply}>
        <summary ref={summary} className={styles.applySummary}>
          Apply to invoices
          <span className="visually-hidden">
            {` (${payment.broker}, ${formatCents(payment.unappliedCents)} unapplied)`}
          </span>
        </summary>
        <form
          ref={formElement}
          className={styles.form}
          noValidate
          aria-label={label}
          onSubmit={submitWith(form)}
        >
          <ApplicationRows
            form={form}
            fields={applicationFields}
            legend="Invoices it pays"
            hint="Funded invoices only, each at most what it has open."
          />
          <form.Subscribe selector={(state) => state.values.applications}>
            {(rows) => (
              <p id={appliedId} className={styles.applied}>
                {appliedLine(appliedCents(rows), payment.unappliedCents, " unapplied")}
              </p>
            )}
          </form.Subscribe>
          <FailureNotice failure={failure} />
          <div className={styles.actions}>
            <form.AppForm>
              <form.SubmitButton variant="secondary" aria-describedby={appliedId} pending="Applying...">
                Apply
              </form.SubmitButton>
            </form.AppForm>
          </div>
        </form>
      </details>
    </FieldIdScope>
  );
}

/** One payment with unapplied cash: who paid, when, how, how much, what is left, and the form that applies it. */
function PaymentCard({
  payment,
  onApplied,
}: {
  payment: BrokerPayment;
  onApplied: (message: string, settled: boolean) => void;
}) {
  const titleId = `payment-${payment.id}-title`;
  return (
    <article className={styles.payment} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.paymentTitle}>
        {payment.broker}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>Received on</dt>
          <dd>{formatDate(payment.receivedOn)}</dd>
        </div>
        <div>
          <dt>Method</dt>
          <dd>
            {methodLabel(payment.method)}
            {payment.reference ? ` ${payment.reference}` : ""}
          </dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatCents(payment.amountCents)}</dd>
        </div>
        <div>
          <dt>Unapplied</dt>
          <dd className={styles.unapplied}>{formatCents(payment.unappliedCents)}</dd>
        </div>
      </dl>
      {payment.applications.length > 0 ? (
        <p className={styles.earlier}>
          Applied so far:{" "}
          {payment.applications.map((each) => `${each.invoice} ${formatCents(each.amountCents)}`).join(", ")}
        </p>
      ) : null}
      <ApplyCash payment={payment} onApplied={onApplied} />
    </article>
  );
}

/** The payments whose cash is not all applied yet, oldest first, each with the form that applies it. */
function UnappliedCash() {
  const { data: payments } = useSuspenseQuery(unappliedPaymentsQueryOptions());
  const [applied, setApplied] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const total = payments.reduce((sum, payment) => sum + payment.unappliedCents, 0);
  return (
    <section className={styles.panel} aria-labelledby="unapplied-heading">
      <div className={styles.panelBar}>
        <h2 id="unapplied-heading" ref={heading} tabIndex={-1} className={styles.panelTitle}>
          Unapplied cash
        </h2>
        {payments.length > 0 ? (
          <p className={styles.panelSummary}>
            {`${formatCents(total)} in ${payments.length} ${payments.length === 1 ? "payment" : "payments"}, oldest first`}
          </p>
        ) : null}
      </div>
      <p className={styles.saved} role="status">
        {applied}
      </p>
      {payments.length === 0 ? (
        <p className={styles.empty}>No unapplied cash: every payment is applied.</p>
      ) : (
        <ul className={styles.list}>
          {payments.map((payment) => (
            <li key={payment.id}>
              <PaymentCard
                payment={payment}
                onApplied={(message, settled) => {
                  setApplied(message);
                  // Its card leaves the list: focus goes to the list's heading rather than the page.
                  if (settled) heading.current?.focus();
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The staff "Payments" screen: post what a broker paid, then apply the cash left unapplied. */
export function PaymentsScreen() {
  return (
    <div className={styles.screen}>
      <section className={styles.panel} aria-labelledby="post-payment-heading">
        <h2 id="post-payment-heading" className={styles.panelTitle}>
          Post a broker payment
        </h2>
        <p className={styles.intro}>
          One check or transfer may pay many invoices. An invoice paid in full becomes Paid, and its fee is
          fixed on the day received.
        </p>
        <PostPaymentForm />
      </section>
      <UnappliedCash />
    </div>
  );
}
