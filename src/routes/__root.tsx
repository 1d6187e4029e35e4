import type { QueryClient } from "@tanstack/react-query";
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  useRouter,
  useRouterState,
} from "@tanstack/react-router";
import { useEffect } from "react";
import SiteRuntimeIsland from "../islands/site-runtime";
import { localeOfPath } from "../lib/locale";
import { RenderedLocaleContext, useDocumentLocale } from "../lib/use-document-locale";
import * as m from "../paraglide/messages";
import type { FormAnswer } from "../../api/contract/form-answer";
import "../styles/global.css";

export interface RouterContext {
  queryClient: QueryClient;
  /** The site's public address (SITE_URL) for absolute links; the server and the build know it. */
  siteUrl?: string | undefined;
  /** What the server knows about this one request (a form sent without JavaScript). */
  page?: { form?: FormAnswer | undefined } | undefined;
}

/** The brand colour of the browser's toolbar, the same as the web app manifest's. */
export const THEME_COLOR = "#0b2545";

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [{ name: "theme-color", content: THEME_COLOR }],
    links: [
      { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
      { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
    ],
  }),
  component: RootLayout,
});

/**
 * Prerendered pages get their head from the server (src/entry-server.tsx);
 * in the client-rendered app, HeadContent keeps it in step with navigation.
 */
function RootLayout() {
  const { isServer } = useRouter();
  // The address's language where there is no document yet (the server); `<html lang>` after it,
  // which the portal keeps to its client's language.
  const rendered = useRouterState({ select: (state) => localeOfPath(state.location.pathname) });
  return (
    <RenderedLocaleContext.Provider value={rendered}>
      {isServer ? null : <AppReady />}
      <SkipLink />
      <Outlet />
      <SiteRuntimeIsland locale={rendered} />
    </RenderedLocaleContext.Provider>
  );
}

/** The first thing a keyboard reaches: straight to the page's own content, in the page's language. */
function SkipLink() {
  const locale = useDocumentLocale();
  return (
    <a className="skip-link" href="#main">
      {m.skip_to_content({}, { locale })}
    </a>
  );
}

/** The client-rendered app: head tags, and the public signal that it has started. */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
  }, []);
  return <HeadContent />;
}
