import { Hono } from "hono";
import {
  businessTypeOptions,
  monthlyRevenueOptions,
  servicesInterestedOptions,
  yearsInBusinessOptions,
} from "../contract/options";
import { QuoteInput, StatusChangeInput, type Quote } from "../contract/quote";
import type { AppEnv } from "../app-env";
import { quoteStore } from "../db/submissions";
import { requireStaff } from "../lib/auth";
import { toCsv } from "../lib/csv";
import { errorJson, validationJson } from "../lib/errors";
import { labelOf } from "../lib/labels";
import { encodeCursor, PageQuery } from "../lib/pagination";
import {
  acceptSubmission,
  csvDisposition,
  isUuid,
  SEARCH_LIMIT,
  searchEmail,
  submissionLimit,
} from "../lib/submissions";
import { queryParams, jsonBody } from "../lib/validation";

const csvColumns = [
  { header: "Reference ID", value: (quote: Quote) => quote.id },
  { header: "Submitted at (UTC)", value: (quote: Quote) => quote.submittedAt },
  { header: "Status", value: (quote: Quote) => quote.status },
  { header: "Company", value: (quote: Quote) => quote.companyName },
  { header: "Contact", value: (quote: Quote) => quote.contactName },
  { header: "E-mail", value: (quote: Quote) => quote.email },
  { header: "Phone", value: (quote: Quote) => quote.phone },
  { header: "MC number", value: (quote: Quote) => quote.mcNumber },
  { header: "DOT number", value: (quote: Quote) => quote.dotNumber },
  {
    header: "Monthly revenue",
    value: (quote: Quote) => labelOf(monthlyRevenueOptions, quote.monthlyRevenue),
  },
  { header: "Business type", value: (quote: Quote) => labelOf(businessTypeOptions, quote.businessType) },
  {
    header: "Years in business",
    value: (quote: Quote) => labelOf(yearsInBusinessOptions, quote.yearsInBusiness),
  },
  { header: "Number of trucks", value: (quote: Quote) => quote.numberOfTrucks },
  {
    header: "Services interested",
    value: (quote: Quote) => labelOf(servicesInterestedOptions, quote.servicesInterested),
  },
  { header: "Comments", value: (quote: Quote) => quote.comments },
] as const;

/** Quote requests: anyone submits; staff list, search, change status and export. */
export const quoteRoutes = new Hono<AppEnv>()
  .post("/", submissionLimit, jsonBody(QuoteInput), async (c) => {
    const outcome = await acceptSubmission(c, quoteStore(c.get("deps").db), c.req.valid("json"));
    if (!outcome.ok) return errorJson(c, outcome.status, outcome.error);
    return c.json({ success: true as const, quote: outcome.row }, 201);
  })
  .get("/", requireStaff, queryParams(PageQuery), async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const page = await quoteStore(c.get("deps").db).page(limit, cursor);
    const nextCursor = page.nextCursor && encodeCursor(page.nextCursor);
    return c.json({ success: true as const, quotes: page.rows, nextCursor, total: page.total }, 200);
  })
  .get("/export.csv", requireStaff, async (c) => {
    const { db, now } = c.get("deps");
    const rows = await quoteStore(db).all();
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", csvDisposition("quotes", now()));
    return c.body(toCsv(csvColumns, rows), 200);
  })
  .get("/email/:email", requireStaff, async (c) => {
    const search = searchEmail(c.req.param("email"));
    if (!search.ok) return validationJson(c, search.issues);
    const quotes = await quoteStore(c.get("deps").db).byEmail(search.email, SEARCH_LIMIT);
    return c.json({ success: true as const, quotes }, 200);
  })
  .patch("/:id/status", requireStaff, jsonBody(StatusChangeInput), async (c) => {
    const id = c.req.param("id");
    const { db, now } = c.get("deps");
    const quote = isUuid(id)
      ? await quoteStore(db).setStatus(id, c.req.valid("json").status, now().toISOString())
      : undefined;
    if (!quote) return errorJson(c, 404, "Quote not found.");
    return c.json({ success: true as const, quote }, 200);
  });
