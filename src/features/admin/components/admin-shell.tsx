import { Link, useLocation } from "@tanstack/react-router";
import { ChevronDown, Menu as MenuIcon } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { LogoMark } from "../../../components/brand/logo-mark";
import { company } from "../../../content/company";
import { closeEnclosingPopover } from "../../../lib/close-popover";
import styles from "./admin-shell.module.css";

/** The staff area's sections, in the order of the day's work. */
const sections = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/quotes", label: "Submissions" },
  { to: "/admin/invoices", label: "Invoices" },
  { to: "/admin/payments", label: "Payments" },
  { to: "/admin/collections", label: "Collections" },
  { to: "/admin/aging", label: "Aging" },
  { to: "/admin/brokers", label: "Brokers" },
  { to: "/admin/clients", label: "Clients" },
  { to: "/admin/staff", label: "Staff" },
  { to: "/admin/team", label: "Team" },
  { to: "/admin/account", label: "Your account" },
] as const;

const MENU_ID = "staff-menu";

function SectionLinks({
  linkClassName,
  onChoose,
}: {
  linkClassName: string | undefined;
  onChoose?: (event: MouseEvent<HTMLElement>) => void;
}) {
  return (
    <ul className={styles.navList}>
      {sections.map((section) => (
        <li key={section.to}>
          <Link to={section.to} className={linkClassName} onClick={onChoose}>
            {section.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * On a phone the sections fold into a menu under a button that names the
 * current one: a native popover, as the public site's menu, so Escape and a
 * tap outside close it and focus goes back to the button. The page's action
 * (Logout) folds into it too, under the sections, so the list starts near the
 * top of a small screen.
 */
function SectionMenu({ current, actions }: { current: string | undefined; actions: ReactNode }) {
  return (
    <div className={styles.menu}>
      <button type="button" className={styles.menuButton} popoverTarget={MENU_ID}>
        <MenuIcon aria-hidden="true" />
        <span className="visually-hidden">Staff sections{current ? ", now " : ""}</span>
        <span>{current ?? "Sections"}</span>
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </button>
      <div id={MENU_ID} popover="auto" className={styles.menuPanel}>
        <nav aria-label="Staff">
          <SectionLinks linkClassName={styles.menuLink} onChoose={closeEnclosingPopover} />
        </nav>
        {/* Clicks bubble here from Logout as from the links: the menu closes. */}
        <div className={styles.menuActions} onClick={closeEnclosingPopover}>
          {actions}
        </div>
      </div>
    </div>
  );
}

/**
 * The staff area's own frame (no public header or footer): a slim bar with
 * the staff sections (a menu on a phone), then the page title, Logout and
 * content. The sections are the way between screens: the brand leads to the
 * dashboard and Team is a section, so the title row repeats neither
 * (docs/decisions/0141-staff-header-on-a-phone.md).
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
  const current = sections.find((section) => pathname.startsWith(section.to));
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
          <nav aria-label="Staff" className={styles.nav}>
            <SectionLinks linkClassName={styles.navLink} />
          </nav>
          <SectionMenu current={current?.label} actions={logout} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <div className="container">
          <div className={styles.header}>
            <div>
              <h1 className={styles.title}>{title}</h1>
              {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
            </div>
            <div className={styles.actions}>{logout}</div>
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
