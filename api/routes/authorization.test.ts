import { beforeAll, describe, expect, test } from "vitest";
import type { Invoice } from "../contract/invoice";
import { seedTeam } from "../contract/seed-team";
import { CLIENT_SIGN_IN_REQUIRED, STAFF_SIGN_IN_REQUIRED } from "./session-guards";
import { answerIn } from "../lib/answers";
import { SESSION_TTL_MS } from "../lib/session-cookie";
import { CLIENT, cookieFrom, createTestApp, STAFF, type TestApp } from "../../tests/support/api/harness";
import { validApplication, validQuote } from "../../mocks/fixture-requests";
import { pdfPage, pngPage, sha256, tusUpload, validInvoice } from "../../tests/support/api/invoices";
import { clientIdOf } from "../../tests/support/api/money";

/**
 * The authorisation matrix: every API route, read from the app itself, called
 * as each kind of caller, answered as the intended policy below says. A route
 * added to the app without a row here fails the first test.
 */

/** Who calls. The last three are attackers' versions of a session. */
const IDENTITIES = ["anonymous", "client", "staff", "expiredStaff", "expiredClient", "forgedStaff"] as const;
type Identity = (typeof IDENTITIES)[number];

/** An expected answer: a status, or a status and fields the JSON body must have. */
type Answer = number | { status: number; body: Record<string, unknown> };
type Row = Record<Identity, Answer>;

const PUBLIC = (status: number): Row => ({
  anonymous: status,
  client: status,
  staff: status,
  expiredStaff: status,
  expiredClient: status,
  forgedStaff: status,
});
const STAFF_ONLY = (status: number): Row => ({
  anonymous: 401,
  client: 401,
  staff: status,
  expiredStaff: 401,
  expiredClient: 401,
  forgedStaff: 401,
});
const CLIENT_ONLY = (status: number): Row => ({
  anonymous: 401,
  client: status,
  staff: 401,
  expiredStaff: 401,
  expiredClient: 401,
  forgedStaff: 401,
});
const signedOut = { status: 200, body: { authenticated: false } };

