import type { Context } from "hono";
import type { AppEnv } from "../app-env";

/**
 * Where a request comes from, after any reverse proxies the operator listed
 * (TRUST_PROXY): the client's address (the key of the per-address limits),
 * whether it came over HTTPS (Secure cookies) and the host it asked for (the
 * same-site check). All three are read at the same hop.
 */
export interface RequestOrigin {
  address: string;
  https: boolean;
  host: string;
}

/** The request as it reached us, with no proxy in between. */
export function directOrigin(c: Context, peer: string): RequestOrigin {
  const url = new URL(c.req.url);
  return { address: peer, https: url.protocol === "https:", host: url.host.toLowerCase() };
}

export function requestOrigin(c: Context<AppEnv>): RequestOrigin {
  const deps = c.get("deps");
  return deps.trustedProxies(c, deps.peerAddress(c));
}
