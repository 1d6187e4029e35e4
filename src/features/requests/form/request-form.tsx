import { useStore } from "@tanstack/react-form";
import { CircleCheck, CloudUpload } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import type { FormAnswer } from "../../../../api/contract/form-answer";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { AnswerIssues, formStyles, submitWith } from "../../../components/form/form";
import { submissionText } from "../outbox/messages";
import { useOutboxRecords } from "../outbox/outbox-store";
import { SubmitArea } from "./submit-area";
import { formPaths, requiredFields, type RequestKind } from "./request-kinds";
import type { RequestOutcome, useRequestForm } from "./use-request-form";
import styles from "./request-form.module.css";
import { useHydrated } from "../../../lib/use-hydrated";

interface RequestFormProps<Kind extends RequestKind> {
  kind: Kind;
  request: ReturnType<typeof useRequestForm<Kind>>;
  answer?: FormAnswer | undefined;
  /** When the button may be pressed: once agreed, or once every required field is filled too. */
  readyWhen: "agreed" | "complete";
  readyHint: string;
  /** The form's accessible name. */
  label: string;
  children: ReactNode;
}

/**
 * A request form as the page shows it: a real HTML form that posts to its
 * own page, so it works before and without the app; once the app runs it
 * checks every field as the visitor goes and sends through the outbox.
 * The consent and terms links, the button and its messages are the same
 * for both kinds of request.
 */
export function RequestFormFrame<Kind extends RequestKind>({
  kind,
  request,
  answer,
  readyWhen,
  readyHint,
  label,
  children,
}: RequestFormProps<Kind>) {
  const { form, formElement, phase, notice, clearNotice, outcome, startNew } = request;
  const hydrated = useHydrated();
  const required = useMemo(() => requiredFields(kind), [kind]);
  const ready = useStore(form.store, (state) => {
    const values = state.values as Record<string, string | boolean>;
    if (!values.agreeToTerms) return false;
    return readyWhen === "agreed" || required.every((name) => String(values[name] ?? "").trim() !== "");
  });
  const busy = useStore(form.store, (state) => state.isSubmitting);

  if (outcome) return <OutcomePanel kind={kind} outcome={outcome} onStartNew={startNew} />;

  return (
    <AnswerIssues.Provider value={answer?.issues ?? {}}>
      <form
        ref={formElement}
        method="post"
        action={formPaths[kind]}
        // Without the app the browser checks the required fields itself; with it, the contract does.
        noValidate={hydrated}
        aria-busy={phase === "submitting"}
        aria-label={label}
        onSubmit={submitWith(form)}
      >
        {answer && Object.keys(answer.issues).length > 0 ? <ErrorSummary issues={answer.issues} /> : null}
        {children}
        <div className={formStyles.grid}>
          <form.AppField name="agreeToTerms">
            {(field) => (
              <field.CheckboxField
                required
                label={
                  kind === "quote" ? (
                    <>
                      I agree to receive communications from TPF about my request and understand that this
                      quote is not a commitment to factor. Requesting a quote authorizes no credit check, no
                      UCC filing and no access to my ELD data.
                    </>
                  ) : (
                    <>
                      I agree to receive communications from TPF about my application and understand that it
                      is not a commitment to factor. Applying authorizes no credit check, no UCC filing and no
                      access to my ELD data.
                    </>
                  )
                }
              />
            )}
          </form.AppField>
        </div>
        <p className={formStyles.terms}>
          Read our{" "}
          <a href="/terms-of-use" target="_blank" rel="noopener">
            Terms of Use<span className="visually-hidden"> (opens in a new tab)</span>
          </a>{" "}
          and{" "}
          <a href="/privacy-policy" target="_blank" rel="noopener">
            Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          .
        </p>
        <form.AppField name="website">{(field) => <field.HoneypotField />}</form.AppField>
        <SubmitArea
          kind={kind}
          phase={phase}
          notice={notice}
          onNoticeGone={clearNotice}
          // Before the app runs the button always works: the browser and the server check the form.
          ready={ready || !hydrated}
          busy={busy}
          readyHint={readyHint}
        />
      </form>
    </AnswerIssues.Provider>
  );
}

/** The server's list of what to fix, at the top of a form it received without JavaScript. */
function ErrorSummary({ issues }: { issues: Record<string, string> }) {
  const entries = Object.entries(issues);
  return (
    <div className={styles.summary} role="alert" aria-labelledby="form-errors-title">
      <h2 id="form-errors-title" className={styles.summaryTitle}>
        {entries.length === 1 ? "One field needs a fix" : `${entries.length} fields need a fix`}
      </h2>
      <ul className={styles.summaryList}>
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#field-${name}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Coming back to the form after a request went out (or was saved on the
 * device): what happened to it, and a way to start a new one. The same
 * request is never offered again.
 */
function OutcomePanel({
  kind,
  outcome,
  onStartNew,
}: {
  kind: RequestKind;
  outcome: RequestOutcome;
  onStartNew: () => void;
}) {
  const text = submissionText[kind];
  const waiting = useOutboxRecords().some(
    (record) => outcome.type === "saved" && record.idempotencyKey === outcome.idempotencyKey,
  );
  const sent = outcome.type === "sent";
  return (
    <div className={styles.outcome} role="status">
      {sent || !waiting ? (
        <Notice
          tone="success"
          title={sent ? `Sent, reference ${outcome.reference}` : `Your ${text.noun} was sent`}
        >
          <p>
            {sent
              ? "We received your request and will contact you within 1 hour during business hours."
              : "It went out by itself when the signal returned; its reference was shown then. We'll contact you within 1 hour during business hours."}
          </p>
        </Notice>
      ) : (
        <Notice tone="info" title="Saved on this device, will be sent">
          <p>
            No connection when you sent it: your {text.noun} waits on this phone and goes out by itself when
            the signal returns. You can see it under "Waiting" at the top of the page.
          </p>
        </Notice>
      )}
      <Button type="button" size="lg" block onClick={onStartNew}>
        {sent || !waiting ? <CircleCheck aria-hidden="true" /> : <CloudUpload aria-hidden="true" />}
        Start a new request
      </Button>
    </div>
  );
}