/** The intended policy (docs/API.md, "Who may call"): one row per route of the app. */
const POLICY: Record<string, Row> = {
  "GET /api/health": PUBLIC(200),
  "GET /api/health/live": PUBLIC(200),
  "POST /api/quotes": PUBLIC(201),
  "POST /api/fuel-card-applications": PUBLIC(201),
  "GET /api/team-members": PUBLIC(200),
  "GET /api/team-members/:id/photo": PUBLIC(200),
  "POST /api/admin/login": PUBLIC(200),
  "POST /api/admin/logout": PUBLIC(200),
  "GET /api/admin/session": {
    anonymous: signedOut,
    client: signedOut,
    staff: { status: 200, body: { authenticated: true, username: STAFF.username } },
    expiredStaff: signedOut,
    expiredClient: signedOut,
    forgedStaff: signedOut,
  },
  "POST /api/auth/login": PUBLIC(200),
  "POST /api/auth/logout": PUBLIC(200),
  "POST /api/auth/external-redirect": PUBLIC(200),

  "GET /api/admin/summary": STAFF_ONLY(200),
  "GET /api/quotes": STAFF_ONLY(200),
  "GET /api/quotes/export.csv": STAFF_ONLY(200),
  "GET /api/quotes/email/:email": STAFF_ONLY(200),
  "GET /api/quotes/reference/:reference": STAFF_ONLY(200),
  "PATCH /api/quotes/:id/status": STAFF_ONLY(200),
  // A quote made a client account (docs/decisions/0225-quote-to-client.md).
  "GET /api/admin/quotes/:reference/client": STAFF_ONLY(200),
  "POST /api/admin/quotes/:reference/client": STAFF_ONLY(201),
  "GET /api/fuel-card-applications": STAFF_ONLY(200),
  "GET /api/fuel-card-applications/export.csv": STAFF_ONLY(200),
  "GET /api/fuel-card-applications/email/:email": STAFF_ONLY(200),
  "GET /api/fuel-card-applications/reference/:reference": STAFF_ONLY(200),
  "PATCH /api/fuel-card-applications/:id/status": STAFF_ONLY(200),
  "PUT /api/team-members/:id": STAFF_ONLY(200),

  "GET /api/auth/me": CLIENT_ONLY(200),
  "POST /api/auth/password": CLIENT_ONLY(200),

  "OPTIONS /api/uploads": PUBLIC(204),
  "POST /api/uploads": CLIENT_ONLY(201),
  "GET /api/uploads/:id": CLIENT_ONLY(200),
  "PATCH /api/uploads/:id": CLIENT_ONLY(204),
  "DELETE /api/uploads/:id": CLIENT_ONLY(204),
  "POST /api/invoices": CLIENT_ONLY(201),
  "GET /api/invoices": CLIENT_ONLY(200),
  "GET /api/invoices/same-load": CLIENT_ONLY(200),
  "GET /api/invoices/:reference": CLIENT_ONLY(200),
  "POST /api/invoices/:reference/pages": CLIENT_ONLY(200),
  "GET /api/invoices/:reference/pages/:pageId": { ...CLIENT_ONLY(200), staff: 200 },
  "GET /api/admin/invoices": STAFF_ONLY(200),
  "GET /api/admin/invoices/export.csv": STAFF_ONLY(200),
  "GET /api/admin/invoices/:reference": STAFF_ONLY(200),
  "PATCH /api/admin/invoices/:reference/status": STAFF_ONLY(200),
  "POST /api/admin/invoices/:reference/corrections": STAFF_ONLY(201),
  "POST /api/admin/invoices/:reference/notes": STAFF_ONLY(201),
  // Verifying a load with its broker and approving the holds on funding are the office's
  // (docs/decisions/0221-verification-and-holds.md).
  "POST /api/admin/invoices/:reference/verification": STAFF_ONLY(201),
  "POST /api/admin/invoices/:reference/hold-approvals": STAFF_ONLY(201),
  "GET /api/admin/payments": STAFF_ONLY(200),
  "GET /api/admin/payments/:id": STAFF_ONLY(200),
  "POST /api/admin/payments": STAFF_ONLY(201),
  "POST /api/admin/payments/:id/applications": STAFF_ONLY(201),
  "GET /api/admin/clients/:id/terms": STAFF_ONLY(200),
  "PUT /api/admin/clients/:id/terms": STAFF_ONLY(200),
  "GET /api/admin/clients/:id/money": STAFF_ONLY(200),
  "POST /api/admin/clients/:id/reserve-releases": STAFF_ONLY(201),
  "GET /api/account/money": CLIENT_ONLY(200),
  // A client's statement is their own; any client's is staff's (docs/decisions/0213-client-statement.md).
  "GET /api/account/statement": CLIENT_ONLY(200),
  "GET /api/admin/clients/:id/statement": STAFF_ONLY(200),
  "GET /api/admin/aging": STAFF_ONLY(200),
  "GET /api/admin/aging.csv": STAFF_ONLY(200),
  "GET /api/admin/collections": STAFF_ONLY(200),
  "GET /api/admin/invoices/:reference/collection-notes": STAFF_ONLY(200),
  "POST /api/admin/invoices/:reference/collection-notes": STAFF_ONLY(201),
  "PATCH /api/admin/invoices/:reference/pages/:pageId": STAFF_ONLY(200),
  // The broker book is the office's; a client asks about a broker and reads a verdict
  // (docs/decisions/0220-broker-book.md).
  "GET /api/admin/brokers": STAFF_ONLY(200),
  "POST /api/admin/brokers": STAFF_ONLY(201),
  "GET /api/admin/brokers/:id": STAFF_ONLY(200),
  "PATCH /api/admin/brokers/:id": STAFF_ONLY(200),
  "PUT /api/admin/brokers/:id/credit": STAFF_ONLY(200),
  "GET /api/admin/brokers/:id/invoices": STAFF_ONLY(200),
  "PUT /api/admin/invoices/:reference/broker": STAFF_ONLY(200),
  "GET /api/brokers": CLIENT_ONLY(200),
  // Notices of assignment are the office's letters to brokers (docs/decisions/0222-notice-of-assignment.md).
  // The acknowledgement comes before a new notice, which would take over as the one in force.
  "GET /api/admin/brokers/:id/notices": STAFF_ONLY(200),
  "GET /api/admin/notices/:id/notice.pdf": STAFF_ONLY(200),
  "POST /api/admin/notices/:id/acknowledgement": STAFF_ONLY(201),
  "POST /api/admin/brokers/:id/notices": STAFF_ONLY(201),
  "GET /api/admin/staff": STAFF_ONLY(200),
  "POST /api/admin/staff": STAFF_ONLY(201),
  "PATCH /api/admin/staff/:username/status": STAFF_ONLY(200),
  "POST /api/admin/staff/:username/password": STAFF_ONLY(200),
  "GET /api/admin/clients": STAFF_ONLY(200),
  "POST /api/admin/clients": STAFF_ONLY(201),
  "PATCH /api/admin/clients/:id": STAFF_ONLY(200),
  "PATCH /api/admin/clients/:id/status": STAFF_ONLY(200),
  "POST /api/admin/clients/:id/password": STAFF_ONLY(200),
  "POST /api/admin/clients/:id/invitation": STAFF_ONLY(202),
  // Anyone may ask for a link, with the same answer whether or not an account uses the address;
  // a made-up link is refused alike for everyone.
  "POST /api/auth/password-reset": PUBLIC(202),
  "POST /api/admin/password-reset": PUBLIC(202),
  "POST /api/auth/password-links/set": PUBLIC(400),

  // Web push and Account Settings: each call names the account it is for, and needs its session.
  "GET /api/push/key": PUBLIC(200),
  "POST /api/push/subscriptions": CLIENT_ONLY(200),
  "DELETE /api/push/subscriptions": CLIENT_ONLY(204),
  "GET /api/account/settings": CLIENT_ONLY(200),
  "PUT /api/account/settings": CLIENT_ONLY(200),
  "PUT /api/account/locale": CLIENT_ONLY(200),
  "POST /api/account/test-notification": CLIENT_ONLY(202),
  "POST /api/admin/test-notification": STAFF_ONLY(202),
  // Devices and credentials of one's own account (docs/decisions/0190-account-security.md).
  "GET /api/push/devices": CLIENT_ONLY(200),
  "DELETE /api/push/devices/:id": CLIENT_ONLY(404),
  "POST /api/account/email": CLIENT_ONLY(202),
  "POST /api/account/email/confirm": CLIENT_ONLY(400),
  "GET /api/admin/account": STAFF_ONLY(200),
  "POST /api/admin/account/password": STAFF_ONLY(422),
  "POST /api/admin/account/email": STAFF_ONLY(202),
  "POST /api/admin/account/email/confirm": STAFF_ONLY(400),
};

