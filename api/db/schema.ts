import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  check,
  customType,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { decodeBase64, encodeBase64 } from "hono/utils/encode";
import type { FuelCardApplication } from "../contract/fuel-card-application";
import type {
  DocumentKind,
  FundingFigures,
  InvoiceExtra,
  InvoiceHistoryEntry,
  InvoiceStatus,
  PageContentType,
  PageRotation,
  QualityWarning,
} from "../contract/invoice";
import type { CreditDecision } from "../contract/brokers";
import type { NoticeContent, NoticeDelivery } from "../contract/notices";
import type { HoldRecord, VerificationMethod } from "../contract/holds";
import type { ClientTerms, PaymentMethod } from "../contract/money";
import type { Quote, SubmissionStatus } from "../contract/quote";

const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * Bytes kept as base64 text. drizzle's sql.js driver (the browser mock)
 * turns blobs into strings when Node's Buffer is missing, so a blob column
 * would not survive the mock; text reads back the same on every driver.
 */
const base64Bytes = customType<{ data: Uint8Array; driverData: string }>({
  dataType: () => "text",
  toDriver: (value) => encodeBase64(value.slice().buffer),
  fromDriver: (value) => decodeBase64(value),
});

/** Leadership team shown on About; photos are stored apart so the list stays small. */
export const teamMembers = sqliteTable("team_members", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  role: text("role").notNull(),
  experience: text("experience").notNull(),
  bio: text("bio").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  updatedAt: text("updated_at").notNull().default(isoNow),
});

/**
 * A team member's words in a language beside English (today Spanish): role, experience and bio,
 * each null where staff have not written it, so the English shows there, marked as English. Names
 * are not translated.
 */
export const teamMemberTexts = sqliteTable(
  "team_member_texts",
  {
    teamMemberId: text("team_member_id")
      .notNull()
      .references(() => teamMembers.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    role: text("role"),
    experience: text("experience"),
    bio: text("bio"),
    updatedAt: text("updated_at").notNull().default(isoNow),
  },
  (table) => [primaryKey({ columns: [table.teamMemberId, table.locale] })],
);

/** One downscaled photo per team member, served as its own cacheable resource. */
export const teamMemberPhotos = sqliteTable("team_member_photos", {
  teamMemberId: text("team_member_id")
    .primaryKey()
    .references(() => teamMembers.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  data: base64Bytes("data").notNull(),
  /** Content hash: the photo URL's version and its ETag. */
  hash: text("hash").notNull(),
  updatedAt: text("updated_at").notNull().default(isoNow),
});

/**
 * Columns both submission tables share: the request's status, when it came,
 * the normalized e-mail for exact case-insensitive search, and the
 * Idempotency-Key (unique; SQLite allows many NULLs) with a hash of the body
 * it was first used with.
 */
const submissionColumns = () => ({
  id: text("id").primaryKey(),
  /** What the visitor and staff read out: `Q-7K3M-9PX2` (docs/decisions/0002-references.md). */
  reference: text("reference").notNull(),
  companyName: text("company_name").notNull(),
  contactName: text("contact_name").notNull(),
  email: text("email").notNull(),
  emailNormalized: text("email_normalized").notNull(),
  phone: text("phone").notNull(),
  mcNumber: text("mc_number").notNull(),
  dotNumber: text("dot_number").notNull(),
  comments: text("comments").notNull(),
  agreeToTerms: integer("agree_to_terms", { mode: "boolean" }).$type<true>().notNull(),
  status: text("status").$type<SubmissionStatus>().notNull().default("new"),
  submittedAt: text("submitted_at").notNull(),
  updatedAt: text("updated_at").notNull(),
  idempotencyKey: text("idempotency_key"),
  requestHash: text("request_hash").notNull(),
});

export const quotes = sqliteTable(
  "quotes",
  {
    ...submissionColumns(),
    monthlyRevenue: text("monthly_revenue").$type<Quote["monthlyRevenue"]>().notNull(),
    businessType: text("business_type").$type<Quote["businessType"]>().notNull(),
    yearsInBusiness: text("years_in_business").$type<Quote["yearsInBusiness"]>().notNull(),
    numberOfTrucks: integer("number_of_trucks"),
    servicesInterested: text("services_interested").$type<Quote["servicesInterested"]>().notNull(),
    /** The client account this request became, made by staff from it; null until then. */
    clientId: text("client_id").references((): AnySQLiteColumn => clients.id, { onDelete: "set null" }),
  },
  (table) => [
    index("quotes_submitted_at_id_idx").on(table.submittedAt, table.id),
    // E-mail search: the matches come out of the index already newest first (no sort).
    index("quotes_email_submitted_at_id_idx").on(table.emailNormalized, table.submittedAt, table.id),
    uniqueIndex("quotes_idempotency_key_idx").on(table.idempotencyKey),
    uniqueIndex("quotes_reference_idx").on(table.reference),
  ],
);

export const fuelCardApplications = sqliteTable(
  "fuel_card_applications",
  {
    ...submissionColumns(),
    fuelCardTier: text("fuel_card_tier").$type<FuelCardApplication["fuelCardTier"]>().notNull(),
    monthlyFuelSpend: text("monthly_fuel_spend").$type<FuelCardApplication["monthlyFuelSpend"]>().notNull(),
    businessType: text("business_type").$type<FuelCardApplication["businessType"]>().notNull(),
    yearsInBusiness: text("years_in_business").$type<FuelCardApplication["yearsInBusiness"]>().notNull(),
    numberOfTrucks: integer("number_of_trucks").notNull(),
    primaryRoutes: text("primary_routes").notNull(),
    preferredFuelBrands: text("preferred_fuel_brands").notNull(),
  },
  (table) => [
    index("fuel_card_applications_submitted_at_id_idx").on(table.submittedAt, table.id),
    index("fuel_card_applications_email_submitted_at_id_idx").on(
      table.emailNormalized,
      table.submittedAt,
      table.id,
    ),
    uniqueIndex("fuel_card_applications_idempotency_key_idx").on(table.idempotencyKey),
    uniqueIndex("fuel_card_applications_reference_idx").on(table.reference),
  ],
);

/**
 * How many requests of each kind there are, and how many are still new:
 * kept exact by triggers (migration 0001) on every insert, delete and status
 * change, so the staff list's total and the dashboard counters cost one row
 * read instead of a scan of every request.
 */
export const submissionCounts = sqliteTable("submission_counts", {
  /** The table counted: `quotes` or `fuel_card_applications`. */
  kind: text("kind").primaryKey(),
  total: integer("total").notNull().default(0),
  fresh: integer("fresh").notNull().default(0),
});

/**
 * Who created an account and when, and who disabled it and when
 * (docs/decisions/0120-accounts.md): a staff username, or null for the
 * operator (the environment's staff account, the `client:create` command).
 * A disabled account has `disabledAt` set; enabling it clears both.
 */
const accountAuditColumns = () => ({
  createdBy: text("created_by"),
  disabledAt: text("disabled_at"),
  disabledBy: text("disabled_by"),
});

/**
 * Staff accounts (one role, several named accounts); the environment's
 * account (ADMIN_USERNAME) is the first. Only a password hash is kept.
 * Usernames are unique regardless of case.
 */
export const adminAccounts = sqliteTable(
  "admin_accounts",
  {
    username: text("username").primaryKey(),
    displayName: text("display_name").notNull().default(""),
    email: text("email"),
    passwordHash: text("password_hash").notNull(),
    // SQLite cannot add a column whose default is an expression: every insert sets it, and the
    // migration fills it for the account made before.
    createdAt: text("created_at").notNull().default(""),
    ...accountAuditColumns(),
    updatedAt: text("updated_at").notNull().default(isoNow),
    /** The topics the staff member is e-mailed about, as a JSON list; null is every topic. */
    emailTopics: text("email_topics"),
  },
  (table) => [uniqueIndex("admin_accounts_username_lower_idx").on(sql`lower(${table.username})`)],
);

/** Staff sessions; the cookie holds a random token, the table only its SHA-256 hash. */
export const adminSessions = sqliteTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    username: text("username")
      .notNull()
      .references(() => adminAccounts.username, { onDelete: "cascade", onUpdate: "cascade" }),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
  },
  (table) => [index("admin_sessions_expires_at_idx").on(table.expiresAt)],
);

