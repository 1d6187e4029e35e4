import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  inSections,
  ROUTE_CLASSES,
  routeSections,
  type BuildManifest,
  type ServerEntry,
} from "../api/contract/built-pages";
import { LOCALES, localeOfPath, type Locale } from "./lib/locale";
import * as entry from "./entry-server";

// The build and the server load the bundled entry as this shape: the type check keeps the two in step.
const { clientRenderedPaths, editionsOf, prerenderPaths, renderPage, routeTable }: ServerEntry = entry;

describe("the route tree as the one source of route classes", () => {
  it("gives every route a class and the source files it comes from, flat file names included", () => {
    const routes = routeTable();
    for (const route of routes) {
      expect(route.files.length, route.path).toBeGreaterThan(0);
      for (const file of route.files) expect(existsSync(file), file).toBe(true);
      expect(route.files[0]).toBe("src/routes/__root.tsx");
    }
    const byPath = new Map(routes.map((route) => [route.path, route]));
    expect(byPath.get("/{-$locale}/get-quote/sent")).toEqual({
      path: "/{-$locale}/get-quote/sent",
      addresses: ["/get-quote/sent", "/es/get-quote/sent"],
      routeClass: "answer",
      files: [
        "src/routes/__root.tsx",
        "src/routes/{-$locale}.tsx",
        "src/routes/{-$locale}/get-quote_.sent.tsx",
      ],
      notFound: false,
    });
    expect(byPath.get("/{-$locale}/fuel-card-application/saved")?.routeClass).toBe("public");
    expect(byPath.get("/invoices/$reference")?.routeClass).toBe("portal");
    expect(byPath.get("/admin/quotes")?.routeClass).toBe("staff");
    expect(byPath.get("/admin/login")?.routeClass).toBe("sign-in");
    expect(byPath.get("/$")?.notFound).toBe(true);
  });

  it("prerenders what the server renders and leaves the signed-in screens to the browser", () => {
    const prerendered = prerenderPaths();
    expect(prerendered).toEqual(expect.arrayContaining(["/", "/get-quote/sent", "/client-login", "/404"]));
    expect(prerendered.filter((path) => path.startsWith("/invoices") || path === "/admin/quotes")).toEqual(
      [],
    );
    expect(clientRenderedPaths().sort()).toEqual(
      routeTable()
        .filter((route) => route.routeClass === "portal" || route.routeClass === "staff")
        .map((route) => route.path)
        .sort(),
    );
  });

  it("names sections that hold no page meant to open offline", () => {
    const routes = routeTable();
    const needsConnection = routeSections(routes, (facts) => facts.needsConnection);
    expect(needsConnection).toEqual([
      "/account-settings",
      "/admin",
      "/broker-check",
      "/client-dashboard",
      "/client-login",
      "/es/client-login",
      "/es/forgot-password",
      "/es/reset-password",
      "/external-login",
      "/forgot-password",
      "/invoices",
      "/reset-password",
      "/statement",
    ]);
    expect(routeSections(routes, (facts) => facts.keptOnceOpened)).toEqual([
      "/account-settings",
      "/broker-check",
      "/client-dashboard",
      "/invoices",
      "/statement",
    ]);
    const offlinePages = routes.filter((route) => ROUTE_CLASSES[route.routeClass].precached);
    for (const route of offlinePages) expect(inSections(needsConnection, route.path), route.path).toBe(false);
  });
});

describe("a page's stylesheets", () => {
  /** A build's manifest, as Vite keys route chunks: by the route's file and the split part. */
  const manifest: BuildManifest = {
    "app.html": { file: "assets/app.js", isEntry: true, css: ["assets/app.css"] },
    "index.html": { file: "assets/site.js", isEntry: true },
    "src/routes/{-$locale}.tsx?tsr-split=component---loader": {
      file: "assets/site-layout.js",
      imports: ["_shell.js"],
    },
    "_shell.js": { file: "assets/shell.js", css: ["assets/shell.css"] },
    "src/routes/{-$locale}/get-quote_.sent.tsx?tsr-split=component---loader": {
      file: "assets/sent.js",
      imports: ["_page-header.js"],
    },
    "_page-header.js": { file: "assets/page-header.js", css: ["assets/page-header.css"] },
  };
  const client = {
    template: "<!--app-head--><!--app-html-->",
    manifest,
    readFile: (file: string) => `/* ${file} */`,
  };

  it("are those of every route the page matches, a flat route's own file included", async () => {
    const page = await renderPage(client, { url: "/get-quote/sent" });
    if (!("html" in page)) throw new Error("the answer page redirected");
    const inlined = [...page.html.matchAll(/<style data-href="\/([^"]+)">/g)].map(([, file]) => file);
    expect(inlined).toEqual(["assets/app.css", "assets/shell.css", "assets/page-header.css"]);
  });
});

