import { Link } from "@tanstack/react-router";
import { Copy } from "lucide-react";
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

/** The list's mark on a flagged invoice: a badge and the other invoices it matches, each a link. */
export function DuplicateFlag({ duplicates }: { duplicates: readonly DuplicateMatch[] }) {
  return (
    <span className={styles.flag}>
      <Badge tone="amber">
        <Copy aria-hidden="true" />
        Possible duplicate
      </Badge>
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

/** The detail's notice: which other invoices it matches and why; sending it was not refused. */
export function DuplicateNotice({ duplicates }: { duplicates: readonly DuplicateMatch[] }) {
  return (
    <Notice tone="info" title="Possible duplicate: check before funding">
      <ul className={styles.flagList}>
        {duplicates.map((match) => (
          <li key={match.reference}>
            <ReferenceLink reference={match.reference} />: {why(match)}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
