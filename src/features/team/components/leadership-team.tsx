import { useQuery } from "@tanstack/react-query";
import { Briefcase } from "lucide-react";
import { HighwayText } from "../../../components/content/highway-text";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import type { Locale } from "../../../lib/locale";
import { OwnQueryClient } from "../../../lib/own-query-client";
import * as m from "../../../paraglide/messages";
import { CacheUpdateSync } from "../cache-update-sync";
import { teamMemberWordsIn } from "../../../../api/contract/team-member";
import { teamMembersQueryOptions, type TeamMember } from "../queries";
import styles from "./leadership-team.module.css";

/**
 * The About page's leadership team. The page arrives with the team the
 * server knew (the build's, or the current one when the server renders
 * About); the browser then asks for the current list, which the service
 * worker answers from its cache first and refreshes, so the page works
 * offline and shows staff edits. With no list at all (`null`: the server
 * could not read it) the section says so and offers a retry, and only this
 * section: the rest of About stands. An island has no page context: the
 * page's language comes as a prop; the members' own words are the data's.
 */
export function LeadershipTeam({
  teamMembers,
  locale = "en",
}: {
  teamMembers: TeamMember[] | null;
  locale?: Locale;
}) {
  return (
    <OwnQueryClient>
      <CacheUpdateSync />
      <TeamList initial={teamMembers} locale={locale} />
    </OwnQueryClient>
  );
}

function TeamList({ initial, locale }: { initial: TeamMember[] | null; locale: Locale }) {
  // What the page came with is shown at once and counts as stale: the current list replaces it.
  const team = useQuery({
    ...teamMembersQueryOptions(),
    ...(initial ? { initialData: initial, initialDataUpdatedAt: 0 } : {}),
    staleTime: 0,
  });
  if (!team.data) {
    // The same words while the list is asked for again, so the page as sent and the woken island agree.
    return (
      <Notice
        tone="error"
        role="alert"
        actions={
          <Button variant="secondary" onClick={() => void team.refetch()} aria-disabled={team.isFetching}>
            {m.home_team_retry({}, { locale })}
          </Button>
        }
      >
        <p aria-busy={team.isFetching}>{m.home_team_failed({}, { locale })}</p>
      </Notice>
    );
  }
  if (team.data.length === 0) {
    return <p className={styles.empty}>{m.home_team_empty({}, { locale })}</p>;
  }
  return (
    <ul className={styles.grid} aria-busy={team.isFetching}>
      {team.data.map((member) => (
        <li key={member.id}>
          <TeamCard member={member} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One member's card. Its words are the data's, written by staff in English and in the page's
 * language; a field staff left untranslated shows the English, which says so (`lang`, and a note
 * the reader sees). `data-content` sets the card's words apart from the page's own.
 */
function TeamCard({ member, locale }: { member: TeamMember; locale: Locale }) {
  const words = teamMemberWordsIn(member, locale);
  const langOf = (field: keyof typeof words) =>
    words[field].locale === locale ? undefined : words[field].locale;
  const someEnglish = Object.values(words).some((word) => word.locale !== locale);
  return (
    <article className={styles.card} data-content="">
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
      <p className={styles.role} lang={langOf("role")}>
        {words.role.text}
      </p>
      <p className={styles.experience} lang={langOf("experience")}>
        <Briefcase aria-hidden="true" />
        <HighwayText text={words.experience.text} />
      </p>
      <p className={styles.bio} lang={langOf("bio")}>
        <HighwayText text={words.bio.text} />
      </p>
      {someEnglish ? <p className={styles.inEnglish}>{m.home_team_in_english({}, { locale })}</p> : null}
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
