import { useSuspenseQuery } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { staffTeamQueryOptions } from "./queries";
import { TeamMemberCard } from "./team-member-card";
import styles from "./team.module.css";

/** The team as the About page shows it, each card editable. */
export function TeamManager() {
  const team = useSuspenseQuery(staffTeamQueryOptions());

  if (team.data.length === 0) {
    return (
      <p className={styles.state}>
        <Users aria-hidden="true" size={22} />
        No team members yet.
      </p>
    );
  }
  return (
    <ul className={styles.grid} aria-label="Team members">
      {team.data.map((member) => (
        <TeamMemberCard key={member.id} member={member} />
      ))}
    </ul>
  );
}
