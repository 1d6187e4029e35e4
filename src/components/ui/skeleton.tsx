import type { CSSProperties } from "react";
import styles from "./skeleton.module.css";

/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({
  width,
  height = "1em",
  radius,
  className,
}: {
  width?: CSSProperties["width"];
  height?: CSSProperties["height"];
  radius?: CSSProperties["borderRadius"];
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, className].filter(Boolean).join(" ")}
      style={{ width, height, borderRadius: radius }}
    />
  );
}
