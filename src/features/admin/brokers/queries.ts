import { infiniteQueryOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import type {
  AliasOutcome,
  BrokerChange,
  BrokerDetail,
  BrokerInput,
  BrokerInvoice,
  BrokerSummary,
  CreditDecisionInput,
} from "../../../../api/contract/brokers";
import type { ClientAccount, ClientAccountChange } from "../../../../api/contract/accounts";
import type { StaffInvoiceWithMoney } from "../../../../api/contract/money";
import type {
  BrokerNoticeClient,
  NoticeAcknowledgementInput,
  NoticeInput,
  NoticeOfAssignment,
} from "../../../../api/contract/notices";
import { api, readJson, toApiRequestError } from "../../../lib/api";
import { attachmentName, saveBlob } from "../../../lib/save-file";
import { JUST_LOADED_MS } from "../../../lib/query-client";

/** Brokers a page of the list holds; "Load more" reads the next ones. */
const BROKER_PAGE_SIZE = 25;
/** A broker's invoices a page holds. */
const INVOICE_PAGE_SIZE = 20;
/** Brokers offered when staff look one up to link an invoice. */
const LINK_CHOICES = 8;

/** Under "staff", so signing out drops them; under "brokers", so a change refreshes them all. */
export const brokerKeys = {
  all: ["staff", "brokers"] as const,
  list: (q: string) => ["staff", "brokers", "list", q.trim().toLowerCase()] as const,
  one: (id: string) => ["staff", "brokers", "one", id] as const,
  invoices: (id: string) => ["staff", "brokers", "invoices", id] as const,
  choices: (q: string) => ["staff", "brokers", "choices", q.trim().toLowerCase()] as const,
  notices: (id: string) => ["staff", "brokers", "notices", id] as const,
};

async function fetchBrokerPage(q: string, cursor: string | undefined, limit = BROKER_PAGE_SIZE) {
  const query = { limit: String(limit), ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) };
  const body = await readJson(await api.api.admin.brokers.$get({ query }));
  return { brokers: body.brokers as BrokerSummary[], nextCursor: body.nextCursor ?? null, total: body.total };
}

/** The book, newest first, keyset pages, narrowed by a search; fresh every time. */
export const brokerListOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: brokerKeys.list(q),
    queryFn: ({ pageParam }) => fetchBrokerPage(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: JUST_LOADED_MS,
  });

/** The first few brokers a search finds, for linking an invoice to one. */
export const brokerChoicesOptions = (q: string) =>
  queryOptions({
    queryKey: brokerKeys.choices(q),
    queryFn: async () => (await fetchBrokerPage(q, undefined, LINK_CHOICES)).brokers,
    enabled: q.trim().length >= 2,
    staleTime: JUST_LOADED_MS,
  });

/** One broker: details, names, decisions, exposure and days-to-pay. */
export const brokerOptions = (id: string) =>
  queryOptions({
    queryKey: brokerKeys.one(id),
    queryFn: async (): Promise<BrokerDetail> =>
      (await readJson(await api.api.admin.brokers[":id"].$get({ param: { id } }))).broker,
    staleTime: JUST_LOADED_MS,
  });

/** A broker's invoices, every client's, newest first, a page at a time. */
export const brokerInvoicesOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: brokerKeys.invoices(id),
    queryFn: async ({ pageParam }) => {
      const query = { limit: String(INVOICE_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) };
      const body = await readJson(await api.api.admin.brokers[":id"].invoices.$get({ param: { id }, query }));
      return { invoices: body.invoices as BrokerInvoice[], nextCursor: body.nextCursor ?? null };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: JUST_LOADED_MS,
  });

export async function createBroker(input: BrokerInput): Promise<BrokerDetail> {
  return (await readJson(await api.api.admin.brokers.$post({ json: input }))).broker;
}

export async function changeBroker(id: string, change: BrokerChange): Promise<BrokerDetail> {
  return (await readJson(await api.api.admin.brokers[":id"].$patch({ param: { id }, json: change }))).broker;
}

