import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { buildIdentity } from "./scripts/build-id-plugin.ts";
import { precacheEntries } from "./scripts/offline-files.ts";
import { precompress } from "./scripts/precompress-plugin.ts";
import { prerender } from "./scripts/prerender-plugin.ts";
import { routeSectionsModule } from "./scripts/route-sections-plugin.ts";

const require = createRequire(import.meta.url);

/**
 * Mock mode serves MSW's worker straight from the installed package, so it
 * always matches the msw version and never ships in a production build.
 */
function mswWorker(): Plugin {
  return {
    name: "tpf:msw-worker",
    apply: "serve",
    configureServer(server) {
      const file = require.resolve("msw/mockServiceWorker.js");
      server.middlewares.use("/mockServiceWorker.js", (_req, res) => {
        res.setHeader("Content-Type", "text/javascript");
        createReadStream(file).pipe(res);
      });
    },
  };
}

/**
 * A developer's route overrides for mock mode (README.md, "Override one route"), served as
 * `virtual:mock-overrides`: the untracked `mocks/overrides.local.ts`, or the file MOCK_OVERRIDES
 * names (the mock-mode tests write theirs outside the checkout). A file that appears or goes away
 * while the dev server runs reloads the page. Outside mock mode, and without a file, there are none.
 */
function mockOverrides(mock: boolean): Plugin {
  const id = "virtual:mock-overrides";
  const resolved = `\0${id}`;
  const file = path.resolve(process.env.MOCK_OVERRIDES ?? "mocks/overrides.local.ts");
  return {
    name: "tpf:mock-overrides",
    resolveId: (source) => (source === id ? resolved : undefined),
    load(loadId) {
      if (loadId !== resolved) return undefined;
      if (!mock || !existsSync(file)) return "export const overrides = [];";
      return `import * as local from ${JSON.stringify(file)};\nexport const overrides = local.overrides ?? [];`;
    },
    configureServer(server) {
      if (!mock) return;
      server.watcher.add(file);
      const appearedOrWent = (changed: string) => {
        if (path.resolve(changed) !== file) return;
        const module = server.moduleGraph.getModuleById(resolved);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("add", appearedOrWent);
      server.watcher.on("unlink", appearedOrWent);
    },
  };
}

/**
 * In development every address is the client-rendered app (app.html):
 * public pages render in the browser too, with their islands as ordinary
 * components. The production build prerenders them (scripts/prerender-plugin.ts).
 */
function devAppShell(): Plugin {
  return {
    name: "tpf:dev-app-shell",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? "/";
        const page =
          req.headers.accept?.includes("text/html") &&
          !url.startsWith("/api/") &&
          !path.extname(url.split("?")[0] ?? "");
        if (page) req.url = "/app.html";
        next();
      });
    },
  };
}

/**
 * With TPF_CHUNK_MAP=<file>, writes which source modules went into each
 * JavaScript chunk (`npm run bench` checks that staff, portal, form and
 * calculator code stays out of the pages that do not use it).
 */
function chunkModuleMap(file: string | undefined): Plugin | false {
  if (!file) return false;
  let root = process.cwd();
  return {
    name: "tpf:chunk-module-map",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        // A route file's split parts keep their `?tsr-split=…` (its component), the rest is the route table.
        map[chunk.fileName] = Object.keys(chunk.modules).map((id) => {
          const [file = id, query] = id.split("?");
          const split = query?.match(/tsr-split=[\w-]+/)?.[0];
          return path.relative(root, file).split(path.sep).join("/") + (split ? `?${split}` : "");
        });
      }
      mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      writeFileSync(file, JSON.stringify(map, null, 1));
    },
  };
}

/** The web app manifest: installable, with shortcuts to the three things drivers come for. */
const webManifest = {
  id: "/",
  name: "TPF: Truckers Preferred Funding",
  short_name: "TPF",
  description:
    "Invoice factoring, fuel cards and funding for owner-operators and small fleets. Quotes, calculators and articles that work offline.",
  start_url: "/",
  scope: "/",
  display: "standalone" as const,
  orientation: "portrait-primary" as const,
  theme_color: "#0b2545",
  background_color: "#ffffff",
  lang: "en-US",
  categories: ["finance", "business", "productivity"],
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
    { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
  shortcuts: [
    {
      name: "Get a Free Quote",
      short_name: "Get Quote",
      url: "/get-quote",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }],
    },
    {
      name: "Apply for a Fuel Card",
      short_name: "Fuel Card",
      url: "/fuel-card-application",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }],
    },
    {
      name: "Factoring Calculator",
      short_name: "Calculator",
      url: "/resources?tool=calculator",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }],
    },
  ],
  screenshots: [
    {
      src: "/screenshots/home-narrow.png",
      sizes: "750x1334",
      type: "image/png",
      form_factor: "narrow" as const,
      label: "TPF home on a phone",
    },
    {
      src: "/screenshots/home-wide.png",
      sizes: "1280x800",
      type: "image/png",
      form_factor: "wide" as const,
      label: "TPF home on a desktop",
    },
  ],
};

