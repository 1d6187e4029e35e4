import { Hono, type Context } from "hono";
import * as v from "valibot";
import type { AppEnv, StaffEnv } from "../app-env";
import {
  documentKindOptions,
  extraKindOptions,
  fundingIssues,
  InvoiceCorrection,
  InvoiceNoteInput,
  InvoiceStatusChange,
  invoiceStatusOptions,
  PageRotationChange,
  sameFunding,
  type FundingFigures,
  type InvoiceStatus,
  type StaffInvoice,
} from "../contract/invoice";
import { checkTransition, nextStatuses, statusLabel } from "../contract/invoice-workflow";
import { valuesOf } from "../contract/options";
import { normalizeReference } from "../contract/reference";
import {
  addInvoiceNote,
  allStaffInvoices,
  correctFunding,
  findInvoiceRow,
  fundingOf,
  moveInvoiceStatus,
  setPageRotation,
  type StatusMove,
  staffInvoiceDetail,
  staffInvoicePage,
  type InvoiceRow,
} from "../db/invoices";
import { baseFee, proposedAdvance, unexplainedOverride, type StaffInvoiceWithMoney } from "../contract/money";
import { currentFunding, reversalOf } from "../db/ledger";
import {
  closeUnpaid,
  figuresOf,
  fundingPosting,
  fundingProposal,
  invoiceMoney,
  officeDate,
  planClose,
  termsInForce,
} from "../db/money";
import { InvoiceBrokerLink } from "../contract/brokers";
import {
  approverCannotFund,
  heldMessage,
  HoldApprovalInput,
  unapprovedHolds,
  VerificationInput,
  type FundingHold,
} from "../contract/holds";
import {
  approvalsOf,
  canStillBeFunded,
  fundingGuard,
  historyWithChecks,
  holdsOf,
  readHoldFacts,
  recordApproval,
  recordVerification,
  verificationsOf,
} from "../db/holds";
import { findBroker, linkInvoice } from "../db/brokers";
import { BROKER_NOT_FOUND } from "./brokers";
import { requireStaff } from "./session-guards";
import { csvDollars, toCsv } from "../lib/csv";
import { englishErrorJson, errorJson, validationJson, type ApiError } from "../lib/errors";
import { encodeCursor, PageQuery } from "../lib/pagination";
import { csvDisposition } from "../lib/submissions";
import { jsonBody, queryParams } from "../lib/validation";
import { INVOICE_NOT_FOUND, latestToday, PAGE_NOT_FOUND } from "./invoices";

/** `?status=&flagged=1&q=`: what narrows the list, and the CSV export with it. */
const StaffInvoiceFilterQuery = v.object({
  status: v.optional(v.picklist(valuesOf(invoiceStatusOptions), "Choose a listed status")),
  flagged: v.optional(
    v.pipe(
      v.picklist(["1", "0"], "Flagged is 1 or 0"),
      v.transform((value) => value === "1"),
    ),
  ),
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(100, "Search at most 100 characters"),
      v.transform((value) => value || undefined),
    ),
  ),
});

/** The filter on top of the staff lists' `?limit=&cursor=`. */
const StaffInvoiceQuery = v.object({ ...PageQuery.entries, ...StaffInvoiceFilterQuery.entries });

const label = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

