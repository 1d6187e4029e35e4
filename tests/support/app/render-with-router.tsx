import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { createQueryClient } from "../../../src/lib/query-client";

/**
 * Renders a component inside a memory router (links need one) and a fresh
 * query client, for component tests. Resolves once the tree is on screen.
 */
export async function renderWithRouter(
  ui: ReactNode,
  { path = "/", queryClient = createQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
) {
  // jsdom has no scrolling; the router restores scroll positions on navigation.
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  const rootRoute = createRootRoute({
    component: () => <div data-testid="test-root">{ui}</div>,
  });
  const router: AnyRouter = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByTestId("test-root");
  return { ...result, router, queryClient };
}