/** Client accounts, created by staff in the staff area or by the operator command `npm run client:create`. */
export const clients = sqliteTable(
  "clients",
  {
    id: text("id").primaryKey(),
    username: text("username").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    companyName: text("company_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    /**
     * The carrier's MC and DOT numbers, digits only (triggers refuse anything else), null when not on
     * file: a notice of assignment names the carrier by them (docs/decisions/0222-notice-of-assignment.md).
     */
    mcNumber: text("mc_number"),
    dotNumber: text("dot_number"),
    passwordHash: text("password_hash").notNull(),
    createdAt: text("created_at").notNull().default(isoNow),
    ...accountAuditColumns(),
    /** The current sign-in and the one before it, which the portal shows as "last login". */
    lastLoginAt: text("last_login_at"),
    previousLoginAt: text("previous_login_at"),
    passwordChangedAt: text("password_changed_at"),
    /** The topics the client is e-mailed about, as a JSON list; null is every topic (docs/decisions/0162-push-and-settings.md). */
    emailTopics: text("email_topics"),
    /** The language of the client's portal, e-mails and push messages: "en" or "es" (docs/decisions/0170-spanish-edition.md). */
    locale: text("locale", { enum: ["en", "es"] })
      .notNull()
      .default("en"),
    /** Bumped by every write to the client's reserve, as `invoices.money_version`. */
    moneyVersion: integer("money_version").notNull().default(0),
  },
  (table) => [uniqueIndex("clients_username_lower_idx").on(sql`lower(${table.username})`)],
);

export const clientSessions = sqliteTable(
  "client_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
  },
  (table) => [
    index("client_sessions_client_id_idx").on(table.clientId),
    index("client_sessions_expires_at_idx").on(table.expiresAt),
  ],
);

/**
 * The broker book (docs/decisions/0220-broker-book.md): the brokers (debtors) TPF buys invoices on.
 * MC and DOT numbers are digits, unique when given (SQLite's unique index allows many NULLs).
 */
