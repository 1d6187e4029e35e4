import { queryOptions } from "@tanstack/react-query";
import type { TeamMember } from "../../../api/contract/team-member";
import { api, readJson } from "../../lib/api";

export type { TeamMember };

/** The staff screen invalidates this key after an edit or a new photo. */
export const teamMembersQueryKey = ["team-members"] as const;

/** GET /api/team-members: the leadership team shown on About. */
export const teamMembersQueryOptions = () =>
  queryOptions({
    queryKey: teamMembersQueryKey,
    queryFn: async (): Promise<TeamMember[]> => {
      const body = await readJson(await api.api["team-members"].$get());
      return body.teamMembers;
    },
  });
