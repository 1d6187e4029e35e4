import { describe, expect, it } from "vitest";
import type { BuildManifest, RouteRow } from "../api/contract/built-pages";
import {
  nonStaffFiles,
  portalAppFiles,
  prerenderedFile,
  publicAssetFilesOf,
  staffOnlyLeaks,
  unprecachedPages,
} from "./offline-files";

/** Routes as the server entry lists them: each with its class and its files, root first. */
const root = "src/routes/__root.tsx";
const locale = "src/routes/{-$locale}.tsx";
const routes: RouteRow[] = [
  {
    path: "/{-$locale}/about",
    addresses: ["/about", "/es/about"],
    routeClass: "public",
    files: [root, locale, "src/routes/{-$locale}/about.tsx"],
    notFound: false,
  },
  {
    path: "/{-$locale}/get-quote/sent",
    addresses: ["/get-quote/sent", "/es/get-quote/sent"],
    routeClass: "answer",
    files: [root, locale, "src/routes/{-$locale}/get-quote_.sent.tsx"],
    notFound: false,
  },
  {
    path: "/{-$locale}/client-login",
    addresses: ["/client-login", "/es/client-login"],
    routeClass: "sign-in",
    files: [root, locale, "src/routes/{-$locale}/client-login.tsx"],
    notFound: false,
  },
  {
    path: "/invoices/new",
    addresses: ["/invoices/new"],
    routeClass: "portal",
    files: [root, "src/routes/_portal.tsx", "src/routes/_portal/invoices/new.tsx"],
    notFound: false,
  },
  {
    path: "/admin/quotes",
    addresses: ["/admin/quotes"],
    routeClass: "staff",
    files: [root, "src/routes/admin/_staff.tsx", "src/routes/admin/_staff/quotes.tsx"],
    notFound: false,
  },
  { path: "/$", addresses: ["/$"], routeClass: "public", files: [root, "src/routes/$.tsx"], notFound: true },
];

/** A manifest shaped like Vite's for this app: two entries, split routes, a worker as an asset. */
const manifest: BuildManifest = {
  "index.html": {
    file: "assets/site.js",
    isEntry: true,
    imports: ["_react.js"],
    dynamicImports: ["src/islands/quote-form.tsx"],
  },
  "src/islands/quote-form.tsx": {
    file: "assets/quote-form.js",
    imports: ["_react.js"],
    css: ["assets/quote-form.css"],
  },
  "_react.js": { file: "assets/react.js" },
  "app.html": {
    file: "assets/app.js",
    isEntry: true,
    imports: ["_react.js"],
    css: ["assets/app.css"],
    dynamicImports: [
      "src/routes/_portal/invoices/new.tsx?tsr-split=component",
      "src/routes/admin/_staff/quotes.tsx?tsr-split=component",
      "src/routes/{-$locale}/about.tsx?tsr-split=component",
    ],
  },
  "src/routes/_portal/invoices/new.tsx?tsr-split=component": {
    file: "assets/new.js",
    src: "src/routes/_portal/invoices/new.tsx",
    imports: ["app.html", "_scanner.js"],
    dynamicImports: ["_send.js"],
  },
  "_scanner.js": { file: "assets/scanner.js", assets: ["assets/scan-worker.js"] },
  "_send.js": { file: "assets/send.js" },
  "src/routes/admin/_staff/quotes.tsx?tsr-split=component": {
    file: "assets/quotes.js",
    src: "src/routes/admin/_staff/quotes.tsx",
    imports: ["app.html"],
  },
  "src/routes/{-$locale}/about.tsx?tsr-split=component": {
    file: "assets/about.js",
    src: "src/routes/{-$locale}/about.tsx",
    imports: ["app.html"],
  },
};

