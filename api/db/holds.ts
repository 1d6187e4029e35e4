import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { CreditDecision } from "../contract/brokers";
import {
  verificationReasons,
  type FundingHold,
  type FundingHolds,
  type HoldApprovalRecord,
  type HoldRecord,
  type Verification,
  type VerificationData,
} from "../contract/holds";
import type { InvoiceHistoryEntry, InvoiceStatus } from "../contract/invoice";
import { formatUsd } from "../contract/money";
import { timeOrderedId } from "../lib/ids";
import type { InvoiceRow } from "./invoices";
import { brokerCreditDecisions, brokers, holdApprovals, invoiceVerifications } from "./schema";
import type { Database } from "./types";

/**
 * Verifications of a load with its broker, and the holds on funding an invoice with their approvals
 * (docs/decisions/0221-verification-and-holds.md). What holds an invoice is worked out from facts read
 * here; the funding's own transaction checks again, in SQL, every fact another request could change
 * meanwhile (`fundingGuard`).
 */

/** Statuses an invoice can still be funded from, directly or later: the holds concern them only. */
export const FUNDABLE_STATUSES: readonly InvoiceStatus[] = ["submitted", "in-review", "needs-documents"];
export const canStillBeFunded = (status: InvoiceStatus) => FUNDABLE_STATUSES.includes(status);

// ---------------------------------------------------------------- verifications

export async function recordVerification(
  db: Database,
  verification: VerificationData & { invoiceId: string; at: string; by: string },
): Promise<void> {
  await db.insert(invoiceVerifications).values({ id: timeOrderedId(), ...verification });
}

/** An invoice's verifications, oldest first. */
export async function verificationsOf(db: Database, invoiceId: string): Promise<Verification[]> {
  const rows = await db
    .select()
    .from(invoiceVerifications)
    .where(eq(invoiceVerifications.invoiceId, invoiceId))
    .orderBy(asc(invoiceVerifications.at), asc(invoiceVerifications.id));
  return rows.map(({ invoiceId: _invoice, ...verification }) => verification);
}

// ---------------------------------------------------------------- approvals

/** An invoice's hold approvals, oldest first. */
export async function approvalsOf(db: Database, invoiceId: string): Promise<HoldApprovalRecord[]> {
  const rows = await db
    .select()
    .from(holdApprovals)
    .where(eq(holdApprovals.invoiceId, invoiceId))
    .orderBy(asc(holdApprovals.at), asc(holdApprovals.id));
  return rows.map(({ invoiceId: _invoice, ...approval }) => approval);
}

/**
 * Keeps an approval of `holds`, only while the invoice has exactly the `seen` approvals it was judged
 * with: of two approvals sent at once (a double click, two staff), the second is refused. False then.
 */
export async function recordApproval(
  db: Database,
  approval: { invoiceId: string; at: string; by: string; reason: string; holds: readonly HoldRecord[] },
  seen: number,
): Promise<boolean> {
  const id = timeOrderedId();
  await db.run(sql`insert into ${holdApprovals} (id, invoice_id, at, by, reason, holds)
    select ${id}, ${approval.invoiceId}, ${approval.at}, ${approval.by}, ${approval.reason}, ${JSON.stringify(approval.holds)}
    where (select count(*) from ${holdApprovals} where invoice_id = ${approval.invoiceId}) = ${seen}`);
  const [kept] = await db
    .select({ id: holdApprovals.id })
    .from(holdApprovals)
    .where(eq(holdApprovals.id, id));
  return kept !== undefined;
}

// ---------------------------------------------------------------- what holds an invoice

/** Another client's invoice with the same load or one of the same page files. */
export interface OtherClientMatch {
  reference: string;
  companyName: string;
  sameLoad: boolean;
  samePages: boolean;
}

