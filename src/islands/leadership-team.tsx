import { LeadershipTeam } from "../features/team/components/leadership-team";
import { defineIsland } from "../lib/islands";

/** About's team: refreshed from the server when it scrolls into view. */
export default defineIsland("leadership-team", LeadershipTeam, "visible");
