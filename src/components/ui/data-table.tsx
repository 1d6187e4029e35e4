import type { ReactNode } from "react";
import styles from "./data-table.module.css";

/**
 * A staff table in a box of its own that scrolls sideways on a phone (a named,
 * focusable region, so keyboards can scroll it). `className` adds the screen's
 * own rules for its cells.
 */
export function DataTable({
  label,
  className,
  children,
}: {
  label: string;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={[styles.table, className].filter(Boolean).join(" ")}>{children}</table>
    </div>
  );
}
