import { useQuery } from "@tanstack/react-query";
import { LoaderCircle, Users } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { teamMembersQueryOptions } from "../../team/queries";
import { TeamMemberCard } from "./team-member-card";
import styles from "./team.module.css";

/** The team as the About page shows it, each card editable. */
export function TeamManager() {
  const team = useQuery({ ...teamMembersQueryOptions(), staleTime: 0, refetchOnMount: "always" });

  if (team.isPending) {
    return (
      <p className={styles.state} role="status">
        <LoaderCircle aria-hidden="true" size={22} className={styles.spin} />
        Loading team members...
      </p>
    );
  }
  if (!team.data) {
    return (
      <div className={styles.state} role="alert">
        <p>Failed to load team members.</p>
        <Button variant="secondary" size="sm" onClick={() => void team.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
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
