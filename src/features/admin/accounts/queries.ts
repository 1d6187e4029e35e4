import { infiniteQueryOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import type { ClientAccountInput, StaffAccountInput } from "../../../../api/contract/accounts";
import { api, readJson, toApiRequestError } from "../../../lib/api";
import { attachmentName, saveBlob } from "../../../lib/save-file";

/** Under "staff", so signing out drops them with the rest of the staff data. */
export const accountKeys = {
  staff: ["staff", "accounts", "staff"] as const,
  clients: ["staff", "accounts", "clients"] as const,
  clientSearch: (q: string) => ["staff", "accounts", "clients", q.trim().toLowerCase()] as const,
};

export const staffAccountsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.staff,
    queryFn: async () => (await readJson(await api.api.admin.staff.$get())).accounts,
    staleTime: 0,
  });

/** Client accounts a page holds; "Load more" reads the next ones. */
export const CLIENT_PAGE_SIZE = 50;

/** Newest first, keyset pages, narrowed by the search; fresh every time. */
export const clientAccountsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: accountKeys.clientSearch(q),
    queryFn: async ({ pageParam }) => {
      const query = { q, limit: String(CLIENT_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) };
      const body = await readJson(await api.api.admin.clients.$get({ query }));
      return { clients: body.clients, nextCursor: body.nextCursor, total: body.total };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });

/** A new account, and the password the server made for it (null when staff typed one). */
export async function createStaffAccount(input: StaffAccountInput) {
  const body = await readJson(await api.api.admin.staff.$post({ json: input }));
  return { username: body.account.username, password: body.password };
}

export async function createClientAccount(input: ClientAccountInput) {
  const body = await readJson(await api.api.admin.clients.$post({ json: input }));
  return { username: body.account?.username ?? input.username, password: body.password };
}

export type AccountKind = "staff" | "client";

/** Disables or enables an account: `key` is a staff username or a client id. */
export async function setAccountDisabled(kind: AccountKind, key: string, disabled: boolean) {
  if (kind === "staff") {
    await readJson(
      await api.api.admin.staff[":username"].status.$patch({ param: { username: key }, json: { disabled } }),
    );
  } else {
    await readJson(
      await api.api.admin.clients[":id"].status.$patch({ param: { id: key }, json: { disabled } }),
    );
  }
}

/** Resets an account's password; answers the new one, shown once. */
export async function resetAccountPassword(kind: AccountKind, key: string): Promise<string> {
  const body =
    kind === "staff"
      ? await readJson(await api.api.admin.staff[":username"].password.$post({ param: { username: key } }))
      : await readJson(await api.api.admin.clients[":id"].password.$post({ param: { id: key } }));
  return body.password ?? "";
}

/** E-mails a client a link that sets their password (valid 7 days). */
export async function sendClientInvitation(id: string): Promise<void> {
  await readJson(await api.api.admin.clients[":id"].invitation.$post({ param: { id } }));
}

/** After a change: the lists of that kind load again. */
export function refreshAccounts(queryClient: QueryClient, kind: AccountKind) {
  return queryClient.invalidateQueries({
    queryKey: kind === "staff" ? accountKeys.staff : accountKeys.clients,
  });
}

/**
 * Saves a client's statement as a PDF or a CSV under the server's file name: fetched with the staff
 * session and saved from a Blob, so the same code works against the server and the mocks.
 */
export async function downloadClientStatement(
  id: string,
  query: { from: string; to: string; format: "pdf" | "csv"; lang: "en" | "es" },
): Promise<void> {
  const response = await api.api.admin.clients[":id"].statement.$get({ param: { id }, query });
  if (!response.ok) throw await toApiRequestError(response);
  const name = attachmentName(response.headers.get("content-disposition")) ?? `statement.${query.format}`;
  saveBlob(await response.blob(), name);
}