export const brokers = sqliteTable(
  "brokers",
  {
    id: text("id").primaryKey(),
    legalName: text("legal_name").notNull(),
    mcNumber: text("mc_number"),
    dotNumber: text("dot_number"),
    /** Accounts payable: where staff send invoices and chase payment. "" when not known. */
    apEmail: text("ap_email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    remitAddress: text("remit_address").notNull().default(""),
    createdAt: text("created_at").notNull(),
    createdBy: text("created_by").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [
    uniqueIndex("brokers_mc_number_idx").on(table.mcNumber),
    uniqueIndex("brokers_dot_number_idx").on(table.dotNumber),
    index("brokers_created_at_id_idx").on(table.createdAt, table.id),
    check(
      "brokers_mc_number_digits",
      sql`${table.mcNumber} IS NULL OR (${table.mcNumber} <> '' AND ${table.mcNumber} NOT GLOB '*[^0-9]*')`,
    ),
    check(
      "brokers_dot_number_digits",
      sql`${table.dotNumber} IS NULL OR (${table.dotNumber} <> '' AND ${table.dotNumber} NOT GLOB '*[^0-9]*')`,
    ),
  ],
);

/**
 * The names a broker is known by: its legal name and the names clients typed for it (aliases), each
 * compared by its match key. A key belongs to one broker only, so an invoice's typed name links to
 * one broker or none.
 */
export const brokerNames = sqliteTable(
  "broker_names",
  {
    id: text("id").primaryKey(),
    brokerId: text("broker_id")
      .notNull()
      .references(() => brokers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** `matchKey(name)`: what an invoice's `broker_key` is compared with. */
    nameKey: text("name_key").notNull(),
    /** The broker's legal name (one per broker), or an alias. */
    legal: integer("legal", { mode: "boolean" }).notNull().default(false),
    addedAt: text("added_at").notNull(),
    addedBy: text("added_by").notNull(),
  },
  (table) => [
    uniqueIndex("broker_names_name_key_idx").on(table.nameKey),
    index("broker_names_broker_idx").on(table.brokerId),
    uniqueIndex("broker_names_one_legal_idx")
      .on(table.brokerId)
      .where(sql`legal = 1`),
    check("broker_names_name_key_given", sql`${table.nameKey} <> ''`),
  ],
);

/**
 * Every credit decision on a broker, never edited or deleted (triggers refuse it): the one in force is
 * the latest by (at, id). A limit decision has a positive limit in cents; no other decision has one.
 */
export const brokerCreditDecisions = sqliteTable(
  "broker_credit_decisions",
  {
    id: text("id").primaryKey(),
    brokerId: text("broker_id")
      .notNull()
      .references(() => brokers.id),
    decision: text("decision").$type<CreditDecision>().notNull(),
    limitCents: integer("limit_cents"),
    reason: text("reason").notNull(),
    at: text("at").notNull(),
    by: text("by").notNull(),
  },
  (table) => [
    index("broker_credit_decisions_broker_at_idx").on(table.brokerId, table.at, table.id),
    check(
      "broker_credit_decisions_known",
      sql`${table.decision} IN ('approved', 'limit', 'ask-first', 'do-not-fund')`,
    ),
    check(
      "broker_credit_decisions_limit",
      sql`(${table.decision} = 'limit' AND ${table.limitCents} > 0) OR (${table.decision} <> 'limit' AND ${table.limitCents} IS NULL)`,
    ),
  ],
);

/**
 * Notices of assignment (docs/decisions/0222-notice-of-assignment.md): one row per notice made for a
 * client to a broker, never edited or deleted (triggers refuse it); sending again is a new row, and the
 * latest by (sent_at, id) is the one in force. `content` is what the notice says, kept as it was made.
 * An e-mailed notice names the AP address it went to; one staff sent themselves says how.
 */
export const noticesOfAssignment = sqliteTable(
  "notices_of_assignment",
  {
    id: text("id").primaryKey(),
    brokerId: text("broker_id")
      .notNull()
      .references(() => brokers.id),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id),
    content: text("content", { mode: "json" }).$type<NoticeContent>().notNull(),
    delivery: text("delivery").$type<NoticeDelivery>().notNull(),
    sentTo: text("sent_to"),
    means: text("means").notNull().default(""),
    sentAt: text("sent_at").notNull(),
    sentBy: text("sent_by").notNull(),
    /** Staff's Idempotency-Key: the same request again answers this notice and makes none. */
    idempotencyKey: text("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
  },
  (table) => [
    index("notices_of_assignment_pair_idx").on(table.brokerId, table.clientId, table.sentAt, table.id),
    uniqueIndex("notices_of_assignment_idempotency_key_idx").on(table.idempotencyKey),
    check("notices_of_assignment_delivery", sql`${table.delivery} IN ('email', 'other')`),
    check(
      "notices_of_assignment_sent_to",
      sql`(${table.delivery} = 'email' AND ${table.sentTo} <> '' AND ${table.means} = '') OR (${table.delivery} = 'other' AND ${table.sentTo} IS NULL AND ${table.means} <> '')`,
    ),
  ],
);

/**
 * Who at the broker acknowledged a notice, and on which day, as staff recorded it: at most one per
 * notice, never edited or deleted (triggers refuse it).
 */
export const noticeAcknowledgements = sqliteTable("notice_acknowledgements", {
  noticeId: text("notice_id")
    .primaryKey()
    .references(() => noticesOfAssignment.id),
  acknowledgedBy: text("acknowledged_by").notNull(),
  acknowledgedOn: text("acknowledged_on").notNull(),
  recordedBy: text("recorded_by").notNull(),
  recordedAt: text("recorded_at").notNull(),
});

/**
 * Invoices clients send for funding (docs/decisions/0003-invoices.md).
 * Amounts are whole cents. The Idempotency-Key is unique per client, so one
 * client's key can never answer with another client's invoice.
 */
export const invoices = sqliteTable(
  "invoices",
  {
    id: text("id").primaryKey(),
    /** What the client and staff read out: `INV-7K3M-9PX2` (docs/decisions/0002-references.md). */
    reference: text("reference").notNull(),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id),
    brokerName: text("broker_name").notNull(),
    loadNumber: text("load_number").notNull(),
    amountCents: integer("amount_cents").notNull(),
    extras: text("extras", { mode: "json" }).$type<InvoiceExtra[]>().notNull(),
    totalCents: integer("total_cents").notNull(),
    pickupDate: text("pickup_date").notNull(),
    deliveryDate: text("delivery_date").notNull(),
    note: text("note").notNull(),
    status: text("status").$type<InvoiceStatus>().notNull().default("submitted"),
    statusReason: text("status_reason").notNull().default(""),
    submittedAt: text("submitted_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    /** Recorded by staff with "funded" (docs/decisions/0101-funding-and-corrections.md); null before. */
    advanceCents: integer("advance_cents"),
    feeCents: integer("fee_cents"),
    fundedOn: text("funded_on"),
    /** The client's terms in force on the funding date, kept with the invoice for its final fee. */
    fundedTerms: text("funded_terms", { mode: "json" }).$type<ClientTerms>(),
    /** The day a broker's payment completed the invoice (docs/decisions/0210-money-ledger.md). */
    paidOn: text("paid_on"),
    /**
     * The day the invoice stopped being open: paid in full, closed short-paid or charged back
     * (docs/decisions/0211-short-pay-and-recourse.md). Aging as of a past day reads what was open then.
     */
    closedOn: text("closed_on"),
    /**
     * Bumped by every money write to the invoice, which holds only while it is the number read: of
     * two staff posting to one invoice at once, one wins and the other is told (409).
     */
    moneyVersion: integer("money_version").notNull().default(0),
    /**
     * The broker name and load number as they are compared (`matchKey` in
     * api/contract/invoice.ts): the duplicate check and staff search look
     * them up in an index (docs/decisions/0110-duplicate-invoices.md).
     */
    brokerKey: text("broker_key").notNull().default(""),
    loadKey: text("load_key").notNull().default(""),
    /** Another invoice, of any client, has the same load or one of the same page files. */
    flagged: integer("flagged", { mode: "boolean" }).notNull().default(false),
    /**
     * The broker of the book the typed name stands for: linked when the invoice is made (its name is
     * one of a broker's names, or it carries a broker's MC number), or by staff
     * (docs/decisions/0220-broker-book.md); null while unknown.
     */
    brokerId: text("broker_id").references(() => brokers.id),
  },
  (table) => [
    uniqueIndex("invoices_reference_idx").on(table.reference),
    // The same load from any client (duplicates), from the signed-in client (the warning), a load searched.
    index("invoices_load_key_broker_key_client_idx").on(table.loadKey, table.brokerKey, table.clientId),
    // Staff search: each broker whose name starts with the text, an amount, each read newest first from its index.
    index("invoices_broker_key_submitted_at_id_idx").on(table.brokerKey, table.submittedAt, table.id),
    index("invoices_amount_submitted_at_id_idx").on(table.amountCents, table.submittedAt, table.id),
    index("invoices_total_submitted_at_id_idx").on(table.totalCents, table.submittedAt, table.id),
    // "Flagged" holds few invoices: a partial index keeps that list a seek however many there are.
    index("invoices_flagged_submitted_at_id_idx")
      .on(table.submittedAt, table.id)
      .where(sql`flagged = 1`),
    uniqueIndex("invoices_client_idempotency_key_idx").on(table.clientId, table.idempotencyKey),
    index("invoices_submitted_at_id_idx").on(table.submittedAt, table.id),
    index("invoices_client_submitted_at_id_idx").on(table.clientId, table.submittedAt, table.id),
    index("invoices_status_submitted_at_id_idx").on(table.status, table.submittedAt, table.id),
    // Aging and the collections queue: the open (funded) invoices, oldest funding first.
    index("invoices_status_funded_on_id_idx").on(table.status, table.fundedOn, table.id),
    index("invoices_closed_on_idx").on(table.closedOn),
    // A broker's invoices newest first; its open funded balance (status funded); its payments (paid, by day).
    index("invoices_broker_submitted_at_id_idx").on(table.brokerId, table.submittedAt, table.id),
    index("invoices_broker_status_paid_on_idx").on(table.brokerId, table.status, table.paidOn),
  ],
);

/**
 * One page of an invoice's documents. Its bytes live in file storage under
 * `storageKey` (local disk or a bucket), never in the database. `uploadId`
 * is unique: a finished upload becomes a page of one invoice only.
 */
export const invoicePages = sqliteTable(
  "invoice_pages",
  {
    id: text("id").primaryKey(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    documentKind: text("document_kind").$type<DocumentKind>().notNull(),
    pageOrder: integer("page_order").notNull(),
    contentType: text("content_type").$type<PageContentType>().notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    uploadId: text("upload_id").notNull(),
    addedAt: text("added_at").notNull(),
    /** A PDF's page count, read when the page was checked; null for photos and pages stored before. */
    pdfPages: integer("pdf_pages"),
    /** Quarter turns staff gave the page for everyone who reads it: 0, 90, 180 or 270 degrees clockwise. */
    rotation: integer("rotation").$type<PageRotation>().notNull().default(0),
    /** What the driver's phone found wrong with the photo (dark, bright, blurred), as a JSON list. */
    warnings: text("warnings", { mode: "json" }).$type<QualityWarning[]>().notNull().default([]),
  },
  (table) => [
    index("invoice_pages_invoice_idx").on(table.invoiceId, table.documentKind, table.pageOrder),
    uniqueIndex("invoice_pages_upload_id_idx").on(table.uploadId),
    // The same page file in another invoice: its bytes' SHA-256, checked by the server as it was stored.
    index("invoice_pages_sha256_idx").on(table.sha256, table.invoiceId),
  ],
);

/**
 * Resumable uploads that have not yet become pages, and whose they are: the
 * owner is recorded here when the upload is created, never read from what
 * the phone sends. Rows older than a day are abandoned and swept.
 */
export const uploads = sqliteTable(
  "uploads",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    /** Upload-Length as declared at creation. */
    size: integer("size").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [
    index("uploads_client_id_idx").on(table.clientId),
    index("uploads_created_at_idx").on(table.createdAt),
  ],
);

/** Invoices per status, kept exact by triggers (migration 0003) like `submission_counts`. */
export const invoiceCounts = sqliteTable("invoice_counts", {
  status: text("status").$type<InvoiceStatus>().primaryKey(),
  count: integer("count").notNull().default(0),
});

/**
 * Every change of an invoice, oldest first by (at, id): its creation, each
 * status change (staff's, and the client's pages arriving) and each
 * correction, written in the same transaction as the change itself
 * (docs/decisions/0100-invoice-workflow.md).
 */
export const invoiceHistory = sqliteTable(
  "invoice_history",
  {
    id: text("id").primaryKey(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    at: text("at").notNull(),
    /** A staff username, "client", or "" for a change made before changes were recorded. */
    actor: text("actor").notNull(),
    /** The checks before funding (verification, hold approvals) are kept in tables of their own. */
    action: text("action")
      .$type<Exclude<InvoiceHistoryEntry["action"], "verification" | "hold-approval">>()
      .notNull(),
    fromStatus: text("from_status").$type<InvoiceStatus>(),
    toStatus: text("to_status").$type<InvoiceStatus>().notNull(),
    reason: text("reason").notNull().default(""),
    before: text("before", { mode: "json" }).$type<FundingFigures>(),
    after: text("after", { mode: "json" }).$type<FundingFigures>(),
  },
  (table) => [index("invoice_history_invoice_at_idx").on(table.invoiceId, table.at, table.id)],
);

/** Staff's internal notes on an invoice; never part of any answer to a client. */
export const invoiceNotes = sqliteTable(
  "invoice_notes",
  {
    id: text("id").primaryKey(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    at: text("at").notNull(),
    author: text("author").notNull(),
    text: text("text").notNull(),
  },
  (table) => [index("invoice_notes_invoice_at_idx").on(table.invoiceId, table.at, table.id)],
);

/** What a notification is about; its kind says who is told (docs/decisions/0160-notifications.md). */
export type NotificationKind =
  | "new-quote"
  | "new-fuel-card-application"
  | "new-invoice"
  | "invoice-resubmitted"
  | "invoice-status"
  | "password-link"
  | "test"
  | "email-confirmation"
  | "account-notice"
  | "money"
  | "notice-of-assignment";
export type NotificationChannel = "email" | "push";

/**
 * The outbox of notifications: one row per event, written by triggers in the
 * same transaction as the event itself (a new quote, application or invoice;
 * an invoice moved to needs documents, funded or declined), so no event is
 * stored without it and none is told twice: its id is the event's key.
 * The sender turns each event into deliveries once (`fannedOutAt`).
 */
export const notificationEvents = sqliteTable(
  "notification_events",
  {
    /**
     * `quote:<id>`, `fuel-card-application:<id>`, `invoice:<id>`, `invoice-status:<history id>`,
     * `invoice-resubmitted:<history id>` (the pages staff asked for arrived),
     * `money:<ledger transaction id>` (an invoice paid in full, a reserve release),
     * `notice-of-assignment:<notice id>` (a notice e-mailed to a broker's AP address).
     */
    id: text("id").primaryKey(),
    kind: text("kind").$type<NotificationKind>().notNull(),
    /** The quote, application, invoice or invoice history row the event is about. */
    subjectId: text("subject_id").notNull(),
    createdAt: text("created_at").notNull(),
    fannedOutAt: text("fanned_out_at"),
  },
  (table) => [
    index("notification_events_waiting_idx")
      .on(table.createdAt)
      .where(sql`fanned_out_at IS NULL`),
  ],
);

/**
 * One message of an event to one recipient on one channel: at most one per
 * (event, channel, recipient). A sender leases a row before sending it, so
 * two senders never send the same row at once, and a sender that stopped
 * mid-send leaves it to the next after the lease.
 */
export const notificationDeliveries = sqliteTable(
  "notification_deliveries",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => notificationEvents.id, { onDelete: "cascade" }),
    channel: text("channel").$type<NotificationChannel>().notNull(),
    /** An e-mail address (as stored on the account or set as ADMIN_EMAIL), or a push subscription's id. */
    recipient: text("recipient").notNull(),
    status: text("status").$type<"waiting" | "sent" | "failed">().notNull().default("waiting"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull(),
    leaseUntil: text("lease_until"),
    sentAt: text("sent_at"),
    /** Why the last attempt failed, in words that carry no address or content. */
    lastError: text("last_error").notNull().default(""),
    /**
     * 0 for what keeps an account safe (password links, e-mail confirmations, notices of a
     * change), 1 for news: a sender takes the first before the second (docs/decisions/0190-account-security.md).
     */
    priority: integer("priority").notNull().default(1),
    /** The account the delivery is for (`client:<id>`, `staff:<username>`, `staff-alerts`): senders take turns between lanes. */
    lane: text("lane").notNull().default(""),
  },
  (table) => [
    uniqueIndex("notification_deliveries_event_channel_recipient_idx").on(
      table.eventId,
      table.channel,
      table.recipient,
    ),
    index("notification_deliveries_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`status = 'waiting'`),
  ],
);

/**
 * Links that set a password, e-mailed for "Forgot password?" and for staff
 * inviting a client (docs/decisions/0161-password-links.md). The e-mail's
 * token is the id and an HMAC of it under the session secret, so this table
 * alone cannot make a working link. Used once (`usedAt`), within `expiresAt`.
 */
export const passwordLinks = sqliteTable(
  "password_links",
  {
    id: text("id").primaryKey(),
    accountKind: text("account_kind").$type<"client" | "staff">().notNull(),
    /** A client's id, or a staff username. */
    accountId: text("account_id").notNull(),
    purpose: text("purpose").$type<"reset" | "invitation">().notNull(),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    /** Set when the link died unused: the password changed, or the account was disabled. */
    revokedAt: text("revoked_at"),
    /**
     * The language of the page a reset was asked for on ("en" for invitations, which staff send): a
     * client's e-mail is in Spanish when this or the account's language is (docs/decisions/0160-notifications.md).
     */
    locale: text("locale", { enum: ["en", "es"] })
      .notNull()
      .default("en"),
  },
  (table) => [index("password_links_account_idx").on(table.accountKind, table.accountId)],
);

/**
 * Web push subscriptions (docs/decisions/0162-push-and-settings.md): one per
 * browser on a device, held by the client or staff member signed in when it
 * was turned on. The endpoint is unique: the same browser signing in as
 * someone else moves its subscription to them.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey(),
    accountKind: text("account_kind").$type<"client" | "staff">().notNull(),
    /** A client's id, or a staff username. */
    accountId: text("account_id").notNull(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** The topics this device shows, as a JSON list. */
    topics: text("topics").notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    /** The SHA-256 of the session that turned push on here: a password change keeps only that session's device. */
    sessionTokenHash: text("session_token_hash").notNull().default(""),
    /** The browser's User-Agent when push was turned on, which the owner's device list names it by. */
    userAgent: text("user_agent").notNull().default(""),
    /** When a message last reached the push service for this device. */
    lastSentAt: text("last_sent_at"),
  },
  (table) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(table.endpoint),
    index("push_subscriptions_account_idx").on(table.accountKind, table.accountId),
  ],
);

/**
 * A new e-mail address waiting for its owner to open the link sent to it
 * (docs/decisions/0190-account-security.md): the account's address changes
 * only then, once, within `expiresAt`. The token is the id and an HMAC of it,
 * as for password links.
 */
export const emailChanges = sqliteTable(
  "email_changes",
  {
    id: text("id").primaryKey(),
    accountKind: text("account_kind").$type<"client" | "staff">().notNull(),
    /** A client's id, or a staff username. */
    accountId: text("account_id").notNull(),
    newEmail: text("new_email").notNull(),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    /** Set when the change died unconfirmed: a newer one, a password change, a disabled account. */
    revokedAt: text("revoked_at"),
  },
  (table) => [index("email_changes_account_idx").on(table.accountKind, table.accountId)],
);

export type AccountChange = "email-change-asked" | "email-changed" | "password-changed" | "device-added";
export type AccountChangeBy = "owner" | "link" | "staff";

/**
 * What the owner of an account is told of a change to its credentials or
 * devices (docs/decisions/0190-account-security.md). `address` is the e-mail
 * address in force before the change: the one its owner reads.
 */
export const accountNotices = sqliteTable(
  "account_notices",
  {
    id: text("id").primaryKey(),
    accountKind: text("account_kind").$type<"client" | "staff">().notNull(),
    accountId: text("account_id").notNull(),
    change: text("change").$type<AccountChange>().notNull(),
    by: text("by").$type<AccountChangeBy>().notNull(),
    address: text("address"),
    /** The device added, named as its User-Agent says (device-added only). */
    device: text("device").notNull().default(""),
    /** The push subscription the change is about, which is not told of itself. */
    subscriptionId: text("subscription_id"),
    at: text("at").notNull(),
  },
  (table) => [index("account_notices_account_idx").on(table.accountKind, table.accountId)],
);

/**
 * Each version of a client's factoring terms, never edited: the version in force on a day is the
 * latest whose `effective_on` is not after it; a client with none has the company's defaults
 * (docs/decisions/0210-money-ledger.md).
 */
export const clientTerms = sqliteTable(
  "client_terms",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    advanceRateBps: integer("advance_rate_bps").notNull(),
    feeBps: integer("fee_bps").notNull(),
    feeDays: integer("fee_days").notNull(),
    extraFeeBps: integer("extra_fee_bps").notNull(),
    extraFeeDays: integer("extra_fee_days").notNull(),
    recourseDays: integer("recourse_days").notNull(),
    effectiveOn: text("effective_on").notNull(),
    setAt: text("set_at").notNull(),
    setBy: text("set_by").notNull(),
  },
  (table) => [index("client_terms_client_effective_idx").on(table.clientId, table.effectiveOn, table.setAt)],
);

/**
 * A broker's payment as received: one check or transfer, which may pay many invoices. What its
 * applications do not cover is unapplied cash of that broker. The Idempotency-Key makes a retried
 * post store one payment.
 */
export const brokerPayments = sqliteTable(
  "broker_payments",
  {
    id: text("id").primaryKey(),
    brokerName: text("broker_name").notNull(),
    brokerKey: text("broker_key").notNull(),
    receivedOn: text("received_on").notNull(),
    method: text("method").$type<PaymentMethod>().notNull(),
    reference: text("reference").notNull(),
    amountCents: integer("amount_cents").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    recordedAt: text("recorded_at").notNull(),
    recordedBy: text("recorded_by").notNull(),
  },
  (table) => [
    uniqueIndex("broker_payments_idempotency_key_idx").on(table.idempotencyKey),
    index("broker_payments_received_on_idx").on(table.receivedOn, table.id),
    index("broker_payments_broker_key_idx").on(table.brokerKey),
  ],
);

/** This much of a payment paid this invoice. */
export const paymentApplications = sqliteTable(
  "payment_applications",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => brokerPayments.id),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id),
    amountCents: integer("amount_cents").notNull(),
    at: text("at").notNull(),
    by: text("by").notNull(),
  },
  (table) => [
    index("payment_applications_payment_idx").on(table.paymentId),
    index("payment_applications_invoice_idx").on(table.invoiceId),
  ],
);

