import { queryOptions } from "@tanstack/react-query";
import { fetchClientUser } from "./requests";

export const clientUserQueryKey = ["client-user"] as const;

/** The signed-in client as the server sees it; re-checked whenever the portal opens. */
export const clientUserQueryOptions = () =>
  queryOptions({
    queryKey: clientUserQueryKey,
    queryFn: fetchClientUser,
    staleTime: 0,
  });
