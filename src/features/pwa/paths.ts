/**
 * Screens that need the server (staff area, client portal and sign-in).
 * They are kept out of the precache and, offline, say they need a connection.
 */
const NEEDS_CONNECTION = /^\/(admin|client-dashboard|client-login|external-login|invoices)(\/|$)/;

export const needsConnection = (pathname: string): boolean => NEEDS_CONNECTION.test(pathname);

/**
 * Build-output paths (relative to dist) that must stay out of the precache:
 * the screens above, and the answer pages of forms sent without
 * JavaScript, which name a reference only the server knows.
 */
export const precacheIgnoredHtml = [
  "admin/**",
  "client-dashboard/**",
  "client-login/**",
  "external-login/**",
  "invoices/**",
  "get-quote/sent/**",
  "fuel-card-application/sent/**",
];
