import {
  account_link_not_valid,
  account_password_set,
  account_settings_saved,
  account_test_sent,
  api_already_a_page,
  api_broken_pdf,
  api_check_too_costly,
  api_checksum_mismatch,
  api_correct_fields,
  api_current_password_wrong,
  api_database_busy,
  api_database_unreachable,
  api_device_not_found,
  api_email_changed,
  api_email_link_not_valid,
  api_email_link_sent,
  api_encrypted_pdf,
  api_invalid_credentials,
  api_invoice_not_found,
  api_listed_twice,
  api_not_a_page_file,
  api_not_found,
  api_not_needing_documents,
  api_open_uploads_full,
  api_other_site,
  api_page_label,
  api_page_not_found,
  api_page_upload_not_found,
  api_pages_not_accepted,
  api_pdf_too_complex,
  api_push_endpoint_refused,
  api_push_off,
  api_same_email,
  api_server_error,
  api_sign_in_required,
  api_storage_full,
  api_too_large,
  api_too_many_broker_checks,
  api_too_many_devices,
  api_too_many_invoices,
  api_too_many_password_links,
  api_too_many_pixels,
  api_too_many_sign_ins,
  api_too_many_sign_ins_at_once,
  api_too_many_submissions,
  api_too_many_tests,
  api_too_many_unfinished_uploads,
  api_too_many_upload_requests,
  api_unreadable_photo,
  api_upload_not_found,
  api_upload_unfinished,
  invoices_future_delivery,
} from "../../src/paraglide/messages.js";
import type { Locale } from "../contract/words";

/*
 * The API's own sentences (refusals, limits, not-found answers, confirmations) are messages of the
 * one catalogue (`messages/{en,es}.json`, compiled by Paraglide), named by key. An answer is
 * written in the request's language when it is sent (docs/decisions/0170-spanish-edition.md);
 * a third language is a new catalogue, nothing here. Sentences only the staff area hears, and a
 * program's mistakes, are English and are sent as written (`englishErrorJson`).
 *
 * The messages come through the catalogue's index, the one path that holds both in a build (a
 * module per message) and under Vite's dev server (a module per language, as the mocks run).
 * The index loads the whole catalogue once at start (0.9 s on these machines, seconds under load).
 */

/** The sentences the API answers with, by key. */
const answers = {
  account_link_not_valid,
  account_password_set,
  account_settings_saved,
  account_test_sent,
  api_already_a_page,
  api_broken_pdf,
  api_check_too_costly,
  api_checksum_mismatch,
  api_correct_fields,
  api_current_password_wrong,
  api_database_busy,
  api_database_unreachable,
  api_device_not_found,
  api_email_changed,
  api_email_link_not_valid,
  api_email_link_sent,
  api_encrypted_pdf,
  api_invalid_credentials,
  api_invoice_not_found,
  api_listed_twice,
  api_not_a_page_file,
  api_not_found,
  api_not_needing_documents,
  api_other_site,
  api_page_not_found,
  api_page_upload_not_found,
  api_pdf_too_complex,
  api_push_endpoint_refused,
  api_push_off,
  api_same_email,
  api_server_error,
  api_sign_in_required,
  api_too_large,
  api_too_many_broker_checks,
  api_too_many_devices,
  api_too_many_invoices,
  api_too_many_password_links,
  api_too_many_pixels,
  api_too_many_sign_ins,
  api_too_many_sign_ins_at_once,
  api_too_many_submissions,
  api_too_many_tests,
  api_too_many_unfinished_uploads,
  api_too_many_upload_requests,
  api_unreadable_photo,
  api_upload_not_found,
  api_upload_unfinished,
  invoices_future_delivery,
};

/** The sentences with figures in them (`messages.api_storage_full({ size })`). */
export const messages = {
  api_open_uploads_full,
  api_page_label,
  api_pages_not_accepted,
  api_storage_full,
};

/** The key of a message the API answers with. */
export type AnswerKey = keyof typeof answers;

/** Whether a text is one of the API's keys (a sentence never is: keys have no spaces). */
export const isAnswerKey = (text: string): text is AnswerKey => Object.hasOwn(answers, text);

/** The sentence a key names, in `locale`. */
export const answerIn = (key: AnswerKey, locale: Locale): string => answers[key]({}, { locale });

/**
 * A message a check produced: a key of ours, written in `locale`, or a sentence the contract's
 * checks already wrote in the request's language, kept as it is.
 */
export const sayIn = (message: string, locale: Locale): string =>
  isAnswerKey(message) ? answerIn(message, locale) : message;
