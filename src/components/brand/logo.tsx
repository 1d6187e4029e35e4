import { Link } from "@tanstack/react-router";
import { company } from "../../content/company";
import { localizedPath } from "../../lib/locale";
import * as m from "../../paraglide/messages";
import { useLocale } from "../layout/locale-context";
import { LogoMark } from "./logo-mark";
import styles from "./logo.module.css";

/**
 * The mark and name, linking home. `collapsible` drops the full name where the header is tight;
 * `short` drops it on phones and small tablets (a header that keeps one row beside its own actions).
 */
export function Logo({
  tone = "dark",
  collapsible = false,
  short = false,
  onNavigate,
}: {
  tone?: "dark" | "light";
  collapsible?: boolean;
  short?: boolean;
  onNavigate?: () => void;
}) {
  const locale = useLocale();
  return (
    <Link
      to={localizedPath("/", locale)}
      className={[
        styles.logo,
        tone === "light" ? styles.light : undefined,
        collapsible ? styles.collapsible : undefined,
        short ? styles.short : undefined,
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
      <span className="visually-hidden">{m.logo_home({}, { locale })}</span>
    </Link>
  );
}
