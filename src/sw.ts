/// <reference lib="webworker" />
import { BroadcastUpdatePlugin } from "workbox-broadcast-update";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, StaleWhileRevalidate } from "workbox-strategies";
import { flushInvoicePackets, INVOICE_SYNC_TAG } from "./features/invoices/packets/send-packets";
import { flushOutbox, OUTBOX_SYNC_TAG } from "./features/outbox/outbox";
import { needsConnection } from "./features/pwa/paths";

declare const self: ServiceWorkerGlobalScope;

// The first install takes control at once; later versions wait for the
// visitor to accept "Update available - Reload" (SKIP_WAITING below).
clientsClaim();
cleanupOutdatedCaches();

/**
 * Every public page's prerendered HTML, the articles, styles, scripts and
 * images: `/about?x=1` is answered with the precached `/about/index.html`.
 */
precacheAndRoute(self.__WB_MANIFEST, {
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: "index.html",
  cleanURLs: false,
  urlManipulation: ({ url }) =>
    url.pathname.endsWith("/") ? [] : [new URL(`${url.pathname}/index.html`, url.origin)],
});

async function fromNetworkOr(request: Request, fallbackUrl: string): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return (await matchPrecache(fallbackUrl)) ?? Response.error();
  }
}

// One invoice's screen, for the client or for staff, has no prerendered page of
// its own (the server answers its address with the 404 page): the app shell
// renders it in the browser, with or without signal.
registerRoute(
  ({ request, url }) =>
    request.mode === "navigate" && /^\/(admin\/)?invoices\/(?!new\/?$)[^/]+\/?$/.test(url.pathname),
  async () => (await matchPrecache("/shell.html")) ?? Response.error(),
);

// Staff and portal screens are never precached: online they load as usual,
// offline they get a page that says plainly that they need a connection.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && needsConnection(url.pathname),
  ({ request }) => fromNetworkOr(request, "/needs-connection/index.html"),
);

// Any other navigation the precache does not hold falls back to the app shell.
// API calls never fall back to HTML.
registerRoute(
  new NavigationRoute(({ request }) => fromNetworkOr(request, "/shell.html"), { denylist: [/^\/api\//] }),
);

// The last known team, so About works offline: the list revalidates in the
// background and, when it changed, tells the pages (TEAM_LIST_UPDATED below)
// so they show the fresh list at once. Photos (versioned URLs) come from the
// cache first.
registerRoute(
  // Staff screens always read the list from the server: they must see what they just saved.
  ({ url, request }) =>
    request.method === "GET" &&
    url.pathname === "/api/team-members" &&
    !new URL(request.referrer || url.origin).pathname.startsWith("/admin"),
  new StaleWhileRevalidate({
    cacheName: "tpf-team",
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new BroadcastUpdatePlugin({ headersToCheck: ["etag", "content-length"] }),
    ],
  }),
);
registerRoute(
  ({ url, request }) => request.method === "GET" && /^\/api\/team-members\/[^/]+\/photo$/.test(url.pathname),
  new CacheFirst({
    cacheName: "tpf-team-photos",
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Background Sync (where the browser has it) sends the forms' outbox with the
// same code the pages use, for when no page is in front of the visitor; a
// visible page sends it itself on reconnect and tells the visitor it went.
// A request that still cannot go out fails the sync so the browser retries.
async function syncOutbox(): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window" });
  if (windows.some((client) => (client as WindowClient).visibilityState === "visible")) return;
  const report = await flushOutbox({ wait: true });
  if (report.waiting) throw new Error(`outbox: ${report.waiting.reason}`);
}

self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(syncOutbox());
});

// Invoice packets (docs/decisions/0032-invoice-packets.md) go on uploading by
// Background Sync when no page is in front of the driver, with the pages'
// own code: resumable chunks and one idempotent create. Their pages and
// files are never cached here: no route above matches /api/uploads or
// /api/invoices, so those requests go straight to the network.
async function syncInvoices(): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window" });
  if (windows.some((client) => (client as WindowClient).visibilityState === "visible")) return;
  const report = await flushInvoicePackets({ wait: true });
  if (report.waiting) throw new Error(`invoices: ${report.waiting.reason}`);
}

self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === INVOICE_SYNC_TAG) sync.waitUntil(syncInvoices());
});
