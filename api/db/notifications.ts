import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DuplicateMatch, InvoiceStatus } from "../contract/invoice";
import { asLocale, type Locale } from "../contract/words";
import {
  CLIENT_TOPICS,
  STAFF_TOPICS,
  type ClientTopic,
  type StaffTopic,
  type Topic,
} from "../contract/notification-settings";
import { timeOrderedId } from "../lib/ids";
import type { NoticeContent } from "../contract/notices";
import { atomically, duplicatesOf } from "./invoices";
import { emailedNotice } from "./notices";
import { linkAccount } from "./password-links";
import {
  accountNotices,
  adminAccounts,
  clients,
  emailChanges,
  fuelCardApplications,
  invoiceHistory,
  invoices,
  ledgerEntries,
  ledgerTransactions,
  notificationDeliveries,
  notificationEvents,
  passwordLinks,
  pushSubscriptions,
  quotes,
  type AccountChange,
  type AccountChangeBy,
  type NotificationChannel,
  type NotificationKind,
} from "./schema";
import type { Database } from "./types";

/**
 * The notification outbox (docs/decisions/0160-notifications.md): events are
 * written by triggers with the change that causes them; here they become one
 * delivery per recipient and channel, which a sender leases, sends and marks.
 */

export type DeliveryRow = typeof notificationDeliveries.$inferSelect;

/** Statuses a client is told of, with staff's reason or the amount advanced. */
export const TOLD_STATUSES = ["needs-documents", "funded", "declined", "short-paid", "recourse"] as const;
export type ToldStatus = (typeof TOLD_STATUSES)[number];

/**
 * Everything a message may say, read when it is sent: a reference, names, a
 * status, an amount and a reason, nothing more; a client's invoice news names
 * its load too (broker and load number), as the client knows it. A client's
 * message names its language, read with the rest at each attempt; staff's are
 * in English (docs/decisions/0160-notifications.md, "Language").
 */
export type NotificationContent =
  | { kind: "new-quote"; reference: string; companyName: string; contactName: string }
  | { kind: "new-fuel-card-application"; reference: string; companyName: string; contactName: string }
  | {
      kind: "new-invoice" | "invoice-resubmitted";
      reference: string;
      companyName: string;
      totalCents: number;
      /** Why it is flagged, the danger first (docs/decisions/0221-verification-and-holds.md); empty when it is not. */
      flags: InvoiceFlag[];
    }
  | {
      kind: "password-link";
      purpose: "reset" | "invitation";
      name: string;
      username: string;
      linkId: string;
      /** The link's signed token: added by the sender, which holds the secret. */
      token?: string | undefined;
      /** English when not given. */
      locale?: Locale | undefined;
    }
  | { kind: "test"; name: string; account: "client" | "staff"; locale?: Locale | undefined }
  | {
      kind: "email-confirmation";
      account: "client" | "staff";
      name: string;
      username: string;
      linkId: string;
      /** The link's signed token: added by the sender, which holds the secret. */
      token?: string | undefined;
      locale: Locale;
    }
  | {
      kind: "account-notice";
      account: "client" | "staff";
      name: string;
      change: AccountChange;
      by: AccountChangeBy;
      /** When the change was made (ISO). */
      at: string;
      device: string;
      locale: Locale;
    }
  | {
      kind: "invoice-status";
      reference: string;
      brokerName: string;
      loadNumber: string;
      firstName: string;
      status: ToldStatus;
      reason: string;
      advanceCents: number | null;
      locale?: Locale | undefined;
    }
  | {
      /** An invoice paid in full by its broker: what of its reserve is now available, after the fee. */
      kind: "money";
      event: "paid";
      reference: string;
      brokerName: string;
      loadNumber: string;
      firstName: string;
      availableCents: number;
      feeCents: number;
      locale: Locale;
    }
  | {
      /** A reserve release paid out to the client: how much, how and when. */
      kind: "money";
      event: "released";
      firstName: string;
      amountCents: number;
      memo: string;
      paidOn: string;
      locale: Locale;
    }
  | {
      /**
       * A notice of assignment to a broker's accounts payable, in English: what it says as it was kept
       * (docs/decisions/0222-notice-of-assignment.md); its PDF goes with it.
       */
      kind: "notice-of-assignment";
      noticeId: string;
      content: NoticeContent;
    };

/** Why an invoice is flagged, in staff's words, with the other invoices that make it so. */
export interface InvoiceFlag {
  /** "another client sent this document", "another client sent this load", "possible duplicate". */
  words: string;
  references: string[];
}

