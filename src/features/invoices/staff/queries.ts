import { infiniteQueryOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import type {
  InvoiceCorrection,
  InvoiceNoteInput,
  InvoiceStatus,
  InvoiceStatusChangeInput,
  PageRotation,
  StaffInvoice,
} from "../../../../api/contract/invoice";
import type { HoldApprovalInput, VerificationInput } from "../../../../api/contract/holds";
import type { StaffInvoiceWithMoney as StaffInvoiceDetail } from "../../../../api/contract/money";
import { api, readJson, toApiRequestError } from "../../../lib/api";
import { JUST_LOADED_MS } from "../../../lib/query-client";
import { attachmentName, saveBlob } from "../../../lib/save-file";

/** Rows per page of the staff invoice list. */
const STAFF_INVOICE_PAGE_SIZE = 25;

export interface StaffInvoiceFilter {
  status?: InvoiceStatus | undefined;
  /** Only invoices flagged as possible duplicates. */
  flagged?: boolean | undefined;
  /** A reference, load number, the start of a broker's name, a client or an amount (docs/decisions/0110-duplicate-invoices.md). */
  q?: string | undefined;
}

/** The filter as the API reads it: `?status=&flagged=1&q=`, what is unset left out. */
const filterQuery = (filter: StaffInvoiceFilter) => ({
  ...(filter.status ? { status: filter.status } : {}),
  ...(filter.flagged ? { flagged: "1" as const } : {}),
  ...(filter.q ? { q: filter.q } : {}),
});

/** Every staff query key starts with "staff" (the staff guard drops them all at sign-out). */
const staffInvoiceKeys = {
  all: ["staff", "invoices"] as const,
  list: (filter: StaffInvoiceFilter) =>
    [
      "staff",
      "invoices",
      "list",
      filter.status ?? "",
      filter.flagged ? "flagged" : "",
      filter.q ?? "",
    ] as const,
  one: (reference: string) => ["staff", "invoices", "one", reference] as const,
};

async function fetchPage(filter: StaffInvoiceFilter, cursor: string | undefined) {
  const query = {
    limit: String(STAFF_INVOICE_PAGE_SIZE),
    ...(cursor ? { cursor } : {}),
    ...filterQuery(filter),
  };
  const body = await readJson(await api.api.admin.invoices.$get({ query }));
  return {
    invoices: body.invoices as StaffInvoice[],
    nextCursor: body.nextCursor ?? null,
    total: body.total,
  };
}

/** Newest first, keyset pages ("Load more"), by status and search; fresh every time. */
export const staffInvoiceListOptions = (filter: StaffInvoiceFilter) =>
  infiniteQueryOptions({
    queryKey: staffInvoiceKeys.list(filter),
    queryFn: ({ pageParam }) => fetchPage(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: JUST_LOADED_MS,
  });

/** One invoice with its client, every page (added pages included), its history and internal notes. */
export const staffInvoiceOptions = (reference: string) =>
  queryOptions({
    queryKey: staffInvoiceKeys.one(reference),
    queryFn: async () =>
      (await readJson(await api.api.admin.invoices[":reference"].$get({ param: { reference } })))
        .invoice as StaffInvoiceDetail,
    staleTime: JUST_LOADED_MS,
  });

export async function changeInvoiceStatus(
  reference: string,
  change: InvoiceStatusChangeInput,
): Promise<StaffInvoiceDetail> {
  const response = await api.api.admin.invoices[":reference"].status.$patch({
    param: { reference },
    json: change,
  });
  return (await readJson(response)).invoice as StaffInvoiceDetail;
}

export async function correctFunding(
  reference: string,
  correction: InvoiceCorrection,
): Promise<StaffInvoiceDetail> {
  const response = await api.api.admin.invoices[":reference"].corrections.$post({
    param: { reference },
    json: correction,
  });
  return (await readJson(response)).invoice as StaffInvoiceDetail;
}

export async function addNote(reference: string, note: InvoiceNoteInput): Promise<StaffInvoiceDetail> {
  const response = await api.api.admin.invoices[":reference"].notes.$post({
    param: { reference },
    json: note,
  });
  return (await readJson(response)).invoice as StaffInvoiceDetail;
}

/** Records a verification of the load with its broker (docs/decisions/0221-verification-and-holds.md). */
export async function recordVerification(
  reference: string,
  verification: VerificationInput,
): Promise<StaffInvoiceDetail> {
  const response = await api.api.admin.invoices[":reference"].verification.$post({
    param: { reference },
    json: verification,
  });
  return (await readJson(response)).invoice as StaffInvoiceDetail;
}

/** Approves the holds seen (their keys), with a reason; the server refuses if they changed meanwhile. */
export async function approveHolds(
  reference: string,
  approval: HoldApprovalInput,
): Promise<StaffInvoiceDetail> {
  const response = await api.api.admin.invoices[":reference"]["hold-approvals"].$post({
    param: { reference },
    json: approval,
  });
  return (await readJson(response)).invoice as StaffInvoiceDetail;
}

/** After a change: the detail shows the answer, lists and counters fetch again. */
export async function afterInvoiceChange(queryClient: QueryClient, invoice: StaffInvoiceDetail) {
  queryClient.setQueryData(staffInvoiceKeys.one(invoice.reference), invoice);
  await queryClient.invalidateQueries({ queryKey: ["staff", "invoices", "list"] });
  await queryClient.invalidateQueries({ queryKey: ["staff", "summary"] });
}

/** After a refusal that says the invoice changed meanwhile: read it again. */
export const refetchInvoice = (queryClient: QueryClient, reference: string) =>
  queryClient.invalidateQueries({ queryKey: staffInvoiceKeys.one(reference) });

/**
 * The CSV of the list as shown (its status, Flagged and search), fetched
 * with the staff session and saved from a Blob: the same code works against
 * the server and the in-browser mocks, where a plain link would bypass the
 * mock worker's session.
 */
export async function downloadInvoiceCsv(filter: StaffInvoiceFilter): Promise<void> {
  const response = await api.api.admin.invoices["export.csv"].$get({ query: filterQuery(filter) });
  if (!response.ok) throw await toApiRequestError(response);
  saveBlob(
    await response.blob(),
    attachmentName(response.headers.get("content-disposition")) ?? "invoices.csv",
  );
}

/** Turns a page for everyone who reads it (staff and the client); answers the invoice as now stored. */
export async function rotatePage(
  reference: string,
  pageId: string,
  rotation: PageRotation,
): Promise<StaffInvoiceDetail> {
  const response = await api.api.admin.invoices[":reference"].pages[":pageId"].$patch({
    param: { reference, pageId },
    json: { rotation },
  });
  return (await readJson(response)).invoice as StaffInvoiceDetail;
}