/** What the holds are read from; the funding's guard checks the same facts again as it writes. */
export interface HoldFacts {
  /** The broker of the book the invoice is linked to, and its decision in force (null while none). */
  broker: {
    id: string;
    legalName: string;
    decision: { id: string; decision: CreditDecision; limitCents: number | null } | null;
  } | null;
  /** The broker's open funded balance, every client's, before this invoice is funded. */
  exposureCents: number;
  otherClient: OtherClientMatch[];
  verifications: number;
  approvals: HoldApprovalRecord[];
}

/**
 * The ids of other clients' invoices with the invoice's broker and load (match keys) or one of its
 * page files: the duplicate check's two lookups (docs/decisions/0110-duplicate-invoices.md), each
 * flagged with why, narrowed to other clients.
 */
const otherClientInvoices = (row: Pick<InvoiceRow, "id" | "clientId" | "loadKey" | "brokerKey">) =>
  sql`select other.id as id, 1 as same_load, 0 as same_pages from invoices other
      where other.load_key = ${row.loadKey} and other.broker_key = ${row.brokerKey}
        and other.client_id <> ${row.clientId} and ${row.loadKey} <> '' and ${row.brokerKey} <> ''
    union all
    select theirs.invoice_id, 0, 1 from invoice_pages mine
      join invoice_pages theirs on theirs.sha256 = mine.sha256 and theirs.invoice_id <> mine.invoice_id
      join invoices other on other.id = theirs.invoice_id
      where mine.invoice_id = ${row.id} and other.client_id <> ${row.clientId}`;

/** How many other clients' invoices share the load or a page file. */
const otherClientCount = (row: Pick<InvoiceRow, "id" | "clientId" | "loadKey" | "brokerKey">) =>
  sql`(select count(distinct matched.id) from (${otherClientInvoices(row)}) matched)`;

/**
 * A broker's open funded balance, every client's: the receivable entries of its invoices funded now,
 * as the book reads it (docs/decisions/0220-broker-book.md). Aliased throughout, so it can sit in the
 * WHERE of an UPDATE of invoices.
 */
const exposureOf = (brokerId: string) =>
  sql`(select coalesce(sum(entry.amount_cents), 0) from ledger_entries entry
      join invoices open_invoice on open_invoice.id = entry.invoice_id
      where open_invoice.broker_id = ${brokerId} and open_invoice.status = 'funded' and entry.account = 'receivable')`;

/** The id of the broker's decision in force: its latest. */
const decisionInForce = (brokerId: string) =>
  sql`(select latest.id from ${brokerCreditDecisions} latest where latest.broker_id = ${brokerId} order by latest.at desc, latest.id desc limit 1)`;

/** Reads what decides the invoice's holds, as stored now. */
export async function readHoldFacts(db: Database, row: InvoiceRow): Promise<HoldFacts> {
  const [broker, otherClient, verifications, approvals] = await Promise.all([
    row.brokerId ? linkedBroker(db, row.brokerId) : undefined,
    db.all<{ reference: string; companyName: string; sameLoad: number; samePages: number }>(
      sql`select other.reference as reference, client.company_name as companyName,
          max(matched.same_load) as sameLoad, max(matched.same_pages) as samePages
        from (${otherClientInvoices(row)}) matched
        join invoices other on other.id = matched.id
        join clients client on client.id = other.client_id
        group by other.id order by other.submitted_at, other.id`,
    ),
    db
      .select({ n: sql<number>`count(*)` })
      .from(invoiceVerifications)
      .where(eq(invoiceVerifications.invoiceId, row.id)),
    approvalsOf(db, row.id),
  ]);
  const exposure = row.brokerId
    ? await db.all<{ cents: number }>(sql`select ${exposureOf(row.brokerId)} as cents`)
    : [];
  return {
    broker: broker ?? null,
    exposureCents: Number(exposure[0]?.cents ?? 0),
    otherClient: otherClient.map((match) => ({
      reference: match.reference,
      companyName: match.companyName,
      sameLoad: Number(match.sameLoad) === 1,
      samePages: Number(match.samePages) === 1,
    })),
    verifications: Number(verifications[0]?.n ?? 0),
    approvals,
  };
}

