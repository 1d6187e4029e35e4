import { account_link_not_valid } from "../../src/paraglide/messages/account_link_not_valid.js";
import { account_password_set } from "../../src/paraglide/messages/account_password_set.js";
import { account_settings_saved } from "../../src/paraglide/messages/account_settings_saved.js";
import { account_test_sent } from "../../src/paraglide/messages/account_test_sent.js";
import { api_already_a_page } from "../../src/paraglide/messages/api_already_a_page.js";
import { api_broken_pdf } from "../../src/paraglide/messages/api_broken_pdf.js";
import { api_check_too_costly } from "../../src/paraglide/messages/api_check_too_costly.js";
import { api_checksum_mismatch } from "../../src/paraglide/messages/api_checksum_mismatch.js";
import { api_correct_fields } from "../../src/paraglide/messages/api_correct_fields.js";
import { api_current_password_wrong } from "../../src/paraglide/messages/api_current_password_wrong.js";
import { api_database_busy } from "../../src/paraglide/messages/api_database_busy.js";
import { api_device_not_found } from "../../src/paraglide/messages/api_device_not_found.js";
import { api_email_changed } from "../../src/paraglide/messages/api_email_changed.js";
import { api_email_link_not_valid } from "../../src/paraglide/messages/api_email_link_not_valid.js";
import { api_email_link_sent } from "../../src/paraglide/messages/api_email_link_sent.js";
import { api_encrypted_pdf } from "../../src/paraglide/messages/api_encrypted_pdf.js";
import { api_invalid_credentials } from "../../src/paraglide/messages/api_invalid_credentials.js";
import { api_invoice_not_found } from "../../src/paraglide/messages/api_invoice_not_found.js";
import { api_listed_twice } from "../../src/paraglide/messages/api_listed_twice.js";
import { api_not_a_page_file } from "../../src/paraglide/messages/api_not_a_page_file.js";
import { api_not_found } from "../../src/paraglide/messages/api_not_found.js";
import { api_not_needing_documents } from "../../src/paraglide/messages/api_not_needing_documents.js";
import { api_open_uploads_full } from "../../src/paraglide/messages/api_open_uploads_full.js";
import { api_other_site } from "../../src/paraglide/messages/api_other_site.js";
import { api_page_label } from "../../src/paraglide/messages/api_page_label.js";
import { api_page_not_found } from "../../src/paraglide/messages/api_page_not_found.js";
import { api_page_upload_not_found } from "../../src/paraglide/messages/api_page_upload_not_found.js";
import { api_pages_not_accepted } from "../../src/paraglide/messages/api_pages_not_accepted.js";
import { api_pdf_too_complex } from "../../src/paraglide/messages/api_pdf_too_complex.js";
import { api_push_endpoint_refused } from "../../src/paraglide/messages/api_push_endpoint_refused.js";
import { api_push_off } from "../../src/paraglide/messages/api_push_off.js";
import { api_same_email } from "../../src/paraglide/messages/api_same_email.js";
import { api_server_error } from "../../src/paraglide/messages/api_server_error.js";
import { api_sign_in_required } from "../../src/paraglide/messages/api_sign_in_required.js";
import { api_storage_full } from "../../src/paraglide/messages/api_storage_full.js";
import { api_too_large } from "../../src/paraglide/messages/api_too_large.js";
import { api_too_many_devices } from "../../src/paraglide/messages/api_too_many_devices.js";
import { api_too_many_invoices } from "../../src/paraglide/messages/api_too_many_invoices.js";
import { api_too_many_password_links } from "../../src/paraglide/messages/api_too_many_password_links.js";
import { api_too_many_pixels } from "../../src/paraglide/messages/api_too_many_pixels.js";
import { api_too_many_sign_ins } from "../../src/paraglide/messages/api_too_many_sign_ins.js";
import { api_too_many_sign_ins_at_once } from "../../src/paraglide/messages/api_too_many_sign_ins_at_once.js";
import { api_too_many_submissions } from "../../src/paraglide/messages/api_too_many_submissions.js";
import { api_too_many_tests } from "../../src/paraglide/messages/api_too_many_tests.js";
import { api_too_many_unfinished_uploads } from "../../src/paraglide/messages/api_too_many_unfinished_uploads.js";
import { api_too_many_upload_requests } from "../../src/paraglide/messages/api_too_many_upload_requests.js";
import { api_unreadable_photo } from "../../src/paraglide/messages/api_unreadable_photo.js";
import { api_upload_not_found } from "../../src/paraglide/messages/api_upload_not_found.js";
import { api_upload_unfinished } from "../../src/paraglide/messages/api_upload_unfinished.js";
import { invoices_future_delivery } from "../../src/paraglide/messages/invoices_future_delivery.js";
import type { Locale } from "../contract/words";

/*
 * The API's own sentences (refusals, limits, not-found answers, confirmations) are messages of the
 * one catalogue (`messages/{en,es}.json`, compiled by Paraglide), named by key. An answer is
 * written in the request's language when it is sent (docs/decisions/0170-spanish-edition.md);
 * a third language is a new catalogue, nothing here. Sentences only the staff area hears, and a
 * program's mistakes, are English and are sent as written (`englishErrorJson`).
 *
 * Each message is imported from its own module, not from the catalogue's index: the index loads
 * all of the catalogue's several hundred files, which took seconds at every server start.
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
