import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { collectHead } from "./lib/head";
import { createAppRouter } from "./router";
import { articleSlugs } from "./content/articles/slugs";

export interface RenderedPage {
  html: string;
  head: string;
  status: number;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Renders one route to HTML for the prerenderer (build time, Node). */
export async function render(url: string): Promise<RenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  const { title, tags } = collectHead(router);
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map((tag) => {
      const key = tag.name ? `name="${escapeHtml(tag.name)}"` : `property="${escapeHtml(tag.property ?? "")}"`;
      return `<meta ${key} content="${escapeHtml(tag.content ?? "")}" />`;
    }),
  ].join("\n    ");
  // `_notFound` marks the match that renders a global not-found (no route matched).
  const notFound = router.state.matches.some(
    (match) => match.status === "notFound" || (match as { _notFound?: boolean })._notFound === true,
  );
  return { html, head, status: notFound ? 404 : 200 };
}

/**
 * Every page the build writes as static HTML: each route without parameters,
 * each article, and `/404` for the server's not-found answers.
 */
export function listPrerenderPaths(): string[] {
  const router = createAppRouter();
  const staticPaths = Object.keys(router.routesByPath).filter((path) => !path.includes("$"));
  return [...staticPaths, ...articleSlugs.map((slug) => `/resources/${slug}`), "/404"];
}
