import { Briefcase, Pencil } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { TeamMember } from "../../../../api/contract/team-member";
import { HighwayText } from "../../../components/content/highway-text";
import { Button } from "../../../components/ui/button";
import { PhotoPicker } from "./photo-picker";
import { TeamMemberForm } from "./team-member-form";
import styles from "./team.module.css";

/** One team member: the card, or its edit form after Edit; focus returns to Edit when editing ends. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <li className={styles.card}>
      <div className={styles.cardTop}>
        <PhotoPicker member={member} />
        {editing ? null : (
          <div className={styles.identity}>
            <h2 className={styles.name}>{member.name}</h2>
            <p className={styles.role}>{member.role}</p>
            <p className={styles.experience}>
              <Briefcase aria-hidden="true" size={16} />
              {member.experience}
            </p>
          </div>
        )}
      </div>
      {editing ? (
        <TeamMemberForm member={member} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className={styles.bio}>
            <HighwayText text={member.bio} />
          </p>
          <SpanishWords member={member} />
          <div className={styles.cardActions}>
            <Button ref={editRef} variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit<span className="visually-hidden"> {member.name}</span>
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

const SPANISH_FIELDS = [
  ["role", "Role"],
  ["experience", "Experience"],
  ["bio", "Bio"],
] as const;

/** What the Spanish site shows for this card: how much is written, and the words themselves. */
function SpanishWords({ member }: { member: TeamMember }) {
  const words = member.translations.es;
  const written = SPANISH_FIELDS.filter(([field]) => words?.[field]);
  const summary =
    written.length === SPANISH_FIELDS.length
      ? "Spanish: written"
      : written.length === 0
        ? "Spanish: not written, the Spanish site shows the English"
        : `Spanish: ${written.length} of ${SPANISH_FIELDS.length} written, the rest shows in English`;
  return (
    <details className={styles.spanish}>
      <summary>{summary}</summary>
      <dl>
        {SPANISH_FIELDS.map(([field, label]) => (
          <div key={field}>
            <dt>{label}</dt>
            {words?.[field] ? <dd lang="es">{words[field]}</dd> : <dd>Not written</dd>}
          </div>
        ))}
      </dl>
    </details>
  );
}
