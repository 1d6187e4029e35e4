import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FormAnswer } from "../contract/form-answer";
import type { TeamMember } from "../contract/team-member";

/**
 * The build keeps what only the server reads next to the server entry
 * (`dist-ssr/`), never in the served folder: the page template and Vite's
 * manifest of the client build.
 */
export const PRIVATE_FILES = { template: "template.html", manifest: "client-manifest.json" } as const;

export interface PageRequest {
  url: string;
  teamMembers?: TeamMember[] | undefined;
  form?: FormAnswer | undefined;
}

export type RenderedPage = { status: number; html: string } | { status: number; location: string };

/** Renders public pages at run time, with the same code the build prerendered them with. */
export interface PageRenderer {
  render(request: PageRequest): Promise<RenderedPage>;
  /** A screen the browser renders itself (the app shell answers it). */
  isClientRendered(pathname: string): boolean;
}

/** One chunk of Vite's client manifest (the part the renderer reads). */
interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** What the build's server entry (src/entry-server.tsx, bundled to dist-ssr/) offers. */
interface ServerEntry {
  renderPage(
    client: BuiltClient,
    request: PageRequest & { siteUrl?: string | undefined },
  ): Promise<RenderedPage>;
  clientRenderedPaths(): string[];
}

export interface BuiltClient {
  template: string;
  manifest: Record<string, ManifestChunk>;
  readFile(file: string): string;
}

/** The client build as the renderer reads it: template and manifest from `serverDir`, files from `distDir`. */
export function builtClient(distDir: string, serverDir: string): BuiltClient {
  const cache = new Map<string, string>();
  return {
    template: readFileSync(path.join(serverDir, PRIVATE_FILES.template), "utf8"),
    manifest: JSON.parse(readFileSync(path.join(serverDir, PRIVATE_FILES.manifest), "utf8")) as Record<
      string,
      ManifestChunk
    >,
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
