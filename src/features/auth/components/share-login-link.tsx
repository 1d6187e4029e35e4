import { Check, Copy } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/field";
import { useOrigin } from "../use-origin";
import styles from "./external-login-page.module.css";

/** How long "Copied!" stays on the button: 2 seconds. */
const COPIED_FOR_MS = 2000;

/** The client login address with a Copy button; the confirmation is announced to screen readers. */
export function ShareLoginLink() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  // The origin is known only in the browser; the prerendered page shows the path.
  const origin = useOrigin();
  const [copied, setCopied] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const link = `${origin}/client-login`;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setBlocked(false);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    } catch {
      setBlocked(true);
      inputRef.current?.select();
    }
  };

  return (
    <div className={styles.share}>
      <label htmlFor={inputId} className={styles.shareLabel}>
        Client login link
      </label>
      <div className={styles.shareRow}>
        <Input
          ref={inputRef}
          id={inputId}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className={styles.shareInput}
        />
        {/* Copying needs the app: the button appears once it runs (the link can be selected before). */}
        {origin ? (
          <Button variant="outline" size="sm" onClick={() => void copy()} className={styles.copyButton}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? "Copied!" : "Copy"}
          </Button>
        ) : null}
      </div>
      <p role="status" className={blocked ? styles.shareHint : "visually-hidden"}>
        {copied ? "Client login link copied to the clipboard." : null}
        {blocked
          ? "This browser blocked copying. The link is selected: press Ctrl+C (or Cmd+C) to copy it."
          : null}
      </p>
    </div>
  );
}