const csvColumns: { header: string; value: (row: StaffInvoice) => string | number | null }[] = [
  { header: "Reference", value: (row) => row.reference },
  { header: "Submitted (UTC)", value: (row) => row.submittedAt },
  { header: "Status", value: (row) => label(invoiceStatusOptions, row.status) },
  { header: "Status reason", value: (row) => row.statusReason },
  { header: "Client", value: (row) => row.client.companyName },
  { header: "Client username", value: (row) => row.client.username },
  { header: "Broker or customer", value: (row) => row.brokerName },
  { header: "Load or PO number", value: (row) => row.loadNumber },
  { header: "Invoice amount", value: (row) => csvDollars(row.amountCents) },
  {
    header: "Extras",
    value: (row) =>
      row.extras
        .map(
          (extra) =>
            `${extra.kind === "other" ? extra.label : label(extraKindOptions, extra.kind)} ${csvDollars(extra.amountCents)}`,
        )
        .join("; "),
  },
  { header: "Total", value: (row) => csvDollars(row.totalCents) },
  { header: "Pickup date", value: (row) => row.pickupDate },
  { header: "Delivery date", value: (row) => row.deliveryDate },
  {
    header: "Pages",
    value: (row) =>
      documentKindOptions
        .map(
          (kind) => `${kind.label}: ${row.pages.filter((page) => page.documentKind === kind.value).length}`,
        )
        .join("; "),
  },
  { header: "Advance", value: (row) => (row.funding ? csvDollars(row.funding.advanceCents) : null) },
  { header: "Fee", value: (row) => (row.funding ? csvDollars(row.funding.feeCents) : null) },
  { header: "Funded on", value: (row) => row.funding?.fundedOn ?? null },
  { header: "Note", value: (row) => row.note },
  {
    header: "Flagged as duplicate of",
    value: (row) => row.duplicates.map((duplicate) => duplicate.reference).join("; "),
  },
  { header: "Updated (UTC)", value: (row) => row.updatedAt },
];

/** The staff detail's invoice, by the reference in the path; undefined when there is none. */
async function invoiceInPath(c: Context<StaffEnv>): Promise<InvoiceRow | undefined> {
  const reference = normalizeReference(c.req.param("reference") ?? "");
  return reference ? findInvoiceRow(c.get("deps").db, reference) : undefined;
}

/** 422 with each funding rule that the invoice or the clock refuses, on its field under `prefix`. */
function fundingRefusal(c: Context, figures: FundingFigures, row: InvoiceRow, prefix: string) {
  const issues = fundingIssues(figures, {
    totalCents: row.totalCents,
    today: latestToday(c.get("deps").now()),
  });
  const entries = Object.entries(issues).map(([field, message]) => [`${prefix}${field}`, message] as const);
  if (entries.length === 0) return undefined;
  return validationJson(c, Object.fromEntries(entries), entries.length === 1 ? entries[0]?.[1] : undefined);
}

/** A move the workflow refuses: why, and where the invoice may go instead (docs/decisions/0100-invoice-workflow.md). */
const refusedMove = (c: Context, error: string, allowed: InvoiceStatus[]) =>
  c.json({ error, allowed } satisfies ApiError, 409);

/** A change that another one beat: 409 with where the invoice is now and where it may go from there. */
async function changedMeanwhile(c: Context<StaffEnv>, reference: string) {
  const current = await findInvoiceRow(c.get("deps").db, reference);
  if (!current) return errorJson(c, 404, INVOICE_NOT_FOUND);
  return refusedMove(
    c,
    `This invoice was changed meanwhile: it is now ${statusLabel(current.status)}.`,
    nextStatuses(current.status, "staff"),
  );
}

/** What holds funding the invoice with `advanceCents` now, and the facts that was read from. */
async function judgeHolds(c: Context<StaffEnv>, row: InvoiceRow, advanceCents: number) {
  const { db, verifyAboveCents } = c.get("deps");
  const facts = await readHoldFacts(db, row);
  return { facts, judged: holdsOf(row, facts, { advanceCents, verifyAboveCents }) };
}

/**
 * The invoice as the staff detail reads it: its history (with its verifications and hold approvals)
 * and notes, its money, a funding proposal, and while it can still be funded, its holds judged at the
 * proposed advance.
 */
async function staffDetailOf(c: Context<StaffEnv>, row: InvoiceRow): Promise<StaffInvoiceWithMoney> {
  const { db, now } = c.get("deps");
  const fundable = canStillBeFunded(row.status);
  const proposal = fundable ? await fundingProposal(db, row, officeDate(now())) : null;
  const [detail, money, verifications, approvals, holds] = await Promise.all([
    staffInvoiceDetail(db, row),
    invoiceMoney(db, row),
    verificationsOf(db, row.id),
    approvalsOf(db, row.id),
    proposal ? judgeHolds(c, row, proposal.advanceCents) : undefined,
  ]);
  return {
    ...detail,
    history: historyWithChecks(detail.history, verifications, approvals, row.status),
    money,
    fundingProposal: nextStatuses(row.status, "staff").includes("funded") ? proposal : null,
    verifications,
    fundingHolds: holds?.judged ?? null,
  };
}