/** What a ledger transaction records; a reversal keeps the kind of the transaction it reverses. */
export type LedgerKind =
  "funding" | "payment" | "application" | "settlement" | "short_pay" | "recourse" | "release";

/**
 * The one double-entry ledger: every money event is a transaction of entries that sum to zero,
 * posted in the database transaction of the change it belongs to, never updated or deleted
 * (triggers refuse it); a correction is a reversing transaction (docs/decisions/0210-money-ledger.md).
 */
export const ledgerTransactions = sqliteTable(
  "ledger_transactions",
  {
    id: text("id").primaryKey(),
    kind: text("kind").$type<LedgerKind>().notNull(),
    /** The business day it happened on (funded, received, paid out). */
    onDate: text("on_date").notNull(),
    at: text("at").notNull(),
    actor: text("actor").notNull(),
    memo: text("memo").notNull().default(""),
    clientId: text("client_id").references(() => clients.id),
    invoiceId: text("invoice_id").references(() => invoices.id),
    paymentId: text("payment_id").references(() => brokerPayments.id),
    /** The transaction this one undoes; a transaction is undone at most once. */
    reverses: text("reverses"),
    /** How a release was paid out (ACH, check, wire, other) and its payment's own reference. */
    method: text("method").$type<PaymentMethod>(),
    paymentReference: text("payment_reference"),
    /** A release's Idempotency-Key and body hash: a retried release is posted once. */
    idempotencyKey: text("idempotency_key"),
    requestHash: text("request_hash"),
  },
  (table) => [
    uniqueIndex("ledger_transactions_reverses_idx").on(table.reverses),
    uniqueIndex("ledger_transactions_idempotency_key_idx").on(table.idempotencyKey),
    index("ledger_transactions_invoice_idx").on(table.invoiceId, table.kind),
    index("ledger_transactions_client_date_idx").on(table.clientId, table.onDate),
    // The staff dashboard's "paid this week": the week's applications, however long the ledger.
    index("ledger_transactions_kind_date_idx").on(table.kind, table.onDate),
  ],
);