/**
 * The flags of an invoice's duplicates: another client's document or load first (a danger, which
 * holds funding), then the client's own invoices of the same load or file (a note).
 */
export function flagsOf(duplicates: readonly DuplicateMatch[]): InvoiceFlag[] {
  const groups: [string, (match: DuplicateMatch) => boolean][] = [
    ["another client sent this document", (match) => match.otherClient && match.samePages],
    ["another client sent this load", (match) => match.otherClient && !match.samePages],
    ["possible duplicate of the client's own invoice", (match) => !match.otherClient],
  ];
  return groups.flatMap(([words, belongs]) => {
    const references = duplicates.filter(belongs).map((match) => match.reference);
    return references.length > 0 ? [{ words, references }] : [];
  });
}

/** A client's language as stored on the account: anything but "es" is English. */
const clientLocale = (stored: string): Locale => asLocale(stored);

const STAFF_KINDS: readonly NotificationKind[] = [
  "new-quote",
  "new-fuel-card-application",
  "new-invoice",
  "invoice-resubmitted",
];
const ALL_TOPICS: readonly Topic[] = [...CLIENT_TOPICS, ...STAFF_TOPICS];

const isTold = (status: InvoiceStatus | null): status is ToldStatus =>
  (TOLD_STATUSES as readonly string[]).includes(status ?? "");

/** An address as it is compared: one delivery per address, whatever its case. */
const addressKey = (address: string) => address.trim().toLowerCase();

/**
 * The topics of the first stored form, a JSON list of the topics chosen: a topic added after it (the
 * money news) was never offered to whoever saved such a list, so it counts as on for them.
 */
const FIRST_LISTED_TOPICS: readonly Topic[] = [
  "invoice-needs-documents",
  "invoice-funded",
  "invoice-declined",
  ...STAFF_TOPICS,
];

/**
 * An account's stored topics: `{"off": [...]}`, the topics it turned off, so a topic added later is on
 * until it is turned off; null (never chosen) is every topic of the account; a list (the first form)
 * is the topics it chose then, and every topic added since.
 */
export function storedTopics<T extends Topic>(stored: string | null, all: readonly T[]): T[] {
  if (stored === null) return [...all];
  try {
    const kept: unknown = JSON.parse(stored);
    if (Array.isArray(kept))
      return all.filter((topic) => kept.includes(topic) || !FIRST_LISTED_TOPICS.includes(topic));
    const off: unknown = (kept as { off?: unknown } | null)?.off;
    return Array.isArray(off) ? all.filter((topic) => !off.includes(topic)) : [...all];
  } catch {
    return [...all];
  }
}

/** The chosen topics as they are stored: the account's topics that are not chosen, turned off. */
export const topicsToStore = <T extends Topic>(chosen: readonly T[], all: readonly T[]): string =>
  JSON.stringify({ off: all.filter((topic) => !chosen.includes(topic)) });

/** The topic an event's news belongs to; undefined for what is always sent (password links, tests). */
async function topicOf(
  db: Database,
  event: typeof notificationEvents.$inferSelect,
): Promise<Topic | undefined> {
  // Pages a client sent on request come back to staff like a new invoice, under its topic.
  if (event.kind === "invoice-resubmitted") return "new-invoice";
  if (STAFF_KINDS.includes(event.kind)) return event.kind as StaffTopic;
  if (event.kind === "money") {
    const [row] = await db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, event.subjectId));
    return row?.kind === "settlement"
      ? "invoice-paid"
      : row?.kind === "release"
        ? "reserve-released"
        : undefined;
  }
  if (event.kind !== "invoice-status") return undefined;
  const [row] = await db
    .select({ status: invoiceHistory.toStatus })
    .from(invoiceHistory)
    .where(eq(invoiceHistory.id, event.subjectId));
  if (!row || !isTold(row.status)) return undefined;
  // Short-paid and recourse are one piece of news: what the broker did not pay is charged to the reserve.
  return row.status === "short-paid" || row.status === "recourse"
    ? "invoice-charged"
    : (`invoice-${row.status}` as ClientTopic);
}

/** One delivery to make: where, and the lane (the account it is for) that senders take turns between. */
interface Recipient {
  channel: NotificationChannel;
  recipient: string;
  lane: string;
}