/** A funding that holds stop: 409 naming each hold nobody approved. */
const heldFunding = (c: Context, reference: string, holds: readonly FundingHold[]) =>
  c.json(
    {
      error: heldMessage(reference, holds),
      holds: holds.map(({ approval: _none, ...hold }) => hold),
    } satisfies ApiError,
    409,
  );

/** The invoice as the staff detail reads it, as stored now: 200, or 201 when the change made a record. */
async function answerDetail<S extends 200 | 201>(c: Context<StaffEnv>, reference: string, status: S) {
  const row = await findInvoiceRow(c.get("deps").db, reference);
  if (!row) return errorJson(c, 404, INVOICE_NOT_FOUND);
  return c.json({ success: true as const, invoice: await staffDetailOf(c, row) }, status);
}

const HOLDS_CHANGED_MEANWHILE =
  "What holds this invoice changed while it was being funded: check its holds and fund it again.";
const notBeforeFunding = (what: string, row: InvoiceRow) =>
  `${what} before funding: ${row.reference} is ${statusLabel(row.status)}.`;
const NO_HOLD = (reference: string) =>
  `Nothing holds the funding of ${reference} now: there is no hold to approve.`;
const HOLD_GONE = (reference: string) =>
  `A hold you approve no longer stands on ${reference}: read its holds again and approve what stands.`;
const HOLD_ARISEN = (reference: string, holds: readonly FundingHold[]) =>
  `Another hold stands on ${reference} since you looked: ${holds.map((hold) => hold.message).join(" ")} Read it and approve again.`;
const APPROVED_ALREADY = (reference: string, by: string, me: string) =>
  by === me
    ? `You already approved the holds on ${reference}: nothing stands that you have not approved.`
    : `The holds on ${reference} are already approved, by ${by}: nothing stands to approve.`;
const APPROVED_MEANWHILE = "Another approval of these holds came first: read them again.";

const ONLY_FUNDED_CORRECTED = "Only the funding figures of a funded invoice can be corrected.";
const NOTHING_TO_CORRECT = "These are the figures already recorded: change one to correct it.";
const FUNDING_CHANGED_MEANWHILE =
  "The funding figures were changed meanwhile: check them and correct them again.";