/** The accounts of the plan; each entry names one, with the client, invoice or broker it is kept for. */
export type LedgerAccount =
  "cash" | "receivable" | "reserve_held" | "reserve_available" | "fee_income" | "unapplied_cash";

/** One line of a transaction: a debit (positive cents) or a credit (negative) of one account. */
export const ledgerEntries = sqliteTable(
  "ledger_entries",
  {
    id: text("id").primaryKey(),
    transactionId: text("transaction_id")
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text("account").$type<LedgerAccount>().notNull(),
    clientId: text("client_id"),
    invoiceId: text("invoice_id"),
    brokerKey: text("broker_key"),
    amountCents: integer("amount_cents").notNull(),
    onDate: text("on_date").notNull(),
  },
  (table) => [
    index("ledger_entries_transaction_idx").on(table.transactionId),
    // Covering for a client's statement: the opening balance and the period's movements are read from
    // the index alone. A client's entries lie scattered among every other client's, one per page in a
    // large ledger, so reading each from the table made the statement follow the ledger's size.
    index("ledger_entries_account_client_day_idx").on(
      table.account,
      table.clientId,
      table.onDate,
      table.transactionId,
      table.amountCents,
    ),
    index("ledger_entries_invoice_account_idx").on(table.invoiceId, table.account),
    index("ledger_entries_account_broker_idx").on(table.account, table.brokerKey),
  ],
);

