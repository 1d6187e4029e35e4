import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Logo } from "../../../components/brand/logo";
import { useLocale } from "../../../components/layout/locale-context";
import { company } from "../../../content/company";
import { localizedPath } from "../../../lib/locale";
import * as m from "../../../paraglide/messages";
import styles from "./portal-shell.module.css";

/**
 * The client portal's own frame: brand, who is signed in, their actions; no
 * marketing header. In the client's language, its links to the site too.
 */
export function PortalShell({
  name,
  companyName,
  actions,
  children,
}: {
  name: string;
  companyName: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  const locale = useLocale();
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <div className={styles.brandGroup}>
            <Logo tone="light" short />
            <span className={styles.portalLabel}>{m.account_portal({}, { locale })}</span>
          </div>
          <div className={styles.account}>
            <p className={styles.who}>
              <span className={styles.whoName}>{name}</span>
              <span className={styles.whoCompany}>{companyName}</span>
            </p>
            {actions}
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <div className="container">{children}</div>
      </main>
      <footer className={styles.footer}>
        <div className={`container ${styles.footerInner}`}>
          <p>
            © {company.copyrightYear} {company.fullName}
          </p>
          <p>
            <Link to={localizedPath("/privacy-policy", locale)}>{m.link_privacy({}, { locale })}</Link> ·{" "}
            <Link to={localizedPath("/security", locale)}>{m.link_security({}, { locale })}</Link> ·{" "}
            <Link to={localizedPath("/", locale)}>{m.account_back_to_website({}, { locale })}</Link>
          </p>
        </div>
      </footer>
    </div>
  );
}
