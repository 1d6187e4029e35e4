/// <reference lib="webworker" />
import type { RouteHandlerCallbackOptions } from "workbox-core/types";
import { PrecacheController, PrecacheRoute, type PrecacheRouteOptions } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { pageFile } from "../../../api/contract/built-pages";
import {
  BASE_LOCALE,
  basePath,
  isPrefixedLocale,
  LOCALES,
  localeOfPath,
  pathInLocale,
  type Locale,
} from "../../../api/contract/words";
import { editionCache, type ManifestEntry } from "./edition-pages";

declare const self: ServiceWorkerGlobalScope;

/**
 * The offline copy of the public site holds the reader's language (docs/decisions/0170-spanish-edition.md,
 * "Offline"). The build lists every prerendered page of every language in one manifest; the worker keeps
 * the pages of each language in a cache of their own (an edition), and installs only the editions the
 * reader reads: the language of the page that installed it (or the one they chose before), and any
 * edition it kept before. A page of another language is answered from the network, and the first one
 * opened with signal brings that whole edition in behind it, so it opens offline from then on.
 */

/** An event workbox's precache strategy reads as an install (it stores what it fetches), living as long as `event`. */
const installFrom = (event: ExtendableEvent) =>
  ({
    type: "install",
    waitUntil: (promise: Promise<unknown>) => event.waitUntil(promise),
  }) as ExtendableEvent;

export interface Editions {
  /**
   * A page's file (`/es/404.html`) from its language's edition; from another kept edition when that
   * one is not kept, unless `ownLanguage`.
   */
  matchPage(file: string, options?: { ownLanguage?: boolean }): Promise<Response | undefined>;
  /** Brings in the edition of `locale` behind a page of it opened with signal, unless it is kept. */
  keepOnceOpened(locale: Locale, event: ExtendableEvent): void;
}

/**
 * Precaches and routes each language's pages as an edition; `options` are the shared precache's,
 * so `/about` is answered with `/about/index.html` as before.
 */
export function precacheEditions(
  pages: Record<Locale, ManifestEntry[]>,
  options: PrecacheRouteOptions,
  readerLocale: () => Promise<string | undefined>,
): Editions {
  const controllers = Object.fromEntries(
    LOCALES.map((locale) => {
      const controller = new PrecacheController({ cacheName: editionCache(locale) });
      controller.addToCacheList(pages[locale]);
      return [locale, controller];
    }),
  ) as Record<Locale, PrecacheController>;
  /** Whether the reader has begun to keep this edition (some of its pages are on the phone). */
  const begun = (locale: Locale) => caches.has(editionCache(locale));
  /**
   * Whether every page of this version of the edition is on the phone. An install cut off half-way
   * (the signal lost), or a page opened with none, leaves only part of it, or an empty cache.
   */
  async function whole(locale: Locale): Promise<boolean> {
    if (knownWhole.has(locale)) return true;
    if (!(await begun(locale))) return false;
    const held = new Set(
      (await (await caches.open(editionCache(locale))).keys()).map((request) => request.url),
    );
    const every = [...controllers[locale].getURLsToCacheKeys().values()].every((key) => held.has(key));
    if (every) knownWhole.add(locale);
    return every;
  }
  /**
   * Editions found whole while this worker runs: every navigation asks, and a whole edition stays
   * whole until a new version of the worker (which starts with none known).
   */
  const knownWhole = new Set<Locale>();

  /** The editions to keep: those kept before, the reader's chosen language, and the languages of its open pages. */
  async function wanted(): Promise<Locale[]> {
    const chosen = await readerLocale();
    const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    const reading = new Set<Locale>(windows.map((client) => localeOfPath(new URL(client.url).pathname)));
    if (isPrefixedLocale(chosen)) reading.add(chosen);
    if (reading.size === 0) reading.add(BASE_LOCALE);
    const before = await Promise.all(
      LOCALES.map(async (locale) => ((await begun(locale)) ? locale : undefined)),
    );
    return LOCALES.filter((locale) => reading.has(locale) || before.includes(locale));
  }

  self.addEventListener("install", (event) => {
    event.waitUntil(
      wanted().then((locales) => Promise.all(locales.map((locale) => controllers[locale].install(event)))),
    );
  });
  // A new version drops the pages the old one kept that the build no longer has, in the editions kept
  // (activating one never kept would make its cache, and so keep it at the next update).
  self.addEventListener("activate", (event) => {
    event.waitUntil(
      Promise.all(
        LOCALES.map(async (locale) => {
          if (await begun(locale)) await controllers[locale].activate(event);
        }),
      ),
    );
  });

  const bringingIn = new Set<Locale>();
  /** The first page opened of an edition not kept: the whole edition comes in behind it, once. */
  function keepOnceOpened(locale: Locale, event: ExtendableEvent) {
    if (bringingIn.has(locale)) return;
    bringingIn.add(locale);
    event.waitUntil(
      (async () => {
        try {
          // What is already on the phone is not fetched again: only the missing pages are.
          if (!(await whole(locale))) await controllers[locale].install(installFrom(event));
        } catch (error) {
          // Without signal half-way, what came in stays and the next page opened tries again.
          console.warn(`The ${locale} pages were not all kept for offline use.`, error);
        } finally {
          bringingIn.delete(locale);
        }
      })(),
    );
  }

  /** The same page in another edition that is kept (`/es/about` for `/about`), if any. */
  async function keptElsewhere(pathname: string, locale: Locale): Promise<string | undefined> {
    for (const other of LOCALES.filter((each) => each !== locale)) {
      const address = pathInLocale(basePath(pathname.replace(/\/$/, "") || "/"), other);
      if (await controllers[other].matchPrecache(pageFile(address))) return address;
    }
    return undefined;
  }

  for (const locale of LOCALES) {
    const route = new PrecacheRoute(controllers[locale], options);
    registerRoute(route.match, async (handled: RouteHandlerCallbackOptions) => {
      const navigation = handled.request.mode === "navigate";
      if (navigation && handled.event) keepOnceOpened(locale, handled.event);
      try {
        return await route.handler.handle(handled);
      } catch (error) {
        // Offline, a page of an edition not kept opens in the edition the reader keeps.
        const elsewhere = navigation ? await keptElsewhere(handled.url.pathname, locale) : undefined;
        if (elsewhere) return Response.redirect(elsewhere, 302);
        throw error;
      }
    });
  }

  return {
    keepOnceOpened,
    async matchPage(file, { ownLanguage = false } = {}) {
      const own = localeOfPath(file);
      for (const locale of ownLanguage ? [own] : [own, ...LOCALES.filter((each) => each !== own)]) {
        const answer = await controllers[locale].matchPrecache(pathInLocale(basePath(file), locale));
        if (answer) return answer;
      }
      return undefined;
    },
  };
}
