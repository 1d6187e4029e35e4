import type { QueryClient } from "@tanstack/react-query";
import type { TeamMember, TeamMemberDetailsInput } from "../../../../api/contract/team-member";
import { api, readJson } from "../../../lib/api";
import { teamMembersQueryKey } from "../../team/queries";

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
 * it, so nothing needs fetching now) and marks the list stale for every screen
 * that reads it: About refetches when it next opens. The team screen itself
 * always reads the list from the server, never from the service worker's copy.
 */
export async function applyTeamMemberUpdate(queryClient: QueryClient, updated: TeamMember): Promise<void> {
  queryClient.setQueryData<TeamMember[]>(teamMembersQueryKey, (members) =>
    members?.map((member) => (member.id === updated.id ? updated : member)),
  );
  await queryClient.invalidateQueries({ queryKey: teamMembersQueryKey, refetchType: "none" });
}
