import { Link, useLocation } from "@tanstack/react-router";
import { ClipboardList, Home, Users } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { ButtonLink } from "../../../components/ui/button-link";
import { LogoMark } from "../../../components/brand/logo-mark";
import { company } from "../../../content/company";
import styles from "./admin-shell.module.css";

/** The staff area's sections, in the order of the day's work. */
const sections = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/quotes", label: "Submissions" },
  { to: "/admin/invoices", label: "Invoices" },
  { to: "/admin/clients", label: "Clients" },
  { to: "/admin/staff", label: "Staff" },
  { to: "/admin/team", label: "Team" },
] as const;

/**
 * The staff area's own frame (no public header or footer): a slim bar with
 * the staff sections, then the page title, its actions (Home, the other
 * screen, Logout) and content.
 */
export function AdminShell({
  title,
  subtitle,
  logout,
  children,
}: {
  title: string;
  subtitle?: string | undefined;
  logout: ReactNode;
  children: ReactNode;
}) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const onTeam = pathname.startsWith("/admin/team");
  // On a phone the sections scroll sideways: the current one is brought into view.
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    nav.current
      ?.querySelector('[data-status="active"]')
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pathname]);
  const actions = (
    <>
      <ButtonLink to="/" variant="ghost" size="sm">
        <Home aria-hidden="true" />
        Home
      </ButtonLink>
      {onTeam ? (
        <ButtonLink to="/admin/quotes" variant="outline" size="sm">
          <ClipboardList aria-hidden="true" />
          View Quotes
        </ButtonLink>
      ) : (
        <ButtonLink to="/admin/team" variant="outline" size="sm">
          <Users aria-hidden="true" />
          Team Management
        </ButtonLink>
      )}
      {logout}
    </>
  );
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <Link
            to="/admin/dashboard"
            className={styles.brand}
            aria-label={`${company.name} staff area: dashboard`}
          >
            <LogoMark className={styles.mark} />
            <span aria-hidden="true">{company.name}</span>
            <span className={styles.area} aria-hidden="true">
              Staff area
            </span>
          </Link>
          <nav ref={nav} aria-label="Staff" className={styles.navScroll}>
            <ul className={styles.nav}>
              {sections.map((section) => (
                <li key={section.to}>
                  <Link to={section.to} className={styles.navLink}>
                    {section.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <div className="container">
          <div className={styles.header}>
            <div>
              <h1 className={styles.title}>{title}</h1>
              {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
            </div>
            <div className={styles.actions}>{actions}</div>
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
