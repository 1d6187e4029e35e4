import * as v from "valibot";
import {
  fields_add_documents,
  fields_amount,
  fields_at_most_million,
  fields_checksum,
  fields_date,
  fields_date_format,
  fields_document_kind,
  fields_extra_kind,
  fields_extras_list,
  fields_max_extras,
  fields_max_pages,
  fields_more_than_zero,
  fields_not_negative,
  fields_not_real_date,
  fields_one_page,
  fields_other_charge_label,
  fields_pages_list,
  fields_pickup_before_delivery,
  fields_quality_warning_once,
  fields_quality_warning_values,
  fields_quality_warnings_list,
  fields_unknown_upload,
  fields_whole_cents,
} from "../../src/paraglide/messages.js";
import { naming, objectIssueMessage, optionalText, requiredText, type FieldName } from "./fields";
import { valuesOf } from "./options";
import type { InvoiceBroker } from "./brokers";
import type { VerificationMethod } from "./holds";
import { BASE_LOCALE, INTL_LOCALES, localeOfIssue, say, type Locale, type Said } from "./words";

/**
 * Invoices: a delivered load a client sends for funding, with its documents
 * (docs/decisions/0003-invoices.md). Amounts are whole cents; dates are
 * calendar dates (YYYY-MM-DD) as the driver reads them off the paperwork.
 * What a client reads comes in every language (`es` labels, the catalogue's
 * messages); staff read English (docs/decisions/0170-spanish-edition.md).
 */

const options = <const T extends readonly { value: string; label: string }[]>(list: T) => list;

export const invoiceStatusOptions = options([
  { value: "submitted", label: "Submitted", es: "Enviada" },
  { value: "in-review", label: "In review", es: "En revisión" },
  { value: "needs-documents", label: "Needs documents", es: "Faltan documentos" },
  { value: "funded", label: "Funded", es: "Financiada" },
  { value: "paid", label: "Paid", es: "Pagada" },
  { value: "short-paid", label: "Short-paid", es: "Pago incompleto" },
  { value: "recourse", label: "Recourse", es: "Recompra" },
  { value: "declined", label: "Declined", es: "Rechazada" },
]);
export type InvoiceStatus = (typeof invoiceStatusOptions)[number]["value"];

/** Staff give the client a reason when they move an invoice to one of these. */
export const STATUSES_WITH_REASON: readonly InvoiceStatus[] = [
  "needs-documents",
  "funded",
  "short-paid",
  "recourse",
  "declined",
];

export const documentKindOptions = options([
  { value: "rate-confirmation", label: "Rate confirmation", es: "Confirmación de tarifa" },
  { value: "bol-pod", label: "Signed BOL / proof of delivery", es: "BOL firmado / comprobante de entrega" },
  { value: "receipt", label: "Receipt (lumper, scale, other)", es: "Recibo (lumper, báscula, otro)" },
]);
export type DocumentKind = (typeof documentKindOptions)[number]["value"];
/** A new invoice needs at least one page of each of these. */
export const REQUIRED_DOCUMENTS: readonly DocumentKind[] = ["rate-confirmation", "bol-pod"];

const requiredNames: Record<string, Said> = {
  "rate-confirmation": { en: "the rate confirmation", es: "la confirmación de tarifa" },
  "bol-pod": { en: "the signed BOL / proof of delivery", es: "el BOL firmado / comprobante de entrega" },
};

/** "Add ..." naming exactly the required documents that have no page; undefined when none is missing. */
export function missingDocumentsMessage(
  pages: readonly { documentKind: string }[],
  locale: Locale = BASE_LOCALE,
): string | undefined {
  const missing = REQUIRED_DOCUMENTS.filter((kind) => !pages.some((page) => page.documentKind === kind));
  if (missing.length === 0) return undefined;
  const names = missing.flatMap((kind) => requiredNames[kind]?.[locale] ?? []);
  // The names joined as the language joins a list ("and", "y").
  const documents = new Intl.ListFormat(INTL_LOCALES[locale], { type: "conjunction" }).format(names);
  return fields_add_documents({ documents }, { locale });
}

export const extraKindOptions = options([
  { value: "detention", label: "Detention", es: "Detention (tiempo de espera)" },
  { value: "layover", label: "Layover", es: "Layover (espera de un día para otro)" },
  { value: "lumper", label: "Lumper", es: "Lumper (descarga)" },
  { value: "tonu", label: "TONU (truck ordered, not used)", es: "TONU (camión pedido y no usado)" },
  { value: "other", label: "Other", es: "Otro" },
]);
export type ExtraKind = (typeof extraKindOptions)[number]["value"];