/**
 * The balance of each account of the plan over all of the ledger, kept by a trigger as each entry is
 * written (entries are never changed or removed): the staff dashboard reads a total here instead of
 * summing every entry ever posted (docs/decisions/0212-aging-and-collections.md, Costs).
 */
export const ledgerAccountTotals = sqliteTable("ledger_account_totals", {
  account: text("account").$type<LedgerAccount>().primaryKey(),
  cents: integer("cents").notNull().default(0),
});

/**
 * Staff's record of chasing a broker for an open invoice: who was called or written to, what they
 * said, and the day they promised to pay, if they did. Kept, never edited: the queue reads the latest.
 */
export const collectionNotes = sqliteTable(
  "collection_notes",
  {
    id: text("id").primaryKey(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    at: text("at").notNull(),
    by: text("by").notNull(),
    /** Who at the broker was reached (a name, a phone number, an e-mail address). */
    contact: text("contact").notNull(),
    /** What they said. */
    said: text("said").notNull(),
    /** The day they promised to pay (YYYY-MM-DD), or null. */
    promisedOn: text("promised_on"),
  },
  (table) => [index("collection_notes_invoice_at_idx").on(table.invoiceId, table.at, table.id)],
);

/**
 * Secrets the servers generate for themselves when the environment gives none (the session secret,
 * the web push key pair), kept in the database so every server of one site uses the same ones
 * (docs/decisions/0230-several-servers.md). The first server to start writes each; no row changes.
 */
export const serverSecrets = sqliteTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: text("created_at").notNull(),
});

