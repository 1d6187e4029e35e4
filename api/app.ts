import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import type { AppDeps, AppEnv, AppServices } from "./app-env";
import { errorJson } from "./lib/errors";
import { memoryFileStorage } from "./lib/file-storage";
import { IMAGE_TOO_LARGE } from "./lib/images";
import { memoryUploadStore } from "./lib/memory-uploads";
import { basicPageInspector } from "./lib/page-files";
import { createAccountVerifier } from "./lib/password-hasher";
import { defaultLimits, FailureCounter, submissionLimiter } from "./lib/rate-limits";
import { requestGuard } from "./lib/request-guard";
import { securityHeaders } from "./lib/security-headers";
import { defaultUploadLimits, uploadLimiter } from "./lib/uploads";
import { adminRoutes } from "./routes/admin";
import { adminInvoiceRoutes } from "./routes/admin-invoices";
import { clientAuthRoutes } from "./routes/auth";
import { fuelCardApplicationRoutes } from "./routes/fuel-card-applications";
import { healthRoutes } from "./routes/health";
import { invoicePageRoutes, invoiceRoutes } from "./routes/invoices";
import { quoteRoutes } from "./routes/quotes";
import { teamMemberRoutes } from "./routes/team-members";
import { uploadRoutes } from "./routes/uploads";

export type { AppDeps, AppEnv } from "./app-env";

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
  app.use("/api/*", compress());
  app.use("/api/*", async (c, next) => {
    c.set("deps", services);
    c.header("Cache-Control", "no-store");
    const started = performance.now();
    await next();
    // routePath is the pattern (/api/quotes/email/:email), never the e-mail itself.
    deps.logger.info("request", {
      method: c.req.method,
      route: c.req.routePath,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  // Built once, not per request: photo uploads get the larger limit, everything else the form limit.
  const formBodyLimit = bodyLimit({
    maxSize: services.limits.formBodyBytes,
    onError: (limited) => errorJson(limited, 413, "The request is too large."),
  });
  const photoBodyLimit = bodyLimit({
    maxSize: services.limits.photoBodyBytes,
    onError: (limited) => errorJson(limited, 413, IMAGE_TOO_LARGE),
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
    .route("/admin/invoices", adminInvoiceRoutes);

  app.all("/api/*", (c) => errorJson(c, 404, "Not found"));

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      return errorJson(c, error.status, error.message || "Request failed");
    }
    deps.logger.error("unhandled error", { route: c.req.routePath, name: error.name });
    return errorJson(c, 500, "Something went wrong on our side. Please try again.");
  });

  return { app, api };
}

/** The API's route types for the typed browser client (`hc<ApiType>`); import it with `import type`. */
export type ApiType = ReturnType<typeof createApp>["api"];

function resolveServices(deps: AppDeps): AppServices {
  const limits = { ...defaultLimits, ...deps.limits };
  const uploadLimits = { ...defaultUploadLimits, ...deps.uploadLimits };
  const now = deps.now ?? (() => new Date());
  const clock = () => now().getTime();
  return {
    ...deps,
    trustProxy: deps.trustProxy ?? false,
    clientPortalUrl: deps.clientPortalUrl,
    externalRedirectAllowlist: deps.externalRedirectAllowlist ?? [],
    now,
    limits,
    verifyPassword: createAccountVerifier(deps.passwordHasher),
    adminSignIns: new FailureCounter(limits.failedSignIns, limits.failedSignInWindowMs, clock),
    clientSignIns: new FailureCounter(limits.failedSignIns, limits.failedSignInWindowMs, clock),
    submissionLimiter: submissionLimiter(limits.submissionsPerMinute, deps.clientAddress),
    uploads: deps.uploads ?? memoryUploadStore({ maxSize: uploadLimits.maxFileBytes, now }),
    files: deps.files ?? memoryFileStorage(),
    pageInspector: deps.pageInspector ?? basicPageInspector,
    uploadLimits,
    uploadLimiter: uploadLimiter(uploadLimits.requestsPerMinute),
  };
}
