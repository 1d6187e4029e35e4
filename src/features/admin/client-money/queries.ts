import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type {
  ClientMoney,
  ClientTermsInput,
  ReserveReleaseInput,
  TermsVersion,
} from "../../../../api/contract/money";
import { api, readJson } from "../../../lib/api";

/** Under "staff", so signing out drops them with the rest of the staff data. */
export const clientMoneyKeys = {
  all: (clientId: string) => ["staff", "clients", clientId] as const,
  money: (clientId: string) => ["staff", "clients", clientId, "money"] as const,
  terms: (clientId: string) => ["staff", "clients", clientId, "terms"] as const,
};

/** The client the figures are about, as the staff screen names it. */
export interface ClientMoneyAnswer {
  client: { id: string; companyName: string; username: string; locale: string };
  money: ClientMoney;
}

/** The client and its money, read from the ledger; fresh every time. */
export const clientMoneyQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: clientMoneyKeys.money(clientId),
    queryFn: async (): Promise<ClientMoneyAnswer> => {
      const body = await readJson(await api.api.admin.clients[":id"].money.$get({ param: { id: clientId } }));
      return { client: body.client, money: body.money };
    },
    staleTime: 0,
  });

/** The terms in force today, every version (newest first) and the company's defaults. */
export interface ClientTermsAnswer {
  terms: TermsVersion;
  history: TermsVersion[];
  defaults: TermsVersion;
}

export const clientTermsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: clientMoneyKeys.terms(clientId),
    queryFn: async (): Promise<ClientTermsAnswer> => {
      const body = await readJson(await api.api.admin.clients[":id"].terms.$get({ param: { id: clientId } }));
      return { terms: body.terms, history: body.history, defaults: body.defaults };
    },
    staleTime: 0,
  });

/** New terms, in force from today (the office's day): a new version, the earlier ones kept. */
export async function saveClientTerms(clientId: string, terms: ClientTermsInput): Promise<void> {
  await readJson(await api.api.admin.clients[":id"].terms.$put({ param: { id: clientId }, json: terms }));
}

/**
 * Pays reserve out to the client (docs/decisions/0210-money-ledger.md). The Idempotency-Key is made
 * once per filled form and sent again when that same form is retried, so a retry after a lost answer
 * releases the money once.
 */
export async function releaseClientReserve(
  clientId: string,
  release: ReserveReleaseInput,
  idempotencyKey: string,
): Promise<ClientMoney> {
  const response = await api.api.admin.clients[":id"]["reserve-releases"].$post(
    { param: { id: clientId }, json: release },
    { headers: { "Idempotency-Key": idempotencyKey } },
  );
  return (await readJson(response)).money;
}

/** After a change to this client's terms or reserve: its figures and terms load again. */
export function refreshClientMoney(queryClient: QueryClient, clientId: string) {
  return queryClient.invalidateQueries({ queryKey: clientMoneyKeys.all(clientId) });
}