/**
 * Staff verified a load with its broker before funding: who they reached, how, and what was said
 * (docs/decisions/0221-verification-and-holds.md). Kept as recorded, never edited or deleted
 * (triggers refuse it); a later call is a new row.
 */
export const invoiceVerifications = sqliteTable(
  "invoice_verifications",
  {
    id: text("id").primaryKey(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id),
    at: text("at").notNull(),
    by: text("by").notNull(),
    /** Who at the broker was reached (a name, a phone number, an e-mail address). */
    contact: text("contact").notNull(),
    method: text("method").$type<VerificationMethod>().notNull(),
    /** What they said. */
    result: text("result").notNull(),
  },
  (table) => [
    index("invoice_verifications_invoice_at_idx").on(table.invoiceId, table.at, table.id),
    check("invoice_verifications_method_known", sql`${table.method} IN ('phone', 'email', 'portal')`),
  ],
);

/**
 * A second staff member lifted the holds on funding an invoice, with a reason: the holds as they
 * stood then, each with the figure it was judged at (docs/decisions/0221-verification-and-holds.md).
 * Kept as made, never edited or deleted (triggers refuse it).
 */
export const holdApprovals = sqliteTable(
  "hold_approvals",
  {
    id: text("id").primaryKey(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id),
    at: text("at").notNull(),
    by: text("by").notNull(),
    reason: text("reason").notNull(),
    holds: text("holds", { mode: "json" }).$type<HoldRecord[]>().notNull(),
  },
  (table) => [
    index("hold_approvals_invoice_at_idx").on(table.invoiceId, table.at, table.id),
    check("hold_approvals_reason_given", sql`${table.reason} <> ''`),
  ],
);

