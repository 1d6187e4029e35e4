import type { StandardSchemaV1 } from "@tanstack/react-form";
import * as v from "valibot";
import {
  InvoiceInput,
  invoiceLimits,
  isFutureDate,
  parseDollars,
  type DocumentKind,
  type ExtraKind,
} from "../../../api/contract/invoice";
import type { Locale } from "../../../api/contract/words";
import * as m from "../../paraglide/messages";
import { localToday } from "./dates";
import type { LoadDetails } from "./packets/packet-db";
import type { NewPage } from "./packets/packets";
import type { ScannedPage } from "./scan/scan-types";

/**
 * The invoice form's values (what the driver types: dollars as text) and
 * its validator, which is the shared contract (api/contract/invoice.ts)
 * run on the values turned into cents, with the contract's field paths
 * mapped back onto the form's fields.
 */

export interface ExtraValues {
  kind: ExtraKind | "";
  label: string;
  amount: string;
}

/** A page in the form: being scanned, ready, or unreadable (to retake or remove). */
export interface DraftPage {
  id: string;
  documentKind: DocumentKind;
  name: string;
  state: "scanning" | "ready" | "failed";
  page?: ScannedPage;
  error?: string;
  /** A page carried over from a refused packet keeps its finished upload. */
  uploadId?: string;
}

export interface InvoiceFormValues {
  brokerName: string;
  loadNumber: string;
  amount: string;
  extras: ExtraValues[];
  pickupDate: string;
  deliveryDate: string;
  note: string;
  pages: DraftPage[];
}

export const invoiceFormDefaults: InvoiceFormValues = {
  brokerName: "",
  loadNumber: "",
  amount: "",
  extras: [],
  pickupDate: "",
  deliveryDate: "",
  note: "",
  pages: [],
};

/** The form's own messages, in the driver's language; the contract's come in it too. */
export const formMessages = (locale: Locale) => {
  const said = { locale };
  return {
    amountFormat: m.invoices_amount_format({}, said),
    pickupRequired: m.invoices_pickup_required({}, said),
    deliveryRequired: m.invoices_delivery_required({}, said),
    futureDelivery: m.invoices_future_delivery({}, said),
    pagesScanning: m.invoices_pages_scanning({}, said),
    pagesFailed: m.invoices_pages_failed({}, said),
    pageTooLarge: m.invoices_page_too_large({ megabytes: invoiceLimits.maxFileBytes / 1024 / 1024 }, said),
    invoiceTooLarge: m.invoices_invoice_too_large(
      { megabytes: invoiceLimits.maxInvoiceBytes / 1024 / 1024 },
      said,
    ),
  };
};

const english = formMessages("en");
export const AMOUNT_FORMAT = english.amountFormat;
export const FUTURE_DELIVERY = english.futureDelivery;
export const PAGES_SCANNING = english.pagesScanning;
export const PAGES_FAILED = english.pagesFailed;
export const TOO_LARGE = english.pageTooLarge;

/** Pages numbered within their document, in the order the driver arranged them. */
export function numberedPages<T extends { documentKind: DocumentKind }>(pages: readonly T[]) {
  const seen = new Map<DocumentKind, number>();
  return pages.map((page) => {
    const order = (seen.get(page.documentKind) ?? 0) + 1;
    seen.set(page.documentKind, order);
    return { ...page, order };
  });
}

/**
 * The pages as the phone keeps them, numbered within their document. Only
 * for pages that passed the validator: every one of them has its scan.
 */
export function pagesToKeep(drafts: readonly DraftPage[]): NewPage[] {
  return numberedPages(drafts).map((draft) => ({
    id: draft.id,
    documentKind: draft.documentKind,
    order: draft.order,
    contentType: draft.page!.contentType,
    size: draft.page!.blob.size,
    sha256: draft.page!.sha256,
    warnings: draft.page!.warnings,
    blob: draft.page!.blob,
    thumbnail: draft.page!.thumbnail,
    ...(draft.uploadId ? { uploadId: draft.uploadId } : {}),
  }));
}

