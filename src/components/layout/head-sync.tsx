import { useRouter, useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { collectHead, SITE_ORIGIN_PLACEHOLDER } from "../../lib/head";

/**
 * Keeps the document title, description, Open Graph tags and canonical link
 * in step with client-side navigation. The first page's head comes from the
 * prerendered HTML.
 */
export function HeadSync() {
  const router = useRouter();
  const resolvedHref = useRouterState({ select: (s) => s.resolvedLocation?.href });
  useEffect(() => {
    if (!resolvedHref) return;
    const { title, tags, links } = collectHead(router);
    const absolute = (value: string) => value.replace(SITE_ORIGIN_PLACEHOLDER, window.location.origin);
    document.title = title;
    for (const tag of tags) {
      if (tag.content === undefined) continue;
      const attribute = tag.name ? "name" : "property";
      const key = tag.name ?? tag.property ?? "";
      let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
      if (!element) {
        element = document.createElement("meta");
        element.setAttribute(attribute, key);
        document.head.append(element);
      }
      element.content = absolute(tag.content);
    }
    if (!tags.some((tag) => tag.name === "robots"))
      document.head.querySelector('meta[name="robots"]')?.remove();
    const canonical = links.find((link) => link.rel === "canonical");
    const existing = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) {
      const element = existing ?? document.head.appendChild(document.createElement("link"));
      element.rel = "canonical";
      element.href = absolute(canonical.href);
    } else {
      existing?.remove();
    }
  }, [resolvedHref, router]);
  return null;
}