/**
 * The same app's manifest for a reader who installs it from a Spanish page
 * (docs/decisions/0170-spanish-edition.md): one app (the same `id`), opening
 * on the Spanish home, with Spanish names and shortcuts to the Spanish pages.
 * Spanish pages link it in place of the English one (src/entry-server.tsx).
 */
const SPANISH_MANIFEST = "manifest.es.webmanifest";
const webManifestEs = {
  ...webManifest,
  description:
    "Factoring de facturas, tarjetas de combustible y financiamiento para dueños-operadores y flotas pequeñas. Cotizaciones, calculadoras y artículos que funcionan sin conexión.",
  start_url: "/es",
  lang: "es-US",
  shortcuts: [
    {
      name: "Pedir una cotización gratis",
      short_name: "Cotización",
      url: "/es/get-quote",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }],
    },
    {
      name: "Solicitar una tarjeta de combustible",
      short_name: "Combustible",
      url: "/es/fuel-card-application",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }],
    },
    {
      name: "Calculadora de factoring",
      short_name: "Calculadora",
      url: "/es/resources?tool=calculator",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }],
    },
  ],
  screenshots: webManifest.screenshots.map((shot) => ({
    ...shot,
    label: shot.form_factor === "narrow" ? "TPF en un teléfono" : "TPF en una computadora",
  })),
};

/** Writes the Spanish manifest beside the English one that VitePWA writes. */
function spanishManifest(): Plugin {
  return {
    name: "tpf:spanish-manifest",
    apply: "build",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: SPANISH_MANIFEST,
        source: `${JSON.stringify(webManifestEs)}\n`,
      });
    },
  };
}

/**
 * Every island (src/islands/<name>.tsx) is an entry of the client build:
 * its chunk is its own and Vite's manifest lists it under its source path,
 * so the prerenderer knows what a page with that island loads.
 */
const islandEntries = Object.fromEntries(
  readdirSync("src/islands")
    .filter((file) => file.endsWith(".tsx") && !file.includes(".test."))
    .map((file) => [`island-${file.replace(/\.tsx$/, "")}`, `src/islands/${file}`]),
);

/**
 * The messages in two shapes (docs/decisions/0240-messages-in-two-shapes.md): Node (the server,
 * the unit tests, the type check) reads `src/paraglide`, one module per language (`npm run i18n`);
 * the pages read a module per message, so that a page's chunks carry only its own messages. Every
 * import the app makes of `src/paraglide/...` is served here from the browser's copy.
 */
const NODE_MESSAGES = path.resolve("src/paraglide");
const WEB_MESSAGES = path.resolve(".paraglide-web");

function webMessages(): Plugin {
  return {
    name: "tpf:web-messages",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !source.startsWith(".") || !source.includes("paraglide")) return null;
      const target = path.resolve(path.dirname(importer.split("?")[0] ?? importer), source);
      if (target !== NODE_MESSAGES && !target.startsWith(NODE_MESSAGES + path.sep)) return null;
      const file = WEB_MESSAGES + target.slice(NODE_MESSAGES.length);
      return file.endsWith(".js") ? file : `${file}.js`;
    },
  };
}

/**
 * HTTPS for the dev servers when DEV_HTTPS_CERT and DEV_HTTPS_KEY name a
 * certificate: a phone on the LAN gets a secure context, which the mocks'
 * service worker needs (README.md, "Mocks on a phone").
 */
function devHttps() {
  const { DEV_HTTPS_CERT: cert, DEV_HTTPS_KEY: key } = process.env;
  return cert && key ? { cert: readFileSync(cert), key: readFileSync(key) } : undefined;
}

