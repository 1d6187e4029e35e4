import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import styles from "./check-list.module.css";

/** A list with check marks: benefits, requirements, reasons. */
export function CheckList({
  items,
  columns,
  onDark,
  className,
}: {
  items: readonly ReactNode[];
  columns?: boolean;
  onDark?: boolean;
  className?: string;
}) {
  const names = [
    styles.list,
    columns ? styles.columns : undefined,
    onDark ? styles.onDark : undefined,
    className,
  ];
  return (
    <ul className={names.filter(Boolean).join(" ")}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          <CircleCheck aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
