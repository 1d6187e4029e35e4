import type { FormAnswer } from "./form-answer";
import type { TeamMember } from "./team-member";
import { basePath, isPrefixedLocale, type Locale } from "./words.ts";

/**
 * What the server, the build's server entry (src/entry-server.tsx) and the
 * build scripts agree on about a built client: Vite's manifest, and the
 * request and answer of rendering one page.
 */

/**
 * Where a prerendered page is written, from the site's root: `/` -> `/index.html`, `/about` ->
 * `/about/index.html`, `/es/about` -> `/es/about/index.html`, and the 404 page of each language
 * `/404` -> `/404.html`, `/es/404` -> `/es/404.html`. The build writes there, the server and the
 * service worker read there.
 */
export const pageFile = (address: string): string =>
  address === "/"
    ? "/index.html"
    : basePath(address) === "/404"
      ? `${address}.html`
      : `${address}/index.html`;

/** One chunk of Vite's client build manifest. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  /** Files the chunk refers to by address, e.g. a Web Worker's script. */
  assets?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** What the client build wrote, which every page links or inlines. */
export interface BuiltClient {
  /** `index.html` as Vite wrote it, with `<!--app-head-->` and `<!--app-html-->` to fill. */
  template: string;
  manifest: BuildManifest;
  /** The text of a built file, by its path in the build (`assets/x.css`). */
  readFile(file: string): string;
}

export interface PageRequest {
  /** Path and query, e.g. `/resources?category=Finance`. */
  url: string;
  /** The site's public origin (SITE_URL): absolute links are left out without it. */
  siteUrl?: string | undefined;
  /** The team the About page shows; the build passes the seeded one, the server the current one. */
  teamMembers?: TeamMember[] | undefined;
  /** A request form sent without JavaScript that needs to be shown again. */
  form?: FormAnswer | undefined;
}

export type RenderedPage =
  { status: number; html: string } | { status: 301 | 302 | 303 | 307 | 308; location: string };

/** The manifest keys of the two entries: public pages (src/site.ts) and the client-rendered app. */
export const SITE_ENTRY = "index.html";
export const APP_ENTRY = "app.html";

/**
 * Every file the given chunks can load: their code, stylesheets and
 * assets, and those of what they import. `dynamic: false` leaves out what
 * they import only on demand (`import()`), e.g. the routes of the app;
 * `skip` names chunks not to enter (one followed on its own terms).
 */
export function filesReachable(
  manifest: BuildManifest,
  roots: string[],
  { dynamic = true, skip = [] }: { dynamic?: boolean; skip?: string[] } = {},
): Set<string> {
  const seen = new Set<string>(skip);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(dynamic ? (chunk.dynamicImports ?? []) : [])])
      visit(next);
  };
  for (const root of roots) visit(root);
  return files;
}

/**
 * The classes of routes and what each means for the build, the server and
 * the service worker. Each route group declares its class once, in the
 * route tree (`staticData.routeClass`); every list of paths is made from
 * that (docs/decisions/0050-route-classes.md).
 */
export const ROUTE_CLASSES = {
  /** Pages for everyone: prerendered, precached, open offline once the site was visited. */
  public: {
    rendered: "server",
    precached: true,
    needsConnection: false,
    keptOnceOpened: false,
    crawled: true,
  },
  /** The answer to a form sent without scripts: prerendered for the server, never precached (it names a reference only the server knows). */
  answer: {
    rendered: "server",
    precached: false,
    needsConnection: false,
    keptOnceOpened: false,
    crawled: true,
  },
  /** Sign-in pages: prerendered, but they need the server, so offline they say so. */
  "sign-in": {
    rendered: "server",
    precached: false,
    needsConnection: true,
    keptOnceOpened: false,
    crawled: true,
  },
  /** The client portal: rendered in the browser, kept on a client's phone once opened with signal. */
  portal: {
    rendered: "browser",
    precached: false,
    needsConnection: true,
    keptOnceOpened: true,
    crawled: false,
  },
  /** The staff area: rendered in the browser, only with a connection. */
  staff: {
    rendered: "browser",
    precached: false,
    needsConnection: true,
    keptOnceOpened: false,
    crawled: false,
  },
} as const;

export type RouteClass = keyof typeof ROUTE_CLASSES;
export type RouteClassFacts = (typeof ROUTE_CLASSES)[RouteClass];

/** One route of the route tree, as the server entry lists them for the build. */
export interface RouteRow {
  /** `/invoices/$reference`, `/{-$locale}/about` */
  path: string;
  /**
   * Where it answers: a page of the public site at its address in every language (`/about`,
   * `/es/about`; docs/decisions/0171-one-route-tree.md), any other route at its path.
   */
  addresses: string[];
  routeClass: RouteClass;
  /** The route's source file and those of the layouts above it, root first (`src/routes/__root.tsx`, …). */
  files: string[];
  /** The catch-all route that answers 404. */
  notFound: boolean;
}

/**
 * The sections (first path segments: `/admin`, `/invoices`) that hold the
 * routes of the classes `which` picks, at each of their addresses: what the
 * service worker and robots.txt name, so a new screen in a section is covered
 * by itself. Under a language's prefix a section is the segment after it
 * (`/es/client-login`): the prefix itself holds every kind of page.
 */
export function routeSections(routes: RouteRow[], which: (facts: RouteClassFacts) => boolean): string[] {
  const sections = routes
    .filter((route) => which(ROUTE_CLASSES[route.routeClass]))
    .flatMap((route) => route.addresses)
    .flatMap((address) => {
      const [, first = "", second = ""] = address.split("/");
      if (isPrefixedLocale(first)) return second ? [`/${first}/${second}`] : [];
      return first ? [`/${first}`] : [];
    });
  return [...new Set(sections)].sort();
}

/**
 * What the build's server entry (src/entry-server.tsx, bundled to
 * `dist-ssr/entry-server.js`) offers the server and the build scripts.
 */
export interface ServerEntry {
  renderPage(client: BuiltClient, request: PageRequest): Promise<RenderedPage>;
  /** Every route with a path, its class and source files. */
  routeTable(): RouteRow[];
  /** The pages the build writes as HTML. */
  prerenderPaths(): string[];
  /** Path patterns (`/invoices/$reference`) of the screens the browser renders. */
  clientRenderedPaths(): string[];
  /** Company facts filled into the static printable forms. */
  staticFileTokens(): Record<string, string>;
  /**
   * A page's address in each language, when it is a page of the public site, which is published in
   * every language (docs/decisions/0171-one-route-tree.md).
   */
  editionsOf(path: string): Readonly<Record<Locale, string>> | undefined;
}

/** True for `/admin` and `/admin/anything` when `/admin` is one of the sections. */
export const inSections = (sections: readonly string[], pathname: string): boolean =>
  sections.some((section) => pathname === section || pathname.startsWith(`${section}/`));
