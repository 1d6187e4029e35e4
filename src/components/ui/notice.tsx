import { AlertTriangle, CheckCircle2, Info } from "lucide-react";
import type { ReactNode } from "react";
import styles from "./notice.module.css";

export type NoticeTone = "info" | "error" | "success";

const icons = { info: Info, error: AlertTriangle, success: CheckCircle2 } as const;

/** A boxed message with an optional title and actions (e.g. Try again). */
export function Notice({
  tone = "info",
  title,
  children,
  actions,
  role,
  className,
}: {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** "alert" for errors that appear after an action; omit for static notes. */
  role?: "alert" | "status";
  className?: string;
}) {
  const Icon = icons[tone];
  return (
    <div className={[styles.notice, styles[tone], className].filter(Boolean).join(" ")} role={role}>
      <Icon aria-hidden="true" />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}

/** A refusal after an action (the server's answer, a lost connection), or nothing when there is none. */
export function FailureNotice({ failure }: { failure: ReactNode }) {
  return failure ? (
    <Notice tone="error" role="alert">
      <p>{failure}</p>
    </Notice>
  ) : null;
}
