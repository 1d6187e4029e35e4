import { useQuery } from "@tanstack/react-query";
import { Briefcase } from "lucide-react";
import { HighwayText } from "../../../components/content/highway-text";
import { OwnQueryClient } from "../../../lib/own-query-client";
import { CacheUpdateSync } from "../cache-update-sync";
import { teamMembersQueryOptions, type TeamMember } from "../queries";
import styles from "./leadership-team.module.css";

/**
 * The About page's leadership team. The page arrives with the team the
 * server knew (the build's, or the current one when the server renders
 * About); the browser then asks for the current list, which the service
 * worker answers from its cache first and refreshes, so the page works
 * offline and shows staff edits.
 */
export function LeadershipTeam({ teamMembers }: { teamMembers: TeamMember[] }) {
  return (
    <OwnQueryClient>
      <CacheUpdateSync />
      <TeamList initial={teamMembers} />
    </OwnQueryClient>
  );
}

function TeamList({ initial }: { initial: TeamMember[] }) {
  // What the page came with is shown at once and counts as stale: the current list replaces it.
  const team = useQuery({
    ...teamMembersQueryOptions(),
    initialData: initial,
    initialDataUpdatedAt: 0,
    staleTime: 0,
  });
  if (team.data.length === 0) {
    return <p className={styles.empty}>Our team profiles are being updated. Please check back soon.</p>;
  }
  return (
    <ul className={styles.grid} aria-busy={team.isFetching}>
      {team.data.map((member) => (
        <li key={member.id}>
          <TeamCard member={member} />
        </li>
      ))}
    </ul>
  );
}

function TeamCard({ member }: { member: TeamMember }) {
  return (
    <article className={styles.card}>
      {member.profileImage ? (
        <img
          className={styles.photo}
          src={member.profileImage}
          alt=""
          width={104}
          height={104}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.placeholder} aria-hidden="true" data-testid="photo-placeholder">
          {initials(member.name)}
        </span>
      )}
      <h3 className={styles.name}>{member.name}</h3>
      <p className={styles.role}>{member.role}</p>
      <p className={styles.experience}>
        <Briefcase aria-hidden="true" />
        <HighwayText text={member.experience} />
      </p>
      <p className={styles.bio}>
        <HighwayText text={member.bio} />
      </p>
    </article>
  );
}

/** "Karen Whitaker" -> "KW"; a single name gives one letter. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}