describe("the home-screen icon", () => {
  const iconLink = /<link rel="apple-touch-icon" href="\/apple-touch-icon.png"\s*\/?>/;

  it("is linked by public pages and by the app's shell (portal, staff), which iPhones read when added to the home screen", async () => {
    const page = await renderPage(
      { template: "<!--app-head--><!--app-html-->", manifest: {}, readFile: () => "" },
      { url: "/" },
    );
    expect("html" in page && page.html).toMatch(iconLink);
    expect(readFileSync("app.html", "utf8")).toMatch(iconLink);
    expect(existsSync("public/apple-touch-icon.png")).toBe(true);
  });
});

describe("one route tree for every language", () => {
  const client = {
    template: '<html lang="en"><head><!--app-head--></head><body><!--app-html--></body></html>',
    manifest: {},
    readFile: () => "",
  };
  const siteUrl = "https://tpf.example";
  /** The page at `url` as the build writes it, with what its head and `<html>` say. */
  async function rendered(url: string) {
    const page = await renderPage(client, { url, siteUrl, teamMembers: [] });
    if (!("html" in page)) throw new Error(`${url} redirected to ${page.location}`);
    const { html } = page;
    const alternates = Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    );
    return {
      status: page.status,
      lang: html.match(/<html lang="([^"]+)">/)?.[1],
      title: html.match(/<title>([^<]*)<\/title>/)?.[1],
      ogLocale: html.match(/<meta property="og:locale" content="([^"]+)"/)?.[1],
      canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
      noindex: html.includes('<meta name="robots" content="noindex"'),
      alternates,
    };
  }

  it("prerenders exactly the addresses the site published when each language had route files of its own", () => {
    const published = (
      JSON.parse(readFileSync("tests/fixtures/published-site.json", "utf8")) as { prerendered: string[] }
    ).prerendered;
    // `/quote` only redirects: the server answers it, and the build writes no page for it.
    expect(
      prerenderPaths()
        .filter((path) => path !== "/quote")
        .sort(),
    ).toEqual(published);
  });

  it("renders every page of the public site in every language, each with its language, its own title and its editions", async () => {
    // slow: renders every page of the public site in each language (about 60 pages), 10-20 s on a busy machine.
    const pages = prerenderPaths().filter((path) => localeOfPath(path) === "en" && editionsOf(path));
    expect(pages.length).toBeGreaterThan(25);
    for (const english of pages) {
      const editions = editionsOf(english)!;
      const titles = new Map<string, Locale>();
      for (const locale of LOCALES) {
        const page = await rendered(editions[locale]);
        const where = `${editions[locale]} (${locale})`;
        expect(page.status, where).toBe(200);
        expect(page.lang, where).toBe(locale);
        expect(page.ogLocale, where).toBe(`${locale}_US`);
        expect(page.title, where).toMatch(/TPF/);
        expect(titles.get(page.title!), `${where}: the same title as in ${titles.get(page.title!)}`).toBe(
          undefined,
        );
        titles.set(page.title!, locale);
        if (page.noindex) {
          expect(page.alternates, where).toEqual({});
          expect(page.canonical, where).toBeUndefined();
        } else {
          expect(page.canonical, where).toBe(`${siteUrl}${editions[locale]}`);
          expect(page.alternates, where).toEqual({
            ...Object.fromEntries(LOCALES.map((each) => [each, `${siteUrl}${editions[each]}`])),
            "x-default": `${siteUrl}${editions.en}`,
          });
        }
      }
    }
  }, 120_000);

  it("answers a first segment that names no language of ours with the 404 page, never a page under another language's name", async () => {
    for (const [url, lang] of [
      ["/fr/about", "en"],
      ["/en/about", "en"],
      ["/ES/about", "en"],
      ["/fr", "en"],
      ["/es/admin", "es"],
      ["/es/es/about", "es"],
    ] as const) {
      const page = await rendered(url);
      expect(page.status, url).toBe(404);
      expect(page.lang, url).toBe(lang);
      expect(editionsOf(url), url).toBeUndefined();
    }
    // A page of the tree whose loader finds nothing: the 404 page in the address's language.
    expect(await rendered("/es/resources/no-such-article")).toMatchObject({ status: 404, lang: "es" });
    expect((await rendered("/es/about")).status).toBe(200);
    expect((await rendered("/es")).lang).toBe("es");
  });

  it("gives the editions only of pages of the public site", () => {
    expect(editionsOf("/resources/dot-compliance")).toEqual({
      en: "/resources/dot-compliance",
      es: "/es/resources/dot-compliance",
    });
    expect(editionsOf("/es")).toEqual({ en: "/", es: "/es" });
    for (const single of ["/external-login", "/client-dashboard", "/admin/login", "/404", "/quote"])
      expect(editionsOf(single), single).toBeUndefined();
  });
});