/** What a page's bytes may be; the server checks the bytes themselves, not this label. */
export const PAGE_CONTENT_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/heic",
  "application/pdf",
] as const;
export type PageContentType = (typeof PAGE_CONTENT_TYPES)[number];

export const invoiceLimits = {
  /** Largest invoice amount, in cents ($1,000,000). */
  maxAmountCents: 100_000_000,
  /** One file (page) at most 25 MB. */
  maxFileBytes: 25 * 1024 * 1024,
  /** Pages of one invoice, over all its documents. */
  maxPages: 40,
  /** All pages of one invoice together. */
  maxInvoiceBytes: 100 * 1024 * 1024,
  /** A delivery older than this is allowed, with a warning to the driver. */
  staleDeliveryDays: 90,
} as const;

/** Whole cents from `min` up to $1,000,000, the field's messages naming it. */
export const cents = (name: FieldName, min: number) =>
  v.pipe(
    v.number(naming(name, fields_amount)),
    v.integer(naming(name, fields_whole_cents)),
    v.minValue(min, min > 0 ? naming(name, fields_more_than_zero) : naming(name, fields_not_negative)),
    v.maxValue(invoiceLimits.maxAmountCents, naming(name, fields_at_most_million)),
  );

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD; never throws on junk. */
export const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return ISO_DATE.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** A real calendar day written YYYY-MM-DD, the field's messages naming it. */
export const calendarDate = (name: FieldName) => {
  const notReal = naming(name, fields_not_real_date);
  return v.pipe(
    v.string(naming(name, fields_date)),
    v.regex(ISO_DATE, naming(name, fields_date_format)),
    v.check((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), notReal),
    // Runs even when an earlier check failed (valibot goes on through a pipe): never throw on junk.
    v.check((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, notReal),
  );
};

export const InvoiceExtra = v.strictObject(
  {
    kind: v.picklist(valuesOf(extraKindOptions), say(fields_extra_kind)),
    /** Required for "other": what the charge is for. */
    label: optionalText({ en: "Label", es: "la descripción del cargo" }, 60),
    amountCents: cents({ en: "Extra charge", es: "el cargo extra" }, 1),
  },
  objectIssueMessage({ kind: "Kind of charge", amountCents: "Amount" }),
);
export type InvoiceExtra = v.InferOutput<typeof InvoiceExtra>;

/**
 * What the phone's quality check may find on a photo. A driver may send a
 * page anyway; the findings travel with it so staff know why it is hard to
 * read. The server keeps only these words (docs/decisions/0131-page-quality-warnings.md).
 */
export const QUALITY_WARNINGS = ["dark", "bright", "blurred"] as const;
export type QualityWarning = (typeof QUALITY_WARNINGS)[number];

/** Quarter turns clockwise that staff may give a page (docs/decisions/0130-page-viewer.md). */
export const PAGE_ROTATIONS = [0, 90, 180, 270] as const;
export type PageRotation = (typeof PAGE_ROTATIONS)[number];

/** A page's turn as staff set it, kept for everyone who reads the page. */
export const PageRotationChange = v.strictObject(
  { rotation: v.picklist(PAGE_ROTATIONS, "Rotation is 0, 90, 180 or 270 degrees") },
  objectIssueMessage({ rotation: "Rotation" }),
);
export type PageRotationChange = v.InferOutput<typeof PageRotationChange>;

/** One uploaded page, named by its finished upload. */
export const InvoicePageInput = v.strictObject(
  {
    uploadId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, say(fields_unknown_upload))),
    documentKind: v.picklist(valuesOf(documentKindOptions), say(fields_document_kind)),
    /** Order within its document, from 1. */
    order: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(invoiceLimits.maxPages)),
    /** SHA-256 of the bytes the phone kept, hex: the server compares it with what arrived. */
    sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, say(fields_checksum))),
    /** The phone's quality findings, each at most once; none when it found nothing (or sent none). */
    warnings: v.optional(
      v.pipe(
        v.array(
          v.picklist(QUALITY_WARNINGS, say(fields_quality_warning_values)),
          say(fields_quality_warnings_list),
        ),
        v.maxLength(QUALITY_WARNINGS.length, say(fields_quality_warning_once)),
        v.transform((list) => [...new Set(list)]),
      ),
      [],
    ),
  },
  objectIssueMessage({
    uploadId: "Upload",
    documentKind: "Kind of document",
    order: "Page order",
    sha256: "Checksum",
    warnings: "Quality warnings",
  }),
);
export type InvoicePageInput = v.InferOutput<typeof InvoicePageInput>;

