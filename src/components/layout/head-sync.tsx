import { useRouter, useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { collectHead } from "../../lib/head";

/**
 * Keeps the document title and description in step with client-side
 * navigation. The first page's head comes from the prerendered HTML.
 */
export function HeadSync() {
  const router = useRouter();
  const resolvedHref = useRouterState({ select: (s) => s.resolvedLocation?.href });
  useEffect(() => {
    if (!resolvedHref) return;
    const { title, tags } = collectHead(router);
    document.title = title;
    for (const tag of tags) {
      const selector = tag.name ? `meta[name="${tag.name}"]` : `meta[property="${tag.property}"]`;
      const element = document.head.querySelector<HTMLMetaElement>(selector);
      if (element && tag.content !== undefined) element.content = tag.content;
    }
  }, [resolvedHref, router]);
  return null;
}