/** Staff review of every client's invoices (docs/decisions/0003-invoices.md, 0100-invoice-workflow.md). */
export const adminInvoiceRoutes = new Hono<AppEnv>()
  .get("/", requireStaff, queryParams(StaffInvoiceQuery), async (c) => {
    const page = await staffInvoicePage(c.get("deps").db, c.req.valid("query"));
    const nextCursor = page.nextCursor && encodeCursor(page.nextCursor);
    return c.json({ success: true as const, invoices: page.invoices, nextCursor, total: page.total }, 200);
  })
  .get("/export.csv", requireStaff, queryParams(StaffInvoiceFilterQuery), async (c) => {
    const { db, now } = c.get("deps");
    const rows = await allStaffInvoices(db, c.req.valid("query"));
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", csvDisposition("invoices", now()));
    return c.body(toCsv(csvColumns, rows), 200);
  })
  .get("/:reference", requireStaff, async (c) => {
    const row = await invoiceInPath(c);
    if (!row) return errorJson(c, 404, INVOICE_NOT_FOUND);
    return answerDetail(c, row.reference, 200);
  })
  .patch("/:reference/status", requireStaff, jsonBody(InvoiceStatusChange), async (c) => {
    const { db, now } = c.get("deps");
    const row = await invoiceInPath(c);
    if (!row) return errorJson(c, 404, INVOICE_NOT_FOUND);
    const change = c.req.valid("json");
    const check = checkTransition(row.status, change.status, "staff");
    if (!check.ok) return refusedMove(c, check.error, check.allowed);
    const by = c.get("staff").username;
    const at = now().toISOString();
    if (change.status === "short-paid" || change.status === "recourse") {
      const plan = await planClose(db, row, change.status, officeDate(now()));
      // Not yet: the invoice may still go where the workflow allows, except where it was just refused.
      if (typeof plan === "string")
        return refusedMove(
          c,
          plan,
          nextStatuses(row.status, "staff").filter((status) => status !== change.status),
        );
      const closed = await closeUnpaid(db, plan, { reason: change.reason, by, at });
      if (!closed) return changedMeanwhile(c, row.reference);
      return answerDetail(c, row.reference, 200);
    }
    let funded: Pick<StatusMove, "funding" | "fundedTerms" | "postings" | "guard"> = {};
    if (change.funding) {
      const refused = fundingRefusal(c, change.funding, row, "funding.");
      if (refused) return refused;
      const { overrideReason, ...figures } = change.funding;
      const terms = figuresOf(await termsInForce(db, row.clientId, figures.fundedOn));
      const unexplained = unexplainedOverride(figures, overrideReason, {
        advanceCents: proposedAdvance(row.totalCents, terms),
        feeCents: baseFee(row.totalCents, terms),
      });
      if (unexplained) return validationJson(c, { "funding.overrideReason": unexplained }, unexplained);
      // Holds stop funding until a second staff member approves them (docs/decisions/0221-verification-and-holds.md).
      const { facts, judged } = await judgeHolds(c, row, figures.advanceCents);
      const standing = unapprovedHolds(judged.holds);
      if (standing.length > 0) return heldFunding(c, row.reference, standing);
      if (judged.holds.some((hold) => hold.approval?.by === by))
        return englishErrorJson(c, 409, approverCannotFund(row.reference));
      funded = {
        funding: overrideReason ? { ...figures, overrideReason } : figures,
        fundedTerms: terms,
        postings: [fundingPosting(row, figures, { actor: by, at })],
        guard: fundingGuard(row, facts, judged.holds),
      };
    }
    const moved = await moveInvoiceStatus(db, {
      invoiceId: row.id,
      from: row.status,
      to: change.status,
      reason: change.reason,
      ...funded,
      by,
      at,
    });
    if (!moved) {
      const current = await findInvoiceRow(db, row.reference);
      if (!change.funding || !current || current.status !== row.status)
        return changedMeanwhile(c, row.reference);
      // Still where it was: what the guard checked again changed (a decision, the exposure, a duplicate).
      const standing = unapprovedHolds(
        (await judgeHolds(c, current, change.funding.advanceCents)).judged.holds,
      );
      if (standing.length > 0) return heldFunding(c, row.reference, standing);
      return englishErrorJson(c, 409, HOLDS_CHANGED_MEANWHILE);
    }
    return answerDetail(c, row.reference, 200);
  })
  .post("/:reference/corrections", requireStaff, jsonBody(InvoiceCorrection), async (c) => {
    const { db, now } = c.get("deps");
    const row = await invoiceInPath(c);
    if (!row) return errorJson(c, 404, INVOICE_NOT_FOUND);
    const { reason, ...after } = c.req.valid("json");
    const before = row.status === "funded" ? fundingOf(row) : null;
    if (!before) return englishErrorJson(c, 409, ONLY_FUNDED_CORRECTED);
    if (sameFunding(before, after)) return englishErrorJson(c, 422, NOTHING_TO_CORRECT);
    const refused = fundingRefusal(c, after, row, "");
    if (refused) return refused;
    const by = c.get("staff").username;
    const at = now().toISOString();
    const inForce = await currentFunding(db, row.id);
    const corrected = await correctFunding(db, {
      invoiceId: row.id,
      before,
      after,
      reason,
      by,
      at,
      postings: [
        // An invoice funded before the ledger has no posting to undo; the new figures are posted.
        ...(inForce
          ? [await reversalOf(db, inForce, { onDate: before.fundedOn, at, actor: by, memo: reason })]
          : []),
        fundingPosting(row, after, { actor: by, at, memo: reason }),
      ],
    });
    if (!corrected) return englishErrorJson(c, 409, FUNDING_CHANGED_MEANWHILE);
    return answerDetail(c, row.reference, 201);
  })
  .post("/:reference/verification", requireStaff, jsonBody(VerificationInput), async (c) => {
    const { db, now } = c.get("deps");
    const row = await invoiceInPath(c);
    if (!row) return errorJson(c, 404, INVOICE_NOT_FOUND);
    if (!canStillBeFunded(row.status))
      return englishErrorJson(c, 409, notBeforeFunding("A verification is recorded", row));
    await recordVerification(db, {
      invoiceId: row.id,
      at: now().toISOString(),
      by: c.get("staff").username,
      ...c.req.valid("json"),
    });
    return answerDetail(c, row.reference, 201);
  })
  .post("/:reference/hold-approvals", requireStaff, jsonBody(HoldApprovalInput), async (c) => {
    // A second staff member lifts the holds that stand now (docs/decisions/0221-verification-and-holds.md).
    const { db, now } = c.get("deps");
    const row = await invoiceInPath(c);
    if (!row) return errorJson(c, 404, INVOICE_NOT_FOUND);
    if (!canStillBeFunded(row.status))
      return englishErrorJson(c, 409, notBeforeFunding("Holds are approved", row));
    const me = c.get("staff").username;
    const { reason, holds: seen } = c.req.valid("json");
    const proposal = await fundingProposal(db, row, officeDate(now()));
    const { facts, judged } = await judgeHolds(c, row, proposal.advanceCents);
    if (judged.holds.length === 0) return englishErrorJson(c, 409, NO_HOLD(row.reference));
    if (seen?.some((key) => !judged.holds.some((hold) => hold.key === key)))
      return englishErrorJson(c, 409, HOLD_GONE(row.reference));
    const standing = unapprovedHolds(judged.holds);
    if (standing.length === 0) {
      const mine = judged.holds.find((hold) => hold.approval?.by === me);
      const by = mine?.approval?.by ?? judged.holds[0]?.approval?.by ?? "";
      return englishErrorJson(c, 409, APPROVED_ALREADY(row.reference, by, me));
    }
    const unseen = seen ? standing.filter((hold) => !seen.includes(hold.key)) : [];
    if (unseen.length > 0) return englishErrorJson(c, 409, HOLD_ARISEN(row.reference, unseen));
    const kept = await recordApproval(
      db,
      {
        invoiceId: row.id,
        at: now().toISOString(),
        by: me,
        reason,
        holds: standing.map(({ approval: _none, ...hold }) => hold),
      },
      facts.approvals.length,
    );
    if (!kept) return englishErrorJson(c, 409, APPROVED_MEANWHILE);
    return answerDetail(c, row.reference, 201);
  })
  .patch("/:reference/pages/:pageId", requireStaff, jsonBody(PageRotationChange), async (c) => {
    // A page's turn is how it is shown, not a step of the invoice: no history row (docs/decisions/0130-page-viewer.md).
    const row = await invoiceInPath(c);
    if (!row) return errorJson(c, 404, INVOICE_NOT_FOUND);
    const turned = await setPageRotation(
      c.get("deps").db,
      row.id,
      c.req.param("pageId"),
      c.req.valid("json").rotation,
    );
    if (!turned) return errorJson(c, 404, PAGE_NOT_FOUND);
    return answerDetail(c, row.reference, 200);
  })
  .put("/:reference/broker", requireStaff, jsonBody(InvoiceBrokerLink), async (c) => {
    // Linking is the office's bookkeeping, not a step of the invoice: no history row (docs/decisions/0220-broker-book.md).
    const { db, now } = c.get("deps");
    const row = await invoiceInPath(c);
    if (!row) return errorJson(c, 404, INVOICE_NOT_FOUND);
    const broker = await findBroker(db, c.req.valid("json").brokerId);
    if (!broker) return englishErrorJson(c, 404, BROKER_NOT_FOUND);
    const alias = await linkInvoice(db, row, broker, {
      by: c.get("staff").username,
      at: now().toISOString(),
    });
    const linked = await findInvoiceRow(db, row.reference);
    if (!linked) return errorJson(c, 404, INVOICE_NOT_FOUND);
    return c.json({ success: true as const, invoice: await staffDetailOf(c, linked), alias }, 200);
  })
  .post("/:reference/notes", requireStaff, jsonBody(InvoiceNoteInput), async (c) => {
    const { db, now } = c.get("deps");
    const row = await invoiceInPath(c);
    if (!row) return errorJson(c, 404, INVOICE_NOT_FOUND);
    await addInvoiceNote(db, {
      invoiceId: row.id,
      by: c.get("staff").username,
      at: now().toISOString(),
      text: c.req.valid("json").text,
    });
    return answerDetail(c, row.reference, 201);
  });
