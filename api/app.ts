import {
  clientSettingsRoutes,
  pushRoutes,
  staffTestNotificationRoutes,
} from "./routes/notification-settings";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { HTTPException } from "hono/http-exception";
import type { AppDeps, AppEnv, AppServices } from "./app-env";
import { DEFAULT_VERIFY_ABOVE_CENTS } from "./contract/holds";
import { memoryFileStorage } from "./lib/file-storage";
import { IMAGE_TOO_LARGE } from "./lib/images";
import { memoryUploadStore } from "./lib/memory-uploads";
import { basicPageInspector } from "./lib/page-files";
import { isDatabaseBusy } from "./db/durable-client";
import { databaseLimitCounters } from "./db/limit-counters";
import { databaseUnreachable } from "./db/remote-errors";
import { englishErrorJson, errorJson, TOO_LARGE } from "./lib/errors";
import { timeOrderedId } from "./lib/ids";
import { HashingSlots } from "./lib/hashing-slots";
import { createAccountVerifier } from "./lib/password-hasher";
import {
  brokerCheckLimiter,
  defaultLimits,
  invoiceLimiter,
  submissionLimiter,
  WindowLimit,
} from "./lib/rate-limits";
import { requestGuard } from "./lib/request-guard";
import { directOrigin } from "./lib/request-info";
import { securityHeaders } from "./lib/security-headers";
import { defaultUploadLimits, uploadLimiter } from "./lib/uploads";
import { HoneypotAnswers } from "./lib/submissions";
import { adminRoutes } from "./routes/admin";
import { staffOwnAccountRoutes } from "./routes/credential-changes";
import { clientAccountRoutes, staffAccountRoutes } from "./routes/admin-accounts";
import { quoteClientRoutes } from "./routes/quote-clients";
import { accountMoneyRoutes, clientMoneyRoutes, paymentRoutes } from "./routes/money";
import { adminInvoiceRoutes } from "./routes/admin-invoices";
import { accountStatementRoutes, clientStatementRoutes } from "./routes/statement";
import { clientAuthRoutes } from "./routes/auth";
import { fuelCardApplicationRoutes } from "./routes/fuel-card-applications";
import { healthRoutes } from "./routes/health";
import { invoicePageRoutes, invoiceRoutes } from "./routes/invoices";
import { quoteRoutes } from "./routes/quotes";
import { receivableRoutes } from "./routes/receivables";
import { adminBrokerRoutes, brokerCheckRoutes } from "./routes/brokers";
import { brokerNoticeRoutes, noticeRoutes } from "./routes/notices";
import {
  clientInvitationRoutes,
  clientPasswordResetRoutes,
  passwordLinkRoutes,
  staffPasswordResetRoutes,
} from "./routes/password-links";
import { teamMemberRoutes } from "./routes/team-members";
import { uploadRoutes } from "./routes/uploads";

export type { AppDeps, AppEnv } from "./app-env";

const DATABASE_BUSY = "api_database_busy";
const DATABASE_UNREACHABLE = "api_database_unreachable";
const DATABASE_BUSY_RETRY_AFTER_SECONDS = 5;

const PHOTO_UPLOAD = /^\/api\/team-members\/[^/]+$/;
/** tus uploads stream their chunks to the store, which bounds them by the declared length. */
const RESUMABLE_UPLOAD = /^\/api\/uploads(\/[^/]*)?$/;

/**
 * The API as one Hono app: used by the Node server, by tests in process, and
 * by the MSW mocks in the browser (over an in-memory database), so all three
 * answer alike.
 */
