import { Hono, type Context } from "hono";
import * as v from "valibot";
import { createMiddleware } from "hono/factory";
import type { AppEnv, ClientEnv } from "../app-env";
import {
  AddPagesInput,
  CLIENT_ACTOR,
  documentKindOptions,
  InvoiceInput,
  invoiceTotalCents,
  isFutureDate,
  type InvoicePageInput,
  type SameLoadInvoice,
} from "../contract/invoice";
import { checkTransition } from "../contract/invoice-workflow";
import type { ClientInvoiceDetail } from "../contract/money";
import { normalizeReference } from "../contract/reference";
import {
  appendPages,
  clientInvoicePage,
  findInvoiceByKey,
  findInvoiceRow,
  findOwnUpload,
  findPage,
  insertInvoice,
  invoiceWithPages,
  ownSameLoad,
  pagesFromUploads,
  pageStats,
  type InvoiceRow,
} from "../db/invoices";
import { CLIENT_SIGN_IN_REQUIRED, requireClient, staffSession } from "./session-guards";
import { englishErrorJson, errorJson, validationJson } from "../lib/errors";
import { readIdempotencyKey, replay, requestHashOf } from "../lib/idempotency";
import { timeOrderedId } from "../lib/ids";
import {
  ALREADY_A_PAGE,
  removeStored,
  storePages,
  type NewPage,
  type PageContext,
} from "../lib/invoice-pages";
import type { FileStorage } from "../lib/file-storage";
import { keyedLock } from "../lib/keyed-lock";
import { encodeCursor, PageQuery } from "../lib/pagination";
import { newReference } from "../lib/references";
import { CLIENT_COOKIE, readSessionTokenHash } from "../lib/session-cookie";
import { findClientSession } from "../db/accounts";
import { invoiceMoney } from "../db/money";
import { jsonBody, queryParams } from "../lib/validation";
import { requestLocale } from "../lib/request-locale";
import { answerIn } from "../lib/answers";

/**
 * A client's invoices (docs/decisions/0003-invoices.md): created once from
 * finished uploads under an Idempotency-Key, listed and read by their own
 * client only, with more pages while staff ask for documents. Page bytes
 * go to their client and to staff, never to anyone else.
 */

export const INVOICE_NOT_FOUND = "api_invoice_not_found";
export const PAGE_NOT_FOUND = "api_page_not_found";
const NOT_NEEDING_DOCUMENTS = "api_not_needing_documents";
export const FUTURE_DELIVERY = "invoices_future_delivery";

/**
 * `?broker=&load=` as the client typed them: the load to look for among
 * their own invoices before sending (docs/decisions/0110-duplicate-invoices.md).
 */
const SameLoadQuery = v.object({
  broker: v.pipe(v.string("Give the broker"), v.maxLength(120, "Broker is at most 120 characters")),
  load: v.pipe(v.string("Give the load number"), v.maxLength(60, "Load number is at most 60 characters")),
});

/** One lock per app (per server process in production), so tests can run two "servers" in one process. */
const locks = new WeakMap<object, ReturnType<typeof keyedLock>>();
function serialized<T>(c: Context, key: string, task: () => Promise<T>): Promise<T> {
  const deps = c.get("deps") as object;
  let lock = locks.get(deps);
  if (!lock) {
    lock = keyedLock();
    locks.set(deps, lock);
  }
  return lock(key, task);
}

/**
 * Today's date where it is latest on Earth (UTC+14): a delivery dated today
 * by a driver anywhere is never "in the future".
 */
export const latestToday = (now: Date) =>
  new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);

const referenceOf = (c: Context) => normalizeReference(c.req.param("reference") ?? "");

/** The signed-in client's own invoice, by reference; anyone else's is "not found". */
async function ownInvoice(c: Context<ClientEnv>): Promise<InvoiceRow | undefined> {
  const reference = referenceOf(c);
  if (!reference) return undefined;
  const row = await findInvoiceRow(c.get("deps").db, reference);
  return row?.clientId === c.get("client").clientId ? row : undefined;
}

