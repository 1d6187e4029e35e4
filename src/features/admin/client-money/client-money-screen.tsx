import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { termsSentence, type ClientMoney, type TermsVersion } from "../../../../api/contract/money";
import {
  focusFirstInvalid,
  formStyles,
  formValidationLogic,
  setServerIssues,
  submitWith,
  useAppForm,
} from "../../../components/form/form";
import { BackLink } from "../../../components/ui/back-link";
import { Button } from "../../../components/ui/button";
import { FailureNotice, Notice } from "../../../components/ui/notice";
import { ApiRequestError } from "../../../lib/api";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { officeToday } from "../components/office-today";
import { formatCents } from "../../../lib/format-money";
import { randomUuid } from "../../../lib/random-uuid";
import { sessionEnded } from "../../../lib/session-ended";
import {
  amountText,
  checkReleaseForm,
  checkTermsForm,
  releaseDefaults,
  releaseFieldOfKey,
  termsFieldIssues,
  termsFormValues,
} from "./money-forms";
import {
  clientMoneyQueryOptions,
  clientTermsQueryOptions,
  refreshClientMoney,
  releaseClientReserve,
  saveClientTerms,
} from "./queries";
import {
  methodLabel,
  PaymentMethodFields,
  paymentMethodFieldNames,
} from "../components/payment-method-fields";
import styles from "./client-money.module.css";

/** What a call that got no answer says. */
const NO_ANSWER = "No answer came (no connection, or the server is down). Send it again as it is.";
/** A release sent again as it is keeps its Idempotency-Key: it is paid once. */
const NO_ANSWER_RELEASE =
  "No answer came (no connection, or the server is down). Send it again as it is: it is released once.";

/** A form validator's answer: the messages by field, or none. */
const fieldsOrNone = (errors: Record<string, string>) =>
  Object.keys(errors).length > 0 ? { fields: errors } : undefined;

type ServerForm = Parameters<typeof setServerIssues>[0];

/** A refusal: the server's field messages on their fields, the rest said for the whole form. */
function placeRefusal(
  error: unknown,
  form: ServerForm,
  fieldsOf: (issues: Record<string, string>) => { fields: Record<string, string>; form: string[] },
  noAnswer: string,
  what: string,
): string {
  if (!(error instanceof ApiRequestError)) return noAnswer;
  if (!error.issues) return error.message;
  const { fields, form: unplaced } = fieldsOf(error.issues);
  const placed = setServerIssues(form, fields);
  const left = [
    ...unplaced,
    ...Object.entries(fields)
      .filter(([field]) => !placed.includes(field))
      .map(([, message]) => message),
  ];
  return left.length > 0 ? `Not ${what}: ${left.join(" ")}` : `Not ${what}: fix the marked fields.`;
}

const releaseIssues = (issues: Record<string, string>) => {
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(issues)) fields[releaseFieldOfKey(key)] = message;
  return { fields, form: [] };
};

/** The four figures, read from the ledger; a negative available reserve said as what it is. */
function MoneyNow({ money }: { money: ClientMoney }) {
  const owes = money.availableReserveCents < 0;
  return (
    <section className={styles.panel} aria-labelledby="money-now-heading">
      <h2 id="money-now-heading" className={styles.panelTitle}>
        Money now
      </h2>
      <dl className={styles.figures}>
        <div className={owes ? styles.owes : money.availableReserveCents > 0 ? styles.available : undefined}>
          <dt>Available reserve</dt>
          <dd>{formatCents(money.availableReserveCents)}</dd>
        </div>
        <div>
          <dt>Reserve held on open invoices</dt>
          <dd>{formatCents(money.reserveHeldCents)}</dd>
        </div>
        <div>
          <dt>Funded this month</dt>
          <dd>{formatCents(money.fundedThisMonthCents)}</dd>
        </div>
        <div>
          <dt>Brokers still owe</dt>
          <dd>{formatCents(money.brokersOweCents)}</dd>
        </div>
      </dl>
      {owes ? (
        <Notice tone="error">
          <p>
            {`The client owes ${formatCents(-money.availableReserveCents)}: later reserves pay it back before any release.`}
          </p>
        </Notice>
      ) : null}
    </section>
  );
}

/** "Set by dana on May 4, 2026, 3:04 PM", or the company's defaults. */
const setByLine = (version: TermsVersion) =>
  version.setBy ? `Set by ${version.setBy} on ${formatDateTime(version.setAt)}` : "The company's defaults";

