import { AlertTriangle } from "lucide-react";
import { useLocale } from "../../../components/layout/locale-context";
import * as m from "../../../paraglide/messages";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import styles from "./guard.module.css";

/**
 * What a signed-in area shows while the server confirms the session, and
 * when it cannot be reached (with a way to try again). The caller gives the
 * message in the area's language; the button follows `useLocale()` (English
 * in the staff area).
 */
export function GuardScreen(
  props: { state: "checking"; message: string } | { state: "failed"; message: string; onRetry: () => void },
) {
  const locale = useLocale();
  return (
    <main id="main" tabIndex={-1} className={styles.screen}>
      <div className={styles.panel} role={props.state === "failed" ? "alert" : "status"}>
        {props.state === "failed" ? (
          <AlertTriangle aria-hidden="true" size={28} className={styles.warn} />
        ) : (
          <Spinner size={28} />
        )}
        <p className={styles.message}>{props.message}</p>
        {props.state === "failed" ? (
          <Button variant="secondary" onClick={props.onRetry}>
            {m.account_try_again({}, { locale })}
          </Button>
        ) : null}
      </div>
    </main>
  );
}
