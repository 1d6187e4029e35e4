import { PUSH_SERVICE_HOSTS } from "../contract/notification-settings";

/**
 * Whether the server may send to a push endpoint (docs/decisions/0162-push-and-settings.md):
 * a known push service over https on its default port, or a host (or
 * host:port) the operator listed in PUSH_ENDPOINT_ALLOWLIST. Nothing else,
 * private and loopback addresses included, is ever sent a request: the
 * endpoint comes from the browser and would otherwise aim the server anywhere.
 */
export function pushEndpointAllowed(endpoint: string, allowlist: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const listed = allowlist.some((entry) => {
    const [listedHost, listedPort] = entry.toLowerCase().split(/:(?=\d+$)/);
    return listedHost === host && (listedPort === undefined || listedPort === portOf(url));
  });
  if (listed) return url.protocol === "https:" || url.protocol === "http:";
  if (url.protocol !== "https:" || url.port !== "") return false;
  return PUSH_SERVICE_HOSTS.some((known) => (typeof known === "string" ? known === host : known.test(host)));
}

const portOf = (url: URL) => url.port || (url.protocol === "https:" ? "443" : "80");

/** PUSH_ENDPOINT_ALLOWLIST as written: comma-separated host names or host:port. */
export const PUSH_ALLOWLIST_ENTRY =
  /^(\[[0-9a-f:]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?$/;
