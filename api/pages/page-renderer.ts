import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type {
  BuildManifest,
  BuiltClient,
  PageRequest,
  RenderedPage,
  ServerEntry,
} from "../contract/built-pages";

/**
 * The build keeps what only the server reads next to the server entry
 * (`dist-ssr/`), never in the served folder: the page template and Vite's
 * manifest of the client build.
 */
export const PRIVATE_FILES = { template: "template.html", manifest: "client-manifest.json" } as const;

/** Renders public pages at run time, with the same code the build prerendered them with. */
export interface PageRenderer {
  render(request: PageRequest): Promise<RenderedPage>;
  /** A screen the browser renders itself (the app shell answers it). */
  isClientRendered(pathname: string): boolean;
}

/** The client build as the renderer reads it: template and manifest from `serverDir`, files from `distDir`. */
export function builtClient(distDir: string, serverDir: string): BuiltClient {
  const cache = new Map<string, string>();
  return {
    template: readFileSync(path.join(serverDir, PRIVATE_FILES.template), "utf8"),
    manifest: JSON.parse(readFileSync(path.join(serverDir, PRIVATE_FILES.manifest), "utf8")) as BuildManifest,
    readFile(file) {
      let text = cache.get(file);
      if (text === undefined) {
        text = readFileSync(path.join(distDir, file), "utf8");
        cache.set(file, text);
      }
      return text;
    },
  };
}

/** `/invoices/$reference` -> a regular expression for the paths it matches. */
function pathPattern(routePath: string): RegExp {
  const source = routePath
    .replace(/\/+$/, "")
    .split("/")
    .map((part) => (part.startsWith("$") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`);
}

/** Loads the server entry of a build (`dist-ssr/entry-server.js`) and the client build it renders for. */
export async function loadPageRenderer(options: {
  serverDir: string;
  distDir: string;
  siteUrl?: string | undefined;
}): Promise<PageRenderer> {
  const entryUrl = pathToFileURL(path.join(options.serverDir, "entry-server.js")).href;
  const entry = (await import(entryUrl)) as ServerEntry;
  const client = builtClient(options.distDir, options.serverDir);
  const clientRendered = entry.clientRenderedPaths().map(pathPattern);
  return {
    render: (request) => entry.renderPage(client, { ...request, siteUrl: options.siteUrl }),
    isClientRendered: (pathname) => clientRendered.some((pattern) => pattern.test(pathname)),
  };
}
