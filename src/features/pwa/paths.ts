/**
 * Screens that need the server (staff area, client portal and sign-in).
 * They are kept out of the precache and, offline, say they need a connection.
 */
const NEEDS_CONNECTION = /^\/(admin|client-dashboard|client-login|external-login)(\/|$)/;

export const needsConnection = (pathname: string): boolean => NEEDS_CONNECTION.test(pathname);

/** Build-output paths (relative to dist) that must stay out of the precache. */
export const precacheIgnoredHtml = [
  "admin/**",
  "client-dashboard/**",
  "client-login/**",
  "external-login/**",
  // The HEIC decoder (3 MB, only for HEIC photos the browser cannot read): fetched when needed.
  "assets/heif-worker-*.js",
];
