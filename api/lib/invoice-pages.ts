import {
  documentKindOptions,
  invoiceLimits,
  type DocumentKind,
  type InvoicePageInput,
  type PageContentType,
  type QualityWarning,
} from "../contract/invoice";
import type { FileStorage } from "./file-storage";
import type { PageInspector } from "./page-files";
import { sha256Hex } from "./tokens";
import type { UploadStore } from "./uploads";
import type { Locale } from "../contract/words";
import { localizedOptions } from "../contract/options";
import { messages, sayIn } from "./answers";

/**
 * Turns the finished uploads an invoice names into its stored pages, one
 * page at a time (at most 25 MB in memory): the upload must be the
 * client's, complete, have the SHA-256 the phone computed, and be a photo
 * or PDF that opens. The cheap checks run on every page, so the phone can
 * show each of those problems on its page; the costly content checks run
 * in page order and stop at the first problem, so one request cannot make
 * the server decode page after page that will not be kept. Nothing is kept
 * unless all pass.
 */

/** A page that passed every check and whose bytes are kept: what its invoice stores about it. */
export interface NewPage {
  id: string;
  documentKind: DocumentKind;
  pageOrder: number;
  contentType: PageContentType;
  size: number;
  sha256: string;
  storageKey: string;
  uploadId: string;
  addedAt: string;
  /** A PDF's page count, read by the page check; null for a photo. */
  pdfPages: number | null;
  /** The phone's quality findings, as the contract let them through. */
  warnings: QualityWarning[];
}

export type PagesOutcome =
  | { ok: true; pages: NewPage[] }
  | { ok: false; status: 409 | 413 | 422; error: string; issues: Record<string, string> };

const UPLOAD_NOT_FOUND = "api_page_upload_not_found";
const UPLOAD_UNFINISHED = "api_upload_unfinished";
const CHECKSUM_MISMATCH = "api_checksum_mismatch";
const LISTED_TWICE = "api_listed_twice";
export const ALREADY_A_PAGE = "api_already_a_page";
const TOO_MANY_BYTES = `An invoice can hold at most ${invoiceLimits.maxInvoiceBytes / 1024 / 1024} MB of pages. Send fewer or smaller pages.`;
const TOO_MANY_PAGES = `An invoice can have at most ${invoiceLimits.maxPages} pages.`;

const kindLabel = (kind: string, locale: Locale) =>
  localizedOptions(documentKindOptions, locale).find((each) => each.value === kind)?.label ?? kind;

/** "Rate confirmation, page 2: …": where the phone shows a problem, said in words too. */
const pageName = (page: InvoicePageInput, locale: Locale) =>
  messages.api_page_label({ kind: kindLabel(page.documentKind, locale), number: page.order }, { locale });

export interface PageContext {
  clientId: string;
  invoiceId: string;
  now: string;
  uploads: UploadStore;
  files: FileStorage;
  inspector: PageInspector;
  /** Is this upload the client's and not yet a page? (the route's database lookup) */
  ownsUpload: (uploadId: string) => Promise<boolean>;
  /** Pages and bytes the invoice already has, and the last order of each kind (adding pages). */
  existing: { pages: number; bytes: number; lastOrder: Map<string, number> };
  newId: () => string;
  /** The request's language, for the answer's words (docs/decisions/0170-spanish-edition.md). */
  locale?: Locale | undefined;
}

export async function storePages(
  pages: readonly InvoicePageInput[],
  context: PageContext,
): Promise<PagesOutcome> {
  if (context.existing.pages + pages.length > invoiceLimits.maxPages) {
    return { ok: false, status: 422, error: TOO_MANY_PAGES, issues: { pages: TOO_MANY_PAGES } };
  }
  const issues: Record<string, string> = {};
  const conflicts = new Set<string>();
  const seen = new Set<string>();
  const sizes = new Map<string, number>();

  // First the cheap checks of every page: listed once, the client's, complete, within the limits.
  for (const [index, page] of pages.entries()) {
    const key = `pages.${index}`;
    if (seen.has(page.uploadId)) {
      issues[key] = LISTED_TWICE;
      continue;
    }
    seen.add(page.uploadId);
    const status = (await context.ownsUpload(page.uploadId))
      ? await context.uploads.status(page.uploadId)
      : undefined;
    if (!status) {
      issues[key] = UPLOAD_NOT_FOUND;
      conflicts.add(key);
    } else if (status.offset < status.size) {
      issues[key] = UPLOAD_UNFINISHED;
      conflicts.add(key);
    } else {
      sizes.set(page.uploadId, status.size);
    }
  }
  const total = context.existing.bytes + [...sizes.values()].reduce((sum, size) => sum + size, 0);
  if (Object.keys(issues).length === 0 && total > invoiceLimits.maxInvoiceBytes) {
    return { ok: false, status: 413, error: TOO_MANY_BYTES, issues: { pages: TOO_MANY_BYTES } };
  }

  // Then the bytes of each page, read once: the checksum of every page; its content only while all is well.
  const stored: NewPage[] = [];
  for (const [index, page] of pages.entries()) {
    const key = `pages.${index}`;
    if (issues[key]) continue;
    const bytes = await context.uploads.read(page.uploadId);
    if (!bytes) {
      issues[key] = UPLOAD_NOT_FOUND;
      conflicts.add(key);
      continue;
    }
    if ((await sha256Hex(bytes)) !== page.sha256) {
      issues[key] = CHECKSUM_MISMATCH;
      conflicts.add(key);
      continue;
    }
    if (Object.keys(issues).length > 0) continue;
    const check = await context.inspector.inspect(bytes);
    if (!check.ok) {
      issues[key] = check.problem;
      continue;
    }
    const id = context.newId();
    const storageKey = `invoices/${context.invoiceId}/${id}`;
    await context.files.put(storageKey, bytes, check.contentType);
    // Pages added later come after the pages of their kind that are already there.
    const order = (context.existing.lastOrder.get(page.documentKind) ?? 0) + page.order;
    stored.push({
      id,
      documentKind: page.documentKind,
      pageOrder: order,
      contentType: check.contentType,
      size: bytes.byteLength,
      sha256: page.sha256,
      storageKey,
      uploadId: page.uploadId,
      addedAt: context.now,
      pdfPages: check.pdfPages ?? null,
      warnings: page.warnings,
    });
  }

  const problems = Object.entries(issues);
  if (problems.length === 0) return { ok: true, pages: stored };
  await removeStored(context.files, stored);
  // Only content the client must change is a 422; a page to send again (missing, unfinished, damaged) is a 409.
  const status = problems.every(([key]) => conflicts.has(key)) ? 409 : 422;
  const locale = context.locale ?? "en";
  const said = Object.fromEntries(problems.map(([key, problem]) => [key, sayIn(problem, locale)]));
  const [firstKey, firstProblem] = Object.entries(said)[0] ?? ["", ""];
  const first = pages[Number(firstKey.split(".")[1])];
  const error =
    problems.length === 1 && first
      ? `${pageName(first, locale)}: ${firstProblem}`
      : messages.api_pages_not_accepted({ count: problems.length }, { locale });
  return { ok: false, status, error, issues: said };
}

export async function removeStored(files: FileStorage, pages: readonly { storageKey: string }[]) {
  await Promise.all(pages.map((page) => files.remove(page.storageKey).catch(() => undefined)));
}
