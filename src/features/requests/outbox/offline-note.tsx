import { CloudUpload } from "lucide-react";
import { useLocale } from "../../../components/layout/locale-context";
import { Card } from "../../../components/ui/card";
import * as m from "../../../paraglide/messages";
import styles from "./offline-note.module.css";

/** Tells drivers before they start that a request sent with no signal is not lost. */
export function OfflineNote() {
  const locale = useLocale();
  return (
    <Card tone="muted" compact>
      <h2 className={styles.heading}>
        <CloudUpload aria-hidden="true" />
        {m.forms_offline_title({}, { locale })}
      </h2>
      <p className={styles.text}>{m.forms_offline_text({}, { locale })}</p>
    </Card>
  );
}
