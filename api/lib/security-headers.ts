import { secureHeaders } from "hono/secure-headers";

/**
 * The headers of SECURITY.md: a CSP without inline scripts, nosniff, a referrer policy,
 * no framing. Scripts come only from our origin. Inline styles are allowed:
 * Radix positions popovers through style attributes and its scroll lock
 * writes a <style> element whose content depends on the scrollbar width, so
 * neither a hash nor (on static prerendered pages) a nonce can cover it.
 * Styles cannot run code; the script policy is what stops injection.
 */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** A route that sets one of these headers itself keeps its own (the page answers' stricter policy). */
export const securityHeaders = () =>
  secureHeaders({
    overwrite: false,
    contentSecurityPolicy,
    xFrameOptions: "DENY",
    xContentTypeOptions: true,
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: "max-age=31536000; includeSubDomains",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    xPermittedCrossDomainPolicies: "none",
    xXssProtection: "0",
  });
