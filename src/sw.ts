/// <reference lib="webworker" />
import { BroadcastUpdatePlugin } from "workbox-broadcast-update";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheRouteOptions } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, StaleWhileRevalidate } from "workbox-strategies";
import { inSections, pageFile } from "../api/contract/built-pages";
import { FORM_IDEMPOTENCY_KEY } from "../api/contract/idempotency";
import {
  BASE_LOCALE,
  isPrefixedLocale,
  LOCALE_COOKIE,
  LOCALES,
  localeOfPath,
  pathInLocale,
  rootLocale,
  type Locale,
} from "../api/contract/words";
// Imported for what they define: how the queue sends invoice packets (and requests, below).
import "./features/invoices/packets/send-packets";
import { formPaths } from "./features/requests/form/form-paths";
import { keepForLater, type OutboxKind } from "./features/requests/outbox/outbox";
import { listenForPush } from "./features/push/sw-push";
import { splitManifest } from "./features/pwa/edition-pages";
import { precacheEditions } from "./features/pwa/page-editions";
import { PORTAL_CODE_CACHE, PORTAL_SHELL_CACHE, PORTAL_SHELL_KEY } from "./features/pwa/portal-cache";
import type { SyncRegistration } from "./lib/background-sync";
import { randomUuid } from "./lib/random-uuid";
import { flushQueue, QUEUE_SYNC_TAG } from "./lib/send-queue";
import { keptOnceOpened, needsConnection } from "virtual:route-sections";

declare const self: ServiceWorkerGlobalScope;

// The first install takes control at once; later versions wait for the
// visitor to accept "Update available - Reload" (SKIP_WAITING below).
clientsClaim();
cleanupOutdatedCaches();

/** The reader's remembered language, where the browser lets a worker read cookies (Chromium does). */
async function rememberedLocale(): Promise<string | undefined> {
  const store = (
    self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }
  ).cookieStore;
  return (await store?.get(LOCALE_COOKIE).catch(() => null))?.value;
}

/** The language of an offline page for `pathname`: its address's, else the reader's remembered one. */
async function offlineLocale(pathname: string): Promise<Locale> {
  const named = localeOfPath(pathname);
  if (named !== BASE_LOCALE) return named;
  const remembered = await rememberedLocale();
  return isPrefixedLocale(remembered) ? remembered : BASE_LOCALE;
}

const needsConnectionPage = async (pathname: string) =>
  pageFile(pathInLocale("/needs-connection", await offlineLocale(pathname)));

// The home page opens in the reader's language, as the server would choose it (the named one, the
// remembered one, then the browser's), online and offline alike: the precache below would
// otherwise always answer `/` in English (docs/decisions/0170-spanish-edition.md).
registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.pathname === "/",
  async ({ request, url, event }) => {
    const locale = rootLocale(
      url.searchParams.get("lang"),
      await rememberedLocale(),
      self.navigator.languages.join(","),
    );
    if (locale !== BASE_LOCALE) return Response.redirect(pathInLocale("/", locale), 302);
    const kept = await editions.matchPage("/index.html", { ownLanguage: true });
    if (kept) return kept;
    editions.keepOnceOpened(BASE_LOCALE, event);
    return fromNetworkOr(request, "/index.html");
  },
);

/**
 * Every public page's prerendered HTML, the articles, styles, scripts and
 * images: `/about?x=1` is answered with the precached `/about/index.html`.
 * The styles, scripts and images are every reader's; the pages are kept per
 * language, the reader's (features/pwa/page-editions.ts).
 */
const PRECACHE_ROUTING: PrecacheRouteOptions = {
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: "index.html",
  cleanURLs: false,
  urlManipulation: ({ url }) =>
    url.pathname.endsWith("/") ? [] : [new URL(`${url.pathname}/index.html`, url.origin)],
};
const manifest = splitManifest(self.__WB_MANIFEST);
precacheAndRoute(manifest.shared, PRECACHE_ROUTING);
const editions = precacheEditions(manifest.pages, PRECACHE_ROUTING, rememberedLocale);

async function fromNetworkOr(request: Request, fallbackUrl: string): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return (await editions.matchPage(fallbackUrl)) ?? Response.error();
  }
}