/** The terms in force, the company's defaults, every version, and the form that sets new ones. */
function Terms({ clientId }: { clientId: string }) {
  const { data } = useSuspenseQuery(clientTermsQueryOptions(clientId));
  const [saved, setSaved] = useState<string>();
  const { terms, history, defaults } = data;
  const own = terms.setBy !== "";
  return (
    <section className={styles.panel} aria-labelledby="terms-heading">
      <h2 id="terms-heading" className={styles.panelTitle}>
        Terms
      </h2>
      <div className={styles.inForce}>
        <p className={styles.sentence}>{termsSentence(terms)}</p>
        <p className={styles.muted}>
          {own
            ? `In force since ${formatDate(terms.effectiveOn)}. ${setByLine(terms)}.`
            : "The company's defaults: this client has no terms of its own yet."}
        </p>
      </div>
      {own ? <p className={styles.muted}>{`Company defaults: ${termsSentence(defaults)}.`}</p> : null}
      {history.length > 0 ? (
        <details className={styles.history}>
          <summary className={styles.summary}>{`Every version (${history.length}), newest first`}</summary>
          <ol className={styles.versions}>
            {history.map((version) => (
              <li key={version.setAt}>
                <p>{termsSentence(version)}</p>
                <p className={styles.muted}>
                  {`From ${formatDate(version.effectiveOn)}. ${setByLine(version)}.`}
                </p>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <TermsForm
        key={terms.setAt}
        clientId={clientId}
        terms={terms}
        onSaving={() => setSaved(undefined)}
        onSaved={() => setSaved("Terms saved: in force from today.")}
      />
      <p className={styles.saved} role="status">
        {saved}
      </p>
    </section>
  );
}

/** New terms in percentages and days; sent as basis points, in force from today. */
function TermsForm({
  clientId,
  terms,
  onSaving,
  onSaved,
}: {
  clientId: string;
  terms: TermsVersion;
  onSaving: () => void;
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const formElement = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string>();
  const form = useAppForm({
    defaultValues: termsFormValues(terms),
    validationLogic: formValidationLogic,
    validators: { onDynamic: ({ value }) => fieldsOrNone(checkTermsForm(value).errors) },
    onSubmit: async ({ value, formApi }) => {
      onSaving();
      setFailure(undefined);
      const checked = checkTermsForm(value).terms;
      if (!checked) return;
      try {
        await saveClientTerms(clientId, checked);
        onSaved();
        await refreshClientMoney(queryClient, clientId);
      } catch (error) {
        if (sessionEnded(error)) return;
        setFailure(placeRefusal(error, formApi, termsFieldIssues, NO_ANSWER, "saved"));
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
      aria-labelledby="terms-form-heading"
      onSubmit={submitWith(form)}
    >
      <h3 id="terms-form-heading" className={styles.formTitle}>
        Change the terms
      </h3>
      <div className={styles.termsGrid}>
        {TERMS_FIELDS.map(({ name, label, unit }) => (
          <form.AppField key={name} name={name}>
            {(field) => (
              <field.TextField
                label={label}
                required
                suffix={unit}
                inputMode={unit === "%" ? "decimal" : "numeric"}
                autoComplete="off"
              />
            )}
          </form.AppField>
        ))}
      </div>
      <form.Subscribe selector={(state) => state.values}>
        {(values) => {
          const next = checkTermsForm(values).terms;
          return (
            <p className={styles.preview}>
              {next ? `New terms: ${termsSentence(next)}.` : "Fix the marked fields to see the new terms."}
            </p>
          );
        }}
      </form.Subscribe>
      <FailureNotice failure={failure} />
      <div className={styles.actions}>
        <form.AppForm>
          <form.SubmitButton variant="secondary" pending="Saving...">
            Save terms
          </form.SubmitButton>
        </form.AppForm>
        <p className={styles.muted}>
          New terms are in force from today; invoices funded earlier keep theirs.
        </p>
      </div>
    </form>
  );
}

/** The terms form's fields, in the grid's order: a rate in percent, or a number of days. */
const TERMS_FIELDS = [
  { name: "advanceRate", label: "Advance rate in %", unit: "%" },
  { name: "recourseDays", label: "Recourse after (days)", unit: "days" },
  { name: "fee", label: "Fee in %", unit: "%" },
  { name: "feeDays", label: "Fee for (days)", unit: "days" },
  { name: "extraFee", label: "Extra fee in %", unit: "%" },
  { name: "extraFeeDays", label: "Extra fee per (days started)", unit: "days" },
] as const;

/** "Released $1,250.00 by ACH; $0.00 stays available." */
function releasedMessage(amountCents: number, method: string, money: ClientMoney) {
  const how = methodLabel(method);
  return `Released ${formatCents(amountCents)} by ${how}; ${formatCents(Math.max(0, money.availableReserveCents))} stays available.`;
}

/**
 * Reserve paid out to the client. The same filled form sent again (after no answer, or a refusal)
 * keeps its Idempotency-Key, so it is released once; a release made starts a new form and a new key.
 */
function ReleaseReserve({ clientId, money }: { clientId: string; money: ClientMoney }) {
  const queryClient = useQueryClient();
  const formElement = useRef<HTMLFormElement>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [released, setReleased] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const whyNotId = useId();
  const today = officeToday();
  const available = money.availableReserveCents;
  const form = useAppForm({
    defaultValues: releaseDefaults(today),
    validationLogic: formValidationLogic,
    validators: { onDynamic: ({ value }) => fieldsOrNone(checkReleaseForm(value, available).errors) },
    onSubmit: async ({ value, formApi }) => {
      setReleased(undefined);
      setFailure(undefined);
      const { release } = checkReleaseForm(value, available);
      if (!release) return;
      const body = JSON.stringify(release);
      if (attempt.current?.body !== body) attempt.current = { body, key: randomUuid() };
      try {
        const after = await releaseClientReserve(clientId, release, attempt.current.key);
        attempt.current = null;
        formApi.reset(releaseDefaults());
        setReleased(releasedMessage(release.amountCents, release.method, after));
        void refreshClientMoney(queryClient, clientId);
      } catch (error) {
        if (sessionEnded(error)) return;
        setFailure(placeRefusal(error, formApi, releaseIssues, NO_ANSWER_RELEASE, "released"));
        // The reserve changed meanwhile (a 409), or is less than shown (a 422): the figures read again.
        if (error instanceof ApiRequestError) void refreshClientMoney(queryClient, clientId);
        focusFirstInvalid(formElement.current);
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(formElement.current),
  });
  const nothing = available <= 0;
  return (
    <section className={styles.panel} aria-labelledby="release-heading">
      <h2 id="release-heading" className={styles.panelTitle}>
        Release reserve
      </h2>
      <p className={styles.muted}>
        Pays the client what TPF holds for it and no invoice needs any more: at most the available reserve.
      </p>
      {nothing ? (
        <p id={whyNotId} className={styles.whyNot}>
          {available < 0
            ? "Nothing can be released: the client owes TPF until later reserves pay it back."
            : "Nothing can be released: the available reserve is $0.00."}
        </p>
      ) : null}
      <form
        ref={formElement}
        className={styles.form}
        noValidate
        aria-labelledby="release-heading"
        aria-describedby={nothing ? whyNotId : undefined}
        onSubmit={submitWith(form)}
      >
        <fieldset className={styles.plain} disabled={nothing}>
          <div className={formStyles.grid}>
            <div className={styles.availableLine}>
              <p>
                Available to release: <strong>{formatCents(Math.max(0, available))}</strong>
              </p>
              <Button
                size="sm"
                variant="outline"
                // A new amount: the form starts again with it, without the messages about the one before.
                onClick={() =>
                  form.reset(
                    { ...form.state.values, amount: amountText(available) },
                    { keepDefaultValues: true },
                  )
                }
              >
                Release all
              </Button>
            </div>
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
            <PaymentMethodFields form={form} fields={paymentMethodFieldNames} />
            <form.AppField name="paidOn">
              {(field) => <field.TextField label="Paid on" type="date" required max={today} />}
            </form.AppField>
          </div>
          <FailureNotice failure={failure} />
          <div className={styles.actions}>
            <form.AppForm>
              <form.SubmitButton variant="secondary" pending="Releasing...">
                Release reserve
              </form.SubmitButton>
            </form.AppForm>
          </div>
        </fieldset>
      </form>
      <p className={styles.saved} role="status">
        {released}
      </p>
    </section>
  );
}

/** The staff screen of one client's money: the figures, its terms, and reserve paid out. */
export function ClientMoneyScreen({ clientId }: { clientId: string }) {
  const { data } = useSuspenseQuery(clientMoneyQueryOptions(clientId));
  return (
    <div className={styles.screen}>
      <div className={styles.top}>
        <BackLink to="/admin/clients">All clients</BackLink>
        <p className={styles.muted}>{`Username ${data.client.username}`}</p>
      </div>
      <MoneyNow money={data.money} />
      <div className={styles.columns}>
        <Terms clientId={clientId} />
        <ReleaseReserve clientId={clientId} money={data.money} />
      </div>
    </div>
  );
}
