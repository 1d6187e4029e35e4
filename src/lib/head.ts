import type { AnyRouter } from "@tanstack/react-router";

export interface PageHead {
  title: string;
  description: string;
  /** The page's own path, e.g. "/about": gives og:url and the canonical link. */
  path?: string;
  /** Open Graph type; articles are "article". */
  type?: "website" | "article";
  /** Pages that must not be indexed (staff and portal screens, 404). */
  noindex?: boolean;
}

export const SITE_NAME = "TPF";
/**
 * Stands for the site's origin in absolute URLs (og:url, og:image, canonical).
 * The prerenderer replaces it with SITE_URL; the browser with its own origin.
 */
export const SITE_ORIGIN_PLACEHOLDER = "%ORIGIN%";

/** The share image every page uses (public/og-image.png, 1200 x 630). */
export const OG_IMAGE = {
  path: "/og-image.png",
  width: "1200",
  height: "630",
  alt: "TPF: Truckers Preferred Funding. A tractor-trailer on the highway at dawn.",
} as const;

/**
 * Route `head` option in one shape, so the prerenderer and the browser read
 * the same title, description and Open Graph tags.
 */
export function pageHead(head: PageHead) {
  const title = head.title.includes(SITE_NAME) ? head.title : `${head.title} | ${SITE_NAME}`;
  const url = head.path === undefined ? undefined : `${SITE_ORIGIN_PLACEHOLDER}${head.path}`;
  return {
    meta: [
      { title },
      { name: "description", content: head.description },
      { property: "og:site_name", content: "TPF: Truckers Preferred Funding" },
      { property: "og:type", content: head.type ?? "website" },
      { property: "og:title", content: title },
      { property: "og:description", content: head.description },
      ...(url ? [{ property: "og:url", content: url }] : []),
      { property: "og:image", content: `${SITE_ORIGIN_PLACEHOLDER}${OG_IMAGE.path}` },
      { property: "og:image:width", content: OG_IMAGE.width },
      { property: "og:image:height", content: OG_IMAGE.height },
      { property: "og:image:alt", content: OG_IMAGE.alt },
      { name: "twitter:card", content: "summary_large_image" },
      ...(head.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ],
    links: url && !head.noindex ? [{ rel: "canonical", href: url }] : [],
  };
}

type MetaTag = { title?: string; name?: string; property?: string; content?: string };
type LinkTag = { rel: string; href: string };

/** The meta tags and links of the deepest matches win, as in the browser. */
export function collectHead(router: AnyRouter): { title: string; tags: MetaTag[]; links: LinkTag[] } {
  const byKey = new Map<string, MetaTag>();
  const linksByRel = new Map<string, LinkTag>();
  let title = SITE_NAME;
  for (const match of router.state.matches) {
    if (match.status === "notFound" || (match as { _notFound?: boolean })._notFound) {
      return {
        title: `404 Page Not Found | ${SITE_NAME}`,
        tags: [{ name: "robots", content: "noindex" }],
        links: [],
      };
    }
    for (const tag of (match.meta ?? []) as (MetaTag | undefined)[]) {
      if (!tag) continue;
      if (tag.title) title = tag.title;
      else byKey.set(tag.name ?? tag.property ?? "", tag);
    }
    for (const link of ((match as { links?: unknown }).links ?? []) as (LinkTag | undefined)[]) {
      if (link?.rel && link.href) linksByRel.set(link.rel, link);
    }
  }
  return { title, tags: [...byKey.values()], links: [...linksByRel.values()] };
}