describe("what a phone keeps for offline", () => {
  it("the precache: the public pages' entry and what it loads, static or on demand", () => {
    expect([...publicAssetFilesOf(manifest)].sort()).toEqual([
      "assets/quote-form.css",
      "assets/quote-form.js",
      "assets/react.js",
      "assets/site.js",
    ]);
  });

  it("the portal's copy: the app's entry, the portal's routes and all they load, the scan worker too; no staff or site routes", () => {
    expect(portalAppFiles(manifest, routes)).toEqual([
      "assets/app.css",
      "assets/app.js",
      "assets/new.js",
      "assets/react.js",
      "assets/scan-worker.js",
      "assets/scanner.js",
      "assets/send.js",
    ]);
  });

  it("the precache leaves out the prerendered pages of classes that are not precached, by the file each is written to", () => {
    const prerendered = [
      "/",
      "/about",
      "/es/about",
      "/get-quote/sent",
      "/es/get-quote/sent",
      "/client-login",
      "/es/client-login",
      "/resources/fuel-management",
      "/404",
      "/es/404",
    ];
    expect([...unprecachedPages(routes, prerendered)].sort()).toEqual([
      "client-login/index.html",
      "es/client-login/index.html",
      "es/get-quote/sent/index.html",
      "get-quote/sent/index.html",
    ]);
    expect(prerendered.map(prerenderedFile)).toEqual([
      "index.html",
      "about/index.html",
      "es/about/index.html",
      "get-quote/sent/index.html",
      "es/get-quote/sent/index.html",
      "client-login/index.html",
      "es/client-login/index.html",
      "resources/fuel-management/index.html",
      "404.html",
      "es/404.html",
    ]);
  });
});

describe("pdf.js stays in the staff area", () => {
  /** The staff route loads pdf.js on demand, with its worker as an asset. */
  const withPdf: BuildManifest = {
    ...manifest,
    "src/routes/admin/_staff/quotes.tsx?tsr-split=component": {
      ...manifest["src/routes/admin/_staff/quotes.tsx?tsr-split=component"]!,
      dynamicImports: ["_pdf.js"],
    },
    "_pdf.js": { file: "assets/pdf.js", assets: ["assets/pdf.worker.min.mjs"] },
  };
  const modules: Record<string, string[]> = {
    "assets/pdf.js": ["/repo/node_modules/pdfjs-dist/build/pdf.mjs"],
    "assets/pdf.worker.min.mjs": ["node_modules/pdfjs-dist/build/pdf.worker.min.mjs"],
    "assets/send.js": ["/repo/src/features/invoices/packets/send-packets.ts"],
  };
  const modulesOf = (file: string) => modules[file] ?? [];

  it("every file but the staff routes' own is outside the staff area", () => {
    expect([...nonStaffFiles(withPdf, routes)].sort()).toEqual([
      "assets/about.js",
      "assets/app.css",
      "assets/app.js",
      "assets/new.js",
      "assets/quote-form.css",
      "assets/quote-form.js",
      "assets/react.js",
      "assets/scan-worker.js",
      "assets/scanner.js",
      "assets/send.js",
      "assets/site.js",
    ]);
  });

  it("loaded only by a staff route, it is no leak", () => {
    expect(staffOnlyLeaks(nonStaffFiles(withPdf, routes), modulesOf)).toEqual([]);
  });

  it("bundled into a portal file or a public one, its code or its worker is named", () => {
    const leaked = (extra: Record<string, string[]>) => (file: string) => extra[file] ?? modulesOf(file);
    expect(
      staffOnlyLeaks(
        nonStaffFiles(withPdf, routes),
        leaked({
          "assets/send.js": ["/repo/node_modules/pdfjs-dist/build/pdf.mjs"],
          "assets/site.js": ["C:\\repo\\node_modules\\pdfjs-dist\\build\\pdf.worker.min.mjs"],
        }),
      ).sort(),
    ).toEqual(["assets/send.js: pdfjs-dist", "assets/site.js: pdfjs-dist"]);
  });
});
