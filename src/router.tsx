import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { createQueryClient } from "./lib/query-client";
import { routeTree } from "./routeTree.gen";
import { NotFoundPage } from "./components/layout/not-found-page";
import { RouteErrorPage } from "./components/layout/route-error-page";

/**
 * One factory for the browser and the prerenderer, so both render the same
 * tree. No route declares a pending component: the server renders without
 * Suspense boundaries, and the client must produce the same markup to
 * hydrate it.
 */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  const queryClient = createQueryClient();
  const isServer = typeof document === "undefined";
  return createRouter({
    routeTree,
    history: options.history,
    context: { queryClient },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    // The server must not print the inline restoration script (CSP has no inline scripts).
    scrollRestoration: !isServer,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    Wrap: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
