import { sql } from "drizzle-orm";
import type { NoticeState } from "../contract/brokers";
import { noticeAcknowledgements, noticesOfAssignment } from "./schema";
import type { Database } from "./types";

/**
 * Where a client stands with a broker's notice of assignment, for the invoices that show it
 * (docs/decisions/0222-notice-of-assignment.md). Apart from the notices' other code, which the invoices'
 * code must not need.
 */

/** A (broker, client) pair's key in the maps of notice states. */
export const pairKey = (brokerId: string, clientId: string) => `${brokerId} ${clientId}`;

/**
 * Where each of these (broker, client) pairs stands: the state of its latest notice, "not-sent" for a
 * pair without one. One read through the pair index, however many invoices ask.
 */
export async function noticeStates(
  db: Database,
  pairs: readonly { brokerId: string; clientId: string }[],
): Promise<Map<string, NoticeState>> {
  const states = new Map<string, NoticeState>();
  if (pairs.length === 0) return states;
  const brokerIds = [...new Set(pairs.map((pair) => pair.brokerId))];
  const clientIds = [...new Set(pairs.map((pair) => pair.clientId))];
  const rows = await db.all<{ broker_id: string; client_id: string; acknowledged: number }>(sql`
    select notice.broker_id, notice.client_id,
      exists (select 1 from ${noticeAcknowledgements} ack where ack.notice_id = notice.id) as acknowledged
    from ${noticesOfAssignment} notice
    where notice.broker_id in (${sql.join(brokerIds, sql`, `)})
      and notice.client_id in (${sql.join(clientIds, sql`, `)})
      and notice.id = (select latest.id from ${noticesOfAssignment} latest
        where latest.broker_id = notice.broker_id and latest.client_id = notice.client_id
        order by latest.sent_at desc, latest.id desc limit 1)`);
  for (const row of rows)
    states.set(pairKey(row.broker_id, row.client_id), Number(row.acknowledged) ? "acknowledged" : "sent");
  return states;
}

/** The state of one pair out of `noticeStates`' answer. */
export const noticeStateOf = (
  states: ReadonlyMap<string, NoticeState>,
  brokerId: string,
  clientId: string,
): NoticeState => states.get(pairKey(brokerId, clientId)) ?? "not-sent";