/** BUILD_DIR lets parallel builds (one per test run) write apart: BUILD_DIR/dist and BUILD_DIR/dist-ssr. */
const buildDir = process.env.BUILD_DIR ?? ".";

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const mock = mode === "mock";
  const build = command === "build";
  return {
    plugins: [
      // The messages of both languages, compiled again when messages/*.json change (docs/decisions/0170-spanish-edition.md):
      // a build's pages get one module per message (webMessages above); the dev server, which does not
      // bundle, reads Node's shape, one module per language (as `npm run i18n` writes it), in a few
      // requests instead of a thousand.
      paraglideVitePlugin({
        project: "./project.inlang",
        strategy: ["baseLocale"],
        emitReadme: false,
        ...(build
          ? { outdir: "./.paraglide-web", outputStructure: "message-modules", emitTsDeclarations: false }
          : { outdir: "./src/paraglide", outputStructure: "locale-modules", emitTsDeclarations: true }),
      }),
      build && webMessages(),
      tanstackRouter({
        target: "react",
        autoCodeSplitting: true,
        // A route's loader travels with its component (one chunk, one request): whatever the
        // loader imports (article texts, legal pages) stays out of the entry chunk.
        codeSplittingOptions: {
          defaultBehavior: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
        },
      }),
      react(),
      mock && mswWorker(),
      mockOverrides(mock),
      devAppShell(),
      !isSsrBuild && buildIdentity(process.env.BUILD_ID),
      !isSsrBuild && spanishManifest(),
      !isSsrBuild && prerender({ serverDir: `${buildDir}/dist-ssr` }),
      VitePWA({
        disable: mock || Boolean(isSsrBuild),
        strategies: "injectManifest",
        srcDir: "src",
        filename: "sw.ts",
        registerType: "prompt",
        injectRegister: false,
        manifest: webManifest,
        includeManifestIcons: false,
        injectManifest: {
          globPatterns: ["**/*.{html,js,css,svg,png,webp,ico,txt,webmanifest}"],
          globIgnores: [
            "mockServiceWorker.js",
            "screenshots/**",
            "og-image.*",
            "app.html",
            // The HEIC decoder (3 MB) loads only when a client adds an iPhone photo, with signal.
            "assets/heif-worker-*.js",
          ],
          // Which pages and assets: from the route tree's classes and Vite's manifest.
          manifestTransforms: [precacheEntries(`${buildDir}/dist-ssr`)],
          // The worker learns which sections need a connection from the same route tree.
          buildPlugins: { vite: [routeSectionsModule(`${buildDir}/dist-ssr`)] },
          maximumFileSizeToCacheInBytes: 512 * 1024,
          // A classic script, which every browser runs as a service worker; the "es" format asks Rolldown
          // for the deprecated inlineDynamicImports, which warns at every build.
          rollupFormat: "iife",
        },
        devOptions: { enabled: false },
      }),
      !isSsrBuild && !mock && precompress(),
      !isSsrBuild && chunkModuleMap(process.env.TPF_CHUNK_MAP),
    ],
    // Every source file is scanned for dependencies when the dev server starts, so none is found
    // later while a page loads: Vite would then re-bundle and reload that page under the developer
    // (and under the mock-mode tests).
    optimizeDeps: {
      // The dev server pre-bundles every dependency it finds here before the first page loads. The
      // service worker is built on its own and imports a module only its build defines; scanning it
      // made the whole scan fail, so dependencies were found while a page ran and Vite reloaded that
      // page under it (a mock-mode test saw its page navigate away once in eight runs).
      entries: [
        "index.html",
        "app.html",
        "src/**/*.{ts,tsx}",
        "mocks/browser.ts",
        "!**/*.test.{ts,tsx}",
        // Declarations are not modules to scan; the compiled messages' own (src/paraglide) do not parse as code.
        "!**/*.d.ts",
        "!src/sw.ts",
      ],
    },
    server: {
      proxy: mock ? undefined : { "/api": `http://localhost:${process.env.API_PORT ?? 3001}` },
      https: devHttps(),
    },
    build: {
      outDir: `${buildDir}/${isSsrBuild ? "dist-ssr" : "dist"}`,
      emptyOutDir: true,
      manifest: true,
      // Every browser the app supports has modulepreload.
      modulePreload: { polyfill: false },
      copyPublicDir: !isSsrBuild,
      sourcemap: false,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            // Public pages (prerendered HTML with islands) and the client-rendered app.
            input: { site: "index.html", app: "app.html", ...islandEntries },
            // The browser app: nothing imports the entry's exports, so Rolldown may merge into it.
            preserveEntrySignatures: false,
            output: {
              codeSplitting: {
                groups: [
                  // Vite's dynamic-import helper, alone: the entry of public pages needs it to wake their
                  // islands, and must not pull a shared chunk of page code in with it.
                  { name: "preload-helper", test: /vite\/preload-helper/, priority: 10 },
                  // React in one file: every island needs all of it, so one request instead of five.
                  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 5 },
                  // What every public page wakes (the outbox, the offline pill, the update offer) and the
                  // small pieces all islands use, in one file instead of a dozen tiny ones.
                  {
                    name: "site-kit",
                    test: new RegExp(
                      [
                        String.raw`src[\/]lib[\/]islands\.tsx`,
                        String.raw`src[\/]features[\/]requests[\/]outbox[\/](outbox|outbox-store|outbox-actions|outbox-indicator|outbox-sync|messages)\.tsx?`,
                        String.raw`src[\/]features[\/]pwa[\/]`,
                        String.raw`src[\/]components[\/]ui[\/]toast`,
                        String.raw`node_modules[\/](idb|workbox-window)[\/]`,
                        String.raw`node_modules[\/]lucide-react[\/]dist[\/]esm[\/](shared|Icon|createLucideIcon|context|defaultAttributes)`,
                        "pwa-register",
                      ].join("|"),
                    ),
                    priority: 4,
                  },
                  // Icons grouped by the set of entries that use them, small groups merged.
                  {
                    name: "icons",
                    test: /node_modules[\\/]lucide-react[\\/]/,
                    entriesAware: true,
                    entriesAwareMergeThreshold: 6000,
                    priority: 3,
                  },
                ],
              },
              // entriesAware groups are named after every entry that shares them: keep the names short.
              chunkFileNames: (chunk) => `assets/${chunk.name.split("~")[0]}-[hash].js`,
            },
          },
    },
  };
});
