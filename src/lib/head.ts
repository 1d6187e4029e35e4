import { BASE_LOCALE, editionsOf, localeOfPath, LOCALES, withoutTrailingSlash, type Locale } from "./locale";
import * as m from "../paraglide/messages";
export interface PageHead {
  title: string;
  description: string;
  /** The page's own path, e.g. "/about": gives og:url and the canonical link. */
  path?: string;
  /** Open Graph type; articles are "article". */
  type?: "website" | "article";
  /** Pages that must not be indexed (staff and portal screens, 404). */
  noindex?: boolean;
  /** The page's language; English unless said. */
  locale?: Locale;
  /** The page's address in each language it is published in (hreflang alternates, each way). */
  alternates?: Record<Locale, string>;
}

const SITE_NAME = "TPF";

/** The share image every page uses (public/og-image.png, 1200 x 630). */
const OG_IMAGE = {
  path: "/og-image.png",
  width: "1200",
  height: "630",
  alt: "TPF: Truckers Preferred Funding. A tractor-trailer on the highway at dawn.",
} as const;

/**
 * A route's `head` in one shape: title, description and Open Graph tags.
 * Absolute URLs (og:url, og:image, the canonical link) need the site's
 * public address (SITE_URL, in the router context); without it they are
 * left out rather than made up. See docs/decisions/0005-site-address.md.
 */
export function pageHead(context: { siteUrl?: string | undefined }, head: PageHead) {
  const title = head.title.includes(SITE_NAME) ? head.title : `${head.title} | ${SITE_NAME}`;
  const origin = context.siteUrl;
  const url = origin && head.path !== undefined ? `${origin}${head.path}` : undefined;
  return {
    meta: [
      { title },
      { name: "description", content: head.description },
      { property: "og:site_name", content: "TPF: Truckers Preferred Funding" },
      { property: "og:type", content: head.type ?? "website" },
      { property: "og:locale", content: `${head.locale ?? BASE_LOCALE}_US` },
      { property: "og:title", content: title },
      { property: "og:description", content: head.description },
      ...(url ? [{ property: "og:url", content: url }] : []),
      ...(origin
        ? [
            { property: "og:image", content: `${origin}${OG_IMAGE.path}` },
            { property: "og:image:width", content: OG_IMAGE.width },
            { property: "og:image:height", content: OG_IMAGE.height },
            { property: "og:image:alt", content: OG_IMAGE.alt },
          ]
        : []),
      { name: "twitter:card", content: origin ? "summary_large_image" : "summary" },
      ...(head.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ],
    links: [
      ...(url && !head.noindex ? [{ rel: "canonical", href: url }] : []),
      // Alternates must be absolute: without the site's address there are none (a relative
      // hreflang is an error to search engines).
      ...(origin && head.alternates && !head.noindex
        ? [
            ...LOCALES.map((language) => ({
              rel: "alternate",
              hrefLang: language,
              href: `${origin}${head.alternates?.[language] ?? ""}`,
            })),
            { rel: "alternate", hrefLang: "x-default", href: `${origin}${head.alternates[BASE_LOCALE]}` },
          ]
        : []),
    ],
  };
}

/** A route match of a page of the public site (under `{-$locale}`), whose context names its language. */
export interface EditionMatch {
  context: { siteUrl?: string | undefined; locale: Locale };
  pathname: string;
}

/**
 * The head of a page of the public site, which is published in every language: the page's
 * language, its own address and its address in each language come from its route match, so no
 * route names them (docs/decisions/0171-one-route-tree.md).
 */
export function editionHead(match: EditionMatch, head: Omit<PageHead, "path" | "locale" | "alternates">) {
  const path = withoutTrailingSlash(match.pathname);
  return pageHead(match.context, {
    ...head,
    path,
    locale: match.context.locale,
    alternates: editionsOf(path),
  });
}

/** The head of the 404 page: its title, and never indexed. */
export const notFoundHead = ({ match }: { match: { pathname: string } }) => ({
  meta: [
    { title: `${m.not_found_title({}, { locale: localeOfPath(match.pathname) })} | ${SITE_NAME}` },
    { name: "robots", content: "noindex" },
  ],
});
