/**
 * Renders public pages to complete HTML documents: at build time for every
 * page (the prerenderer, scripts/prerender-plugin.ts), and on the server for
 * the few answers that depend on the request (a form sent without
 * JavaScript, a query string a page honours, the current team on About).
 * Both go through `renderPage`, so a page looks the same either way.
 * See docs/decisions/0004-islands.md.
 */
import {
  createMemoryHistory,
  HeadContent,
  type AnyRoute,
  RouterContextProvider,
  RouterProvider,
} from "@tanstack/react-router";
import { StrictMode, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import {
  APP_ENTRY,
  ROUTE_CLASSES,
  SITE_ENTRY,
  type BuildManifest,
  type BuiltClient,
  type PageRequest,
  type RenderedPage,
  type RouteClass,
  type RouteRow,
} from "../api/contract/built-pages";
import { company } from "./content/company";
import { articleSlugs } from "./content/articles/slugs";
import { editionsOf as addressesOf, LOCALES, localeOfPath, pathInLocale, type Locale } from "./lib/locale";
import { fuelTiers } from "./content/fuel-tiers";
import { teamMembersQueryOptions } from "./features/team/queries";
import { IslandServerRender } from "./lib/islands";
import { createAppRouter } from "./router";
import { Route as LocaleRoute } from "./routes/{-$locale}";

export async function renderPage(client: BuiltClient, request: PageRequest): Promise<RenderedPage> {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [request.url] }),
    siteUrl: request.siteUrl,
    page: { form: request.form },
  });
  if (request.teamMembers) {
    router.options.context.queryClient.setQueryData(teamMembersQueryOptions().queryKey, request.teamMembers);
  }
  await router.load();
  // A route that redirects, or a query string the page would write differently, resolves no
  // location: the page without its query string is the answer.
  if (!router.state.resolvedLocation) {
    return { status: 308, location: router.state.location.pathname };
  }

  const body = renderToString(
    <StrictMode>
      <IslandServerRender.Provider value={renderIsland}>
        <RouterProvider router={router} />
      </IslandServerRender.Provider>
    </StrictMode>,
  );
  const head = renderToString(
    <RouterContextProvider router={router}>
      <HeadContent />
    </RouterContextProvider>,
  );
  const routeFiles = router.state.matches.flatMap((match) => routeFileOf(match.routeId) ?? []);
  // Islands that wake when scrolled into view load their code then, not with the page.
  const islands = [...body.matchAll(/data-island="([\w-]+)" data-load="(\w+)"/g)].map(([, name, load]) => ({
    file: `src/islands/${name}.tsx`,
    preload: load !== "visible",
  }));
  const assets = pageAssets(client.manifest, routeFiles, islands);
  const locale = localeOfPath(new URL(request.url, "http://x").pathname);
  const html = client.template
    .replace('<html lang="en">', `<html lang="${locale}">`)
    // A Spanish page offers the app in Spanish (the manifest the build writes beside the English one).
    .replace('href="/manifest.webmanifest"', `href="/${manifestOf(locale)}"`)
    .replace(
      "<!--app-head-->",
      [head, ...inlineStyles(client, assets.css), ...preloads(assets.js)].join("\n"),
    )
    .replace("<!--app-html-->", body);

  const notFound = router.state.matches.some(
    (match) => match.status === "notFound" || match.staticData.notFound === true,
  );
  return { status: notFound ? 404 : (request.form?.status ?? 200), html };
}

/** An island as a root of its own, as the browser will hydrate it (see src/lib/islands.tsx). */
const renderIsland = (island: ReactElement, idPrefix: string) =>
  renderToString(<StrictMode>{island}</StrictMode>, { identifierPrefix: idPrefix });

/**
 * Every route module, by its source file (`/src/routes/{-$locale}/get-quote_.sent.tsx`):
 * the module graph says which file a route comes from, so flat and nested
 * file names need no guessing. Vite's manifest keys the routes' chunks by
 * the same files.
 */
const routeModules = import.meta.glob<{ Route?: AnyRoute }>(["/src/routes/**/*.tsx", "!**/*.test.tsx"], {
  eager: true,
});

/** Route id -> its source file, once a router has given the routes their ids. */
function routeFileOf(routeId: string): string | undefined {
  for (const [file, module] of Object.entries(routeModules)) {
    if (module.Route?.id === routeId) return file.slice(1);
  }
  return undefined;
}

/**
 * What the page needs from the build: the stylesheets of its routes and
 * islands (inlined, so nothing blocks the first paint), and the code of its
 * islands (preloaded). A route's own code is not loaded at all: the page is
 * its HTML.
 */
function pageAssets(
  manifest: BuildManifest,
  routeFiles: string[],
  islands: { file: string; preload: boolean }[],
) {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  // Depth first, a chunk's imports before the chunk: stylesheets keep the order the code imports them in.
  const collect = (key: string, withCode: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(`${key}:${withCode}`)) return;
    seen.add(`${key}:${withCode}`);
    for (const imported of chunk.imports ?? []) collect(imported, withCode);
    for (const file of chunk.css ?? []) css.add(file);
    if (withCode) js.add(chunk.file);
  };
  const keysOf = (sources: string[]) =>
    sources.flatMap((source) =>
      Object.entries(manifest)
        .filter(([key, chunk]) => (chunk.src ?? key).split("?")[0] === source)
        .map(([key]) => key),
    );
  // The app's entry holds the root layout's styles (and the global sheet); routes and islands follow.
  collect(APP_ENTRY, false);
  for (const key of keysOf(routeFiles)) collect(key, false);
  collect(SITE_ENTRY, false);
  for (const island of islands) for (const key of keysOf([island.file])) collect(key, island.preload);
  return { css: [...css], js: [...js] };
}

