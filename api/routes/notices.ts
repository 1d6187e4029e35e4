import { Hono, type Context } from "hono";
import type { AppEnv, StaffEnv } from "../app-env";
import { officeDate } from "../contract/money";
import {
  acknowledgedBeforeSent,
  ALREADY_ACKNOWLEDGED,
  FUTURE_ACKNOWLEDGEMENT,
  noAccountsPayableEmail,
  noAuthorityNumber,
  NOTICE_CLIENT_NOT_FOUND,
  NOTICE_NOT_FOUND,
  NOTICE_SUPERSEDED,
  NoticeAcknowledgementInput,
  NoticeInput,
} from "../contract/notices";
import { findClientById } from "../db/accounts";
import { findBroker } from "../db/brokers";
import {
  acknowledgeNotice,
  brokerNoticeClients,
  findNotice,
  noticeByKey,
  noticeContentOf,
  readNotice,
  recordNotice,
} from "../db/notices";
import { englishErrorJson, validationJson } from "../lib/errors";
import { readIdempotencyKey, replay, requestHashOf } from "../lib/idempotency";
import { timeOrderedId } from "../lib/ids";
import { noticePdf } from "../lib/notice-pdf";
import { noticeFileName } from "../lib/notice-words";
import { jsonBody } from "../lib/validation";
import { BROKER_NOT_FOUND } from "./brokers";
import { requireStaff } from "./session-guards";

/**
 * Notices of assignment (docs/decisions/0222-notice-of-assignment.md), staff only: the clients of a
 * broker with their notices, a new notice (e-mailed to the broker's AP address through the outbox, or
 * recorded as sent by staff themselves), its PDF, and the broker's acknowledgement.
 */

/** The broker in the path, or undefined. */
const brokerInPath = (c: Context<StaffEnv>) => findBroker(c.get("deps").db, c.req.param("id") ?? "");

/** Under `/api/admin/brokers`: a broker's clients and their notices, and a new notice. */
export const brokerNoticeRoutes = new Hono<AppEnv>()
  .get("/:id/notices", requireStaff, async (c) => {
    const broker = await brokerInPath(c);
    if (!broker) return englishErrorJson(c, 404, BROKER_NOT_FOUND);
    return c.json(
      { success: true as const, clients: await brokerNoticeClients(c.get("deps").db, broker.id) },
      200,
    );
  })
  .post("/:id/notices", requireStaff, jsonBody(NoticeInput), async (c) => {
    const { db, now } = c.get("deps");
    const keyCheck = readIdempotencyKey(c, { required: true });
    if (!keyCheck.ok) return englishErrorJson(c, keyCheck.status, keyCheck.error);
    const broker = await brokerInPath(c);
    if (!broker) return englishErrorJson(c, 404, BROKER_NOT_FOUND);
    const input = c.req.valid("json");
    const requestHash = await requestHashOf({ broker: broker.id, ...input });
    const answerRepeat = async (earlier: { id: string; requestHash: string }) => {
      const repeat = replay(earlier, requestHash);
      if (!repeat.ok) return englishErrorJson(c, repeat.status, repeat.error);
      c.set("storedAnswer", true);
      return c.json({ success: true as const, notice: await readNotice(db, earlier.id) }, 201);
    };
    const earlier = await noticeByKey(db, keyCheck.key);
    if (earlier) return answerRepeat(earlier);
    const client = await findClientById(db, input.clientId);
    if (!client) return validationJson(c, { clientId: NOTICE_CLIENT_NOT_FOUND }, NOTICE_CLIENT_NOT_FOUND);
    // The broker's AP matches a carrier by its MC or DOT number: a notice without one is a letter
    // about a name.
    if (!client.mcNumber && !client.dotNumber) {
      const message = noAuthorityNumber(client.companyName);
      return validationJson(c, { clientId: message }, message);
    }
    if (input.delivery === "email" && !broker.apEmail) {
      const message = noAccountsPayableEmail(broker.legalName);
      return validationJson(c, { delivery: message }, message);
    }
    const at = now();
    const id = timeOrderedId(at.getTime());
    const written = await recordNotice(db, {
      id,
      brokerId: broker.id,
      clientId: client.id,
      content: noticeContentOf(client, broker, at),
      delivery: input.delivery,
      sentTo: input.delivery === "email" ? broker.apEmail : null,
      means: input.delivery === "email" ? "" : input.means,
      sentAt: at.toISOString(),
      sentBy: c.get("staff").username,
      idempotencyKey: keyCheck.key,
      requestHash,
    });
    if (!written.ok) {
      const first = await noticeByKey(db, keyCheck.key);
      if (!first) throw new Error("Idempotency-Key clash without a notice under the key");
      return answerRepeat(first);
    }
    return c.json({ success: true as const, notice: await readNotice(db, id) }, 201);
  });

/** Under `/api/admin/notices`: one notice's PDF, and its acknowledgement. */
export const noticeRoutes = new Hono<AppEnv>()
  .get("/:id/notice.pdf", requireStaff, async (c) => {
    const notice = await findNotice(c.get("deps").db, c.req.param("id"));
    if (!notice) return englishErrorJson(c, 404, NOTICE_NOT_FOUND);
    return c.body(await noticePdf(notice.content), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${noticeFileName(notice.content)}"`,
    });
  })
  .post("/:id/acknowledgement", requireStaff, jsonBody(NoticeAcknowledgementInput), async (c) => {
    const { db, now } = c.get("deps");
    const notice = await findNotice(db, c.req.param("id"));
    if (!notice) return englishErrorJson(c, 404, NOTICE_NOT_FOUND);
    const input = c.req.valid("json");
    // Days are the office's calendar (docs/decisions/0210-money-ledger.md), as the notice's own date is.
    if (input.acknowledgedOn > officeDate(now()))
      return validationJson(c, { acknowledgedOn: FUTURE_ACKNOWLEDGEMENT }, FUTURE_ACKNOWLEDGEMENT);
    if (input.acknowledgedOn < notice.content.date) {
      const message = acknowledgedBeforeSent(notice.content.date);
      return validationJson(c, { acknowledgedOn: message }, message);
    }
    const outcome = await acknowledgeNotice(db, notice, input, {
      by: c.get("staff").username,
      at: now().toISOString(),
    });
    if (outcome === "already-acknowledged") return englishErrorJson(c, 409, ALREADY_ACKNOWLEDGED);
    if (outcome === "superseded") return englishErrorJson(c, 409, NOTICE_SUPERSEDED);
    return c.json({ success: true as const, notice: await readNotice(db, notice.id) }, 201);
  });
