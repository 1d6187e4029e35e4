import { QueryClient } from "@tanstack/react-query";

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