/**
 * Each stylesheet inline, followed by a disabled `<link>` to the same file:
 * browsers never fetch a disabled stylesheet, and Vite's loader, which adds
 * an island's CSS when its code loads, sees the link and does not fetch it
 * either.
 */
function inlineStyles(client: BuiltClient, files: string[]): string[] {
  return files.flatMap((file) => [
    `<style data-href="/${file}">${client.readFile(file).replace(/<\/style/gi, "<\\/style")}</style>`,
    `<link rel="stylesheet" crossorigin href="/${file}" disabled />`,
  ]);
}

/** Island code, fetched alongside the page at low priority: the words and images go first. */
const preloads = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}" />`);

/** The class a route's group declares (docs/decisions/0050-route-classes.md). */
function routeClassOf(route: AnyRoute): RouteClass {
  for (let each: AnyRoute | undefined = route; each; each = each.parentRoute as AnyRoute | undefined) {
    const routeClass = each.options.staticData?.routeClass;
    if (routeClass) return routeClass;
  }
  throw new Error(
    `The route ${route.id} has no class: declare staticData.routeClass on it or on its group (docs/decisions/0050-route-classes.md).`,
  );
}

/** The web app manifest a page of `locale` links (the build writes one per language). */
const manifestOf = (locale: Locale) =>
  locale === "en" ? "manifest.webmanifest" : `manifest.${locale}.webmanifest`;

/**
 * A route's addresses: a route under the locale segment (the public site) answers at its path in
 * every language, `/{-$locale}/about` at `/about` and `/es/about`; any other route at its path.
 */
function addressesOfRoute(path: string): string[] {
  const segment = LocaleRoute.fullPath;
  if (path !== segment && !path.startsWith(`${segment}/`)) return [path];
  const page = path.slice(segment.length).replace(/\/$/, "") || "/";
  return LOCALES.map((locale) => pathInLocale(page, locale));
}

/** Every route with a path, its class and source files: what the build makes its lists from. */
export function routeTable(): RouteRow[] {
  const router = createAppRouter();
  return Object.entries(router.routesByPath).map(([path, route]) => {
    const files: string[] = [];
    for (let each: AnyRoute | undefined = route; each; each = each.parentRoute as AnyRoute | undefined) {
      const file = routeFileOf(each.id);
      if (file) files.unshift(file);
    }
    return {
      path,
      addresses: addressesOfRoute(path),
      routeClass: routeClassOf(route),
      files,
      notFound: route.options.staticData?.notFound === true,
    };
  });
}

/** The values a path parameter is prerendered with: a page per article, in every language. */
const prerenderedParameters: Readonly<Record<string, readonly string[]>> = { slug: articleSlugs };

/** An address with its parameters filled in with every prerendered value; none when one has no values. */
function filledAddresses(address: string): string[] {
  const parameter = address.match(/\$(\w+)/);
  if (!parameter) return [address];
  const [placeholder = "", name = ""] = parameter;
  return (prerenderedParameters[name] ?? []).flatMap((value) =>
    filledAddresses(address.replace(placeholder, value)),
  );
}

/**
 * The pages the build writes as HTML: each route the server renders, at each of its addresses
 * (every language of a page of the public site), once per prerendered value of its parameters
 * (the articles), and the 404 page in every language. A route that redirects renders no page and
 * is left to the server.
 */
export function prerenderPaths(): string[] {
  return routeTable()
    .filter((route) => ROUTE_CLASSES[route.routeClass].rendered === "server")
    .flatMap((route) =>
      route.notFound
        ? LOCALES.map((locale) => pathInLocale("/404", locale))
        : route.addresses.flatMap(filledAddresses),
    );
}

/** Path patterns (`/invoices/$reference`) of the screens the app renders in the browser. */
export function clientRenderedPaths(): string[] {
  return routeTable()
    .filter((route) => ROUTE_CLASSES[route.routeClass].rendered === "browser")
    .flatMap((route) => route.addresses);
}

/** Company facts for the static printable form (public/forms), filled in at build. */
export function staticFileTokens(): Record<string, string> {
  const { address } = company;
  return {
    "company.name": company.name,
    "company.fullName": company.fullName,
    "company.phone": company.phone.display,
    "company.phoneHref": company.phone.href,
    "company.text": company.text.display,
    "company.email": company.email.support,
    "company.privacyEmail": company.email.privacy,
    "company.hours": company.hours,
    "company.street": address.street,
    "company.cityLine": `${address.city}, ${address.region} ${address.postalCode}`,
    "company.responsePromise": company.responsePromise,
    "company.copyrightYear": String(company.copyrightYear),
    ...Object.fromEntries(
      fuelTiers.map((tier) => [
        `fuelTier.${tier.id}`,
        `${tier.name}: ${tier.centsPerGallon}¢ per gallon, ${tier.locations} locations, ${tier.perk.toLowerCase()}`,
      ]),
    ),
  };
}

/**
 * A page's address in each language, when the route tree answers it with a page under the locale
 * segment (the public site, published in every language); undefined for any other address.
 */
export function editionsOf(path: string): Readonly<Record<Locale, string>> | undefined {
  const matches = createAppRouter().matchRoutes(path);
  return matches.some((match) => match.routeId === LocaleRoute.id) ? addressesOf(path) : undefined;
}
