import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { createReadStream } from "node:fs";
import { createRequire } from "node:module";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "./scripts/precompress-plugin.ts";
import { prerender } from "./scripts/prerender-plugin.ts";

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

/** BUILD_DIR lets parallel builds (one per test run) write apart: BUILD_DIR/dist and BUILD_DIR/dist-ssr. */
const buildDir = process.env.BUILD_DIR ?? ".";

export default defineConfig(({ mode, isSsrBuild }) => {
  const mock = mode === "mock";
  return {
    plugins: [
      tanstackRouter({ target: "react", autoCodeSplitting: true }),
      react(),
      mock && mswWorker(),
      !isSsrBuild && prerender({ serverEntry: `${buildDir}/dist-ssr/entry-server.js` }),
      VitePWA({
        disable: mock || Boolean(isSsrBuild),
        strategies: "injectManifest",
        srcDir: "src",
        filename: "sw.ts",
        registerType: "prompt",
        injectRegister: false,
        manifest: false,
        injectManifest: {
          globPatterns: ["**/*.{html,js,css,svg,png,webp,ico,txt,webmanifest}"],
          globIgnores: ["mockServiceWorker.js", "admin/**", "client-dashboard/**"],
        },
        devOptions: { enabled: false },
      }),
      !isSsrBuild && !mock && precompress(),
    ],
    server: {
      proxy: mock ? undefined : { "/api": `http://localhost:${process.env.API_PORT ?? 3001}` },
    },
    build: {
      outDir: `${buildDir}/${isSsrBuild ? "dist-ssr" : "dist"}`,
      emptyOutDir: true,
      manifest: true,
      copyPublicDir: !isSsrBuild,
      sourcemap: false,
    },
  };
});
