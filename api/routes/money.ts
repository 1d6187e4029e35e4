import { Hono, type Context } from "hono";
import type { AppEnv, ClientEnv, StaffEnv } from "../app-env";
import { CLIENT_ACCOUNT_NOT_FOUND } from "../contract/accounts";
import { isFutureDate, matchKey } from "../contract/invoice";
import {
  BrokerPaymentInput,
  ClientTermsInput,
  formatUsd,
  FUTURE_RECEIVED,
  MORE_THAN_UNAPPLIED,
  PaymentApplicationsInput,
  ReserveReleaseInput,
  type BrokerPaymentData,
} from "../contract/money";
import { normalizeReference } from "../contract/reference";
import { findClientAccount } from "../db/accounts";
import { findInvoiceRow } from "../db/invoices";
import {
  applyPayment,
  clientMoney,
  clientMoneyVersion,
  defaultTerms,
  officeDate,
  paymentByKey,
  paymentsWithUnappliedCash,
  planApplication,
  readPayment,
  recordPayment,
  releaseByKey,
  releaseReserve,
  setTerms,
  termsHistory,
  termsInForce,
  type ApplicationPlan,
} from "../db/money";
import type { Database } from "../db/types";
import { englishErrorJson, validationJson } from "../lib/errors";
import { readIdempotencyKey, replay, requestHashOf } from "../lib/idempotency";
import { timeOrderedId } from "../lib/ids";
import { jsonBody } from "../lib/validation";
import { requireClient, requireStaff } from "./session-guards";

/**
 * The money side (docs/decisions/0210-money-ledger.md): client terms, broker payments and their
 * applications, reserve releases, and the figures each side reads, every one from the ledger.
 */

export const PAYMENT_NOT_FOUND = "No payment was found with this id.";
export const CHANGED_MEANWHILE =
  "Another post changed these invoices or this reserve meanwhile: check the figures and post again.";
const FUTURE_PAID = "Paid on cannot be in the future";

/** Works out every application, or the 422 naming each one that cannot be made. */
async function planApplications(
  c: Context,
  db: Database,
  applications: readonly { invoice: string; amountCents: number }[],
  receivedOn: string,
): Promise<{ ok: true; plans: ApplicationPlan[] } | { ok: false; response: Response }> {
  const plans: ApplicationPlan[] = [];
  const issues: Record<string, string> = {};
  for (const [index, application] of applications.entries()) {
    const reference = normalizeReference(application.invoice);
    const invoice = reference ? await findInvoiceRow(db, reference) : undefined;
    if (!invoice) {
      issues[`applications.${index}.invoice`] = `No invoice ${application.invoice} was found`;
      continue;
    }
    const plan = await planApplication(db, invoice, application.amountCents, receivedOn);
    if (typeof plan === "string") issues[`applications.${index}.amountCents`] = plan;
    else plans.push(plan);
  }
  const messages = Object.values(issues);
  if (messages.length > 0) {
    return {
      ok: false,
      response: validationJson(c, issues, messages.length === 1 ? messages[0] : undefined),
    };
  }
  return { ok: true, plans };
}

/** The client in the path, or undefined. */
const clientInPath = (c: Context<StaffEnv>) => findClientAccount(c.get("deps").db, c.req.param("id") ?? "");

/** The client's terms in force today, every version, and the company's defaults. */
async function termsAnswer(db: Database, clientId: string, now: Date) {
  return {
    terms: await termsInForce(db, clientId, officeDate(now)),
    history: await termsHistory(db, clientId),
    defaults: defaultTerms,
  };
}

/** Broker payments, staff only. */
export const paymentRoutes = new Hono<AppEnv>()
  .get("/", requireStaff, async (c) => {
    const payments = await paymentsWithUnappliedCash(c.get("deps").db);
    return c.json({ success: true as const, payments }, 200);
  })
  .get("/:id", requireStaff, async (c) => {
    const payment = await readPayment(c.get("deps").db, c.req.param("id"));
    if (!payment) return englishErrorJson(c, 404, PAYMENT_NOT_FOUND);
    return c.json({ success: true as const, payment }, 200);
  })
  .post("/", requireStaff, jsonBody(BrokerPaymentInput), async (c) => {
    const { db, now } = c.get("deps");
    const keyCheck = readIdempotencyKey(c, { required: true });
    if (!keyCheck.ok) return englishErrorJson(c, keyCheck.status, keyCheck.error);
    const input: BrokerPaymentData = c.req.valid("json");
    const requestHash = await requestHashOf(input);
    const answerRepeat = async (earlier: { id: string; requestHash: string }) => {
      const repeat = replay(earlier, requestHash);
      if (!repeat.ok) return englishErrorJson(c, repeat.status, repeat.error);
      c.set("storedAnswer", true);
      return c.json({ success: true as const, payment: await readPayment(db, earlier.id) }, 201);
    };
    const earlier = await paymentByKey(db, keyCheck.key);
    if (earlier) return answerRepeat(earlier);
    // Money is dated by the office's calendar (docs/decisions/0210-money-ledger.md): a day the office has
    // not reached would be missing from every statement and aging up to "today".
    if (isFutureDate(input.receivedOn, officeDate(now()))) {
      return validationJson(c, { receivedOn: FUTURE_RECEIVED }, FUTURE_RECEIVED);
    }
    const planned = await planApplications(c, db, input.applications, input.receivedOn);
    if (!planned.ok) return planned.response;
    const id = timeOrderedId();
    const outcome = await recordPayment(
      db,
      { ...input, id, idempotencyKey: keyCheck.key, requestHash },
      planned.plans,
      { by: c.get("staff").username, at: now().toISOString() },
    );
    if (outcome === "key-used") {
      const first = await paymentByKey(db, keyCheck.key);
      if (!first) throw new Error("Idempotency-Key clash without a payment under the key");
      return answerRepeat(first);
    }
    if (outcome === "changed-meanwhile") return englishErrorJson(c, 409, CHANGED_MEANWHILE);
    return c.json({ success: true as const, payment: await readPayment(db, id) }, 201);
  })
  .post("/:id/applications", requireStaff, jsonBody(PaymentApplicationsInput), async (c) => {
    const { db, now } = c.get("deps");
    const payment = await readPayment(db, c.req.param("id"));
    if (!payment) return englishErrorJson(c, 404, PAYMENT_NOT_FOUND);
    const { applications } = c.req.valid("json");
    if (applications.reduce((sum, each) => sum + each.amountCents, 0) > payment.unappliedCents) {
      return validationJson(c, { applications: MORE_THAN_UNAPPLIED }, MORE_THAN_UNAPPLIED);
    }
    const planned = await planApplications(c, db, applications, payment.receivedOn);
    if (!planned.ok) return planned.response;
    const outcome = await applyPayment(
      db,
      { id: payment.id, brokerKey: matchKey(payment.broker), receivedOn: payment.receivedOn },
      planned.plans,
      { by: c.get("staff").username, at: now().toISOString() },
    );
    if (outcome !== "posted") return englishErrorJson(c, 409, CHANGED_MEANWHILE);
    return c.json({ success: true as const, payment: await readPayment(db, payment.id) }, 201);
  });

