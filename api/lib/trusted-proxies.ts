import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";
import type { Context } from "hono";
import type { RequestOrigin } from "./request-info";

/**
 * Where a request comes from, given the address of the connection's other
 * end: behind listed proxies, read from their X-Forwarded-* headers.
 */
export type ForwardedOrigin = (c: Context, peer: string) => RequestOrigin;

/**
 * Reads X-Forwarded-For, -Proto and -Host only from the proxies in `trusted`
 * (addresses, CIDR ranges, or proxy-addr's names `loopback`, `linklocal`,
 * `uniquelocal`), and all three at the same hop
 * (docs/decisions/0012-trusted-proxies.md):
 *
 * - proxy-addr walks X-Forwarded-For from the connection backwards while the
 *   address is a listed proxy; the first address that is not one is the
 *   client's, `hops` proxies away;
 * - each proxy appended one entry to each header, so the protocol and host
 *   the outermost listed proxy saw are the entries `hops` from the end (the
 *   first entry when a proxy set the header instead of appending to it).
 *
 * Entries the client wrote itself come before those and never count.
 * Throws a TypeError naming a bad entry of `trusted`.
 */
export function trustedProxies(trusted: readonly string[]): ForwardedOrigin {
  const trust = trusted.length > 0 ? proxyaddr.compile([...trusted]) : () => false;
  return (c, peer) => {
    const request = {
      headers: { "x-forwarded-for": c.req.header("x-forwarded-for") },
      connection: { remoteAddress: peer },
      socket: { remoteAddress: peer },
    } as unknown as IncomingMessage;
    const chain = proxyaddr.all(request, trust);
    const hops = chain.length - 1;
    const url = new URL(c.req.url);
    if (hops === 0) return { address: peer, https: url.protocol === "https:", host: url.host.toLowerCase() };
    const atHop = (header: string) => {
      const values = (c.req.header(header) ?? "")
        .split(",")
        .map((value) => value.trim())
        .filter(Boolean);
      return values[Math.max(0, values.length - hops)];
    };
    const protocol = atHop("x-forwarded-proto")?.toLowerCase();
    return {
      address: chain[hops] ?? peer,
      https: protocol ? protocol === "https" : url.protocol === "https:",
      host: (atHop("x-forwarded-host") ?? url.host).toLowerCase(),
    };
  };
}

/** TRUST_PROXY's entries, each checked by proxy-addr; throws a TypeError naming a bad one. */
export function checkTrustedProxies(entries: readonly string[]): void {
  if (entries.length > 0) proxyaddr.compile([...entries]);
}
