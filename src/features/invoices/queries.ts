import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { Invoice, SameLoadInvoice } from "../../../api/contract/invoice";
import type { ClientInvoiceDetail, ClientMoney } from "../../../api/contract/money";
import { api, readJson } from "../../lib/api";
import { JUST_LOADED_MS } from "../../lib/query-client";

/** Rows per page of the client's invoice list. */
const INVOICE_PAGE_SIZE = 20;

/** Every client invoice query key starts with "invoices" (sign-out drops them). */
export const invoiceKeys = {
  list: ["invoices", "list"] as const,
  latest: ["invoices", "latest"] as const,
  one: (reference: string) => ["invoices", "one", reference] as const,
  sameLoad: (broker: string, load: string) => ["invoices", "same-load", broker, load] as const,
  money: ["invoices", "money"] as const,
};

/** The client's money, read from the ledger: reserve available and held, funded this month, owed. */
export const accountMoneyOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.money,
    queryFn: async () => (await readJson(await api.api.account.money.$get())).money as ClientMoney,
    staleTime: JUST_LOADED_MS,
  });

async function fetchInvoicePage(limit: number, cursor?: string) {
  const query = cursor ? { limit: String(limit), cursor } : { limit: String(limit) };
  const body = await readJson(await api.api.invoices.$get({ query }));
  return { invoices: body.invoices as Invoice[], nextCursor: body.nextCursor ?? null };
}

/** The signed-in client's invoices, newest first, a page at a time ("Show more"). */
export const invoiceListOptions = () =>
  infiniteQueryOptions({
    queryKey: invoiceKeys.list,
    queryFn: ({ pageParam }) => fetchInvoicePage(INVOICE_PAGE_SIZE, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: JUST_LOADED_MS,
  });

/** The few newest invoices, for the portal's Recent Activity. */
export const latestInvoicesOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.latest,
    queryFn: async () => (await fetchInvoicePage(5)).invoices,
    staleTime: JUST_LOADED_MS,
  });

/** One of the client's invoices, with its pages, the reason staff gave and its money once funded. */
export const invoiceOptions = (reference: string) =>
  queryOptions({
    queryKey: invoiceKeys.one(reference),
    queryFn: async () =>
      (await readJson(await api.api.invoices[":reference"].$get({ param: { reference } })))
        .invoice as ClientInvoiceDetail,
    staleTime: JUST_LOADED_MS,
  });

/**
 * The client's own earlier invoices of this broker and load, for the
 * warning on the review step (docs/decisions/0110-duplicate-invoices.md).
 * Without signal it is not asked, and no warning shows.
 */
export const sameLoadOptions = (broker: string, load: string) =>
  queryOptions({
    queryKey: invoiceKeys.sameLoad(broker, load),
    queryFn: async (): Promise<SameLoadInvoice[]> =>
      (await readJson(await api.api.invoices["same-load"].$get({ query: { broker, load } }))).invoices,
    enabled: broker.trim() !== "" && load.trim() !== "",
    retry: false,
    staleTime: 60_000,
  });