const anyPages = v.pipe(
  v.array(InvoicePageInput, say(fields_pages_list)),
  v.maxLength(invoiceLimits.maxPages, say(fields_max_pages, { max: invoiceLimits.maxPages })),
);
/** Pages added to an invoice; a new invoice's are checked by the documents they must hold instead. */
const pageList = v.pipe(anyPages, v.minLength(1, say(fields_one_page)));

/** Extra charges on one invoice at most. */
const MAX_EXTRAS = 10;

/** How the load's fields are named, in a message about one of them or about its absence. */
const loadLabels = {
  brokerName: { en: "Broker or customer", es: "el broker o cliente" },
  loadNumber: { en: "Load or PO number", es: "el número de carga o de PO" },
  amountCents: { en: "Invoice amount", es: "el monto de la factura" },
  pickupDate: { en: "Pickup date", es: "la fecha de recogida" },
  deliveryDate: { en: "Delivery date", es: "la fecha de entrega" },
  pages: { en: "Documents", es: "los documentos" },
} satisfies Record<string, Said>;

/** The load's details, as the driver fills them in. */
const loadEntries = {
  brokerName: requiredText(loadLabels.brokerName, 120),
  loadNumber: requiredText(loadLabels.loadNumber, 60),
  amountCents: cents(loadLabels.amountCents, 1),
  extras: v.optional(
    v.pipe(
      v.array(InvoiceExtra, say(fields_extras_list)),
      v.maxLength(MAX_EXTRAS, say(fields_max_extras, { max: MAX_EXTRAS })),
    ),
    [],
  ),
  pickupDate: calendarDate(loadLabels.pickupDate),
  deliveryDate: calendarDate(loadLabels.deliveryDate),
  note: optionalText({ en: "Note", es: "la nota" }, 1000, "many"),
};

/**
 * The rules between fields, kept apart so the form can run them on the
 * phone with the same words: pickup not after delivery, "other" extras
 * labelled, the required documents present. "Delivery not in the future"
 * needs a clock and is checked by the server (and the form) with
 * `isFutureDate`.
 */
export const InvoiceInput = v.pipe(
  v.strictObject({ ...loadEntries, pages: anyPages }, objectIssueMessage(loadLabels)),
  // partialCheck: each rule runs as soon as its own fields are valid, whatever the others hold.
  v.forward(
    v.partialCheck(
      [["pickupDate"], ["deliveryDate"]],
      // A date that failed its own check (empty, malformed) already has its message: compare real dates only.
      (input) =>
        !ISO_DATE.test(input.pickupDate) ||
        !ISO_DATE.test(input.deliveryDate) ||
        input.pickupDate <= input.deliveryDate,
      say(fields_pickup_before_delivery),
    ),
    ["pickupDate"],
  ),
  v.forward(
    v.partialCheck(
      [["extras"]],
      (input) => input.extras.every((extra) => extra.kind !== "other" || extra.label !== ""),
      say(fields_other_charge_label),
    ),
    ["extras"],
  ),
  v.forward(
    v.partialCheck(
      [["pages"]],
      (input) => missingDocumentsMessage(input.pages) === undefined,
      (issue) =>
        missingDocumentsMessage((issue.input as { pages: InvoicePageInput[] }).pages, localeOfIssue(issue)) ??
        "",
    ),
    ["pages"],
  ),
);
export type InvoiceInput = v.InferInput<typeof InvoiceInput>;
export type InvoiceData = v.InferOutput<typeof InvoiceInput>;

/** More pages for an invoice that needs documents. */
export const AddPagesInput = v.strictObject(
  { pages: pageList },
  objectIssueMessage({ pages: loadLabels.pages }),
);
export type AddPagesInput = v.InferOutput<typeof AddPagesInput>;

/**
 * What staff record when an invoice is funded (money moves outside this
 * product): the advance, the fee, both in whole cents, and the calendar day
 * it was funded (docs/decisions/0101-funding-and-corrections.md).
 */
const fundingEntries = {
  advanceCents: cents("Advance", 1),
  feeCents: cents("Fee", 0),
  fundedOn: calendarDate("Funding date"),
};
const fundingLabels = { advanceCents: "Advance", feeCents: "Fee", fundedOn: "Funding date" };
export const FundingFigures = v.strictObject(fundingEntries, objectIssueMessage(fundingLabels));
export type FundingFigures = v.InferOutput<typeof FundingFigures> & {
  /** Why the advance or fee differs from what the client's terms proposed; absent when it does not. */
  overrideReason?: string;
};