/** `now` is the time the pages are stored under: an invoice's first pages share its submission time. */
function pageContext(
  c: Context<ClientEnv>,
  invoiceId: string,
  existing: PageContext["existing"],
  now: string,
): PageContext {
  const deps = c.get("deps");
  const clientId = c.get("client").clientId;
  return {
    clientId,
    invoiceId,
    now,
    uploads: deps.uploads,
    files: deps.files,
    // A client's pages are checked one at a time, so one client fills one thread of the check pool
    // at the most and others keep the rest (docs/decisions/0045-page-check-budgets.md).
    inspector: {
      inspect: (bytes) => serialized(c, `checks\u0000${clientId}`, () => deps.pageInspector.inspect(bytes)),
    },
    ownsUpload: async (uploadId) =>
      Boolean(await findOwnUpload(deps.db, uploadId, clientId, deps.now().toISOString())),
    existing,
    // Random, not time-ordered: a page's address must not tell when it was sent or guess its neighbours.
    newId: () => crypto.randomUUID(),
    locale: requestLocale(c),
  };
}

/** Which of these uploads are pages of the client's invoices already, and of which. */
const alreadySent = (c: Context<ClientEnv>, pages: readonly InvoicePageInput[]) =>
  pagesFromUploads(
    c.get("deps").db,
    c.get("client").clientId,
    pages.map((page) => page.uploadId),
  );

/** Invoice creations and page additions per client per minute; a refused one counts too. */
const invoiceLimit = createMiddleware<ClientEnv>((c, next) => c.get("deps").invoiceLimiter(c, next));

/**
 * Runs the write that makes stored files an invoice's pages. When it throws
 * (a busy database answers 503, docs/decisions/0010-busy-database.md), the
 * files go too: nothing is kept, the uploads stay, and the phone sends again.
 */
async function removingOnError<T>(files: FileStorage, pages: readonly NewPage[], write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    await removeStored(files, pages);
    throw error;
  }
}

