import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  inSections,
  ROUTE_CLASSES,
  routeSections,
  type BuildManifest,
  type ServerEntry,
} from "../api/contract/built-pages";
import * as entry from "./entry-server";

// The build and the server load the bundled entry as this shape: the type check keeps the two in step.
const { clientRenderedPaths, prerenderPaths, renderPage, routeTable }: ServerEntry = entry;

describe("the route tree as the one source of route classes", () => {
  it("gives every route a class and the source files it comes from, flat file names included", () => {
    const routes = routeTable();
    for (const route of routes) {
      expect(route.files.length, route.path).toBeGreaterThan(0);
      for (const file of route.files) expect(existsSync(file), file).toBe(true);
      expect(route.files[0]).toBe("src/routes/__root.tsx");
    }
    const byPath = new Map(routes.map((route) => [route.path, route]));
    expect(byPath.get("/get-quote/sent")).toEqual({
      path: "/get-quote/sent",
      routeClass: "answer",
      files: ["src/routes/__root.tsx", "src/routes/_site.tsx", "src/routes/_site/get-quote_.sent.tsx"],
      notFound: false,
    });
    expect(byPath.get("/fuel-card-application/saved")?.routeClass).toBe("public");
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
    "src/routes/_site.tsx?tsr-split=component---loader": {
      file: "assets/site-layout.js",
      imports: ["_shell.js"],
    },
    "_shell.js": { file: "assets/shell.js", css: ["assets/shell.css"] },
    "src/routes/_site/get-quote_.sent.tsx?tsr-split=component---loader": {
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
