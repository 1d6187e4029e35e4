import { useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import type { Locale } from "../../../../api/contract/words";
import * as m from "../../../paraglide/messages";
import { requestWords, sentence } from "../outbox/messages";
import type { OutboxKind } from "../outbox/outbox";
import { useOutboxRecords } from "../outbox/outbox-store";
import type { SubmissionNotice, SubmissionPhase } from "./use-request-form";
import styles from "./submit-area.module.css";

interface SubmitAreaProps {
  kind: OutboxKind;
  /** The form's language. */
  locale: Locale;
  phase: SubmissionPhase;
  notice: SubmissionNotice;
  onNoticeGone: () => void;
  /** Whether the button may be pressed now: agreed, and complete where the form asks for that. */
  ready: boolean;
  /** Why the button is disabled while not ready. */
  readyHint: string;
  /** The form is validating or handing over a submission (blocks a double press). */
  busy: boolean;
}

/** The submit button with its state labels, and the note about the last submission. */
export function SubmitArea({
  kind,
  locale,
  phase,
  notice,
  onNoticeGone,
  ready,
  readyHint,
  busy,
}: SubmitAreaProps) {
  const hintId = useId();
  const text = requestWords(kind, locale);
  const label = {
    idle: text.idle,
    submitting: text.submitting,
    submitted: text.submitted,
    saved: m.forms_saved_button({}, { locale }),
  }[phase];
  const showHint = !ready && phase === "idle";
  return (
    <div className={styles.area}>
      <Button
        type="submit"
        size="lg"
        block
        disabled={!ready || busy || phase !== "idle"}
        aria-describedby={showHint ? hintId : undefined}
        data-phase={phase}
      >
        {label}
      </Button>
      {showHint ? (
        <p className={styles.hint} id={hintId}>
          {readyHint}
        </p>
      ) : null}
      <LastSubmission kind={kind} locale={locale} notice={notice} onGone={onNoticeGone} />
    </div>
  );
}

function LastSubmission({
  kind,
  locale,
  notice,
  onGone,
}: {
  kind: OutboxKind;
  locale: Locale;
  notice: SubmissionNotice;
  onGone: () => void;
}) {
  const text = requestWords(kind, locale);
  if (!notice) return null;
  switch (notice.type) {
    case "sent":
      return (
        <Notice tone="success" title={text.successTitle} className={styles.notice}>
          <p>
            {m.forms_reference_label({}, { locale })}{" "}
            <span className={styles.reference}>{notice.reference}</span>.{" "}
            {m.forms_contact_soon({}, { locale })}
          </p>
        </Notice>
      );
    case "saved":
      return (
        <SavedNotice kind={kind} locale={locale} idempotencyKey={notice.idempotencyKey} onGone={onGone} />
      );
    case "failed":
      return (
        <Notice tone="error" title={text.failure} className={styles.notice}>
          <p>
            {notice.hasIssues ? m.forms_check_fields({}, { locale }) : sentence(notice.error)}{" "}
            {m.forms_entries_kept({}, { locale })}
          </p>
        </Notice>
      );
    case "draft":
      return (
        <Notice
          tone="info"
          title={m.forms_draft_title({ noun: text.noun }, { locale })}
          className={styles.notice}
        >
          <p>{m.forms_draft_text({}, { locale })}</p>
        </Notice>
      );
  }
}

/** Shown while the saved request waits; it goes away once the request has left the outbox. */
function SavedNotice({
  kind,
  locale,
  idempotencyKey,
  onGone,
}: {
  kind: OutboxKind;
  locale: Locale;
  idempotencyKey: string;
  onGone: () => void;
}) {
  const waiting = useOutboxRecords().some((record) => record.idempotencyKey === idempotencyKey);
  // The outbox is read asynchronously: the request may show up a moment after this note does.
  const [seen, setSeen] = useState(false);
  if (waiting && !seen) setSeen(true);
  useEffect(() => {
    if (seen && !waiting) onGone();
  }, [waiting, seen, onGone]);
  return (
    <Notice
      tone="info"
      title={m.forms_saved_notice_title({}, { locale })}
      className={[styles.notice, styles.saved].join(" ")}
    >
      <p>{m.forms_saved_notice_text({ noun: requestWords(kind, locale).noun }, { locale })}</p>
    </Notice>
  );
}
