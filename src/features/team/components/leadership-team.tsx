import { useQuery } from "@tanstack/react-query";
import { Briefcase, RefreshCw } from "lucide-react";
import { HighwayText } from "../../../components/content/highway-text";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { Skeleton } from "../../../components/ui/skeleton";
import { teamMembersQueryOptions, type TeamMember } from "../queries";
import styles from "./leadership-team.module.css";

const SKELETON_CARDS = 4;

/**
 * The About page's leadership team, loaded in the browser: the prerendered
 * page and the first client render show four skeleton cards, then the list.
 */
export function LeadershipTeam() {
  const team = useQuery(teamMembersQueryOptions());

  return (
    <div aria-busy={team.isPending}>
      <p role="status" className="visually-hidden">
        {team.isPending ? "Loading our leadership team." : ""}
      </p>
      {team.isPending ? (
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <SkeletonCard key={index} />
          ))}
        </ul>
      ) : team.isError ? (
        <Notice
          tone="error"
          role="alert"
          title="We couldn't load our leadership team."
          actions={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void team.refetch()}
              disabled={team.isFetching}
            >
              <RefreshCw aria-hidden="true" />
              {team.isFetching ? "Trying again..." : "Try again"}
            </Button>
          }
        >
          <p>Check your connection and try again. The rest of this page works without it.</p>
        </Notice>
      ) : team.data.length === 0 ? (
        <p className={styles.empty}>Our team profiles are being updated. Please check back soon.</p>
      ) : (
        <ul className={styles.grid}>
          {team.data.map((member) => (
            <li key={member.id}>
              <TeamCard member={member} />
            </li>
          ))}
        </ul>
      )}
    </div>
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

function SkeletonCard() {
  return (
    <li className={styles.card} data-testid="team-skeleton">
      <Skeleton width={104} height={104} radius="50%" />
      <Skeleton width="60%" height="1.5rem" />
      <Skeleton width="75%" height="1rem" />
      <span className={styles.skeletonLines}>
        <Skeleton width="100%" height="0.8rem" />
        <Skeleton width="95%" height="0.8rem" />
        <Skeleton width="70%" height="0.8rem" />
      </span>
    </li>
  );
}

/** "Karen Whitaker" -> "KW"; a single name gives one letter. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}