/**
 * The abuse limits' counts (docs/decisions/0014-limits.md), kept in the database so that every server
 * of one site counts against the same numbers: one row per limit and caller in a fixed window, rewritten
 * by one atomic statement per counted request. The caller (an address, a username, an e-mail address,
 * an account) is stored only as an HMAC under the session secret, never as itself. Rows whose window
 * has ended are removed by the servers as they count (`api/db/limit-counters.ts`).
 */
export const limitCounters = sqliteTable(
  "limit_counters",
  {
    /** Which limit counts (`submissions`, `client-sign-ins`, …). */
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull(),
    hits: integer("hits").notNull(),
    /** When the window ends, in milliseconds since the epoch. */
    resetsAt: integer("resets_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.name, table.keyHash] }),
    index("limit_counters_resets_at_idx").on(table.resetsAt),
  ],
);

/**
 * Named leases shared by every server of the site (docs/decisions/0231-uploads-on-any-server.md): the
 * lock on an upload while a request works on it (`upload:{id}`), and the right to run a periodic job
 * (`job:{name}`). A lease is held until `expires_at` unless its holder renews it; a holder that died
 * stops renewing, and another server takes the lease once it has expired. `release_requested` is set
 * by a server that waits for the lease, and read by the holder when it renews.
 */
export const leases = sqliteTable("leases", {
  name: text("name").primaryKey(),
  /** A token of the one acquisition holding it (random, never reused). */
  holder: text("holder").notNull(),
  expiresAt: text("expires_at").notNull(),
  releaseRequested: integer("release_requested", { mode: "boolean" }).notNull().default(false),
});
