import { useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { SAVED_BUTTON, sentence, submissionText } from "../outbox/messages";
import type { OutboxKind } from "../outbox/outbox";
import { useOutboxRecords } from "../outbox/outbox-store";
import type { SubmissionNotice, SubmissionPhase } from "./use-request-form";
import styles from "./submit-area.module.css";

interface SubmitAreaProps {
  kind: OutboxKind;
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
export function SubmitArea({ kind, phase, notice, onNoticeGone, ready, readyHint, busy }: SubmitAreaProps) {
  const hintId = useId();
  const text = submissionText[kind];
  const label = {
    idle: text.idle,
    submitting: text.submitting,
    submitted: text.submitted,
    saved: SAVED_BUTTON,
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
      <LastSubmission kind={kind} notice={notice} onGone={onNoticeGone} />
    </div>
  );
}

function LastSubmission({
  kind,
  notice,
  onGone,
}: {
  kind: OutboxKind;
  notice: SubmissionNotice;
  onGone: () => void;
}) {
  const text = submissionText[kind];
  if (!notice) return null;
  switch (notice.type) {
    case "sent":
      return (
        <Notice tone="success" title={text.successTitle} className={styles.notice}>
          <p>
            Reference ID: <span className={styles.reference}>{notice.reference}</span>. We'll contact you
            within 1 hour during business hours.
          </p>
        </Notice>
      );
    case "saved":
      return <SavedNotice kind={kind} idempotencyKey={notice.idempotencyKey} onGone={onGone} />;
    case "failed":
      return (
        <Notice tone="error" title={text.failure} className={styles.notice}>
          <p>
            {notice.hasIssues ? "Please check the highlighted fields." : sentence(notice.error)} Your entries
            are still here.
          </p>
        </Notice>
      );
    case "draft":
      return (
        <Notice tone="info" title={`Your saved ${text.noun} is back in the form.`} className={styles.notice}>
          <p>It was not accepted: fix the highlighted fields and submit it again.</p>
        </Notice>
      );
  }
}

/** Shown while the saved request waits; it goes away once the request has left the outbox. */
function SavedNotice({
  kind,
  idempotencyKey,
  onGone,
}: {
  kind: OutboxKind;
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
    <Notice tone="info" title="Saved on this device." className={[styles.notice, styles.saved].join(" ")}>
      <p>
        No connection right now: your {submissionText[kind].noun} will be sent by itself when the signal
        returns. You can see it under "Waiting" at the top of the page.
      </p>
    </Notice>
  );
}
