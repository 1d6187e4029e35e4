import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { NoticeState } from "../contract/brokers";
import { company } from "../contract/company";
import { officeDate } from "../contract/money";
import type {
  BrokerNoticeClient,
  NoticeContent,
  NoticeData,
  NoticeEmailStatus,
  NoticeOfAssignment,
} from "../contract/notices";
import { atomically } from "./invoices";
import { pairKey } from "./notice-states";
import type { brokers } from "./schema";
import {
  clients,
  invoices,
  noticeAcknowledgements,
  noticesOfAssignment,
  notificationDeliveries,
  notificationEvents,
} from "./schema";
import type { Database } from "./types";

/**
 * Notices of assignment (docs/decisions/0222-notice-of-assignment.md): made for a client to a broker,
 * e-mailed through the outbox or sent by staff themselves, acknowledged once; the latest of a pair is
 * the one in force, and an invoice is marked while its pair has no acknowledged notice in force.
 */

export type NoticeRow = typeof noticesOfAssignment.$inferSelect;
type BrokerRow = typeof brokers.$inferSelect;
type ClientRow = typeof clients.$inferSelect;

/** The outbox event of an e-mailed notice: one per notice, so it is e-mailed once. */
const eventIdOf = (noticeId: string) => `notice-of-assignment:${noticeId}`;

/** What a notice made now says: the client and the broker as they are today, and TPF's facts. */
export function noticeContentOf(client: ClientRow, broker: BrokerRow, now: Date): NoticeContent {
  const { address, remitTo } = company;
  return {
    date: officeDate(now),
    client: {
      companyName: client.companyName,
      mcNumber: client.mcNumber,
      dotNumber: client.dotNumber,
      contactName: `${client.firstName} ${client.lastName}`.trim(),
      phone: client.phone?.trim() || null,
      email: client.email?.trim() || null,
    },
    broker: { legalName: broker.legalName, mcNumber: broker.mcNumber, dotNumber: broker.dotNumber },
    factor: {
      name: company.name,
      fullName: company.fullName,
      phone: company.phone.display,
      email: company.email.support,
      address: {
        street: address.street,
        city: address.city,
        region: address.region,
        postalCode: address.postalCode,
      },
      remitTo: { ...remitTo },
    },
  };
}

export type NoticeWrite = { ok: true } | { ok: false; clash: "key-used" };

/**
 * Keeps a new notice and, when it is e-mailed, its outbox event, in one transaction: the e-mail goes
 * out once the notice exists, and a notice refused or rolled back tells nobody. A second request under
 * a used Idempotency-Key stores nothing (`key-used`).
 */
export async function recordNotice(
  db: Database,
  notice: {
    id: string;
    brokerId: string;
    clientId: string;
    content: NoticeContent;
    delivery: NoticeData["delivery"];
    sentTo: string | null;
    means: string;
    sentAt: string;
    sentBy: string;
    idempotencyKey: string;
    requestHash: string;
  },
): Promise<NoticeWrite> {
  try {
    await atomically(db, [
      db.insert(noticesOfAssignment).values(notice),
      ...(notice.delivery === "email"
        ? [
            db.insert(notificationEvents).values({
              id: eventIdOf(notice.id),
              kind: "notice-of-assignment",
              subjectId: notice.id,
              createdAt: notice.sentAt,
            }),
          ]
        : []),
    ]);
  } catch (error) {
    for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
      if (/UNIQUE constraint failed: notices_of_assignment\.idempotency_key/.test(cause.message))
        return { ok: false, clash: "key-used" };
    }
    throw error;
  }
  return { ok: true };
}

/** The notice made under an Idempotency-Key, with the hash of the request that made it. */
export async function noticeByKey(db: Database, key: string) {
  const [row] = await db
    .select({ id: noticesOfAssignment.id, requestHash: noticesOfAssignment.requestHash })
    .from(noticesOfAssignment)
    .where(eq(noticesOfAssignment.idempotencyKey, key));
  return row;
}

export async function findNotice(db: Database, id: string): Promise<NoticeRow | undefined> {
  const [row] = await db.select().from(noticesOfAssignment).where(eq(noticesOfAssignment.id, id));
  return row;
}

/** The id of the notice in force for a pair: its latest by (sent_at, id). */
async function latestNoticeId(db: Database, brokerId: string, clientId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: noticesOfAssignment.id })
    .from(noticesOfAssignment)
    .where(and(eq(noticesOfAssignment.brokerId, brokerId), eq(noticesOfAssignment.clientId, clientId)))
    .orderBy(desc(noticesOfAssignment.sentAt), desc(noticesOfAssignment.id))
    .limit(1);
  return row?.id;
}

export type AcknowledgementOutcome = "recorded" | "already-acknowledged" | "superseded";

/**
 * Records who at the broker acknowledged a notice, once, and only while it is the notice in force: one
 * statement that inserts nothing when another acknowledgement or a newer notice got there first.
 */
export async function acknowledgeNotice(
  db: Database,
  notice: Pick<NoticeRow, "id" | "brokerId" | "clientId">,
  acknowledgement: { acknowledgedBy: string; acknowledgedOn: string },
  who: { by: string; at: string },
): Promise<AcknowledgementOutcome> {
  const inserted = await db.all<{ notice_id: string }>(sql`
    insert into ${noticeAcknowledgements} (notice_id, acknowledged_by, acknowledged_on, recorded_by, recorded_at)
    select ${notice.id}, ${acknowledgement.acknowledgedBy}, ${acknowledgement.acknowledgedOn}, ${who.by}, ${who.at}
    where (select latest.id from ${noticesOfAssignment} latest
        where latest.broker_id = ${notice.brokerId} and latest.client_id = ${notice.clientId}
        order by latest.sent_at desc, latest.id desc limit 1) = ${notice.id}
    on conflict do nothing
    returning notice_id`);
  if (inserted.length > 0) return "recorded";
  const [held] = await db
    .select({ noticeId: noticeAcknowledgements.noticeId })
    .from(noticeAcknowledgements)
    .where(eq(noticeAcknowledgements.noticeId, notice.id));
  return held ? "already-acknowledged" : "superseded";
}