export async function decideCredit(id: string, decision: CreditDecisionInput): Promise<BrokerDetail> {
  const response = await api.api.admin.brokers[":id"].credit.$put({ param: { id }, json: decision });
  return (await readJson(response)).broker;
}

/** Links an invoice to a broker; answers the invoice as now stored and what became of its typed name. */
export async function linkInvoiceToBroker(
  reference: string,
  brokerId: string,
): Promise<{ invoice: StaffInvoiceWithMoney; alias: AliasOutcome }> {
  const response = await api.api.admin.invoices[":reference"].broker.$put({
    param: { reference },
    json: { brokerId },
  });
  const body = await readJson(response);
  return { invoice: body.invoice as StaffInvoiceWithMoney, alias: body.alias };
}

/** After a change to a broker: its screen shows the answer, the lists read again. */
export async function afterBrokerChange(queryClient: QueryClient, broker: BrokerDetail) {
  queryClient.setQueryData(brokerKeys.one(broker.id), broker);
  await queryClient.invalidateQueries({ queryKey: ["staff", "brokers", "list"] });
}

/** After a link: every broker's figures and invoices may have moved. */
export const afterInvoiceLinked = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: brokerKeys.all });

/** The clients of a broker with their notices of assignment (docs/decisions/0222-notice-of-assignment.md). */
export const brokerNoticesOptions = (id: string) =>
  queryOptions({
    queryKey: brokerKeys.notices(id),
    queryFn: async (): Promise<BrokerNoticeClient[]> =>
      (await readJson(await api.api.admin.brokers[":id"].notices.$get({ param: { id } }))).clients,
    staleTime: JUST_LOADED_MS,
  });

/**
 * Sends a notice (e-mailed through the outbox, or recorded as sent by staff). The Idempotency-Key is
 * made once per dialog and sent again with every retry of it, so one notice is made and e-mailed once.
 */
export async function sendNotice(
  brokerId: string,
  notice: NoticeInput,
  idempotencyKey: string,
): Promise<NoticeOfAssignment> {
  const response = await api.api.admin.brokers[":id"].notices.$post(
    { param: { id: brokerId }, json: notice },
    { headers: { "Idempotency-Key": idempotencyKey } },
  );
  const sent = (await readJson(response)).notice;
  if (!sent) throw new Error("the notice sent was not answered");
  return sent;
}

/** Records who at the broker acknowledged the notice, and when. */
export async function acknowledgeNotice(
  noticeId: string,
  acknowledgement: NoticeAcknowledgementInput,
): Promise<void> {
  await readJson(
    await api.api.admin.notices[":id"].acknowledgement.$post({
      param: { id: noticeId },
      json: acknowledgement,
    }),
  );
}

/** Saves a notice's PDF under the server's file name, fetched with the staff session (works on the mocks too). */
export async function downloadNotice(noticeId: string): Promise<void> {
  const response = await api.api.admin.notices[":id"]["notice.pdf"].$get({ param: { id: noticeId } });
  if (!response.ok) throw await toApiRequestError(response);
  const name = attachmentName(response.headers.get("content-disposition")) ?? "notice-of-assignment.pdf";
  saveBlob(await response.blob(), name);
}

/** Gives a client its MC or DOT number, which a notice names it by. */
export async function changeClientNumbers(
  clientId: string,
  change: ClientAccountChange,
): Promise<ClientAccount> {
  const response = await api.api.admin.clients[":id"].$patch({ param: { id: clientId }, json: change });
  const account = (await readJson(response)).account;
  if (!account) throw new Error("the client changed was not answered");
  return account;
}

/** After a notice, an acknowledgement or a client's numbers: the broker's notices and every invoice's mark read again. */
export const afterNoticeChange = (queryClient: QueryClient, brokerId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: brokerKeys.notices(brokerId) }),
    queryClient.invalidateQueries({ queryKey: ["staff", "invoices"] }),
  ]);
