import { useDocumentLocale } from "../../lib/use-document-locale";
import * as m from "../../paraglide/messages";
import { Button } from "./button";
import styles from "./confirm-discard.module.css";

/**
 * The question asked before something kept on the phone is thrown away, in
 * place of the buttons that led to it: "Yes, discard", or "Keep it", which
 * has the focus because it loses nothing. `className` lays the group out
 * like the buttons it replaces; the question takes a line of its own.
 */
export function ConfirmDiscard({
  label,
  question,
  onDiscard,
  onKeep,
  className,
}: {
  /** The group's accessible name: what would be discarded. */
  label: string;
  question: string;
  onDiscard: () => void;
  onKeep: () => void;
  className?: string | undefined;
}) {
  // The page's language: this question shows in islands and portal screens alike.
  const locale = useDocumentLocale();
  return (
    <div className={className} role="group" aria-label={label}>
      <p className={styles.question}>{question}</p>
      <Button size="sm" variant="secondary" onClick={onDiscard}>
        {m.discard_yes({}, { locale })}
      </Button>
      <Button size="sm" variant="ghost" onClick={onKeep} autoFocus>
        {m.discard_keep({}, { locale })}
      </Button>
    </div>
  );
}