/** The push subscriptions of enabled accounts that show `topic` (every one when it is undefined). */
async function pushRecipients(
  db: Database,
  owner: { kind: "client"; ids: string[] } | { kind: "staff"; ids: string[] },
  topic: Topic | undefined,
): Promise<Recipient[]> {
  if (owner.ids.length === 0) return [];
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      topics: pushSubscriptions.topics,
      accountId: pushSubscriptions.accountId,
    })
    .from(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.accountKind, owner.kind), inArray(pushSubscriptions.accountId, owner.ids)),
    )
    .orderBy(asc(pushSubscriptions.id));
  return rows
    .filter((row) => topic === undefined || storedTopics(row.topics, ALL_TOPICS).includes(topic))
    .map((row) => ({ channel: "push", recipient: row.id, lane: `${owner.kind}:${row.accountId}` }));
}

/** Events that keep an account safe: their deliveries go before any news (docs/decisions/0190-account-security.md). */
const SECURITY_KINDS: readonly NotificationKind[] = ["password-link", "email-confirmation", "account-notice"];
export const priorityOf = (kind: NotificationKind): number => (SECURITY_KINDS.includes(kind) ? 0 : 1);

/** Who is told of an event, on which channel, as each account chose (docs/decisions/0162-push-and-settings.md). */
async function recipientsOf(
  db: Database,
  event: typeof notificationEvents.$inferSelect,
  staffAlertAddress: string | undefined,
): Promise<Recipient[]> {
  /** Addresses with the lane of the account each belongs to. */
  const addresses: { address: string; lane: string }[] = [];
  let pushTo: Recipient[] = [];
  const topic = await topicOf(db, event);
  if (STAFF_KINDS.includes(event.kind)) {
    if (staffAlertAddress) addresses.push({ address: staffAlertAddress, lane: "staff-alerts" });
    const staff = await db
      .select({
        username: adminAccounts.username,
        email: adminAccounts.email,
        emailTopics: adminAccounts.emailTopics,
      })
      .from(adminAccounts)
      .where(isNull(adminAccounts.disabledAt))
      .orderBy(asc(adminAccounts.username));
    for (const member of staff) {
      const wanted =
        topic !== undefined && storedTopics(member.emailTopics, STAFF_TOPICS).includes(topic as StaffTopic);
      if (member.email?.trim() && wanted)
        addresses.push({ address: member.email, lane: `staff:${member.username}` });
    }
    pushTo = await pushRecipients(db, { kind: "staff", ids: staff.map((member) => member.username) }, topic);
  } else if (event.kind === "password-link") {
    const [link] = await db.select().from(passwordLinks).where(eq(passwordLinks.id, event.subjectId));
    const account = link && (await linkAccount(db, link));
    if (account) addresses.push({ address: account.email, lane: `${link.accountKind}:${link.accountId}` });
  } else if (event.kind === "email-confirmation") {
    const [change] = await db.select().from(emailChanges).where(eq(emailChanges.id, event.subjectId));
    if (change)
      addresses.push({ address: change.newEmail, lane: `${change.accountKind}:${change.accountId}` });
  } else if (event.kind === "account-notice") {
    const [notice] = await db.select().from(accountNotices).where(eq(accountNotices.id, event.subjectId));
    if (notice) {
      const lane = `${notice.accountKind}:${notice.accountId}`;
      if (notice.address) addresses.push({ address: notice.address, lane });
      // Every device of the account but the one the notice is about.
      pushTo = (
        await pushRecipients(db, { kind: notice.accountKind, ids: [notice.accountId] }, undefined)
      ).filter((recipient) => recipient.recipient !== notice.subscriptionId);
    }
  } else if (event.kind === "notice-of-assignment") {
    // The AP address the notice was made for, kept with it: a broker's address changed since is not this notice's.
    const notice = await emailedNotice(db, event.subjectId);
    if (notice) addresses.push({ address: notice.sentTo, lane: `broker:${notice.brokerId}` });
  } else if (event.kind === "test") {
    const account = await testAccount(db, event.subjectId);
    if (account?.email?.trim())
      addresses.push({ address: account.email, lane: `${account.kind}:${account.id}` });
    if (account) pushTo = await pushRecipients(db, { kind: account.kind, ids: [account.id] }, undefined);
  } else {
    const [client] =
      event.kind === "money"
        ? await db
            .select({ id: clients.id, email: clients.email, emailTopics: clients.emailTopics })
            .from(ledgerTransactions)
            .innerJoin(clients, eq(clients.id, ledgerTransactions.clientId))
            .where(and(eq(ledgerTransactions.id, event.subjectId), isNull(clients.disabledAt)))
        : await db
            .select({ id: clients.id, email: clients.email, emailTopics: clients.emailTopics })
            .from(invoiceHistory)
            .innerJoin(invoices, eq(invoices.id, invoiceHistory.invoiceId))
            .innerJoin(clients, eq(clients.id, invoices.clientId))
            .where(and(eq(invoiceHistory.id, event.subjectId), isNull(clients.disabledAt)));
    if (client && topic !== undefined) {
      const wanted = storedTopics(client.emailTopics, CLIENT_TOPICS).includes(topic as ClientTopic);
      if (client.email?.trim() && wanted)
        addresses.push({ address: client.email, lane: `client:${client.id}` });
      pushTo = await pushRecipients(db, { kind: "client", ids: [client.id] }, topic);
    }
  }
  const unique = new Map<string, string>();
  for (const { address, lane } of addresses) {
    if (!unique.has(addressKey(address))) unique.set(addressKey(address), lane);
  }
  return [
    ...[...unique].map(([recipient, lane]) => ({ channel: "email" as const, recipient, lane })),
    ...pushTo,
  ];
}