export function createApp(deps: AppDeps) {
  const services = resolveServices(deps);
  const app = new Hono<AppEnv>();

  app.use("*", securityHeaders());
  // Pages answered per request (forms sent without JavaScript, About) use the services too.
  app.use("*", async (c, next) => {
    c.set("deps", services);
    await next();
  });
  app.use("/api/*", compress());
  // X-Request-Id: a proxy's id is kept (letters, digits, -, _ and = only), else a new one; in every log line.
  app.use("/api/*", requestId({ limitLength: 128, generator: () => timeOrderedId() }));
  app.use("/api/*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    const started = performance.now();
    await next();
    // routePath is the pattern (/api/quotes/email/:email), never the e-mail itself.
    deps.logger.info("request", {
      requestId: c.get("requestId"),
      method: c.req.method,
      route: c.req.routePath,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  // The app-wide cap, built once: photo uploads get the larger one, everything else the form's. Routes
  // that need less cap themselves lower (limitBody); deep nesting is refused before parsing (jsonBody).
  const formBodyLimit = bodyLimit({
    maxSize: services.limits.formBodyBytes,
    onError: (limited) => errorJson(limited, 413, TOO_LARGE),
  });
  const photoBodyLimit = bodyLimit({
    maxSize: services.limits.photoBodyBytes,
    onError: (limited) => englishErrorJson(limited, 413, IMAGE_TOO_LARGE),
  });
  app.use("/api/*", (c, next) =>
    RESUMABLE_UPLOAD.test(c.req.path)
      ? next()
      : c.req.method === "PUT" && PHOTO_UPLOAD.test(c.req.path)
        ? photoBodyLimit(c, next)
        : formBodyLimit(c, next),
  );
  app.use("/api/*", requestGuard);

  const api = app
    .basePath("/api")
    .route("/health", healthRoutes)
    .route("/quotes", quoteRoutes)
    .route("/fuel-card-applications", fuelCardApplicationRoutes)
    .route("/team-members", teamMemberRoutes)
    .route("/admin", adminRoutes)
    .route("/auth", clientAuthRoutes)
    .route("/uploads", uploadRoutes)
    .route("/invoices", invoiceRoutes)
    .route("/invoices", invoicePageRoutes)
    .route("/admin/invoices", adminInvoiceRoutes)
    .route("/admin/staff", staffAccountRoutes)
    .route("/admin/clients", clientAccountRoutes)
    .route("/admin/quotes", quoteClientRoutes)
    .route("/admin/clients", clientInvitationRoutes)
    .route("/admin/clients", clientMoneyRoutes)
    .route("/admin/payments", paymentRoutes)
    .route("/admin/clients", clientStatementRoutes)
    .route("/admin", receivableRoutes)
    .route("/admin/brokers", adminBrokerRoutes)
    .route("/admin/brokers", brokerNoticeRoutes)
    .route("/admin/notices", noticeRoutes)
    .route("/brokers", brokerCheckRoutes)
    .route("/account", accountMoneyRoutes)
    .route("/account", accountStatementRoutes)
    .route("/auth/password-reset", clientPasswordResetRoutes)
    .route("/admin/password-reset", staffPasswordResetRoutes)
    .route("/auth/password-links", passwordLinkRoutes)
    .route("/push", pushRoutes)
    .route("/account", clientSettingsRoutes)
    .route("/admin/test-notification", staffTestNotificationRoutes)
    .route("/admin/account", staffOwnAccountRoutes);

  app.all("/api/*", (c) => errorJson(c, 404, "api_not_found"));

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      return englishErrorJson(c, error.status, error.message || "Request failed");
    }
    const unreachable = databaseUnreachable(error);
    if (isDatabaseBusy(error) || unreachable) {
      // Nothing was written, or (a libSQL server out of reach) the client's Idempotency-Key makes
      // sending it again safe: either way, the same request later (docs/decisions/0010-busy-database.md).
      deps.logger.error(unreachable ? "database unreachable" : "database busy", {
        requestId: c.get("requestId"),
        route: c.req.routePath,
        ...(unreachable ? { code: unreachable.code } : {}),
      });
      c.header("Retry-After", String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
      return errorJson(c, 503, unreachable ? DATABASE_UNREACHABLE : DATABASE_BUSY);
    }
    deps.logger.error("unhandled error", {
      requestId: c.get("requestId"),
      route: c.req.routePath,
      name: error.name,
    });
    return errorJson(c, 500, "api_server_error");
  });

  return { app, api };
}

/** The API's route types for the typed browser client (`hc<ApiType>`); import it with `import type`. */
export type ApiType = ReturnType<typeof createApp>["api"];

function resolveServices(deps: AppDeps): AppServices {
  const trustedProxies = deps.trustedProxies ?? directOrigin;
  const clientAddress = (c: Context) => trustedProxies(c, deps.peerAddress(c)).address;
  const limits = { ...defaultLimits, ...deps.limits };
  const uploadLimits = { ...defaultUploadLimits, ...deps.uploadLimits };
  const now = deps.now ?? (() => new Date());
  const counters = databaseLimitCounters(deps.limitCountersDb ?? deps.db, {
    now,
    secret: deps.sessionSecret,
  });
  const windowLimit = (name: string, limit: number, windowMs: number) =>
    new WindowLimit(counters.window(name, windowMs), limit);
  return {
    ...deps,
    trustedProxies,
    clientAddress,
    clientPortalUrl: deps.clientPortalUrl,
    externalRedirectAllowlist: deps.externalRedirectAllowlist ?? [],
    now,
    limits,
    verifyPassword: createAccountVerifier(deps.passwordHasher),
    adminSignIns: windowLimit("staff-sign-ins", limits.failedSignIns, limits.failedSignInWindowMs),
    clientSignIns: windowLimit("client-sign-ins", limits.failedSignIns, limits.failedSignInWindowMs),
    uploads: deps.uploads ?? memoryUploadStore({ maxSize: uploadLimits.maxFileBytes, now }),
    files: deps.files ?? memoryFileStorage(),
    pageInspector: deps.pageInspector ?? basicPageInspector,
    uploadLimits,
    uploadLimiter: uploadLimiter(counters, uploadLimits.requestsPerMinute),
    signInsByAddress: windowLimit(
      "sign-ins-by-address",
      limits.failedSignInsPerAddress,
      limits.failedSignInWindowMs,
    ),
    passwordLinksByAddress: windowLimit(
      "password-links-by-address",
      limits.passwordLinksPerAddress,
      limits.passwordLinkWindowMs,
    ),
    passwordLinksByEmail: windowLimit(
      "password-links-by-email",
      limits.passwordLinksPerEmail,
      limits.passwordLinkWindowMs,
    ),
    push: deps.push,
    testNotifications: windowLimit("test-notifications", limits.testNotificationsPerHour, 60 * 60 * 1000),
    hashingSlots: new HashingSlots(limits.hashingConcurrency, limits.hashingQueuePerAddress),
    submissionLimiter: submissionLimiter(counters, limits.submissionsPerMinute, clientAddress),
    invoiceLimiter: invoiceLimiter(counters, limits.invoicesPerMinute),
    brokerCheckLimiter: brokerCheckLimiter(counters, limits.brokerChecksPerMinute),
    honeypotAnswers: new HoneypotAnswers(),
    verifyAboveCents: deps.verifyAboveCents ?? DEFAULT_VERIFY_ABOVE_CENTS,
  };
}