/**
 * Funding as staff send it: the figures, and a reason when they differ from what the client's terms
 * propose (docs/decisions/0210-money-ledger.md).
 */
export const FundingInput = v.strictObject(
  { ...fundingEntries, overrideReason: optionalText("Reason for other figures", 500, "many") },
  objectIssueMessage({ ...fundingLabels, overrideReason: "Reason for other figures" }),
);

export const FUNDING_REQUIRED = "Record the advance, the fee and the funding date";
export const FUNDING_ONLY_WHEN_FUNDED = "Funding figures go only with the status Funded";

/** Staff move an invoice along; some statuses need a reason the client will read, "funded" its figures. */
export const InvoiceStatusChange = v.pipe(
  v.strictObject(
    {
      status: v.picklist(valuesOf(invoiceStatusOptions), "Choose a status"),
      reason: optionalText("Reason", 500, "many"),
      funding: v.optional(FundingInput),
    },
    objectIssueMessage({ status: "Status" }),
  ),
  v.forward(
    v.partialCheck(
      [["status"], ["reason"]],
      (input) => !STATUSES_WITH_REASON.includes(input.status) || input.reason !== "",
      "Give the client a reason for this status",
    ),
    ["reason"],
  ),
  v.forward(
    v.partialCheck(
      [["status"], ["funding"]],
      (input) => input.status !== "funded" || input.funding !== undefined,
      FUNDING_REQUIRED,
    ),
    ["funding"],
  ),
  v.forward(
    v.partialCheck(
      [["status"], ["funding"]],
      (input) => input.status === "funded" || input.funding === undefined,
      FUNDING_ONLY_WHEN_FUNDED,
    ),
    ["funding"],
  ),
);
export type InvoiceStatusChange = v.InferOutput<typeof InvoiceStatusChange>;
/** A status change as a caller sends it (the funding's reason for other figures may be left out). */
export type InvoiceStatusChangeInput = v.InferInput<typeof InvoiceStatusChange>;

/** Broker names and load numbers as they are compared (duplicates, search, the broker book). */
export { matchKey } from "./match-key";

/** A correction of a funded invoice's figures: the new figures and why (kept in the history). */
export const InvoiceCorrection = v.strictObject(
  { ...fundingEntries, reason: requiredText("Reason", 500, "many") },
  objectIssueMessage({ ...fundingLabels, reason: "Reason" }),
);
export type InvoiceCorrection = v.InferInput<typeof InvoiceCorrection>;

/** Staff's internal note on an invoice: never shown to the client. */
export const InvoiceNoteInput = v.strictObject(
  { text: requiredText("Note", 2000, "many") },
  objectIssueMessage({ text: "Note" }),
);
export type InvoiceNoteInput = v.InferInput<typeof InvoiceNoteInput>;

/**
 * The rules of funding figures that need the invoice and a clock: the
 * funding date not after `today`, and the advance and fee together not more
 * than the invoice's total. Answers one message per field (empty when none).
 */
export function fundingIssues(
  figures: FundingFigures,
  context: { totalCents: number; today: string },
): Partial<Record<keyof FundingFigures, string>> {
  const issues: Partial<Record<keyof FundingFigures, string>> = {};
  if (isFutureDate(figures.fundedOn, context.today)) issues.fundedOn = "Funding date cannot be in the future";
  if (figures.advanceCents + figures.feeCents > context.totalCents) {
    const total = (context.totalCents / 100).toLocaleString("en-US", {
      style: "currency",
      currency: "USD",
    });
    issues.advanceCents = `The advance and the fee together cannot be more than the invoice total (${total})`;
  }
  return issues;
}

export const sameFunding = (a: FundingFigures, b: FundingFigures) =>
  a.advanceCents === b.advanceCents && a.feeCents === b.feeCents && a.fundedOn === b.fundedOn;

/** A calendar date after `today` (YYYY-MM-DD, the caller's today). */
export const isFutureDate = (date: string, today: string) => date > today;

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

/**
 * Cents of an amount as a driver types it or staff search for it ("2,450.50",
 * "$2450"), or undefined when it is not one.
 */
export function parseDollars(text: string): number | undefined {
  const match = DOLLARS.exec(text.trim());
  if (!match) return undefined;
  const [, whole = "", fraction] = match;
  if (whole === "" && !fraction) return undefined;
  const dollars = Number(whole.replaceAll(",", "") || "0");
  const cents = Number((fraction ?? "").padEnd(2, "0") || "0");
  return dollars * 100 + cents;
}

