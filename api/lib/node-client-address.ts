import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's address on the Node server: the socket's peer, or behind a
 * trusted reverse proxy the address that proxy appended to X-Forwarded-For
 * (the last entry; earlier ones are whatever the caller claimed).
 */
export function nodeClientAddress(trustProxy: boolean) {
  return (c: Context): string => {
    if (trustProxy) {
      const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? "unknown";
    } catch {
      return "unknown";
    }
  };
}
