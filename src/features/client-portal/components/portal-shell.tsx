import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Logo } from "../../../components/brand/logo";
import { company } from "../../../content/company";
import styles from "./portal-shell.module.css";

/** The client portal's own frame: brand, who is signed in, their actions; no marketing header. */
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
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <div className={styles.brandGroup}>
            <Logo tone="light" short />
            <span className={styles.portalLabel}>Client Portal</span>
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
            <Link to="/privacy-policy">Privacy Policy</Link> · <Link to="/security">Security</Link> ·{" "}
            <Link to="/">Back to website</Link>
          </p>
        </div>
      </footer>
    </div>
  );
}
