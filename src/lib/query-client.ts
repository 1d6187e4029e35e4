import { QueryClient } from "@tanstack/react-query";

/**
 * How long a signed-in screen's server data counts as just loaded
 * (docs/decisions/0075-route-loaders.md): the route's loader fetches it and
 * the screen that mounts a moment later reads that answer instead of asking
 * again, one request on one bar of signal. Opened again later, a screen
 * shows what it has and asks the server again.
 */
export const JUST_LOADED_MS = 5_000;

/**
 * No automatic retries, no refetch on window focus, no
 * polling, cached data never goes stale on its own. Mutations invalidate what
 * they change explicitly.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
