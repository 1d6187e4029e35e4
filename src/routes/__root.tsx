import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, HeadContent, Outlet, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import SiteRuntimeIsland from "../islands/site-runtime";
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
  return (
    <>
      {isServer ? null : <AppReady />}
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Outlet />
      <SiteRuntimeIsland />
    </>
  );
}

/** The client-rendered app: head tags, and the public signal that it has started. */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
  }, []);
  return <HeadContent />;
}
