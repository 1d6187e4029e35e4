import type { AnyRouter } from "@tanstack/react-router";

export interface PageHead {
  title: string;
  description: string;
  /** Pages that must not be indexed (staff and portal screens, 404). */
  noindex?: boolean;
}

export const SITE_NAME = "TPF";
export const SITE_ORIGIN_PLACEHOLDER = "%ORIGIN%";

/**
 * Route `head` option in one shape, so the prerenderer and the browser read
 * the same title and description.
 */
export function pageHead(head: PageHead) {
  const title = head.title.includes(SITE_NAME) ? head.title : `${head.title} | ${SITE_NAME}`;
  return {
    meta: [
      { title },
      { name: "description", content: head.description },
      { property: "og:title", content: title },
      { property: "og:description", content: head.description },
      ...(head.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ],
  };
}

type MetaTag = { title?: string; name?: string; property?: string; content?: string };

/** The meta tags of the deepest matches win, as in the browser. */
export function collectHead(router: AnyRouter): { title: string; tags: MetaTag[] } {
  const byKey = new Map<string, MetaTag>();
  let title = SITE_NAME;
  for (const match of router.state.matches) {
    if (match.status === "notFound" || (match as { _notFound?: boolean })._notFound) {
      return { title: `404 Page Not Found | ${SITE_NAME}`, tags: [{ name: "robots", content: "noindex" }] };
    }
    for (const tag of (match.meta ?? []) as (MetaTag | undefined)[]) {
      if (!tag) continue;
      if (tag.title) title = tag.title;
      else byKey.set(tag.name ?? tag.property ?? "", tag);
    }
  }
  return { title, tags: [...byKey.values()] };
}
