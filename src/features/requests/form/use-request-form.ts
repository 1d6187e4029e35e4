import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { FormAnswer } from "../../../../api/contract/form-answer";
import type { Locale } from "../../../../api/contract/words";
import { toast } from "../../../components/ui/toast";
import {
  contractSchema,
  focusFirstInvalid,
  formValidationLogic,
  setServerIssues,
  useAppForm,
  valuesFromRecord,
} from "../../../components/form/form";
import { randomUuid } from "../../../lib/random-uuid";
import { schemaInLocale } from "../../../lib/schema-in-locale";
import * as m from "../../../paraglide/messages";
import { adoptTypedValues, typedBeforeHydration } from "../../../lib/typed-before-hydration";
import { requestWords, savedDescription, successDescription, waitingReason } from "../outbox/messages";
import { loadOutbox } from "../outbox/load-outbox";
import type { SubmitResult } from "../outbox/outbox";
import { requestBackgroundSync } from "../outbox/outbox-actions";
import { preloadOutboxPanel } from "../outbox/outbox-indicator";
import { readMemory, typedEntries, withDraft, writeMemory, type RequestMemory } from "./request-draft";
import {
  contractOf,
  requestDefaults,
  type RequestKind,
  type RequestValues,
  type RequestValuesOf,
} from "./request-kinds";

/** idle → submitting → submitted (sent) or saved (kept on the device) for 3 s → cleared, idle. */
export type SubmissionPhase = "idle" | "submitting" | "submitted" | "saved";

/** The note the form shows under its button. */
export type SubmissionNotice =
  | { type: "sent"; reference: string }
  | { type: "saved"; idempotencyKey: string }
  | { type: "failed"; error: string; hasIssues: boolean }
  | { type: "draft" }
  | null;

/** What became of the last request of this tab, shown instead of the form when the visitor comes back. */
export type RequestOutcome = Extract<RequestMemory, { type: "sent" | "saved" }>;

/** The form resets this long after a success. */
export const RESET_AFTER_MS = 3000;

export interface RequestFormOptions {
  /** The form's language: its messages, and the language the request is sent in (docs/decisions/0170-spanish-edition.md). */
  locale?: Locale | undefined;
  /** Values the address asks for (`?tier=gold`): the page starts with them. */
  prefill?: Readonly<Record<string, string | undefined>> | undefined;
  /**
   * Reads the same from the address in the browser: offline, the service
   * worker answers `/get-quote?tier=gold` with the page as built, without
   * its query string.
   */
  fromAddress?: (search: URLSearchParams) => {
    prefill: Readonly<Record<string, string | undefined>>;
    draftId?: string | undefined;
  };
  /** The server's answer to this form sent without JavaScript: the entries and what it refused. */
  answer?: FormAnswer | undefined;
  /** A request refused earlier, loaded back from the outbox to be fixed: its idempotency key (`?draft=`). */
  draftId?: string | undefined;
}

function noticeOf(answer: FormAnswer | undefined): SubmissionNotice {
  if (!answer) return null;
  const hasIssues = Object.keys(answer.issues).length > 0;
  return { type: "failed", error: answer.error ?? "", hasIssues };
}

/**
 * A public request form (quote or fuel card) from start to finish: its
 * values checked by the contract, the submission through the outbox with a
 * key made at each press, the states and messages of a submission, the
 * tab's draft, and the hand-over from the page as the server drew it (with
 * whatever the visitor typed before the app ran) to the app.
 */