/** Each notice's e-mail, as the outbox has it: waiting (or not yet fanned out) is queued. */
async function emailStatuses(db: Database, ids: readonly string[]): Promise<Map<string, NoticeEmailStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ eventId: notificationDeliveries.eventId, status: notificationDeliveries.status })
    .from(notificationDeliveries)
    .where(
      and(
        inArray(notificationDeliveries.eventId, ids.map(eventIdOf)),
        eq(notificationDeliveries.channel, "email"),
      ),
    );
  const statuses = new Map<string, NoticeEmailStatus>();
  for (const row of rows) {
    const id = row.eventId.slice(eventIdOf("").length);
    statuses.set(id, row.status === "waiting" ? "queued" : row.status);
  }
  return statuses;
}

/** Notices as staff read them, each with its acknowledgement, its e-mail and whether a newer one replaced it. */
async function noticesOf(db: Database, rows: readonly NoticeRow[]): Promise<NoticeOfAssignment[]> {
  const ids = rows.map((row) => row.id);
  const [acknowledgements, emails] = await Promise.all([
    ids.length
      ? db.select().from(noticeAcknowledgements).where(inArray(noticeAcknowledgements.noticeId, ids))
      : [],
    emailStatuses(
      db,
      rows.filter((row) => row.delivery === "email").map((row) => row.id),
    ),
  ]);
  const acknowledged = new Map(acknowledgements.map((row) => [row.noticeId, row]));
  const latest = new Map<string, NoticeRow>();
  for (const row of rows) {
    const key = pairKey(row.brokerId, row.clientId);
    const held = latest.get(key);
    if (!held || row.sentAt > held.sentAt || (row.sentAt === held.sentAt && row.id > held.id))
      latest.set(key, row);
  }
  return rows.map((row) => {
    const acknowledgement = acknowledged.get(row.id);
    return {
      id: row.id,
      brokerId: row.brokerId,
      clientId: row.clientId,
      date: row.content.date,
      sentAt: row.sentAt,
      sentBy: row.sentBy,
      delivery: row.delivery,
      sentTo: row.sentTo,
      means: row.means,
      email: row.delivery === "email" ? (emails.get(row.id) ?? "queued") : null,
      acknowledgement: acknowledgement
        ? {
            acknowledgedBy: acknowledgement.acknowledgedBy,
            acknowledgedOn: acknowledgement.acknowledgedOn,
            recordedBy: acknowledgement.recordedBy,
            recordedAt: acknowledgement.recordedAt,
          }
        : null,
      superseded: latest.get(pairKey(row.brokerId, row.clientId))?.id !== row.id,
    };
  });
}

/** One notice as staff read it; undefined when there is none. */
export async function readNotice(db: Database, id: string): Promise<NoticeOfAssignment | undefined> {
  const row = await findNotice(db, id);
  if (!row) return undefined;
  // Whether it is in force depends on the pair's other notices.
  const latest = await latestNoticeId(db, row.brokerId, row.clientId);
  const [notice] = await noticesOf(db, [row]);
  return notice && { ...notice, superseded: latest !== row.id };
}

const stateOf = (latest: NoticeOfAssignment | undefined): NoticeState =>
  !latest ? "not-sent" : latest.acknowledgement ? "acknowledged" : "sent";

/**
 * The clients who sent loads for a broker (invoices linked to it) or have a notice to it, by company
 * name, each with its notices newest first and where it stands.
 */
export async function brokerNoticeClients(db: Database, brokerId: string): Promise<BrokerNoticeClient[]> {
  const [loads, rows] = await Promise.all([
    db
      .select({ clientId: invoices.clientId, n: count() })
      .from(invoices)
      .where(eq(invoices.brokerId, brokerId))
      .groupBy(invoices.clientId),
    db
      .select()
      .from(noticesOfAssignment)
      .where(eq(noticesOfAssignment.brokerId, brokerId))
      .orderBy(desc(noticesOfAssignment.sentAt), desc(noticesOfAssignment.id)),
  ]);
  const invoiceCounts = new Map(loads.map((row) => [row.clientId, row.n]));
  const ids = [...new Set([...invoiceCounts.keys(), ...rows.map((row) => row.clientId)])];
  if (ids.length === 0) return [];
  const [people, notices] = await Promise.all([
    db
      .select({
        id: clients.id,
        companyName: clients.companyName,
        mcNumber: clients.mcNumber,
        dotNumber: clients.dotNumber,
      })
      .from(clients)
      .where(inArray(clients.id, ids))
      .orderBy(asc(clients.companyName), asc(clients.id)),
    noticesOf(db, rows),
  ]);
  return people.map((client) => {
    const own = notices.filter((notice) => notice.clientId === client.id);
    return {
      client,
      invoiceCount: invoiceCounts.get(client.id) ?? 0,
      state: stateOf(own[0]),
      notices: own,
    };
  });
}

/** The e-mailed notice an outbox event names, with what it says and where it goes; undefined when gone. */
export async function emailedNotice(
  db: Database,
  noticeId: string,
): Promise<{ id: string; brokerId: string; sentTo: string; content: NoticeContent } | undefined> {
  const row = await findNotice(db, noticeId);
  if (!row || row.delivery !== "email" || !row.sentTo) return undefined;
  return { id: row.id, brokerId: row.brokerId, sentTo: row.sentTo, content: row.content };
}