async function linkedBroker(db: Database, brokerId: string): Promise<HoldFacts["broker"] | undefined> {
  const [found] = await db
    .select({ id: brokers.id, legalName: brokers.legalName })
    .from(brokers)
    .where(eq(brokers.id, brokerId));
  if (!found) return undefined;
  const [decision] = await db
    .select({
      id: brokerCreditDecisions.id,
      decision: brokerCreditDecisions.decision,
      limitCents: brokerCreditDecisions.limitCents,
    })
    .from(brokerCreditDecisions)
    .where(
      and(
        eq(brokerCreditDecisions.brokerId, brokerId),
        eq(brokerCreditDecisions.id, decisionInForce(brokerId)),
      ),
    );
  return { ...found, decision: decision ?? null };
}

/** What another client's invoice shares, in staff's words. */
function otherClientMessage(match: OtherClientMatch): string {
  const whose = `${match.reference} (${match.companyName})`;
  if (match.samePages && match.sameLoad)
    return `Another client sent this document: ${whose} has the same page file, broker and load number.`;
  if (match.samePages) return `Another client sent this document: ${whose} has the same page file.`;
  return `Another client sent this load: ${whose} has the same broker and load number.`;
}

/**
 * The latest approval that lifts `hold`: one that approved the same hold (its key) at a figure at
 * least the one it stands at now. A hold that grew past what was approved stands again.
 */
function approvalOf(hold: HoldRecord, approvals: readonly HoldApprovalRecord[]): FundingHold["approval"] {
  for (const approval of [...approvals].reverse()) {
    const approved = approval.holds.find((each) => each.key === hold.key);
    if (!approved) continue;
    if (
      hold.figureCents !== null &&
      (approved.figureCents === null || hold.figureCents > approved.figureCents)
    )
      continue;
    return { id: approval.id, at: approval.at, by: approval.by, reason: approval.reason };
  }
  return null;
}

/**
 * The holds on funding the invoice with `advanceCents`, each with the approval that lifts it:
 * the broker is do-not-fund; funding takes it past its limit; another client sent the same load or
 * document; a verification is needed (an advance above `verifyAboveCents`, an ask-first broker or one
 * with no decision yet) and none is recorded.
 */
export function holdsOf(
  row: Pick<InvoiceRow, "totalCents">,
  facts: HoldFacts,
  judged: { advanceCents: number; verifyAboveCents: number },
): FundingHolds {
  const holds: HoldRecord[] = [];
  const { broker } = facts;
  const decision = broker?.decision ?? null;
  if (broker && decision?.decision === "do-not-fund")
    holds.push({
      kind: "do-not-fund",
      key: `do-not-fund:${decision.id}`,
      figureCents: null,
      message: `The broker ${broker.legalName} is marked Do not fund.`,
    });
  // Funding posts the invoice's whole total to the receivable, which is what exposure counts.
  const exposureAfter = facts.exposureCents + row.totalCents;
  if (broker && decision?.decision === "limit" && exposureAfter > (decision.limitCents ?? 0))
    holds.push({
      kind: "over-limit",
      key: `over-limit:${decision.id}`,
      figureCents: exposureAfter,
      message: `Funding it takes ${broker.legalName} to ${formatUsd(exposureAfter)} open, past its limit of ${formatUsd(decision.limitCents ?? 0)}.`,
    });
  for (const match of facts.otherClient)
    holds.push({
      kind: "other-client",
      key: `other-client:${match.reference}`,
      figureCents: null,
      message: otherClientMessage(match),
    });
  const reasons = [
    ...(judged.advanceCents > judged.verifyAboveCents
      ? [verificationReasons.amount(judged.advanceCents, judged.verifyAboveCents)]
      : []),
    ...(broker && decision?.decision === "ask-first" ? [verificationReasons.askFirst(broker.legalName)] : []),
    ...(broker && decision === null ? [verificationReasons.noDecision(broker.legalName)] : []),
  ];
  const verificationRequired = reasons.length > 0 ? reasons.join("; ") : null;
  if (verificationRequired && facts.verifications === 0)
    holds.push({
      kind: "verification",
      key: "verification",
      figureCents: judged.advanceCents,
      message: `No verification with the broker is recorded, and one is needed: ${verificationRequired}.`,
    });
  return {
    advanceCents: judged.advanceCents,
    verifyAboveCents: judged.verifyAboveCents,
    verificationRequired,
    holds: holds.map((hold) => ({ ...hold, approval: approvalOf(hold, facts.approvals) })),
  };
}