/** A client's terms, money and reserve releases, staff only. */
export const clientMoneyRoutes = new Hono<AppEnv>()
  .get("/:id/terms", requireStaff, async (c) => {
    const client = await clientInPath(c);
    if (!client) return englishErrorJson(c, 404, CLIENT_ACCOUNT_NOT_FOUND);
    return c.json(
      { success: true as const, ...(await termsAnswer(c.get("deps").db, client.id, c.get("deps").now())) },
      200,
    );
  })
  .put("/:id/terms", requireStaff, jsonBody(ClientTermsInput), async (c) => {
    const { db, now } = c.get("deps");
    const client = await clientInPath(c);
    if (!client) return englishErrorJson(c, 404, CLIENT_ACCOUNT_NOT_FOUND);
    const at = now();
    await setTerms(db, {
      clientId: client.id,
      terms: c.req.valid("json"),
      effectiveOn: officeDate(at),
      by: c.get("staff").username,
      at: at.toISOString(),
    });
    return c.json({ success: true as const, ...(await termsAnswer(db, client.id, at)) }, 200);
  })
  .get("/:id/money", requireStaff, async (c) => {
    const { db, now } = c.get("deps");
    const client = await clientInPath(c);
    if (!client) return englishErrorJson(c, 404, CLIENT_ACCOUNT_NOT_FOUND);
    const { id, companyName, username, locale } = client;
    return c.json(
      {
        success: true as const,
        client: { id, companyName, username, locale },
        money: await clientMoney(db, client.id, officeDate(now())),
      },
      200,
    );
  })
  .post("/:id/reserve-releases", requireStaff, jsonBody(ReserveReleaseInput), async (c) => {
    const { db, now } = c.get("deps");
    const keyCheck = readIdempotencyKey(c, { required: true });
    if (!keyCheck.ok) return englishErrorJson(c, keyCheck.status, keyCheck.error);
    const client = await clientInPath(c);
    if (!client) return englishErrorJson(c, 404, CLIENT_ACCOUNT_NOT_FOUND);
    const input = c.req.valid("json");
    const requestHash = await requestHashOf({ client: client.id, ...input });
    const answer = async (status: 200 | 201) =>
      c.json({ success: true as const, money: await clientMoney(db, client.id, officeDate(now())) }, status);
    const answerRepeat = (earlier: { requestHash: string | null }) => {
      const repeat = replay({ requestHash: earlier.requestHash ?? "" }, requestHash);
      if (!repeat.ok) return englishErrorJson(c, repeat.status, repeat.error);
      c.set("storedAnswer", true);
      return answer(201);
    };
    const earlier = await releaseByKey(db, keyCheck.key);
    if (earlier) return answerRepeat(earlier);
    if (isFutureDate(input.paidOn, officeDate(now()))) {
      return validationJson(c, { paidOn: FUTURE_PAID }, FUTURE_PAID);
    }
    const version = await clientMoneyVersion(db, client.id);
    if (version === undefined) return englishErrorJson(c, 404, CLIENT_ACCOUNT_NOT_FOUND);
    const { availableReserveCents } = await clientMoney(db, client.id, officeDate(now()));
    if (input.amountCents > availableReserveCents) {
      const message = `The available reserve is ${formatUsd(Math.max(0, availableReserveCents))}: release at most that`;
      return validationJson(c, { amountCents: message }, message);
    }
    const outcome = await releaseReserve(
      db,
      { ...input, clientId: client.id, version, idempotencyKey: keyCheck.key, requestHash },
      { by: c.get("staff").username, at: now().toISOString() },
    );
    if (outcome === "key-used") {
      const first = await releaseByKey(db, keyCheck.key);
      if (!first) throw new Error("Idempotency-Key clash without a release under the key");
      return answerRepeat(first);
    }
    if (outcome === "changed-meanwhile") return englishErrorJson(c, 409, CHANGED_MEANWHILE);
    return answer(201);
  });

/** The signed-in client's own money. */
export const accountMoneyRoutes = new Hono<ClientEnv>().get("/money", requireClient, async (c) => {
  const { db, now } = c.get("deps");
  return c.json(
    { success: true as const, money: await clientMoney(db, c.get("client").clientId, officeDate(now())) },
    200,
  );
});
