import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { RouteClass } from "../api/contract/built-pages";
import { NotFoundPage } from "./components/layout/not-found-page";
import { RouteErrorPage } from "./components/layout/route-error-page";
import { createQueryClient } from "./lib/query-client";
import type { RouterContext } from "./routes/__root";
import { routeTree } from "./routeTree.gen";

/**
 * One factory for the server (which renders public pages to HTML) and the
 * browser (which renders the signed-in screens itself).
 */
export function createAppRouter(
  options: { history?: RouterHistory } & Omit<RouterContext, "queryClient"> = {},
) {
  const { history, ...context } = options;
  const queryClient = createQueryClient();
  return createRouter({
    routeTree,
    history,
    context: { queryClient, ...context },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    // The server must not print the inline restoration script (CSP has no inline scripts).
    scrollRestoration: typeof document !== "undefined",
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
  interface StaticDataRouteOption {
    /**
     * The route's class, declared once on a route group's layout (or on a
     * lone route) and inherited by every route under it: whether the
     * server prerenders it or the browser renders it, whether it is
     * precached, needs a connection or is kept on a client's phone
     * (docs/decisions/0050-route-classes.md).
     */
    routeClass?: RouteClass;
    /** The catch-all route: the server answers it with 404. */
    notFound?: boolean;
    /**
     * A staff screen's title and subtitle, shown by the staff area's frame; a screen about one record
     * may name it from its loader's data (a client's company), the title standing in until then.
     */
    staffScreen?: {
      title: string;
      subtitle: string;
      titleFromLoader?: (loaderData: unknown) => string | undefined;
    };
  }
}
