import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "../../components/ui/toast";
import { SAVED_TITLE, savedDescription, submissionText, successDescription } from "./messages";
import {
  newRequestId,
  submitThroughOutbox,
  type OutboxKind,
  type OutboxPayload,
  type SubmitResult,
} from "./outbox";
import { requestBackgroundSync } from "./outbox-actions";
import { preloadOutboxPanel } from "./outbox-indicator";

/** idle → submitting → submitted (sent) or saved (kept on the device) for 3 s → cleared, idle. */
export type SubmissionPhase = "idle" | "submitting" | "submitted" | "saved";

/** The note the form shows under its button. */
export type SubmissionNotice =
  | { type: "sent"; reference: string }
  | { type: "saved"; id: string }
  | { type: "failed"; error: string; hasIssues: boolean }
  | { type: "draft" }
  | null;

/** Spec section 9: the form resets 3 seconds after a success. */
export const RESET_AFTER_MS = 3000;

/**
 * Submits a form's values through the outbox and runs the states of spec
 * section 4 with the messages of section 8. A request saved on the device
 * resets the form like a success; a failure leaves the entries in place.
 */
export function useOutboxSubmission(
  kind: OutboxKind,
  {
    onReset,
    placeIssues,
  }: {
    onReset: () => void;
    /** Shows the server's field messages on their fields; returns the fields it found. */
    placeIssues: (issues: Record<string, string>) => string[];
  },
) {
  const [phase, setPhase] = useState<SubmissionPhase>("idle");
  const [notice, setNotice] = useState<SubmissionNotice>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestOnReset = useRef(onReset);
  const latestPlaceIssues = useRef(placeIssues);

  useEffect(() => {
    latestOnReset.current = onReset;
    latestPlaceIssues.current = placeIssues;
  });
  useEffect(() => () => clearTimeout(resetTimer.current), []);
  // A request saved with no signal shows in the header's panel: have its code on the device now.
  useEffect(preloadOutboxPanel, []);

  const submit = useCallback(
    async (
      payload: OutboxPayload,
      options: { replaces?: string | undefined } = {},
    ): Promise<SubmitResult> => {
      // The idempotency key is made once per press of the button and goes with every attempt.
      const id = newRequestId();
      const text = submissionText[kind];
      clearTimeout(resetTimer.current);
      setPhase("submitting");
      setNotice(null);
      let result: SubmitResult;
      try {
        result = await submitThroughOutbox(kind, payload, { id, replaces: options.replaces });
      } catch {
        result = {
          type: "failed",
          status: null,
          error: "This device could not send the request.",
          issues: {},
        };
      }
      if (result.type === "failed") {
        // "Check the highlighted fields" only when some field is highlighted; otherwise the server's words.
        const hasIssues = latestPlaceIssues.current(result.issues).length > 0;
        toast({
          variant: "destructive",
          title: text.failure,
          description: hasIssues ? "Please check the highlighted fields." : result.error,
        });
        setNotice({ type: "failed", error: result.error, hasIssues });
        setPhase("idle");
        return result;
      }
      if (result.type === "sent") {
        toast({
          variant: "success",
          title: text.successTitle,
          description: successDescription(result.reference),
        });
        setNotice({ type: "sent", reference: result.reference });
        setPhase("submitted");
      } else {
        toast({ title: SAVED_TITLE, description: savedDescription(kind, result.retryAt) });
        void requestBackgroundSync();
        setNotice({ type: "saved", id });
        setPhase("saved");
      }
      resetTimer.current = setTimeout(() => {
        latestOnReset.current();
        setPhase("idle");
      }, RESET_AFTER_MS);
      return result;
    },
    [kind],
  );

  return { phase, notice, setNotice, submit };
}