/**
 * The name, username and language a message about the account greets it
 * with. A notice goes out even when the account is disabled since: its owner
 * must hear of it.
 */
async function noticeAccount(
  db: Database,
  notice: Pick<typeof accountNotices.$inferSelect, "accountKind" | "accountId">,
): Promise<{ name: string; username: string; locale: Locale } | undefined> {
  if (notice.accountKind === "client") {
    const [row] = await db
      .select({ name: clients.firstName, username: clients.username, locale: clients.locale })
      .from(clients)
      .where(eq(clients.id, notice.accountId));
    return row && { name: row.name, username: row.username, locale: clientLocale(row.locale) };
  }
  const [row] = await db
    .select({ name: adminAccounts.displayName })
    .from(adminAccounts)
    .where(eq(adminAccounts.username, notice.accountId));
  return row && { name: row.name || notice.accountId, username: notice.accountId, locale: "en" };
}

/** The enabled account a test event (`client:<id>` or `staff:<username>`) is for. */
async function testAccount(
  db: Database,
  subjectId: string,
): Promise<
  { kind: "client" | "staff"; id: string; email: string | null; name: string; locale: Locale } | undefined
> {
  const [kind, ...rest] = subjectId.split(":");
  const id = rest.join(":");
  if (kind === "client") {
    const [row] = await db
      .select({ email: clients.email, name: clients.firstName, locale: clients.locale })
      .from(clients)
      .where(and(eq(clients.id, id), isNull(clients.disabledAt)));
    return row && { kind, id, ...row, locale: clientLocale(row.locale) };
  }
  if (kind === "staff") {
    const [row] = await db
      .select({ email: adminAccounts.email, name: adminAccounts.displayName })
      .from(adminAccounts)
      .where(and(eq(adminAccounts.username, id), isNull(adminAccounts.disabledAt)));
    return row && { kind, id, email: row.email, name: row.name || id, locale: "en" };
  }
  return undefined;
}

/**
 * Turns events not yet handled into their deliveries, oldest first, each
 * event in one transaction with its mark: done again after a stop, the
 * unique (event, channel, recipient) index keeps a delivery from doubling.
 * Returns how many events were handled.
 */
export async function fanOutEvents(
  db: Database,
  options: { staffAlertAddress: string | undefined; now: Date; limit: number },
): Promise<number> {
  const events = await db
    .select()
    .from(notificationEvents)
    .where(isNull(notificationEvents.fannedOutAt))
    .orderBy(asc(notificationEvents.createdAt))
    .limit(options.limit);
  const at = options.now.toISOString();
  for (const event of events) {
    const recipients = await recipientsOf(db, event, options.staffAlertAddress);
    const mark = db
      .update(notificationEvents)
      .set({ fannedOutAt: at })
      .where(eq(notificationEvents.id, event.id));
    await atomically(
      db,
      recipients.length === 0
        ? [mark]
        : [
            db
              .insert(notificationDeliveries)
              .values(
                recipients.map(({ channel, recipient, lane }) => ({
                  id: timeOrderedId(options.now.getTime()),
                  eventId: event.id,
                  channel,
                  recipient,
                  lane,
                  priority: priorityOf(event.kind),
                  nextAttemptAt: at,
                })),
              )
              .onConflictDoNothing(),
            mark,
          ],
    );
  }
  return events.length;
}

