import { Hono } from "hono";
import { FuelCardApplicationInput, type FuelCardApplication } from "../contract/fuel-card-application";
import {
  businessTypeOptions,
  fuelCardTierOptions,
  monthlyFuelSpendOptions,
  yearsInBusinessOptions,
} from "../contract/options";
import { StatusChangeInput } from "../contract/quote";
import type { AppEnv } from "../app-env";
import { fuelCardApplicationStore } from "../db/submissions";
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
import { jsonBody, queryParams } from "../lib/validation";

type Row = FuelCardApplication;

const csvColumns = [
  { header: "Reference ID", value: (row: Row) => row.id },
  { header: "Submitted at (UTC)", value: (row: Row) => row.submittedAt },
  { header: "Status", value: (row: Row) => row.status },
  { header: "Company", value: (row: Row) => row.companyName },
  { header: "Contact", value: (row: Row) => row.contactName },
  { header: "E-mail", value: (row: Row) => row.email },
  { header: "Phone", value: (row: Row) => row.phone },
  { header: "MC number", value: (row: Row) => row.mcNumber },
  { header: "DOT number", value: (row: Row) => row.dotNumber },
  { header: "Fuel card tier", value: (row: Row) => labelOf(fuelCardTierOptions, row.fuelCardTier) },
  {
    header: "Monthly fuel spend",
    value: (row: Row) => labelOf(monthlyFuelSpendOptions, row.monthlyFuelSpend),
  },
  { header: "Business type", value: (row: Row) => labelOf(businessTypeOptions, row.businessType) },
  { header: "Years in business", value: (row: Row) => labelOf(yearsInBusinessOptions, row.yearsInBusiness) },
  { header: "Number of trucks", value: (row: Row) => row.numberOfTrucks },
  { header: "Primary routes", value: (row: Row) => row.primaryRoutes },
  { header: "Preferred fuel brands", value: (row: Row) => row.preferredFuelBrands },
  { header: "Comments", value: (row: Row) => row.comments },
] as const;

/** Fuel card applications: anyone applies; staff list, search, change status and export. */
export const fuelCardApplicationRoutes = new Hono<AppEnv>()
  .post("/", submissionLimit, jsonBody(FuelCardApplicationInput), async (c) => {
    const outcome = await acceptSubmission(
      c,
      fuelCardApplicationStore(c.get("deps").db),
      c.req.valid("json"),
    );
    if (!outcome.ok) return errorJson(c, outcome.status, outcome.error);
    return c.json({ success: true as const, application: outcome.row }, 201);
  })
  .get("/", requireStaff, queryParams(PageQuery), async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const page = await fuelCardApplicationStore(c.get("deps").db).page(limit, cursor);
    const nextCursor = page.nextCursor && encodeCursor(page.nextCursor);
    return c.json({ success: true as const, applications: page.rows, nextCursor, total: page.total }, 200);
  })
  .get("/export.csv", requireStaff, async (c) => {
    const { db, now } = c.get("deps");
    const rows = await fuelCardApplicationStore(db).all();
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", csvDisposition("fuel-card-applications", now()));
    return c.body(toCsv(csvColumns, rows), 200);
  })
  .get("/email/:email", requireStaff, async (c) => {
    const search = searchEmail(c.req.param("email"));
    if (!search.ok) return validationJson(c, search.issues);
    const applications = await fuelCardApplicationStore(c.get("deps").db).byEmail(search.email, SEARCH_LIMIT);
    return c.json({ success: true as const, applications }, 200);
  })
  .patch("/:id/status", requireStaff, jsonBody(StatusChangeInput), async (c) => {
    const id = c.req.param("id");
    const { db, now } = c.get("deps");
    const application = isUuid(id)
      ? await fuelCardApplicationStore(db).setStatus(id, c.req.valid("json").status, now().toISOString())
      : undefined;
    if (!application) return errorJson(c, 404, "Fuel card application not found.");
    return c.json({ success: true as const, application }, 200);
  });
