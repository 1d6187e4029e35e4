import { useStore } from "@tanstack/react-form";
import { CircleCheck, CloudUpload } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import type { FormAnswer } from "../../../../api/contract/form-answer";
import type { Locale } from "../../../../api/contract/words";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { AnswerIssues, formStyles, submitWith } from "../../../components/form/form";
import { localizedPath } from "../../../lib/locale";
import * as m from "../../../paraglide/messages";
import { requestWords } from "../outbox/messages";
import { useOutboxRecords } from "../outbox/outbox-store";
import { SubmitArea } from "./submit-area";
import { formPaths } from "./form-paths";
import { requiredFields, type RequestKind } from "./request-kinds";
import type { RequestOutcome, useRequestForm } from "./use-request-form";
import styles from "./request-form.module.css";
import { useHydrated } from "../../../lib/use-hydrated";

interface RequestFormProps<Kind extends RequestKind> {
  kind: Kind;
  /** The form's language: its words, and the page it posts to without JavaScript. */
  locale: Locale;
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
  locale,
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

  if (outcome) return <OutcomePanel kind={kind} locale={locale} outcome={outcome} onStartNew={startNew} />;

  return (
    <AnswerIssues.Provider value={answer?.issues ?? {}}>
      <form
        ref={formElement}
        method="post"
        action={localizedPath(formPaths[kind], locale)}
        // Without the app the browser checks the required fields itself; with it, the contract does.
        noValidate={hydrated}
        aria-busy={phase === "submitting"}
        aria-label={label}
        onSubmit={submitWith(form)}
      >
        {answer && Object.keys(answer.issues).length > 0 ? (
          <ErrorSummary issues={answer.issues} locale={locale} />
        ) : null}
        {children}
        <div className={formStyles.grid}>
          <form.AppField name="agreeToTerms">
            {(field) => (
              <field.CheckboxField
                required
                label={
                  kind === "quote"
                    ? m.forms_quote_agreement({}, { locale })
                    : m.forms_fuel_agreement({}, { locale })
                }
              />
            )}
          </form.AppField>
        </div>
        <p className={formStyles.terms}>
          {m.forms_terms_before({}, { locale })}{" "}
          <a href={localizedPath("/terms-of-use", locale)} target="_blank" rel="noopener">
            {m.link_terms({}, { locale })}
            <span className="visually-hidden">{m.opens_new_tab({}, { locale })}</span>
          </a>{" "}
          {m.forms_terms_between({}, { locale })}{" "}
          <a href={localizedPath("/privacy-policy", locale)} target="_blank" rel="noopener">
            {m.link_privacy({}, { locale })}
            <span className="visually-hidden">{m.opens_new_tab({}, { locale })}</span>
          </a>
          .
        </p>
        <form.AppField name="website">
          {(field) => <field.HoneypotField label={m.forms_website({}, { locale })} />}
        </form.AppField>
        <SubmitArea
          kind={kind}
          locale={locale}
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
function ErrorSummary({ issues, locale }: { issues: Record<string, string>; locale: Locale }) {
  const entries = Object.entries(issues);
  return (
    <div className={styles.summary} role="alert" aria-labelledby="form-errors-title">
      <h2 id="form-errors-title" className={styles.summaryTitle}>
        {entries.length === 1
          ? m.forms_one_fix({}, { locale })
          : m.forms_many_fixes({ count: entries.length }, { locale })}
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
  locale,
  outcome,
  onStartNew,
}: {
  kind: RequestKind;
  locale: Locale;
  outcome: RequestOutcome;
  onStartNew: () => void;
}) {
  const text = requestWords(kind, locale);
  const waiting = useOutboxRecords().some(
    (record) => outcome.type === "saved" && record.idempotencyKey === outcome.idempotencyKey,
  );
  const sent = outcome.type === "sent";
  return (
    <div className={styles.outcome} role="status">
      {sent || !waiting ? (
        <Notice
          tone="success"
          title={
            sent
              ? m.forms_outcome_sent_title({ reference: outcome.reference }, { locale })
              : m.forms_outcome_went_title({ noun: text.noun }, { locale })
          }
        >
          <p>
            {sent ? m.forms_outcome_sent_text({}, { locale }) : m.forms_outcome_went_text({}, { locale })}
          </p>
        </Notice>
      ) : (
        <Notice tone="info" title={m.forms_outcome_saved_title({}, { locale })}>
          <p>{m.forms_outcome_saved_text({ noun: text.noun }, { locale })}</p>
        </Notice>
      )}
      <Button type="button" size="lg" block onClick={onStartNew}>
        {sent || !waiting ? <CircleCheck aria-hidden="true" /> : <CloudUpload aria-hidden="true" />}
        {m.forms_start_new({}, { locale })}
      </Button>
    </div>
  );
}
