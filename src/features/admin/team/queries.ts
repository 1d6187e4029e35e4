import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { TeamMember, TeamMemberDetailsInput } from "../../../../api/contract/team-member";
import { api, readJson } from "../../../lib/api";

/**
 * The same key and the same data (the array of members) as the About page's
 * query, so an edit here shows there without a reload.
 */
export const teamMembersQueryKey = ["team-members"] as const;

export const teamMembersQueryOptions = () =>
  queryOptions({
    queryKey: teamMembersQueryKey,
    queryFn: async (): Promise<TeamMember[]> =>
      (await readJson(await api.api["team-members"].$get())).teamMembers,
  });

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
 * Shows the server's copy of the member at once and marks the list stale for
 * every screen that reads it (About refetches when it next opens). No
 * immediate refetch: the service worker answers the team list
 * stale-while-revalidate, so a refetch right now could bring back the old copy.
 */
export async function applyTeamMemberUpdate(queryClient: QueryClient, updated: TeamMember): Promise<void> {
  queryClient.setQueryData<TeamMember[]>(teamMembersQueryKey, (members) =>
    members?.map((member) => (member.id === updated.id ? updated : member)),
  );
  await queryClient.invalidateQueries({ queryKey: teamMembersQueryKey, refetchType: "none" });
}
