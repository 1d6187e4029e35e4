import type { Locale } from "../../../../api/contract/words";
import * as m from "../../../paraglide/messages";
import type { OutboxKind, OutboxRecord } from "./outbox";

/*
 * What the visitor reads about each kind of request: button states and the
 * exact toast wording, in the page's language (messages/forms). The English
 * words are the product's own; Spanish follows
 * docs/decisions/0170-spanish-edition.md.
 */

export interface RequestWords {
  /** What the request is called inside a sentence ("quote request"). */
  noun: string;
  /** Its name on its own ("Quote request"). */
  label: string;
  idle: string;
  submitting: string;
  submitted: string;
  successTitle: string;
  failure: string;
}

/** The words of one kind of request in one language. */
export function requestWords(kind: OutboxKind, locale: Locale): RequestWords {
  const options = { locale };
  return kind === "quote"
    ? {
        noun: m.forms_quote_noun({}, options),
        label: m.forms_quote_label({}, options),
        idle: m.forms_quote_idle({}, options),
        submitting: m.forms_quote_submitting({}, options),
        submitted: m.forms_quote_submitted({}, options),
        successTitle: m.forms_quote_success_title({}, options),
        failure: m.forms_quote_failure({}, options),
      }
    : {
        noun: m.forms_fuel_noun({}, options),
        label: m.forms_fuel_label({}, options),
        idle: m.forms_fuel_idle({}, options),
        submitting: m.forms_fuel_submitting({}, options),
        submitted: m.forms_fuel_submitted({}, options),
        successTitle: m.forms_fuel_success_title({}, options),
        failure: m.forms_fuel_failure({}, options),
      };
}

/** The success message, naming the request's reference (docs/decisions/0002-references.md). */
export const successDescription = (reference: string, locale: Locale = "en") =>
  m.forms_success_description({ reference }, { locale });

/** What the visitor reads when a request stays on the device: for want of signal, or because the server asked to wait. */
export const savedDescription = (kind: OutboxKind, retryAt: number | undefined, locale: Locale = "en") => {
  const noun = requestWords(kind, locale).noun;
  return retryAt === undefined
    ? m.forms_saved_offline({ noun }, { locale })
    : m.forms_saved_busy({ noun, when: whenFromNow(retryAt, Date.now(), locale) }, { locale });
};

/** "in about a minute", "in about 5 minutes", "in a few seconds". */
export function whenFromNow(at: number, now = Date.now(), locale: Locale = "en"): string {
  const minutes = Math.round((at - now) / 60_000);
  if (minutes < 1) return m.forms_when_seconds({}, { locale });
  return minutes === 1 ? m.forms_when_minute({}, { locale }) : m.forms_when_minutes({ minutes }, { locale });
}

/** The company a waiting request is for, as the panel lists it. */
export function companyOf(record: Pick<OutboxRecord, "payload">, locale: Locale = "en"): string {
  const name = record.payload.companyName;
  return typeof name === "string" && name.trim() ? name.trim() : m.forms_no_company({}, { locale });
}

/**
 * Why a request still waits, in the page's language: the send queue's own
 * "No connection to our server." (its NO_CONNECTION, not imported here: the
 * queue's module loads only when a request is sent) is this app's sentence;
 * any other reason is the server's, which answered in the request's language.
 */
export const waitingReason = (reason: string, locale: Locale) =>
  reason === m.forms_no_connection({}, { locale: "en" }) ? m.forms_no_connection({}, { locale }) : reason;

/** Ends a server message with a full stop unless it has one. */
export const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