/**
 * The condition a funding's status UPDATE adds, so the transaction that funds checks again, in SQL,
 * every fact of its holds that another request could have changed since they were read: the broker it
 * is linked to and that broker's decision in force; its exposure against the limit, or against the
 * figure an approval allowed; how many other clients' invoices share the load or a document.
 * Verifications and approvals are only ever added, so they cannot lift a hold behind its back.
 * SQLite runs one write at a time, so two fundings of one broker's invoices cannot both pass a limit.
 */
export function fundingGuard(row: InvoiceRow, facts: HoldFacts, holds: readonly HoldRecord[]): SQL {
  const { broker } = facts;
  const conditions: SQL[] = [
    broker ? sql`invoices.broker_id = ${broker.id}` : sql`invoices.broker_id is null`,
    sql`${otherClientCount(row)} = ${facts.otherClient.length}`,
  ];
  if (broker) {
    conditions.push(sql`${decisionInForce(broker.id)} is ${broker.decision?.id ?? null}`);
    if (broker.decision?.decision === "limit") {
      const approved = holds.find((hold) => hold.kind === "over-limit");
      const ceiling = approved?.figureCents ?? broker.decision.limitCents ?? 0;
      conditions.push(sql`${exposureOf(broker.id)} + ${row.totalCents} <= ${ceiling}`);
    }
  }
  return sql.join(conditions, sql` and `);
}

// ---------------------------------------------------------------- history

/**
 * The invoice's history with its verifications and hold approvals in their place, by time: each
 * of them at the status the invoice had then (`current` when its history holds no status).
 */
export function historyWithChecks(
  history: readonly InvoiceHistoryEntry[],
  verifications: readonly Verification[],
  approvals: readonly HoldApprovalRecord[],
  current: InvoiceStatus,
): InvoiceHistoryEntry[] {
  const checks = [
    ...verifications.map((verification) => ({
      at: verification.at,
      entry: (status: InvoiceStatus): InvoiceHistoryEntry => ({
        at: verification.at,
        by: verification.by,
        action: "verification",
        from: status,
        to: status,
        reason: "",
        verification: {
          contact: verification.contact,
          method: verification.method,
          result: verification.result,
        },
      }),
    })),
    ...approvals.map((approval) => ({
      at: approval.at,
      entry: (status: InvoiceStatus): InvoiceHistoryEntry => ({
        at: approval.at,
        by: approval.by,
        action: "hold-approval",
        from: status,
        to: status,
        reason: approval.reason,
        holds: approval.holds.map((hold) => hold.message),
      }),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const merged: InvoiceHistoryEntry[] = [];
  let status: InvoiceStatus = history[0]?.to ?? current;
  let next = 0;
  for (const entry of history) {
    while (next < checks.length && (checks[next]?.at ?? "") < entry.at) {
      merged.push(checks[next]?.entry(status) as InvoiceHistoryEntry);
      next += 1;
    }
    merged.push(entry);
    status = entry.to;
  }
  for (const check of checks.slice(next)) merged.push(check.entry(status));
  return merged;
}
