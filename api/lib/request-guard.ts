import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { errorJson } from "./errors";
import { requestOrigin } from "./request-info";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for unsafe methods: a browser's
 * `Sec-Fetch-Site` must not say another site, and an `Origin`, when sent,
 * must name this host. Together with JSON-only bodies (415 otherwise) and
 * SameSite=Strict cookies this leaves no way to post from another site.
 */
export const requestGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const fetchSite = c.req.header("sec-fetch-site");
  const origin = c.req.header("origin");
  const crossSite = fetchSite === "cross-site" || fetchSite === "same-site";
  if (crossSite || (origin !== undefined && !sameHost(origin, requestOrigin(c).host))) {
    return errorJson(c, 403, "api_other_site");
  }
  await next();
});

/** Whether an `Origin` header names this host. */
export function sameHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host.toLowerCase() === host;
  } catch {
    return false;
  }
}
