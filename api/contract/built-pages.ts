import type { FormAnswer } from "./form-answer";
import type { TeamMember } from "./team-member";

/**
 * What the server, the build's server entry (src/entry-server.tsx) and the
 * build scripts agree on about a built client: Vite's manifest, and the
 * request and answer of rendering one page.
 */

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
