import type { Context } from "hono";

/**
 * Facts about a request that depend on where the app runs: behind a trusted
 * reverse proxy (TRUST_PROXY) the forwarded host and scheme count.
 */
export function requestHost(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? firstValue(c.req.header("x-forwarded-host")) : undefined;
  return (forwarded ?? new URL(c.req.url).host).toLowerCase();
}

export function isHttpsRequest(c: Context, trustProxy: boolean): boolean {
  if (trustProxy && firstValue(c.req.header("x-forwarded-proto"))?.toLowerCase() === "https") return true;
  return new URL(c.req.url).protocol === "https:";
}

function firstValue(header: string | undefined): string | undefined {
  const value = header?.split(",")[0]?.trim();
  return value || undefined;
}