/**
 * Leases up to `limit` deliveries that are due and not leased, counting the
 * attempt: another sender skips them until the lease ends. Fair between
 * accounts (docs/decisions/0190-account-security.md): what keeps an account
 * safe goes first, then each lane's oldest delivery, then each lane's second,
 * and so on, so one account with many devices never holds back another's.
 */
export async function claimDeliveries(
  db: Database,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<DeliveryRow[]> {
  const at = options.now.toISOString();
  const d = notificationDeliveries;
  const due = sql`(select id from (
      select ${d.id} as id, ${d.priority} as priority, ${d.nextAttemptAt} as next_attempt_at,
        row_number() over (partition by ${d.lane} order by ${d.nextAttemptAt}, ${d.id}) as turn
      from ${d}
      where ${d.status} = 'waiting' and ${d.nextAttemptAt} <= ${at}
        and (${d.leaseUntil} is null or ${d.leaseUntil} <= ${at})
    ) order by priority, turn, next_attempt_at, id limit ${options.limit})`;
  const claimed = await db
    .update(notificationDeliveries)
    .set({
      leaseUntil: new Date(options.now.getTime() + options.leaseMs).toISOString(),
      attempts: sql`${notificationDeliveries.attempts} + 1`,
    })
    .where(inArray(notificationDeliveries.id, due))
    .returning();
  // RETURNING keeps no order: what keeps an account safe is sent first within the batch too.
  return claimed.sort((a, b) => a.priority - b.priority || a.nextAttemptAt.localeCompare(b.nextAttemptAt));
}

/** What the delivery's message says, read now; undefined when what it was about is gone. */
export async function deliveryContent(
  db: Database,
  delivery: Pick<DeliveryRow, "eventId">,
  now: Date,
): Promise<NotificationContent | undefined> {
  const [event] = await db
    .select()
    .from(notificationEvents)
    .where(eq(notificationEvents.id, delivery.eventId));
  if (!event) return undefined;
  switch (event.kind) {
    case "new-quote":
    case "new-fuel-card-application": {
      const table = event.kind === "new-quote" ? quotes : fuelCardApplications;
      const [row] = await db
        .select({
          reference: table.reference,
          companyName: table.companyName,
          contactName: table.contactName,
        })
        .from(table)
        .where(eq(table.id, event.subjectId));
      return row && { kind: event.kind, ...row };
    }
    case "new-invoice":
    case "invoice-resubmitted": {
      // A re-submission names the history row of the pages' arrival; a new invoice, the invoice.
      const invoiceId =
        event.kind === "new-invoice"
          ? event.subjectId
          : (
              await db
                .select({ invoiceId: invoiceHistory.invoiceId })
                .from(invoiceHistory)
                .where(eq(invoiceHistory.id, event.subjectId))
            )[0]?.invoiceId;
      const [row] = invoiceId ? await db.select().from(invoices).where(eq(invoices.id, invoiceId)) : [];
      if (!row) return undefined;
      const [client] = await db
        .select({ companyName: clients.companyName })
        .from(clients)
        .where(eq(clients.id, row.clientId));
      return {
        kind: event.kind,
        reference: row.reference,
        companyName: client?.companyName ?? "",
        totalCents: row.totalCents,
        flags: flagsOf(await duplicatesOf(db, [row]).then((found) => found.get(row.id) ?? [])),
      };
    }
    case "password-link": {
      const [link] = await db
        .select()
        .from(passwordLinks)
        .where(and(eq(passwordLinks.id, event.subjectId), isNull(passwordLinks.usedAt)));
      // A link already used, or out of time, is not worth an e-mail.
      if (!link || link.expiresAt <= now.toISOString()) return undefined;
      const account = await linkAccount(db, link);
      return (
        account && {
          kind: event.kind,
          purpose: link.purpose,
          name: account.name,
          username: account.username,
          linkId: link.id,
          locale: account.locale,
        }
      );
    }
    case "email-confirmation": {
      const [change] = await db
        .select()
        .from(emailChanges)
        .where(
          and(
            eq(emailChanges.id, event.subjectId),
            isNull(emailChanges.usedAt),
            isNull(emailChanges.revokedAt),
          ),
        );
      // A change already confirmed, replaced or out of time is not worth an e-mail.
      if (!change || change.expiresAt <= now.toISOString()) return undefined;
      const account = await noticeAccount(db, change);
      return (
        account && {
          kind: event.kind,
          account: change.accountKind,
          name: account.name,
          username: account.username,
          linkId: change.id,
          locale: account.locale,
        }
      );
    }
    case "account-notice": {
      const [notice] = await db.select().from(accountNotices).where(eq(accountNotices.id, event.subjectId));
      if (!notice) return undefined;
      const account = await noticeAccount(db, notice);
      return (
        account && {
          kind: event.kind,
          account: notice.accountKind,
          name: account.name,
          change: notice.change,
          by: notice.by,
          at: notice.at,
          device: notice.device,
          locale: account.locale,
        }
      );
    }
    case "test": {
      const account = await testAccount(db, event.subjectId);
      return (
        account && { kind: event.kind, name: account.name, account: account.kind, locale: account.locale }
      );
    }
    case "invoice-status": {
      const [row] = await db
        .select({
          reference: invoices.reference,
          brokerName: invoices.brokerName,
          loadNumber: invoices.loadNumber,
          firstName: clients.firstName,
          status: invoiceHistory.toStatus,
          reason: invoiceHistory.reason,
          advanceCents: invoices.advanceCents,
          locale: clients.locale,
        })
        .from(invoiceHistory)
        .innerJoin(invoices, eq(invoices.id, invoiceHistory.invoiceId))
        .innerJoin(clients, eq(clients.id, invoices.clientId))
        .where(eq(invoiceHistory.id, event.subjectId));
      if (!row || !isTold(row.status)) return undefined;
      return {
        kind: event.kind,
        ...row,
        status: row.status,
        advanceCents: row.status === "funded" ? row.advanceCents : null,
        locale: clientLocale(row.locale),
      };
    }
    case "money":
      return moneyContent(db, event.subjectId);
    case "notice-of-assignment": {
      const notice = await emailedNotice(db, event.subjectId);
      return notice && { kind: event.kind, noticeId: notice.id, content: notice.content };
    }
  }
}

/** What a money event tells its client, read from its ledger transaction (docs/decisions/0210-money-ledger.md). */
async function moneyContent(db: Database, transactionId: string): Promise<NotificationContent | undefined> {
  const [row] = await db
    .select({
      kind: ledgerTransactions.kind,
      onDate: ledgerTransactions.onDate,
      memo: ledgerTransactions.memo,
      reference: invoices.reference,
      brokerName: invoices.brokerName,
      loadNumber: invoices.loadNumber,
      firstName: clients.firstName,
      locale: clients.locale,
    })
    .from(ledgerTransactions)
    .innerJoin(clients, eq(clients.id, ledgerTransactions.clientId))
    .leftJoin(invoices, eq(invoices.id, ledgerTransactions.invoiceId))
    .where(eq(ledgerTransactions.id, transactionId));
  if (!row) return undefined;
  const entries = await db
    .select({ account: ledgerEntries.account, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, transactionId));
  const sum = (account: string) =>
    entries
      .filter((entry) => entry.account === account)
      .reduce((total, entry) => total + entry.amountCents, 0);
  const who = { firstName: row.firstName, locale: clientLocale(row.locale) };
  if (row.kind === "settlement" && row.reference && row.brokerName !== null && row.loadNumber !== null) {
    // Credits are negative cents: what became available and the fee earned are their opposites.
    return {
      kind: "money",
      event: "paid",
      reference: row.reference,
      brokerName: row.brokerName,
      loadNumber: row.loadNumber,
      availableCents: -sum("reserve_available"),
      feeCents: -sum("fee_income"),
      ...who,
    };
  }
  if (row.kind === "release") {
    return {
      kind: "money",
      event: "released",
      amountCents: sum("reserve_available"),
      memo: row.memo,
      paidOn: row.onDate,
      ...who,
    };
  }
  return undefined;
}

/**
 * A delivery's outcome: sent, tried again at `retryAt`, or given up. Only the
 * sender of the attempt it leased settles it: once its lease ran out and
 * another sender took the row (one more attempt), this changes nothing.
 */
export async function settleDelivery(
  db: Database,
  leased: Pick<DeliveryRow, "id" | "attempts">,
  outcome: { sentAt: string } | { retryAt: string; error: string } | { failed: string },
) {
  const set =
    "sentAt" in outcome
      ? { status: "sent" as const, sentAt: outcome.sentAt, leaseUntil: null, lastError: "" }
      : "retryAt" in outcome
        ? { nextAttemptAt: outcome.retryAt, leaseUntil: null, lastError: outcome.error }
        : { status: "failed" as const, leaseUntil: null, lastError: outcome.failed };
  await db
    .update(notificationDeliveries)
    .set(set)
    .where(
      and(eq(notificationDeliveries.id, leased.id), eq(notificationDeliveries.attempts, leased.attempts)),
    );
}
