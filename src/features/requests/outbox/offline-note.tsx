import { CloudUpload } from "lucide-react";
import { Card } from "../../../components/ui/card";
import styles from "./offline-note.module.css";

/** Tells drivers before they start that a request sent with no signal is not lost. */
export function OfflineNote() {
  return (
    <Card tone="muted" compact>
      <h2 className={styles.heading}>
        <CloudUpload aria-hidden="true" />
        No signal? Send it anyway.
      </h2>
      <p className={styles.text}>
        If the connection drops, your request is saved on this device and sent by itself as soon as the signal
        returns. Nothing is lost.
      </p>
    </Card>
  );
}