export const invoiceRoutes = new Hono<ClientEnv>()
  .post("/", requireClient, invoiceLimit, jsonBody(InvoiceInput), async (c) => {
    const deps = c.get("deps");
    const clientId = c.get("client").clientId;
    const keyCheck = readIdempotencyKey(c, { required: true });
    if (!keyCheck.ok) return englishErrorJson(c, keyCheck.status, keyCheck.error);
    const key = keyCheck.key;
    const input = c.req.valid("json");
    if (isFutureDate(input.deliveryDate, latestToday(deps.now()))) {
      return validationJson(c, { deliveryDate: FUTURE_DELIVERY }, FUTURE_DELIVERY);
    }
    const requestHash = await requestHashOf(input);

    return serialized(c, `${clientId}\u0000${key}`, async () => {
      const answerRepeat = async (earlier: InvoiceRow) => {
        const repeat = replay(earlier, requestHash);
        if (!repeat.ok) return englishErrorJson(c, repeat.status, repeat.error);
        c.set("storedAnswer", true);
        return c.json({ success: true as const, invoice: await invoiceWithPages(deps.db, earlier) }, 201);
      };
      const earlier = await findInvoiceByKey(deps.db, clientId, key);
      if (earlier) return answerRepeat(earlier);
      const id = timeOrderedId();
      const now = deps.now().toISOString();
      const stored = await storePages(
        input.pages,
        pageContext(c, id, { pages: 0, bytes: 0, lastOrder: new Map() }, now),
      );
      if (!stored.ok) {
        // Another process may have created this key's invoice from these very uploads meanwhile.
        const raced = await findInvoiceByKey(deps.db, clientId, key);
        if (raced) return answerRepeat(raced);
        // Pages already sent with an invoice: a repeat under a lost key, or a second tab with its own.
        const sent = new Set((await alreadySent(c, input.pages)).map((page) => page.uploadId));
        if (sent.size > 0) {
          const alreadySentText = answerIn(ALREADY_A_PAGE, requestLocale(c));
          const issues = Object.fromEntries(
            input.pages.flatMap((page, index) =>
              sent.has(page.uploadId) ? [[`pages.${index}`, alreadySentText]] : [],
            ),
          );
          return c.json({ error: alreadySentText, issues }, 409);
        }
        return c.json({ error: stored.error, issues: stored.issues }, stored.status);
      }
      const { pages: _pages, ...load } = input;
      const row = {
        ...load,
        id,
        reference: newReference("invoice"),
        clientId,
        totalCents: invoiceTotalCents(input),
        status: "submitted" as const,
        statusReason: "",
        submittedAt: now,
        updatedAt: now,
        idempotencyKey: key,
        requestHash,
      };
      for (let attempt = 1; ; attempt++) {
        const outcome = await removingOnError(deps.files, stored.pages, () =>
          insertInvoice(
            deps.db,
            row,
            stored.pages.map((page) => ({ ...page, invoiceId: id })),
          ),
        );
        if (outcome.ok) break;
        if (outcome.clash === "reference" && attempt < 5) {
          row.reference = newReference("invoice");
          continue;
        }
        await removeStored(deps.files, stored.pages);
        if (outcome.clash === "key") {
          // Another server stored this key first: answer its invoice, as a repeat would.
          const first = await findInvoiceByKey(deps.db, clientId, key);
          if (first) return answerRepeat(first);
          throw new Error("Idempotency-Key clash without an invoice under the key");
        }
        if (outcome.clash === "upload") return errorJson(c, 409, ALREADY_A_PAGE);
        throw new Error(`invoice not stored: ${outcome.clash}`);
      }
      await Promise.all(stored.pages.map((page) => deps.uploads.remove(page.uploadId)));
      const created = await findInvoiceRow(deps.db, row.reference);
      if (!created) throw new Error("stored invoice not found");
      return c.json({ success: true as const, invoice: await invoiceWithPages(deps.db, created) }, 201);
    });
  })
  .get("/", requireClient, queryParams(PageQuery), async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const page = await clientInvoicePage(c.get("deps").db, c.get("client").clientId, limit, cursor);
    const nextCursor = page.nextCursor && encodeCursor(page.nextCursor);
    return c.json({ success: true as const, invoices: page.invoices, nextCursor }, 200);
  })
  .get("/same-load", requireClient, queryParams(SameLoadQuery), async (c) => {
    const { broker, load } = c.req.valid("query");
    const invoices = await ownSameLoad(c.get("deps").db, c.get("client").clientId, broker, load);
    return c.json({ success: true as const, invoices: invoices satisfies SameLoadInvoice[] }, 200);
  })
  .get("/:reference", requireClient, async (c) => {
    const row = await ownInvoice(c);
    if (!row) return errorJson(c, 404, INVOICE_NOT_FOUND);
    const { db } = c.get("deps");
    // Its money as the ledger has it: advance, fee, reserve, what the broker paid and still owes.
    const invoice: ClientInvoiceDetail = {
      ...(await invoiceWithPages(db, row)),
      money: await invoiceMoney(db, row),
    };
    return c.json({ success: true as const, invoice }, 200);
  })
  .post("/:reference/pages", requireClient, invoiceLimit, jsonBody(AddPagesInput), async (c) => {
    const deps = c.get("deps");
    const keyCheck = readIdempotencyKey(c);
    if (!keyCheck.ok) return englishErrorJson(c, keyCheck.status, keyCheck.error);
    const found = await ownInvoice(c);
    if (!found) return errorJson(c, 404, INVOICE_NOT_FOUND);
    const { pages } = c.req.valid("json");

    return serialized(c, `pages\u0000${found.id}`, async () => {
      /** A repeat: every upload named is already a page of this invoice (also after losing a race). */
      const asRepeat = async () => {
        const sent = await alreadySent(c, pages);
        if (sent.length === 0) return undefined;
        const current = await findInvoiceRow(deps.db, found.reference);
        if (current && sent.length === pages.length && sent.every((page) => page.invoiceId === found.id)) {
          c.set("storedAnswer", true);
          return c.json({ success: true as const, invoice: await invoiceWithPages(deps.db, current) }, 200);
        }
        return errorJson(c, 409, ALREADY_A_PAGE);
      };
      const repeat = await asRepeat();
      if (repeat) return repeat;
      const row = await findInvoiceRow(deps.db, found.reference);
      // The client's one move in the workflow (api/contract/invoice-workflow.ts): pages back to staff.
      if (!row || !checkTransition(row.status, "submitted", "client").ok)
        return errorJson(c, 409, NOT_NEEDING_DOCUMENTS);
      const stored = await storePages(
        pages,
        pageContext(c, row.id, await pageStats(deps.db, row.id), deps.now().toISOString()),
      );
      if (!stored.ok)
        return (await asRepeat()) ?? c.json({ error: stored.error, issues: stored.issues }, stored.status);
      const outcome = await removingOnError(deps.files, stored.pages, () =>
        appendPages(
          deps.db,
          {
            invoiceId: row.id,
            from: row.status,
            to: "submitted",
            reason: "",
            by: CLIENT_ACTOR,
            at: deps.now().toISOString(),
          },
          row,
          stored.pages.map((page) => ({ ...page, invoiceId: row.id })),
        ),
      );
      if (!outcome.ok) {
        await removeStored(deps.files, stored.pages);
        const raced = await asRepeat();
        if (raced) return raced;
        if (outcome.clash === "status") return errorJson(c, 409, NOT_NEEDING_DOCUMENTS);
        throw new Error(`pages not stored: ${outcome.clash}`);
      }
      await Promise.all(stored.pages.map((page) => deps.uploads.remove(page.uploadId)));
      const updated = await findInvoiceRow(deps.db, row.reference);
      if (!updated) throw new Error("invoice vanished");
      return c.json({ success: true as const, invoice: await invoiceWithPages(deps.db, updated) }, 200);
    });
  });

