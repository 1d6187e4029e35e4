import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import type { AppEnv, ClientEnv, StaffEnv } from "../app-env";
import {
  BrokerChange,
  BrokerCheckQuery,
  BrokerInput,
  BrokerSearchEntries,
  CreditDecisionInput,
} from "../contract/brokers";
import {
  brokerDetail,
  brokerInvoicesPage,
  brokerPage,
  checkBrokers,
  createBroker,
  findBroker,
  recordCreditDecision,
  updateBroker,
  type BrokerClash,
} from "../db/brokers";
import { officeDate } from "../db/money";
import { englishErrorJson, type ApiError } from "../lib/errors";
import { encodeCursor, PageQuery } from "../lib/pagination";
import { jsonBody, queryParams } from "../lib/validation";
import { requireClient, requireStaff } from "./session-guards";

/**
 * The broker book (docs/decisions/0220-broker-book.md): staff keep brokers, their names and credit
 * decisions; a signed-in client asks whether we fund a broker and reads a plain verdict.
 */

export const BROKER_NOT_FOUND = "No broker of the book has this id: it may have been typed wrong.";

/** `?q=&limit=&cursor=` of the staff list. */
const BrokerListQuery = v.object({ ...PageQuery.entries, ...BrokerSearchEntries });

/** A field another broker holds: 409 with the message on its field, and who holds it. */
function clashAnswer(c: Context, clash: BrokerClash) {
  const holder = clash.heldBy.legalName;
  const message =
    clash.field === "mcNumber"
      ? `MC number ${clash.value} is already ${holder}'s`
      : clash.field === "dotNumber"
        ? `DOT number ${clash.value} is already ${holder}'s`
        : `"${clash.value}" is already a name of ${holder}`;
  return c.json(
    { error: `${message}.`, issues: { [clash.field]: message }, heldBy: clash.heldBy } satisfies ApiError & {
      heldBy: BrokerClash["heldBy"];
    },
    409,
  );
}

/** The broker in the path as the staff detail reads it, today in the office's time zone. */
async function detailInPath(c: Context<StaffEnv>) {
  const { db, now } = c.get("deps");
  return brokerDetail(db, c.req.param("id") ?? "", officeDate(now()));
}

export const adminBrokerRoutes = new Hono<AppEnv>()
  .get("/", requireStaff, queryParams(BrokerListQuery), async (c) => {
    const page = await brokerPage(c.get("deps").db, c.req.valid("query"));
    return c.json(
      {
        success: true as const,
        brokers: page.brokers,
        nextCursor: page.nextCursor && encodeCursor(page.nextCursor),
        total: page.total,
      },
      200,
    );
  })
  .post("/", requireStaff, jsonBody(BrokerInput), async (c) => {
    const { db, now } = c.get("deps");
    const written = await createBroker(db, c.req.valid("json"), {
      by: c.get("staff").username,
      at: now().toISOString(),
    });
    if (!written.ok) return clashAnswer(c, written.clash);
    const broker = await brokerDetail(db, written.id, officeDate(now()));
    if (!broker) throw new Error("stored broker not found");
    return c.json({ success: true as const, broker }, 201);
  })
  .get("/:id", requireStaff, async (c) => {
    const broker = await detailInPath(c);
    if (!broker) return englishErrorJson(c, 404, BROKER_NOT_FOUND);
    return c.json({ success: true as const, broker }, 200);
  })
  .patch("/:id", requireStaff, jsonBody(BrokerChange), async (c) => {
    const { db, now } = c.get("deps");
    const written = await updateBroker(db, c.req.param("id"), c.req.valid("json"), {
      by: c.get("staff").username,
      at: now().toISOString(),
    });
    if (!written.ok) {
      if (written.clash === "not-found") return englishErrorJson(c, 404, BROKER_NOT_FOUND);
      return clashAnswer(c, written.clash);
    }
    const broker = await detailInPath(c);
    if (!broker) return englishErrorJson(c, 404, BROKER_NOT_FOUND);
    return c.json({ success: true as const, broker }, 200);
  })
  .put("/:id/credit", requireStaff, jsonBody(CreditDecisionInput), async (c) => {
    const { db, now } = c.get("deps");
    const found = await findBroker(db, c.req.param("id"));
    if (!found) return englishErrorJson(c, 404, BROKER_NOT_FOUND);
    await recordCreditDecision(db, found.id, c.req.valid("json"), {
      by: c.get("staff").username,
      at: now().toISOString(),
    });
    const broker = await detailInPath(c);
    if (!broker) return englishErrorJson(c, 404, BROKER_NOT_FOUND);
    return c.json({ success: true as const, broker }, 200);
  })
  .get("/:id/invoices", requireStaff, queryParams(PageQuery), async (c) => {
    const { db } = c.get("deps");
    const found = await findBroker(db, c.req.param("id"));
    if (!found) return englishErrorJson(c, 404, BROKER_NOT_FOUND);
    const page = await brokerInvoicesPage(db, found.id, c.req.valid("query"));
    return c.json(
      {
        success: true as const,
        invoices: page.invoices,
        nextCursor: page.nextCursor && encodeCursor(page.nextCursor),
      },
      200,
    );
  });

/** Broker checks per client per minute; a refused one counts too. */
const brokerCheckLimit = createMiddleware<ClientEnv>((c, next) => c.get("deps").brokerCheckLimiter(c, next));

/**
 * "Do you fund this broker?" for signed-in clients: each broker found with its verdict and days-to-pay,
 * never a limit, a balance or anything of another client.
 */
export const brokerCheckRoutes = new Hono<ClientEnv>().get(
  "/",
  requireClient,
  brokerCheckLimit,
  queryParams(BrokerCheckQuery),
  async (c) => {
    const { db, now } = c.get("deps");
    const brokers = await checkBrokers(db, c.req.valid("query").q, officeDate(now()));
    return c.json({ success: true as const, brokers }, 200);
  },
);