/** The load's details in cents, from values that passed the validator. */
export function loadDetailsOf(values: InvoiceFormValues): LoadDetails {
  return {
    brokerName: values.brokerName.trim(),
    loadNumber: values.loadNumber.trim(),
    amountCents: parseDollars(values.amount) ?? 0,
    extras: values.extras.map((extra) => ({
      kind: extra.kind as ExtraKind,
      label: extra.label.trim(),
      amountCents: parseDollars(extra.amount) ?? 0,
    })),
    pickupDate: values.pickupDate,
    deliveryDate: values.deliveryDate,
    note: values.note.trim(),
  };
}

/** A stand-in checksum for pages still being scanned: the contract checks only the shape here. */
const PENDING_SHA = "0".repeat(64);

/** The contract's path of an issue, as the form's field path. */
function formPath(path: readonly (string | number)[]): (string | number)[] {
  const [head, index, field] = path;
  if (head === "amountCents") return ["amount"];
  if (head === "pages") return ["pages"];
  if (head === "extras" && typeof index === "number") {
    return ["extras", index, field === "amountCents" ? "amount" : (field ?? "kind")];
  }
  return [...path];
}

type Issue = { message: string; path: (string | number)[] };

/**
 * Checks the form's values with the contract, in the driver's language;
 * `today` is the phone's calendar date.
 */
export function invoiceFormIssues(
  values: InvoiceFormValues,
  today = localToday(),
  locale: Locale = "en",
): Issue[] {
  const says = formMessages(locale);
  const issues: Issue[] = [];
  const amountCents = parseDollars(values.amount);
  if (amountCents === undefined) issues.push({ message: says.amountFormat, path: ["amount"] });
  values.extras.forEach((extra, index) => {
    if (parseDollars(extra.amount) === undefined) {
      issues.push({ message: says.amountFormat, path: ["extras", index, "amount"] });
    }
  });
  for (const [field, message] of [
    ["pickupDate", says.pickupRequired],
    ["deliveryDate", says.deliveryRequired],
  ] as const) {
    if (!values[field]) issues.push({ message, path: [field] });
  }
  const taken = new Set(issues.map((issue) => issue.path.join(".")));
  const input = {
    ...loadDetailsOf(values),
    amountCents: amountCents ?? 0,
    pages: numberedPages(values.pages).map((page) => ({
      uploadId: "pending-upload",
      documentKind: page.documentKind,
      order: page.order,
      sha256: page.page?.sha256 ?? PENDING_SHA,
    })),
  };
  const result = v.safeParse(InvoiceInput, input, { lang: locale });
  if (!result.success) {
    for (const issue of result.issues) {
      const path = formPath((issue.path ?? []).map((item) => item.key as string | number));
      const key = path.join(".");
      if (taken.has(key)) continue;
      taken.add(key);
      issues.push({ message: issue.message, path });
    }
  }
  if (!taken.has("deliveryDate") && values.deliveryDate && isFutureDate(values.deliveryDate, today)) {
    issues.push({ message: says.futureDelivery, path: ["deliveryDate"] });
  }
  // A missing document and a page that could not be read are two things to fix: both are said.
  const problem = pageProblem(values.pages, says);
  if (problem) issues.push({ message: problem, path: ["pages"] });
  return issues;
}

function pageProblem(pages: readonly DraftPage[], says: ReturnType<typeof formMessages>): string | undefined {
  if (pages.some((page) => page.state === "scanning")) return says.pagesScanning;
  if (pages.some((page) => page.state === "failed")) return says.pagesFailed;
  if (pages.some((page) => (page.page?.blob.size ?? 0) > invoiceLimits.maxFileBytes))
    return says.pageTooLarge;
  const total = pages.reduce((sum, page) => sum + (page.page?.blob.size ?? 0), 0);
  if (total > invoiceLimits.maxInvoiceBytes) return says.invoiceTooLarge;
  return undefined;
}

/** The validator the form hook runs, in the driver's language: the contract, by way of `invoiceFormIssues`. */
export const invoiceFormSchemaIn = (locale: Locale): StandardSchemaV1<InvoiceFormValues> => ({
  "~standard": {
    version: 1,
    vendor: "tpf",
    validate(value) {
      const issues = invoiceFormIssues(value as InvoiceFormValues, localToday(), locale);
      return issues.length ? { issues } : { value: value as InvoiceFormValues };
    },
  },
});
