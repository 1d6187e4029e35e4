import { documentKindOptions, extraKindOptions, type DocumentKind } from "../../../api/contract/invoice";
import { BASE_LOCALE, labelIn, type Labelled, type Locale } from "../../../api/contract/words";
import * as m from "../../paraglide/messages";
import { HEIC_KEPT } from "./scan/scan-types";

/*
 * The words the invoice screens share, in the reader's language: the client's
 * in the portal, English for staff (docs/decisions/0170-spanish-edition.md).
 * The names of documents and charges are the contract's (its `es` labels).
 */

const optionLabel = (option: Labelled | undefined, locale: Locale) => option && labelIn(option, locale);

/** "Rate confirmation", "Confirmación de tarifa". */
export const documentName = (kind: DocumentKind, locale: Locale = "en"): string =>
  optionLabel(
    documentKindOptions.find((option) => option.value === kind),
    locale,
  ) ?? kind;

/** "Detention", "Detention (tiempo de espera)"; an unknown kind as it is. */
export const extraName = (kind: string, locale: Locale = "en"): string =>
  optionLabel(
    extraKindOptions.find((option) => option.value === kind),
    locale,
  ) ?? kind;

/** The kinds of extra charge, for the form's select in the reader's language. */
export const extraOptions = (locale: Locale) =>
  extraKindOptions.map((option) => ({ value: option.value, label: optionLabel(option, locale) ?? "" }));

/** "of the BOL / POD", "del BOL / POD": a document after a page ("page 2 of the BOL / POD"). */
export function documentOf(kind: DocumentKind, locale: Locale): string {
  const said = { locale };
  if (kind === "bol-pod") return m.invoices_of_bol({}, said);
  return kind === "receipt" ? m.invoices_of_receipt({}, said) : m.invoices_of_rate({}, said);
}

/** "for the BOL / POD", "para el BOL / POD". */
export function documentFor(kind: DocumentKind, locale: Locale): string {
  const said = { locale };
  if (kind === "bol-pod") return m.invoices_for_bol({}, said);
  return kind === "receipt" ? m.invoices_for_receipt({}, said) : m.invoices_for_rate({}, said);
}

/** "1 page", "3 pages": sheets of paper, wherever a count of them is shown. */
export const sheets = (count: number, locale: Locale = "en"): string =>
  count === 1 ? m.invoices_page_count_one({}, { locale }) : m.invoices_page_count_many({ count }, { locale });

/** Sheets on a PDF's small tile, where Spanish abbreviates them ("2 págs."). */
export const tileSheets = (count: number, locale: Locale = "en"): string =>
  count === 1 ? m.invoices_tile_count_one({}, { locale }) : m.invoices_tile_count_many({ count }, { locale });

/** "1 invoice", "2 facturas": waiting invoices counted, as the portal's "Waiting" panel names them. */
export const invoicesCounted = (count: number, locale: Locale): string =>
  count === 1 ? m.invoices_count_one({}, { locale }) : m.invoices_count_many({ count }, { locale });

/** "a, b and c", "a, b y c". */
export function listed(words: readonly string[], locale: Locale): string {
  if (words.length < 2) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} ${m.invoices_and({}, { locale })} ${words.at(-1)}`;
}

/** Why a page was kept as it came (the scan says it in English), in the driver's language. */
export const keptAsIsIn = (reason: string, locale: Locale): string =>
  reason === HEIC_KEPT ? m.invoices_heic_kept({}, { locale }) : reason;

/**
 * Why a page could not be scanned, in the driver's language. The base
 * language keeps the scan's own words, which are English; in any other every
 * failure is the unreadable page's message, since the others are the
 * browser's words about its decoder.
 */
export function scanFailure(error: unknown, locale: Locale): string {
  if (locale !== BASE_LOCALE) return m.invoices_unreadable({}, { locale });
  return error instanceof Error ? error.message : String(error);
}
