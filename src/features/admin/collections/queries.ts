import { infiniteQueryOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import type {
  Aging,
  CollectionItem,
  CollectionNote,
  CollectionNoteData,
} from "../../../../api/contract/aging";
import { api, readJson, toApiRequestError } from "../../../lib/api";
import { JUST_LOADED_MS } from "../../../lib/query-client";
import { attachmentName, saveBlob } from "../../../lib/save-file";

/** Rows per page of the collections queue. */
const PAGE_SIZE = 25;

/** Under "staff", so signing out drops them; under "receivables", so a payment refreshes them all. */
export const receivableKeys = {
  all: ["staff", "receivables"] as const,
  aging: (asOf: string | undefined) => ["staff", "receivables", "aging", asOf ?? "today"] as const,
  collections: ["staff", "receivables", "collections"] as const,
  notes: (reference: string) => ["staff", "receivables", "notes", reference] as const,
};

/** The aging as of a day (today in the office's time zone when none); fresh every time. */
export const agingQueryOptions = (asOf: string | undefined) =>
  queryOptions({
    queryKey: receivableKeys.aging(asOf),
    queryFn: async (): Promise<Aging> =>
      (await readJson(await api.api.admin.aging.$get({ query: asOf ? { asOf } : {} }))).aging,
    staleTime: JUST_LOADED_MS,
  });

/** The query of the aging's CSV: the same day as the table shown. */
const agingCsvQuery = (asOf: string) => ({ query: { asOf } });

/** The CSV's address (a link that works before the app runs, and the one a person can copy). */
export const agingCsvPath = (asOf: string) => api.api.admin["aging.csv"].$path(agingCsvQuery(asOf));

/**
 * Fetches the aging's CSV and saves it under the server's file name: a fetch, not the link itself,
 * so that it works against the mocks too and a refusal (an ended session) is not saved as a file.
 */
export async function downloadAgingCsv(asOf: string): Promise<void> {
  const response = await api.api.admin["aging.csv"].$get(agingCsvQuery(asOf));
  if (!response.ok) throw await toApiRequestError(response);
  saveBlob(
    await response.blob(),
    attachmentName(response.headers.get("content-disposition")) ?? `aging-${asOf}.csv`,
  );
}

async function fetchQueuePage(cursor: string | undefined) {
  const query = { limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) };
  const body = await readJson(await api.api.admin.collections.$get({ query }));
  return {
    items: body.items as CollectionItem[],
    nextCursor: body.nextCursor ?? null,
    total: body.total,
    totalOpenCents: body.totalOpenCents,
  };
}

/** The open funded invoices, oldest funding first, a keyset page at a time ("Load more"). */
export const collectionsListOptions = () =>
  infiniteQueryOptions({
    queryKey: receivableKeys.collections,
    queryFn: ({ pageParam }) => fetchQueuePage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: JUST_LOADED_MS,
  });

/** One invoice's collection notes, newest first. */
export const collectionNotesOptions = (reference: string) =>
  queryOptions({
    queryKey: receivableKeys.notes(reference),
    queryFn: async (): Promise<CollectionNote[]> =>
      (
        await readJson(
          await api.api.admin.invoices[":reference"]["collection-notes"].$get({ param: { reference } }),
        )
      ).notes,
    staleTime: JUST_LOADED_MS,
  });

/** Keeps a note on an open invoice; answers its notes, newest first. */
export async function addCollectionNote(
  reference: string,
  note: CollectionNoteData,
): Promise<CollectionNote[]> {
  const response = await api.api.admin.invoices[":reference"]["collection-notes"].$post({
    param: { reference },
    json: note,
  });
  return (await readJson(response)).notes;
}

/** After a note: its invoice's notes are the answer; the queue reads again. */
export async function afterNoteAdded(queryClient: QueryClient, reference: string, notes: CollectionNote[]) {
  queryClient.setQueryData(receivableKeys.notes(reference), notes);
  await queryClient.invalidateQueries({ queryKey: receivableKeys.collections });
}