/**
 * Client or staff: the caller's identity for a page. Clients reach their own
 * invoices' pages only; anyone else gets the sign-in refusal.
 */
const clientOrStaff = createMiddleware<
  AppEnv & { Variables: { viewer: { staff: boolean; clientId?: string } } }
>(async (c, next) => {
  const deps = c.get("deps");
  if (await staffSession(c)) {
    c.set("viewer", { staff: true });
    return next();
  }
  const tokenHash = await readSessionTokenHash(c, CLIENT_COOKIE, deps.sessionSecret);
  const session = tokenHash && (await findClientSession(deps.db, tokenHash, deps.now().toISOString()));
  if (!session) return errorJson(c, 401, CLIENT_SIGN_IN_REQUIRED);
  c.set("viewer", { staff: false, clientId: session.clientId });
  return next();
});

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/heic": "heic",
  "application/pdf": "pdf",
};

/**
 * What a page opened in a tab may do: nothing. A sandboxed document with no
 * sources runs no script and reaches nothing, whatever its bytes are.
 */
const PAGE_CONTENT_SECURITY_POLICY =
  "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** A page's bytes: never cached, never sniffed, PDFs only saved, named for saving (docs/decisions/0024-page-answers.md). */
export const invoicePageRoutes = new Hono<AppEnv>().get(
  "/:reference/pages/:pageId",
  clientOrStaff,
  async (c) => {
    const deps = c.get("deps");
    const viewer = c.get("viewer");
    const reference = referenceOf(c);
    const invoice = reference ? await findInvoiceRow(deps.db, reference) : undefined;
    if (!invoice || (!viewer.staff && invoice.clientId !== viewer.clientId)) {
      return errorJson(c, 404, PAGE_NOT_FOUND);
    }
    const page = await findPage(deps.db, invoice.id, c.req.param("pageId"));
    const body = page && (await deps.files.get(page.storageKey));
    if (!page || !body) return errorJson(c, 404, PAGE_NOT_FOUND);
    const kind = documentKindOptions.find((option) => option.value === page.documentKind)?.value ?? "page";
    const filename = `${invoice.reference}-${kind}-${page.pageOrder}.${EXTENSIONS[page.contentType] ?? "bin"}`;
    // A PDF can carry scripts and actions a browser's viewer may run: it is only ever saved, never opened here.
    const saved = page.contentType === "application/pdf" || c.req.query("download") === "1";
    return c.body(body, 200, {
      "Content-Type": page.contentType,
      "Content-Length": String(page.size),
      "Content-Disposition": `${saved ? "attachment" : "inline"}; filename="${filename}"`,
      "Content-Security-Policy": PAGE_CONTENT_SECURITY_POLICY,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      ETag: `"${page.sha256}"`,
    });
  },
);
