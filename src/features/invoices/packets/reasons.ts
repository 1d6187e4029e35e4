import type { Locale } from "../../../../api/contract/words";
import { NO_CONNECTION } from "../../../lib/send-queue";
import * as m from "../../../paraglide/messages";

/*
 * The phone's own reasons why a packet waits or was refused. They are kept
 * with the packet in English, the words the sender (page or service worker)
 * writes, and said in the reader's language when shown; what the server
 * answered was asked for in the packet's language already.
 */

const english = { locale: "en" } as const;

export const SIGN_IN_AGAIN = m.invoices_sign_in_again({}, english);
export const BUSY = m.invoices_server_busy({}, english);
export const PAGE_MISSING = m.invoices_page_missing({}, english);
export const PAGES_NOT_WHOLE = m.invoices_pages_not_whole({}, english);
export const pageNotSent = (status: number) => m.invoices_page_not_sent({ status }, english);
export const notSent = (status: number) => m.invoices_not_sent({ status }, english);

const fixed: ReadonlyMap<string, (locale: Locale) => string> = new Map([
  [NO_CONNECTION, (locale: Locale) => m.invoices_no_connection({}, { locale })],
  [SIGN_IN_AGAIN, (locale: Locale) => m.invoices_sign_in_again({}, { locale })],
  [BUSY, (locale: Locale) => m.invoices_server_busy({}, { locale })],
  [PAGE_MISSING, (locale: Locale) => m.invoices_page_missing({}, { locale })],
  [PAGES_NOT_WHOLE, (locale: Locale) => m.invoices_pages_not_whole({}, { locale })],
]);

/** "The page could not be sent (413)." and "It could not be sent (400).", by their status. */
const withStatus: readonly [RegExp, (status: number, locale: Locale) => string][] = [
  [
    /^The page could not be sent \((\d+)\)\.$/,
    (status, locale) => m.invoices_page_not_sent({ status }, { locale }),
  ],
  [/^It could not be sent \((\d+)\)\.$/, (status, locale) => m.invoices_not_sent({ status }, { locale })],
];

/** A packet's reason in `locale`: the phone's own in that language, the server's as it answered. */
export function reasonIn(reason: string, locale: Locale): string {
  if (locale === "en") return reason;
  const said = fixed.get(reason);
  if (said) return said(locale);
  for (const [pattern, say] of withStatus) {
    const match = pattern.exec(reason);
    if (match) return say(Number(match[1]), locale);
  }
  return reason;
}
