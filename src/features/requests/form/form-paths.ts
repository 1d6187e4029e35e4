import type { OutboxKind } from "../outbox/outbox";

/**
 * Where each kind of request is written, and sent without JavaScript: its
 * own page, in English; the Spanish page is `/es` + the same path
 * (`localizedPath`).
 */
export const formPaths = {
  quote: "/get-quote",
  "fuel-card-application": "/fuel-card-application",
} as const satisfies Record<OutboxKind, string>;