// The client portal's screens (invoices above all: a load is sent from the cab with no signal) are
// the client-rendered app. Nothing of it is precached for every visitor: the portal keeps its own
// shell and code on a client's phone (features/pwa/portal-cache.ts), and offline this worker answers
// from that copy. The session is still the server's to check on every call.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && inSections(keptOnceOpened, url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (
        (await caches.open(PORTAL_SHELL_CACHE).then((cache) => cache.match(PORTAL_SHELL_KEY))) ??
        (await editions.matchPage(await needsConnectionPage(new URL(request.url).pathname))) ??
        Response.error()
      );
    }
  },
);
registerRoute(
  ({ url, request }) =>
    request.method === "GET" &&
    url.origin === self.location.origin &&
    /^\/assets\/.+\.(js|css)$/.test(url.pathname),
  // Hashed file names: a file never changes, a new build has new names.
  new CacheFirst({
    cacheName: PORTAL_CODE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// Staff, portal and sign-in screens are never precached: online they load as usual,
// offline they get a page that says plainly that they need a connection. Both lists of sections
// come from the route tree's classes (docs/decisions/0050-route-classes.md).
registerRoute(
  ({ request, url }) => request.mode === "navigate" && inSections(needsConnection, url.pathname),
  async ({ request, url }) => fromNetworkOr(request, await needsConnectionPage(url.pathname)),
);

// Any other navigation the precache does not hold goes to the network; offline, the 404 page.
// API calls never fall back to HTML.
registerRoute(
  new NavigationRoute(
    ({ request, url }) => fromNetworkOr(request, `${pathInLocale("/404", localeOfPath(url.pathname))}.html`),
    { denylist: [/^\/api\//] },
  ),
);

/** The public forms that post to their own page (before the app runs, or without it), in every language. */
const FORM_PAGES: Record<string, OutboxKind> = Object.fromEntries(
  LOCALES.flatMap((locale) =>
    Object.entries(formPaths).map(([kind, path]) => [pathInLocale(path, locale), kind as OutboxKind]),
  ),
);

/** A posted form as the outbox keeps requests: text fields as text, the agreement as a boolean. */
function payloadOf(form: FormData): Record<string, string | boolean> {
  const payload: Record<string, string | boolean> = {};
  for (const [name, value] of form)
    if (typeof value === "string" && name !== "idempotencyKey") payload[name] = value;
  payload.agreeToTerms = payload.agreeToTerms === "on" || payload.agreeToTerms === "true";
  return payload;
}

/** A key the form itself carries, if any; otherwise none. */
const formKey = (value: FormDataEntryValue | null) =>
  typeof value === "string" && FORM_IDEMPOTENCY_KEY.test(value) ? value : undefined;

// A request form pressed before the app ran posts the page itself. The worker gives the post an
// idempotency key first, so that whatever happens next it is stored once: with signal it goes to
// the server under that key; without (or when the answer is lost on the way back) it is kept in
// the outbox under the same key and sent by itself later, and the visitor reads that it is saved
// on the phone.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.pathname in FORM_PAGES,
  async ({ request, url }) => {
    const kind = FORM_PAGES[url.pathname];
    if (!kind) return fetch(request);
    const form = await request.clone().formData();
    const key = formKey(form.get("idempotencyKey")) ?? randomUuid();
    form.set("idempotencyKey", key);
    const body = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === "string") body.append(name, value);
    try {
      // `manual`: the server's 303 to the answer page goes back to the browser as it is, so the
      // address bar shows that page.
      return await fetch(request.url, {
        method: "POST",
        body,
        credentials: "same-origin",
        redirect: "manual",
      });
    } catch {
      // Kept with the form's language: sent later from here, with no page, it is still answered in it.
      await keepForLater(kind, payloadOf(form), key, localeOfPath(url.pathname));
      const { sync } = self.registration as SyncRegistration;
      await sync?.register(QUEUE_SYNC_TAG).catch(() => undefined);
      return (await editions.matchPage(`${url.pathname}/saved/index.html`)) ?? Response.error();
    }
  },
  "POST",
);

// The last known team, so About works offline: the list revalidates in the
// background and, when it changed, BroadcastUpdatePlugin tells the pages
// (CACHE_UPDATED, features/team/cache-update-sync.tsx) so they show the fresh
// list at once. Photos (versioned URLs) come from the cache first.
const TEAM_LIST = "/api/team-members";
const teamList = new StaleWhileRevalidate({
  cacheName: "tpf-team",
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new BroadcastUpdatePlugin({ headersToCheck: ["etag", "content-length"] }),
  ],
});
const teamPhotos = new CacheFirst({
  cacheName: "tpf-team-photos",
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  // Staff screens always read the list from the server: they must see what they just saved.
  ({ url, request }) =>
    request.method === "GET" &&
    url.pathname === TEAM_LIST &&
    !new URL(request.referrer || url.origin).pathname.startsWith("/admin"),
  teamList,
);
registerRoute(
  ({ url, request }) => request.method === "GET" && /^\/api\/team-members\/[^/]+\/photo$/.test(url.pathname),
  teamPhotos,
);

/**
 * The team and its photos (a few small files) go into the cache at install,
 * with the pages: a driver who never opened About with signal still sees the
 * team there offline. Best effort: without signal or with the API down, the
 * worker installs anyway and About fills the cache on its first online visit.
 */
async function cacheTeam(event: ExtendableEvent): Promise<void> {
  try {
    const answer = await teamList.handle({ event, request: new Request(TEAM_LIST) });
    const { teamMembers } = (await answer.json()) as { teamMembers?: { profileImage: string | null }[] };
    await Promise.all(
      (teamMembers ?? []).flatMap(({ profileImage }) =>
        profileImage ? [teamPhotos.handleAll({ event, request: new Request(profileImage) })[1]] : [],
      ),
    );
  } catch (error) {
    console.warn("The team was not cached at install; About caches it on its first online visit.", error);
  }
}

self.addEventListener("install", (event) => event.waitUntil(cacheTeam(event)));

self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * Background Sync (where the browser has it) sends what waits with the same
 * code the pages use, for when no page is in front of the user; a visible
 * page sends it itself on reconnect and tells the user it went. What still
 * cannot go out fails the sync, so the browser retries.
 */
async function syncWhenUnseen(): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window" });
  if (windows.some((client) => (client as WindowClient).visibilityState === "visible")) return;
  const [waiting] = (await flushQueue({ wait: true })).waiting;
  if (waiting) throw new Error(`Still waiting to send: ${waiting.reason}`);
}

/**
 * Tags pages of the previous version registered (one per queue it had): a sync they asked for
 * still sends the one queue.
 */
const EARLIER_SYNC_TAGS = new Set(["tpf-outbox", "tpf-invoices"]);

// The send queue: the forms' requests, and the invoice packets (docs/decisions/0032-invoice-packets.md),
// which go on uploading with the pages' own code: resumable chunks and one idempotent create. Their
// pages and files are never cached here: no route above matches /api/uploads or /api/invoices, so
// those requests go straight to the network.
self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === QUEUE_SYNC_TAG || EARLIER_SYNC_TAGS.has(sync.tag)) sync.waitUntil(syncWhenUnseen());
});

// Web push: staff alerts and a client's invoice news, shown and opened (docs/decisions/0162-push-and-settings.md).
listenForPush();
