import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { TeamMember, TeamMemberDetailsInput } from "../../../../api/contract/team-member";
import { api, readJson } from "../../../lib/api";
import { JUST_LOADED_MS } from "../../../lib/query-client";
import { teamMembersQueryKey, teamMembersQueryOptions } from "../queries";

/**
 * The team as staff edit it: the server's current list, asked for again on
 * every visit (the loader's request is the screen's own), never an older copy.
 */
export const staffTeamQueryOptions = () =>
  queryOptions({ ...teamMembersQueryOptions(), staleTime: JUST_LOADED_MS });

export async function updateTeamMember(input: {
  id: string;
  update: TeamMemberDetailsInput | { profileImage: string };
}): Promise<TeamMember> {
  const body = await readJson(
    await api.api["team-members"][":id"].$put({ param: { id: input.id }, json: input.update }),
  );
  return body.teamMember;
}

/**
 * Shows the server's copy of the member at once (the answer to the save holds
 * it, so nothing needs fetching now) and marks the staff app's list stale. The
 * service worker caches the team list only for public pages: requests sent
 * from /admin pages go to the server. About is a page of its own with its own
 * query cache: it shows the worker's copy, and the fresh list once the worker
 * has revalidated it and broadcast the change (features/team/cache-update-sync.tsx).
 */
export async function applyTeamMemberUpdate(queryClient: QueryClient, updated: TeamMember): Promise<void> {
  queryClient.setQueryData<TeamMember[]>(teamMembersQueryKey, (members) =>
    members?.map((member) => (member.id === updated.id ? updated : member)),
  );
  await queryClient.invalidateQueries({ queryKey: teamMembersQueryKey, refetchType: "none" });
}
