import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import type { FuelCardApplication } from "../../../../api/contract/fuel-card-application";
import type { Quote, SubmissionStatus } from "../../../../api/contract/quote";
import type { QuoteClientInput } from "../../../../api/contract/quote-client";
import { api, readJson, toApiRequestError } from "../../../lib/api";
import { attachmentName, saveBlob } from "../../../lib/save-file";
import { JUST_LOADED_MS } from "../../../lib/query-client";

/** Rows per page of the staff lists. */
const PAGE_SIZE = 25;

export type SubmissionKind = "quotes" | "applications";
export type Submission = Quote | FuelCardApplication;

export interface SubmissionPage {
  items: Submission[];
  nextCursor: string | null;
  total: number;
}

/** What staff search by: an e-mail address or a canonical reference (`Q-7K3M-9PX2`). */
export type SearchTerm = { by: "email" | "reference"; value: string };

export interface SearchResults {
  term: SearchTerm;
  quotes: Quote[];
  applications: FuelCardApplication[];
}

/**
 * Every staff query key starts with "staff" (the staff guard drops them all
 * at sign-out).
 */
export const staffKeys = {
  summary: ["staff", "summary"] as const,
  list: (kind: SubmissionKind) => ["staff", kind, "list"] as const,
  search: (term: SearchTerm) => ["staff", "search", term.by, term.value.trim().toLowerCase()] as const,
  quoteClient: (reference: string) => ["staff", "quote-client", reference] as const,
};

async function fetchSummary() {
  return (await readJson(await api.api.admin.summary.$get())).summary;
}

/** The staff summary's counts: requests, invoices by status. */
export type StaffSummary = Awaited<ReturnType<typeof fetchSummary>>;

export const summaryQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.summary, queryFn: fetchSummary, staleTime: JUST_LOADED_MS });

async function fetchPage(kind: SubmissionKind, cursor: string | undefined): Promise<SubmissionPage> {
  const query = { query: cursor ? { limit: String(PAGE_SIZE), cursor } : { limit: String(PAGE_SIZE) } };
  if (kind === "quotes") {
    const body = await readJson(await api.api.quotes.$get(query));
    return { items: body.quotes, nextCursor: body.nextCursor, total: body.total };
  }
  const body = await readJson(await api.api["fuel-card-applications"].$get(query));
  return { items: body.applications, nextCursor: body.nextCursor, total: body.total };
}

/** Newest first, a page at a time ("Load more"); fresh every time the dashboard opens. */
export const submissionListOptions = (kind: SubmissionKind) =>
  infiniteQueryOptions({
    queryKey: staffKeys.list(kind),
    queryFn: ({ pageParam }) => fetchPage(kind, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: JUST_LOADED_MS,
  });

/**
 * Both kinds of submission for one e-mail address (exact, case-insensitive
 * on the server), or the one request of a reference: its prefix names the
 * list to look in (docs/decisions/0002-references.md).
 */
export const searchQueryOptions = (term: SearchTerm) =>
  queryOptions({
    queryKey: staffKeys.search(term),
    queryFn: async (): Promise<SearchResults> => {
      if (term.by === "reference") {
        const param = { param: { reference: term.value } };
        if (term.value.startsWith("F-")) {
          const found = await readJson(
            await api.api["fuel-card-applications"].reference[":reference"].$get(param),
          );
          return { term, quotes: [], applications: found.applications };
        }
        const found = await readJson(await api.api.quotes.reference[":reference"].$get(param));
        return { term, quotes: found.quotes, applications: [] };
      }
      const param = { param: { email: term.value.trim() } };
      const [quotes, applications] = await Promise.all([
        (async () => readJson(await api.api.quotes.email[":email"].$get(param)))(),
        (async () => readJson(await api.api["fuel-card-applications"].email[":email"].$get(param)))(),
      ]);
      return { term, quotes: quotes.quotes, applications: applications.applications };
    },
    staleTime: JUST_LOADED_MS,
  });

export async function changeStatus(input: {
  kind: SubmissionKind;
  id: string;
  status: SubmissionStatus;
}): Promise<Submission> {
  const request = { param: { id: input.id }, json: { status: input.status } };
  if (input.kind === "quotes")
    return (await readJson(await api.api.quotes[":id"].status.$patch(request))).quote;
  return (await readJson(await api.api["fuel-card-applications"][":id"].status.$patch(request))).application;
}

/** Puts a changed record into every cached list and search result that shows it. */
export function replaceSubmission(queryClient: QueryClient, kind: SubmissionKind, updated: Submission): void {
  const swap = <T extends Submission>(items: T[]): T[] =>
    items.map((item) => (item.id === updated.id ? (updated as T) : item));
  queryClient.setQueryData<InfiniteData<SubmissionPage, string | undefined>>(staffKeys.list(kind), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: swap(page.items) })) } : data,
  );
  queryClient.setQueriesData<SearchResults>({ queryKey: ["staff", "search"] }, (data) => {
    if (!data) return data;
    return kind === "quotes"
      ? { ...data, quotes: swap(data.quotes) }
      : { ...data, applications: swap(data.applications) };
  });
}

/** What the export takes from the list it exports: the search (an e-mail or a reference). */
const exportQuery = (searchFor: string | null) => ({ query: searchFor ? { q: searchFor } : {} });

/** The export's address for the list as shown (a link that also works before the app runs). */
export const exportPaths = {
  quotes: (searchFor: string | null) => api.api.quotes["export.csv"].$path(exportQuery(searchFor)),
  applications: (searchFor: string | null) =>
    api.api["fuel-card-applications"]["export.csv"].$path(exportQuery(searchFor)),
};

/**
 * Fetches the CSV export of the list as shown and saves it under the
 * server's file name. A fetch, not a link: the mocks answer fetches only,
 * and a failed export (an ended session) can then be told apart from a file.
 */
export async function downloadExport(kind: SubmissionKind, searchFor: string | null): Promise<void> {
  const response =
    kind === "quotes"
      ? await api.api.quotes["export.csv"].$get(exportQuery(searchFor))
      : await api.api["fuel-card-applications"]["export.csv"].$get(exportQuery(searchFor));
  if (!response.ok) throw await toApiRequestError(response);
  const fallback = kind === "quotes" ? "quotes.csv" : "fuel-card-applications.csv";
  saveBlob(await response.blob(), attachmentName(response.headers.get("content-disposition")) ?? fallback);
}

/**
 * Whether a quote became a client, and what making it one would carry over
 * (docs/decisions/0225-quote-to-client.md): read fresh each time its detail opens.
 */
export const quoteClientQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: staffKeys.quoteClient(reference),
    queryFn: async () =>
      readJson(await api.api.admin.quotes[":reference"].client.$get({ param: { reference } })),
    staleTime: 0,
  });

/** The quote-request-to-client step: the new account and where its invitation went. */
export async function makeClientFromQuote(input: { reference: string; choices: QuoteClientInput }) {
  return readJson(
    await api.api.admin.quotes[":reference"].client.$post({
      param: { reference: input.reference },
      json: input.choices,
    }),
  );
}
