/**
 * Screens that need the server (staff area, client portal and sign-in).
 * They are kept out of the precache and, offline, say they need a connection.
 */
const NEEDS_CONNECTION = /^\/(admin|client-dashboard|client-login|external-login|invoices)(\/|$)/;

export const needsConnection = (pathname: string): boolean => NEEDS_CONNECTION.test(pathname);

/**
 * The client portal's screens, which keep working without signal once the
 * client has opened them with signal (the service worker keeps the app's
 * shell and code as they are fetched).
 */
const WORKS_OFFLINE_ONCE_OPENED = /^\/(client-dashboard|invoices)(\/|$)/;

export const worksOfflineOnceOpened = (pathname: string): boolean => WORKS_OFFLINE_ONCE_OPENED.test(pathname);

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
