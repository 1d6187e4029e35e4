import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { BrokerCheckAnswer } from "../../../api/contract/brokers";
import { askBrokers, brokerCheckKeys, checkable, CHECK_FRESH_MS, keepCheck } from "../../lib/broker-check";

/**
 * The Broker check's question, the same as the invoice form's suggestions, with each answer that
 * arrives kept on the phone among the client's last ones. Its own key: an answer the form had
 * cached is asked again here, and kept.
 */
export const keptBrokerCheckOptions = (username: string, q: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: [...brokerCheckKeys.check(q), "kept-by", username] as const,
    queryFn: async (): Promise<BrokerCheckAnswer[]> => {
      const brokers = await askBrokers(q);
      const checks = await keepCheck(username, { q: q.trim(), checkedAt: new Date().toISOString(), brokers });
      if (checks) queryClient.setQueryData(brokerCheckKeys.kept(username), checks);
      return brokers;
    },
    enabled: checkable(q),
    staleTime: CHECK_FRESH_MS,
  });
