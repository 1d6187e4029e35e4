import { Link } from "@tanstack/react-router";
import { company } from "../../content/company";
import { LogoMark } from "./logo-mark";
import styles from "./logo.module.css";

/** The mark and name, linking home. `collapsible` drops the full name where the header is tight. */
export function Logo({
  tone = "dark",
  collapsible = false,
  onNavigate,
}: {
  tone?: "dark" | "light";
  collapsible?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <Link
      to="/"
      className={[
        styles.logo,
        tone === "light" ? styles.light : undefined,
        collapsible ? styles.collapsible : undefined,
      ]
        .filter(Boolean)
        .join(" ")}
      onClick={onNavigate}
    >
      <LogoMark className={styles.mark} />
      {/* The link's name is its visible words (WCAG 2.5.3, label in name), then where it goes. */}
      <span className={styles.words}>
        <span className={styles.name}>{company.name}</span>{" "}
        <span className={styles.full}>{company.fullName}</span>
      </span>
      <span className="visually-hidden">, home</span>
    </Link>
  );
}
