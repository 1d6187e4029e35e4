import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address of the connection's other end on the Node server: the caller
 * itself, or a reverse proxy (which counts only when TRUST_PROXY lists it).
 */
export function nodePeerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
