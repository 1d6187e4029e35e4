import { Link } from "@tanstack/react-router";
import { Copy, ShieldAlert } from "lucide-react";
import type { DuplicateMatch } from "../../../../api/contract/invoice";
import { Badge } from "../../../components/ui/badge";
import { Notice } from "../../../components/ui/notice";
import styles from "./staff-invoices.module.css";

/** Why two invoices may be one load, in staff's words (docs/decisions/0110-duplicate-invoices.md). */
const why = (match: DuplicateMatch) =>
  [match.sameLoad ? "same broker and load number" : "", match.samePages ? "same page file" : ""]
    .filter(Boolean)
    .join(", ");

const ReferenceLink = ({ reference }: { reference: string }) => (
  <Link to="/admin/invoices/$reference" params={{ reference }} className={styles.reference}>
    {reference}
  </Link>
);

/**
 * What another client's invoice shares with this one, as the danger is named
 * (docs/decisions/0221-verification-and-holds.md): a document weighs more than a load number.
 */
const otherClientWords = (matches: readonly DuplicateMatch[]) =>
  matches.some((match) => match.samePages)
    ? "Another client sent this document"
    : "Another client sent this load";

/**
 * The list's mark on a flagged invoice: a badge and the other invoices it matches, each a link. Another
 * client's invoice is a danger (red), the client's own a possible duplicate.
 */
export function DuplicateFlag({ duplicates }: { duplicates: readonly DuplicateMatch[] }) {
  const others = duplicates.filter((match) => match.otherClient);
  return (
    <span className={styles.flag}>
      {others.length > 0 ? (
        <Badge tone="red">
          <ShieldAlert aria-hidden="true" />
          {otherClientWords(others)}
        </Badge>
      ) : (
        <Badge tone="amber">
          <Copy aria-hidden="true" />
          Possible duplicate
        </Badge>
      )}
      {duplicates.length > 0 ? (
        <span className={styles.flagOf}>
          of{" "}
          {duplicates.map((match, index) => (
            <span key={match.reference} title={why(match)}>
              {index > 0 ? ", " : null}
              <ReferenceLink reference={match.reference} />
            </span>
          ))}
        </span>
      ) : null}
    </span>
  );
}

const MatchList = ({ matches }: { matches: readonly DuplicateMatch[] }) => (
  <ul className={styles.flagList}>
    {matches.map((match) => (
      <li key={match.reference}>
        <ReferenceLink reference={match.reference} />: {why(match)}
      </li>
    ))}
  </ul>
);

/**
 * The detail's notices: another client's invoices of the same document or load, a danger that holds
 * funding; the client's own, a possible duplicate to check. Sending it was not refused.
 */
export function DuplicateNotice({ duplicates }: { duplicates: readonly DuplicateMatch[] }) {
  const others = duplicates.filter((match) => match.otherClient);
  const own = duplicates.filter((match) => !match.otherClient);
  return (
    <>
      {others.length > 0 ? (
        <Notice tone="error" title={otherClientWords(others)}>
          <MatchList matches={others} />
          <p>This holds its funding: a second staff member must approve it under Funding holds.</p>
        </Notice>
      ) : null}
      {own.length > 0 || others.length === 0 ? (
        <Notice tone="info" title="Possible duplicate: check before funding">
          <MatchList matches={own} />
        </Notice>
      ) : null}
    </>
  );
}