export function useRequestForm<Kind extends RequestKind>(
  kind: Kind,
  { prefill, answer, draftId: givenDraftId, fromAddress, locale = "en" }: RequestFormOptions,
) {
  type Values = RequestValuesOf<Kind>;
  const formElement = useRef<HTMLFormElement>(null);
  const defaults = useMemo(() => requestDefaults(kind), [kind]);
  /** The values a new request of this page starts from (the address may add to them in the browser). */
  const [start, setStart] = useState(() => ({ ...defaults, ...prefill }) as Values);
  const [draftId, setDraftId] = useState(givenDraftId);
  const [replaces, setReplaces] = useState<string>();
  const [phase, setPhase] = useState<SubmissionPhase>("idle");
  const [notice, setNotice] = useState<SubmissionNotice>(() => noticeOf(answer));
  const [outcome, setOutcome] = useState<RequestOutcome>();
  /** From a press of the button until the form is cleared: the entries are a request now, not a draft. */
  const submitting = useRef(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const text = requestWords(kind, locale);
  /** The contract, answering in the form's language. */
  const contract = useMemo(() => schemaInLocale(contractOf(kind), locale), [kind, locale]);

  /**
   * What the page was drawn with. It never changes: TanStack Form gives an untouched form new
   * default values whole, which would wipe an entry the hand-over below put in.
   */
  const [drawn] = useState(() => ({ ...start, ...answer?.values }) as Values);

  const form = useAppForm({
    defaultValues: drawn,
    validationLogic: formValidationLogic,
    validators: { onDynamic: contractSchema<Values>(contract) },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      const result = await submit(value);
      if (result.type === "failed") focusFirstInvalid(formElement.current);
    },
    onSubmitInvalid: () => focusFirstInvalid(formElement.current),
  });

  const submit = async (value: Values): Promise<SubmitResult> => {
    submitting.current = true;
    clearTimeout(resetTimer.current);
    setPhase("submitting");
    setNotice(null);
    // The idempotency key is made once per press and goes with every attempt.
    const idempotencyKey = randomUuid();
    // From the press on, this tab remembers a request, never a draft to send again: a visitor who
    // leaves while it is on its way comes back to what became of it (the outbox keeps it meanwhile).
    writeMemory(kind, { type: "saved", idempotencyKey });
    let result: SubmitResult;
    try {
      result = await (
        await loadOutbox()
      ).submitThroughOutbox(kind, value, { idempotencyKey, replaces, locale });
    } catch {
      result = { type: "failed", status: null, error: m.forms_device_failed({}, { locale }), issues: {} };
    }
    if (result.type === "failed") {
      submitting.current = false;
      const entries = typedEntries(value as RequestValues, start as RequestValues);
      writeMemory(kind, entries ? { type: "draft", values: entries } : undefined);
      const hasIssues = setServerIssues(form, result.issues).length > 0;
      const error = waitingReason(result.error, locale);
      toast({
        variant: "destructive",
        title: text.failure,
        description: hasIssues ? m.forms_check_fields({}, { locale }) : error,
      });
      setNotice({ type: "failed", error, hasIssues });
      setPhase("idle");
      return result;
    }
    if (result.type === "sent") writeMemory(kind, { type: "sent", reference: result.reference });
    setReplaces(undefined);
    if (result.type === "sent") {
      toast({
        variant: "success",
        title: text.successTitle,
        description: successDescription(result.reference, locale),
      });
      setNotice({ type: "sent", reference: result.reference });
      setPhase("submitted");
    } else {
      toast({
        title: m.forms_saved_title({}, { locale }),
        description: savedDescription(kind, result.retryAt, locale),
      });
      void requestBackgroundSync();
      setNotice({ type: "saved", idempotencyKey });
      setPhase("saved");
    }
    resetTimer.current = setTimeout(() => {
      // Empty again, with the defaults kept as drawn (new ones would be put back in their place).
      form.reset(start, { keepDefaultValues: true });
      submitting.current = false;
      setPhase("idle");
    }, RESET_AFTER_MS);
    return result;
  };

  // As React commits the page it took over (a layout effect, before any later render could set the
  // controls back): the tab's draft or what became of the last request, then what the visitor typed
  // meanwhile, which wins over both (docs/decisions/0060-typing-while-the-app-starts.md).
  useLayoutEffect(() => {
    let starting = start;
    const servedWithoutQuery = !answer && !givenDraftId && Object.keys(prefill ?? {}).length === 0;
    if (servedWithoutQuery && fromAddress && location.search) {
      const address = fromAddress(new URLSearchParams(location.search));
      starting = { ...defaults, ...address.prefill } as Values;
      // Once, after the app took the page over: the address and this tab's memory are outside React.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setStart(starting);
      if (address.draftId) {
        setDraftId(address.draftId);
        return;
      }
    }
    if (!givenDraftId && !answer) {
      const typed = formElement.current ? typedBeforeHydration(formElement.current, drawn) : {};
      const memory = readMemory(kind, defaults as RequestValues);
      if (memory && memory.type !== "draft" && Object.keys(typed).length === 0) {
        setOutcome(memory);
        return;
      }
      const draft = memory?.type === "draft" ? memory.values : {};
      if (Object.keys(draft).length > 0 || starting !== start) {
        form.reset(withDraft(starting as RequestValues, draft) as Values, { keepDefaultValues: true });
      }
    }
    adoptTypedValues(form, formElement.current, drawn);
    // Once, right after the app has taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The draft: the entries of a request being written, kept in this tab across reloads and visits.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      if (submitting.current) return;
      const entries = typedEntries(form.state.values as RequestValues, start as RequestValues);
      // Nothing typed yet: leave what the tab remembers (a sent request's outcome) alone.
      if (entries) writeMemory(kind, { type: "draft", values: entries });
    };
    const subscription = form.store.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(save, 250);
    });
    const flush = () => {
      clearTimeout(timer);
      save();
    };
    window.addEventListener("pagehide", flush);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("pagehide", flush);
      subscription.unsubscribe();
    };
  }, [form, kind, start]);

  // A refused request chosen for fixing in the outbox panel: back into the form.
  useEffect(() => {
    if (!draftId) return;
    let current = true;
    loadOutbox()
      .then((outbox) => outbox.getOutboxRecord(draftId))
      .then(
        (record) => {
          if (!current || record?.kind !== kind) return;
          form.reset(valuesFromRecord(defaults as RequestValues, record.payload) as Values, {
            keepDefaultValues: true,
          });
          setServerIssues(form, record.issues ?? {});
          setReplaces(record.idempotencyKey);
          setNotice({ type: "draft" });
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [kind, draftId, form, defaults]);

  useEffect(() => () => clearTimeout(resetTimer.current), []);
  // A request saved with no signal shows in the header's panel: have its code on the device now.
  useEffect(preloadOutboxPanel, []);

  const startNew = useCallback(() => {
    writeMemory(kind, undefined);
    setOutcome(undefined);
    setNotice(null);
    form.reset(start, { keepDefaultValues: true });
  }, [form, kind, start]);

  const clearNotice = useCallback(() => setNotice(null), []);

  return { form, formElement, phase, notice, clearNotice, outcome, startNew };
}
