import type { AnyRouter } from "@tanstack/react-router";

/**
 * Goes where the server said after sign-in: a path of this site through the
 * router, anything else (the configured client portal, an allow-listed
 * external system) as a full page load. The server builds these addresses
 * and never puts credentials in them.
 */
export function followRedirect(router: AnyRouter, redirectUrl: string): void {
  const target = new URL(redirectUrl, window.location.origin);
  if (target.origin === window.location.origin) {
    void router.navigate({ href: `${target.pathname}${target.search}${target.hash}` });
  } else {
    window.location.assign(target.href);
  }
}
