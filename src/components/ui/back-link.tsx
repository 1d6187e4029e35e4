import { Link, type LinkProps } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import styles from "./back-link.module.css";

/** "← Where you came from": the way up from a screen, a full tap target. */
export function BackLink({ to, children }: { to: LinkProps["to"]; children: ReactNode }) {
  return (
    <Link to={to} className={styles.back}>
      <ArrowLeft aria-hidden="true" />
      {children}
    </Link>
  );
}
