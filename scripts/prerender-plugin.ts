import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

interface ServerEntry {
  render(url: string): Promise<{ html: string; head: string; status: number }>;
  listPrerenderPaths(): string[];
}

/**
 * Writes every public route as static HTML after the client bundle is
 * written (writeBundle), so the PWA plugin's precache scan (closeBundle)
 * sees the pages. Needs the server entry built first (`vite build --ssr`).
 *
 * Output: `/` -> index.html, `/about` -> about/index.html, `/404` -> 404.html,
 * and the untouched template as shell.html for the service worker's fallback.
 */
export function prerender(options: { serverEntry: string }): Plugin {
  let outDir = "dist";
  return {
    name: "tpf:prerender",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      async handler() {
        const entry = (await import(pathToFileURL(path.resolve(options.serverEntry)).href)) as ServerEntry;
        const template = await readFile(path.join(outDir, "index.html"), "utf8");
        await writeFile(
          path.join(outDir, "shell.html"),
          template.replace("<!--app-head-->", "<title>TPF</title>").replace("<!--app-html-->", ""),
        );
        const paths = entry.listPrerenderPaths();
        for (const url of paths) {
          const page = await entry.render(url);
          const expected = url === "/404" ? 404 : 200;
          if (page.status !== expected) throw new Error(`prerender ${url}: status ${page.status}, expected ${expected}`);
          const html = template.replace("<!--app-head-->", page.head).replace("<!--app-html-->", page.html);
          const file =
            url === "/" ? "index.html" : url === "/404" ? "404.html" : path.join(url.slice(1), "index.html");
          await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
          await writeFile(path.join(outDir, file), html);
        }
        this.info(`prerendered ${paths.length} pages`);
      },
    },
  };
}