let t: TestApp;
let clock = new Date("2026-05-04T08:00:00.000Z").getTime();
let clientPassword = CLIENT.password;
let quoteId = "";
let quoteReference = "";
let applicationId = "";
const memberId = seedTeam[0]?.id ?? "";
/** An invoice the client sent, one staff asked documents for, and uploads for each kind of call. */
let invoice: Invoice;
let needsDocuments: Invoice;
let funded: Invoice;
let paidInvoice: Invoice;
/** An invoice of a broker not to fund: its funding is held until a second staff member approves it. */
let heldInvoice: Invoice;
let paymentId = "";
let clientId = "";
let brokerId = "";
/** A notice of the client to the broker, which the acknowledgement call records as acknowledged. */
let noticeId = "";
const uploadIds = { head: "", patch: "", remove: "" };
let invoicePages: {
  uploadId: string;
  documentKind: "rate-confirmation" | "bol-pod";
  order: number;
  sha256: string;
}[] = [];
let morePages: typeof invoicePages = [];
/** A second staff account and a second client, whose status and password the account calls change. */
const OTHER_STAFF = "matrix.staff";
let otherClientId = "";
let linkRequests = 0;
const TUS = { "Tus-Resumable": "1.0.0" };
const PNG_1X1 =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

/** A request that succeeds for a caller the policy allows; the same request for everyone. */
function requestFor(route: string): {
  path: string;
  body?: unknown;
  /** Headers beyond the JSON content type and the cookie; `raw` is a body sent as it is. */
  headers?: Record<string, string>;
  raw?: Uint8Array<ArrayBuffer>;
} {
  const ownPassword = () => clientPassword;
  switch (route) {
    case "POST /api/quotes":
      return { path: "/api/quotes", body: validQuote() };
    case "POST /api/fuel-card-applications":
      return { path: "/api/fuel-card-applications", body: validApplication() };
    case "GET /api/team-members/:id/photo":
      return { path: `/api/team-members/${memberId}/photo` };
    case "PUT /api/team-members/:id":
      return {
        path: `/api/team-members/${memberId}`,
        body: { name: "Karen Whitaker", role: "CEO", experience: "22 years", bio: "Founder." },
      };
    case "POST /api/admin/login":
      return { path: "/api/admin/login", body: STAFF };
    case "POST /api/auth/login":
      return { path: "/api/auth/login", body: { username: CLIENT.username, password: ownPassword() } };
    case "POST /api/auth/external-redirect":
      return {
        path: "/api/auth/external-redirect",
        body: {
          username: CLIENT.username,
          password: ownPassword(),
          externalUrl: "https://app.intuit.com/",
          systemType: "quickbooks",
        },
      };
    case "POST /api/auth/password":
      return {
        path: "/api/auth/password",
        body: { currentPassword: ownPassword(), newPassword: `${CLIENT.password}-${clock}` },
      };
    case "GET /api/quotes":
      return { path: "/api/quotes?limit=5" };
    case "GET /api/quotes/email/:email":
      return { path: "/api/quotes/email/dana.whitfield%40example.com" };
    case "GET /api/quotes/reference/:reference":
      return { path: "/api/quotes/reference/Q-7K3M-9PX2" };
    case "GET /api/fuel-card-applications/reference/:reference":
      return { path: "/api/fuel-card-applications/reference/F-7K3M-9PX2" };
    case "PATCH /api/quotes/:id/status":
      return { path: `/api/quotes/${quoteId}/status`, body: { status: "contacted" } };
    case "GET /api/admin/quotes/:reference/client":
      return { path: `/api/admin/quotes/${quoteReference}/client` };
    case "POST /api/admin/quotes/:reference/client":
      return { path: `/api/admin/quotes/${quoteReference}/client`, body: {} };
    case "GET /api/fuel-card-applications/email/:email":
      return { path: "/api/fuel-card-applications/email/owen.marsh%40example.com" };
    case "PATCH /api/fuel-card-applications/:id/status":
      return { path: `/api/fuel-card-applications/${applicationId}/status`, body: { status: "approved" } };
    case "OPTIONS /api/uploads":
      return { path: "/api/uploads" };
    case "POST /api/uploads":
      return { path: "/api/uploads", headers: { ...TUS, "Upload-Length": "10" } };
    case "GET /api/uploads/:id":
      return { path: `/api/uploads/${uploadIds.head}`, headers: TUS };
    case "PATCH /api/uploads/:id":
      return {
        path: `/api/uploads/${uploadIds.patch}`,
        headers: { ...TUS, "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
        raw: new Uint8Array([1, 2, 3]),
      };
    case "DELETE /api/uploads/:id":
      return { path: `/api/uploads/${uploadIds.remove}`, headers: TUS };
    case "POST /api/invoices":
      return {
        path: "/api/invoices",
        body: validInvoice(invoicePages),
        headers: { "Idempotency-Key": "authorization-matrix" },
      };
    case "GET /api/invoices/same-load":
      return { path: "/api/invoices/same-load?broker=Coyote%20Logistics&load=LD-448120" };
    case "GET /api/invoices/:reference":
      return { path: `/api/invoices/${invoice.reference}` };
    case "POST /api/invoices/:reference/pages":
      return { path: `/api/invoices/${needsDocuments.reference}/pages`, body: { pages: morePages } };
    case "GET /api/invoices/:reference/pages/:pageId":
      return { path: invoice.pages[0]?.url ?? "" };
    case "GET /api/admin/invoices/:reference":
      return { path: `/api/admin/invoices/${invoice.reference}` };
    case "PATCH /api/admin/invoices/:reference/status":
      return {
        path: `/api/admin/invoices/${invoice.reference}/status`,
        body: { status: "declined", reason: "Duplicate of an invoice already funded." },
      };
    case "POST /api/admin/invoices/:reference/corrections":
      return {
        path: `/api/admin/invoices/${funded.reference}/corrections`,
        body: { advanceCents: 200_000, feeCents: 6_000, fundedOn: "2026-05-04", reason: "Fee keyed wrong." },
      };
    case "GET /api/admin/payments":
      return { path: "/api/admin/payments" };
    case "GET /api/admin/payments/:id":
      return { path: `/api/admin/payments/${paymentId}` };
    case "POST /api/admin/payments":
      return {
        path: "/api/admin/payments",
        body: { broker: "Matrix Freight", receivedOn: "2026-05-04", method: "check", amountCents: 100 },
        headers: { "Idempotency-Key": "matrix-payment" },
      };
    case "POST /api/admin/payments/:id/applications":
      return {
        path: `/api/admin/payments/${paymentId}/applications`,
        body: { applications: [{ invoice: funded.reference, amountCents: 1 }] },
      };
    case "GET /api/admin/clients/:id/terms":
    case "GET /api/admin/clients/:id/money":
      return { path: `/api/admin/clients/${clientId}/${route.endsWith("terms") ? "terms" : "money"}` };
    case "PUT /api/admin/clients/:id/terms":
      return {
        path: `/api/admin/clients/${clientId}/terms`,
        body: {
          advanceRateBps: 9000,
          feeBps: 300,
          feeDays: 30,
          extraFeeBps: 100,
          extraFeeDays: 15,
          recourseDays: 90,
        },
      };
    case "POST /api/admin/clients/:id/reserve-releases":
      return {
        path: `/api/admin/clients/${clientId}/reserve-releases`,
        body: { amountCents: 1, method: "ach", reference: "", paidOn: "2026-05-04" },
        headers: { "Idempotency-Key": "matrix-release" },
      };
    case "GET /api/account/money":
      return { path: "/api/account/money" };
    case "GET /api/account/statement":
      return { path: "/api/account/statement?from=2026-05-01&to=2026-05-03" };
    case "GET /api/admin/clients/:id/statement":
      return { path: `/api/admin/clients/${clientId}/statement?from=2026-05-01&to=2026-05-03&format=pdf` };
    case "GET /api/admin/invoices/:reference/collection-notes":
      return { path: `/api/admin/invoices/${funded.reference}/collection-notes` };
    case "POST /api/admin/invoices/:reference/collection-notes":
      return {
        path: `/api/admin/invoices/${funded.reference}/collection-notes`,
        body: { contact: "Matrix Freight AP", said: "Paying Friday.", promisedOn: "2026-05-08" },
      };
    case "POST /api/admin/invoices/:reference/verification":
      return {
        path: `/api/admin/invoices/${needsDocuments.reference}/verification`,
        body: { contact: "Matrix Freight AP", method: "phone", result: "Load delivered." },
      };
    case "POST /api/admin/invoices/:reference/hold-approvals":
      return {
        path: `/api/admin/invoices/${heldInvoice.reference}/hold-approvals`,
        body: { reason: "Known shipper; the broker confirmed the load." },
      };
    case "POST /api/admin/invoices/:reference/notes":
      return { path: `/api/admin/invoices/${invoice.reference}/notes`, body: { text: "Called the broker." } };
    case "PATCH /api/admin/invoices/:reference/pages/:pageId":
      return {
        path: `/api/admin/invoices/${invoice.reference}/pages/${invoice.pages[0]?.id ?? ""}`,
        body: { rotation: 90 },
      };
    case "POST /api/admin/brokers":
      return { path: "/api/admin/brokers", body: { legalName: `Matrix Broker ${clock}` } };
    case "GET /api/admin/brokers/:id":
      return { path: `/api/admin/brokers/${brokerId}` };
    case "GET /api/admin/brokers/:id/invoices":
      return { path: `/api/admin/brokers/${brokerId}/invoices` };
    case "PATCH /api/admin/brokers/:id":
      return { path: `/api/admin/brokers/${brokerId}`, body: { phone: "(555) 010-4000" } };
    case "PUT /api/admin/brokers/:id/credit":
      return {
        path: `/api/admin/brokers/${brokerId}/credit`,
        body: { decision: "approved", reason: "Pays." },
      };
    case "PUT /api/admin/invoices/:reference/broker":
      return { path: `/api/admin/invoices/${invoice.reference}/broker`, body: { brokerId } };
    case "GET /api/brokers":
      return { path: "/api/brokers?q=matrix" };
    case "GET /api/admin/brokers/:id/notices":
      return { path: `/api/admin/brokers/${brokerId}/notices` };
    case "POST /api/admin/brokers/:id/notices":
      return {
        path: `/api/admin/brokers/${brokerId}/notices`,
        body: { clientId, delivery: "other", means: "Mailed" },
        headers: { "Idempotency-Key": "matrix-notice" },
      };
    case "GET /api/admin/notices/:id/notice.pdf":
      return { path: `/api/admin/notices/${noticeId}/notice.pdf` };
    case "POST /api/admin/notices/:id/acknowledgement":
      return {
        path: `/api/admin/notices/${noticeId}/acknowledgement`,
        body: { acknowledgedBy: "Matrix AP", acknowledgedOn: "2026-05-04" },
      };
    case "PATCH /api/admin/clients/:id":
      return { path: `/api/admin/clients/${otherClientId}`, body: { dotNumber: "7654321" } };
    case "POST /api/admin/staff":
      return { path: "/api/admin/staff", body: { username: `staff-${clock}`, displayName: "New Staff" } };
    case "PATCH /api/admin/staff/:username/status":
      return { path: `/api/admin/staff/${OTHER_STAFF}/status`, body: { disabled: false } };
    case "POST /api/admin/staff/:username/password":
      return { path: `/api/admin/staff/${OTHER_STAFF}/password` };
    case "POST /api/admin/clients":
      return {
        path: "/api/admin/clients",
        body: {
          companyName: "New Client LLC",
          firstName: "New",
          lastName: "Client",
          username: `client-${clock}`,
          email: "new.client@example.com",
        },
      };
    case "PATCH /api/admin/clients/:id/status":
      return { path: `/api/admin/clients/${otherClientId}/status`, body: { disabled: false } };
    case "POST /api/admin/clients/:id/password":
      return { path: `/api/admin/clients/${otherClientId}/password` };
    case "POST /api/admin/clients/:id/invitation":
      return { path: `/api/admin/clients/${otherClientId}/invitation` };
    case "POST /api/auth/password-reset":
    case "POST /api/admin/password-reset":
      // Each call from its own address and for its own e-mail: the limits count both.
      linkRequests += 1;
      return {
        path: route.slice(route.indexOf(" ") + 1),
        body: { email: `someone.${linkRequests}@example.com` },
        headers: { "X-Forwarded-For": `203.0.113.${linkRequests}` },
      };
    case "POST /api/auth/password-links/set":
      return {
        path: "/api/auth/password-links/set",
        body: {
          token: `${"A".repeat(22)}.${"B".repeat(43)}`,
          password: "a-new-password",
          confirmPassword: "a-new-password",
        },
      };
    case "POST /api/push/subscriptions":
      return {
        path: "/api/push/subscriptions",
        body: {
          account: "client",
          subscription: {
            endpoint: "https://fcm.googleapis.com/fcm/send/authorization-matrix",
            keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
          },
        },
      };
    case "DELETE /api/push/subscriptions":
      return {
        path: "/api/push/subscriptions",
        body: { account: "client", endpoint: "https://fcm.googleapis.com/fcm/send/authorization-matrix" },
      };
    case "PUT /api/account/settings":
      return {
        path: "/api/account/settings",
        body: { phone: "(555) 010-1234", emailTopics: ["invoice-funded"] },
      };
    case "DELETE /api/push/devices/:id":
      return { path: "/api/push/devices/not-a-device-of-yours" };
    case "POST /api/account/email":
      return {
        path: "/api/account/email",
        body: { email: `maria.${clock}@rivera.example`, currentPassword: clientPassword },
      };
    case "POST /api/account/email/confirm":
    case "POST /api/admin/account/email/confirm":
      return {
        path: route.slice(route.indexOf(" ") + 1),
        body: { token: `${"A".repeat(22)}.${"B".repeat(43)}` },
      };
    case "POST /api/admin/account/password":
      return {
        path: "/api/admin/account/password",
        body: { currentPassword: "not-the-password", newPassword: "a-brand-new-password" },
      };
    case "POST /api/admin/account/email":
      return {
        path: "/api/admin/account/email",
        body: { email: `staff.${clock}@example.com`, currentPassword: STAFF.password },
      };
    case "PUT /api/account/locale":
      return { path: "/api/account/locale", body: { locale: "es" } };
    default:
      return { path: route.slice(route.indexOf(" ") + 1) };
  }
}

const tick = (ms: number) => {
  clock += ms;
};

async function signIn(path: string, body: unknown) {
  const response = await t.json("POST", path, body);
  expect(response.status, `sign-in at ${path}`).toBe(200);
  return cookieFrom(response);
}

/** A fresh session of the given kind for one call, so no call can end another's session. */
async function cookieOf(identity: Identity): Promise<string | undefined> {
  tick(1000);
  const staff = () => signIn("/api/admin/login", STAFF);
  const client = () => signIn("/api/auth/login", { username: CLIENT.username, password: clientPassword });
  switch (identity) {
    case "anonymous":
      return undefined;
    case "client":
      return client();
    case "staff":
      return staff();
    case "expiredStaff":
    case "expiredClient": {
      const cookie = await (identity === "expiredStaff" ? staff() : client());
      tick(SESSION_TTL_MS + 1000);
      return cookie;
    }
    case "forgedStaff": {
      // A well-formed cookie: a token that was never issued, next to the signature of a real one.
      const real = await staff();
      const [name, value = ""] = real.split("=");
      const signature = decodeURIComponent(value).split(".").at(-1) ?? "";
      return `${name}=${encodeURIComponent(`${"A".repeat(43)}.${signature}`)}`;
    }
  }
}

/** Everything a refused call must leave alone. */
async function fingerprint(): Promise<string> {
  const queries = [
    "select id, status, client_id from quotes order by id",
    "select id, status from fuel_card_applications order by id",
    "select id, name, role, experience, bio from team_members order by id",
    "select team_member_id, hash from team_member_photos order by team_member_id",
    "select id, password_hash, disabled_at, mc_number, dot_number from clients order by id",
    "select id from password_links order by id",
    "select username, password_hash, disabled_at from admin_accounts order by username",
    "select id, status, status_reason from invoices order by id",
    "select id, upload_id from invoice_pages order by id",
    "select id from uploads order by id",
    "select count(*) from ledger_entries",
    "select id from broker_payments order by id",
    "select id from client_terms order by id",
    "select id from collection_notes order by id",
    "select * from brokers order by id",
    "select id, name_key from broker_names order by id",
    "select id from broker_credit_decisions order by id",
    "select id, broker_id from invoices order by id",
    "select * from notices_of_assignment order by id",
    "select * from notice_acknowledgements order by notice_id",
    "select id from invoice_verifications order by id",
    "select id from hold_approvals order by id",
  ];
  const results = await Promise.all(queries.map((query) => t.client.execute(query)));
  return JSON.stringify(results.map((result) => result.rows));
}

/** The app's routes, less the middleware and the 404 fallback that every request passes (ALL * and /api/*). */
function appRoutes(): string[] {
  const everywhere = new Set(["/*", "*", "/api/*"]);
  const routes = t.app.routes.filter((route) => !(route.method === "ALL" && everywhere.has(route.path)));
  return [...new Set(routes.map((route) => `${route.method} ${route.path}`))].sort();
}

beforeAll(async () => {
  t = await createTestApp({
    now: () => new Date(clock),
    push: { publicKey: `B${"A".repeat(86)}`, endpointAllowlist: [] },
  });
  const quote = await t.json("POST", "/api/quotes", validQuote());
  ({ id: quoteId, reference: quoteReference } = (
    (await quote.json()) as { quote: { id: string; reference: string } }
  ).quote);
  const application = await t.json("POST", "/api/fuel-card-applications", validApplication());
  applicationId = ((await application.json()) as { application: { id: string } }).application.id;
  const staff = await signIn("/api/admin/login", STAFF);
  const photo = await t.json(
    "PUT",
    `/api/team-members/${memberId}`,
    { profileImage: PNG_1X1 },
    { cookie: staff },
  );
  expect(photo.status).toBe(200);
  const otherStaff = await t.json(
    "POST",
    "/api/admin/staff",
    { username: OTHER_STAFF, displayName: "Matrix Staff" },
    { cookie: staff },
  );
  expect(otherStaff.status).toBe(201);
  const otherClient = await t.json(
    "POST",
    "/api/admin/clients",
    {
      companyName: "Matrix Hauling",
      firstName: "Mat",
      lastName: "Rix",
      username: "matrix.client",
      email: "matrix@example.com",
    },
    { cookie: staff },
  );
  otherClientId = ((await otherClient.json()) as { account: { id: string } }).account.id;

  // The client's invoices and uploads that the calls below name.
  const client = await signIn("/api/auth/login", { username: CLIENT.username, password: CLIENT.password });
  const send = (path: string, init: RequestInit) => t.request(path, init);
  const finished = async (bytes: Uint8Array, documentKind: "rate-confirmation" | "bol-pod") => ({
    uploadId: await tusUpload(send, client, bytes),
    documentKind,
    order: 1,
    sha256: sha256(bytes),
  });
  const png = await pngPage();
  const pdf = await pdfPage();
  const create = async (key: string) => {
    const pages = [await finished(png, "rate-confirmation"), await finished(pdf, "bol-pod")];
    const response = await t.json("POST", "/api/invoices", validInvoice(pages), {
      cookie: client,
      "Idempotency-Key": key,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { invoice: Invoice }).invoice;
  };
  invoice = await create("matrix-invoice");
  needsDocuments = await create("matrix-needs-documents");
  const asked = await t.json(
    "PATCH",
    `/api/admin/invoices/${needsDocuments.reference}/status`,
    { status: "needs-documents", reason: "Send the signed BOL." },
    { cookie: staff },
  );
  expect(asked.status).toBe(200);
  funded = await create("matrix-funded");
  paidInvoice = await create("matrix-paid");
  for (const change of [
    { status: "in-review" },
    {
      status: "funded",
      reason: "Sent by ACH.",
      funding: { advanceCents: 200_000, feeCents: 5_000, fundedOn: "2026-05-04", overrideReason: "Agreed." },
    },
  ]) {
    for (const reference of [funded.reference, paidInvoice.reference]) {
      const moved = await t.json("PATCH", `/api/admin/invoices/${reference}/status`, change, {
        cookie: staff,
      });
      expect(moved.status).toBe(200);
    }
  }
  // A broker's check that pays one invoice in full (a reserve to release) and leaves cash unapplied.
  const payment = await t.json(
    "POST",
    "/api/admin/payments",
    {
      broker: "Matrix Freight",
      receivedOn: "2026-05-04",
      method: "check",
      amountCents: paidInvoice.totalCents + 500,
      applications: [{ invoice: paidInvoice.reference, amountCents: paidInvoice.totalCents }],
    },
    { cookie: staff, "Idempotency-Key": "matrix-setup-payment" },
  );
  expect(payment.status).toBe(201);
  paymentId = ((await payment.json()) as { payment: { id: string } }).payment.id;
  clientId = await clientIdOf(t.db, CLIENT.username);
  const broker = await t.json(
    "POST",
    "/api/admin/brokers",
    { legalName: "Matrix Freight" },
    { cookie: staff },
  );
  expect(broker.status).toBe(201);
  brokerId = ((await broker.json()) as { broker: { id: string } }).broker.id;
  const numbers = await t.json(
    "PATCH",
    `/api/admin/clients/${clientId}`,
    { mcNumber: "445566" },
    { cookie: staff },
  );
  expect(numbers.status).toBe(200);
  const notice = await t.json(
    "POST",
    `/api/admin/brokers/${brokerId}/notices`,
    { clientId, delivery: "other", means: "Handed over" },
    { cookie: staff, "Idempotency-Key": "matrix-setup-notice" },
  );
  expect(notice.status).toBe(201);
  noticeId = ((await notice.json()) as { notice: { id: string } }).notice.id;
  heldInvoice = await create("matrix-held");
  const blocked = await t.json(
    "POST",
    "/api/admin/brokers",
    { legalName: "Matrix Blocked" },
    { cookie: staff },
  );
  const blockedId = ((await blocked.json()) as { broker: { id: string } }).broker.id;
  for (const [method, path, body] of [
    ["PUT", `/api/admin/brokers/${blockedId}/credit`, { decision: "do-not-fund", reason: "Fraud reported." }],
    ["PUT", `/api/admin/invoices/${heldInvoice.reference}/broker`, { brokerId: blockedId }],
  ] as const)
    expect((await t.json(method, path, body, { cookie: staff })).status).toBe(200);
  invoicePages = [await finished(png, "rate-confirmation"), await finished(pdf, "bol-pod")];
  morePages = [await finished(pdf, "bol-pod")];
  uploadIds.head = await tusUpload(send, client, png);
  uploadIds.remove = await tusUpload(send, client, png);
  const started = await t.request("/api/uploads", {
    method: "POST",
    headers: { cookie: client, ...TUS, "Upload-Length": "3" },
  });
  uploadIds.patch = started.headers.get("location")?.split("/").at(-1) ?? "";
});

test("the policy table has a row for every API route of the app, and no other", () => {
  const routes = appRoutes();
  expect(routes.length).toBeGreaterThan(20);
  expect(routes).toEqual(Object.keys(POLICY).sort());
});

test("an expired session worked before its 24 hours ran out", async () => {
  const cookie = await signIn("/api/admin/login", STAFF);
  tick(SESSION_TTL_MS - 60_000);
  const live = await t.request("/api/admin/session", { headers: { cookie } });
  expect(await live.json()).toMatchObject({ authenticated: true });
  tick(61_000);
  const expired = await t.request("/api/admin/session", { headers: { cookie } });
  expect(await expired.json()).toEqual({ authenticated: false });
});

describe.each(Object.keys(POLICY))("%s", (route) => {
  test.each(IDENTITIES)("as %s", async (identity) => {
    const expected = POLICY[route]?.[identity];
    if (expected === undefined) throw new Error(`no policy for ${route} as ${identity}`);
    const { status, body: wanted } =
      typeof expected === "number" ? { status: expected, body: undefined } : expected;
    const cookie = await cookieOf(identity);
    // The clock moves by days to expire sessions; the uploads the calls name were made in beforeAll
    // and would have outlived their day by now (docs/decisions/0231-uploads-on-any-server.md).
    await t.client.execute({
      sql: "update uploads set created_at = ?",
      args: [new Date(clock).toISOString()],
    });
    const { path, body, headers, raw } = requestFor(route);
    const method = route.slice(0, route.indexOf(" "));
    const before = await fingerprint();

    const response = await t.request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
        ...(cookie ? { cookie } : {}),
      },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });

    expect(response.status, `${route} as ${identity}`).toBe(status);
    if (status === 401) {
      // Routes a client may call refuse with the client's sign-in message; staff routes with staff's.
      const refusal =
        POLICY[route]?.client !== 401 ? answerIn(CLIENT_SIGN_IN_REQUIRED, "en") : STAFF_SIGN_IN_REQUIRED;
      expect(await response.json()).toEqual({ error: refusal });
      expect(await fingerprint(), "a refused call changed nothing").toBe(before);
      expect(response.headers.getSetCookie(), "a refused call starts no session").toEqual([]);
    } else if (wanted) {
      expect(await response.json()).toMatchObject(wanted);
    }
    if (route === "POST /api/auth/password" && response.status === 200) {
      clientPassword = (body as { newPassword: string }).newPassword;
    }
  });
});