/** Invoice amount plus every extra, in cents. */
export const invoiceTotalCents = (input: {
  amountCents: number;
  extras: readonly { amountCents: number }[];
}) => input.amountCents + input.extras.reduce((sum, extra) => sum + extra.amountCents, 0);

/** A stored page as the API describes it. */
export interface InvoicePage {
  id: string;
  documentKind: DocumentKind;
  order: number;
  contentType: PageContentType;
  size: number;
  sha256: string;
  /** Where its bytes are served to the client and to staff (never public). */
  url: string;
  addedAt: string;
  /** A PDF's number of pages, as the server counted them; absent for photos. */
  pdfPages?: number;
  /** Quarter turns clockwise staff gave it; everyone shows it so. */
  rotation: PageRotation;
  /** What the driver's phone found wrong with the photo, if anything. */
  warnings: QualityWarning[];
}

/** An invoice as the API answers it (client and staff alike). */
export interface Invoice extends Omit<InvoiceData, "pages"> {
  id: string;
  /** `INV-7K3M-9PX2` (docs/decisions/0002-references.md). */
  reference: string;
  status: InvoiceStatus;
  /** The reason staff gave with the current status, for the client to read; "" when none. */
  statusReason: string;
  totalCents: number;
  submittedAt: string;
  updatedAt: string;
  pages: InvoicePage[];
  /** What was advanced and when, once funded; null before. The detail adds the fee and the rest (`money`). */
  funding: Pick<FundingFigures, "advanceCents" | "fundedOn"> | null;
}

/**
 * Another invoice that may be the same load: the same broker and load
 * number (`matchKey`), the same page file (SHA-256), or both
 * (docs/decisions/0110-duplicate-invoices.md).
 */
export interface DuplicateMatch {
  reference: string;
  sameLoad: boolean;
  samePages: boolean;
  /**
   * It is another client's invoice: a danger, not a note (another client sent this document), and a
   * hold on funding (docs/decisions/0221-verification-and-holds.md).
   */
  otherClient: boolean;
}

/**
 * Staff see whose invoice it is, the whole of its funding figures, and
 * whether it may be a duplicate of others (never blocked).
 */
export interface StaffInvoice extends Invoice {
  /** `locale`: the language the client reads the portal and its messages in, so staff write reasons in it. */
  client: { id: string; username: string; companyName: string; name: string; locale: Locale };
  funding: FundingFigures | null;
  flagged: boolean;
  /** The other invoices it matches, oldest first (at most 20). */
  duplicates: DuplicateMatch[];
  /** The broker of the book its typed name is linked to (docs/decisions/0220-broker-book.md); null while none. */
  broker: InvoiceBroker | null;
}

/** The client's own earlier invoice of the same load, for the warning before sending it again. */
export interface SameLoadInvoice {
  reference: string;
  submittedAt: string;
}

/** Who a client's own change is by in an invoice's history; no staff account may take it as a username. */
export const CLIENT_ACTOR = "client";

/**
 * One recorded change of an invoice (docs/decisions/0100-invoice-workflow.md):
 * its creation, a status change, or a correction of its funding figures; and the checks before
 * funding (docs/decisions/0221-verification-and-holds.md): a verification with the broker, an
 * approval of the holds, each at the status the invoice had then (`from` and `to` alike).
 */
export interface InvoiceHistoryEntry {
  at: string;
  /** A staff username, `CLIENT_ACTOR`, or "" for a change made before changes were recorded. */
  by: string;
  action: "created" | "status" | "correction" | "verification" | "hold-approval";
  from: InvoiceStatus | null;
  to: InvoiceStatus;
  /** Why: the status's reason, a correction's, or an approval's. */
  reason: string;
  /** A correction's figures before it. */
  before?: FundingFigures;
  /** The figures a change to "funded" recorded, or a correction's new ones. */
  after?: FundingFigures;
  /** A verification: who at the broker was reached, how, and what they said. */
  verification?: { contact: string; method: VerificationMethod; result: string };
  /** An approval: the holds it lifted, in staff's words. */
  holds?: string[];
}

export interface InvoiceNote {
  id: string;
  at: string;
  /** The staff username who wrote it. */
  by: string;
  text: string;
}

/** One invoice as the staff detail reads it: with its history (oldest first) and internal notes (newest last). */
export interface StaffInvoiceDetail extends StaffInvoice {
  history: InvoiceHistoryEntry[];
  notes: InvoiceNote[];
}
