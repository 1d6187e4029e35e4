import { Link } from "@tanstack/react-router";
import { Phone, WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { company } from "../../content/company";
import { ButtonAnchor } from "../ui/button";
import { ButtonLink } from "../ui/button-link";
import styles from "./not-found-page.module.css";

/**
 * Body of the pages that explain a screen cannot be shown: offline staff and
 * portal screens (served by the service worker) and route errors.
 */
export function NeedsConnectionNotice({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className={styles.page} aria-labelledby="needs-connection-title">
      <div className={["container", styles.inner].join(" ")}>
        <WifiOff aria-hidden="true" size={120} strokeWidth={1.25} className={styles.sign} />
        <div className={styles.text}>
          <h1 id="needs-connection-title">{title}</h1>
          {children}
          <div className={styles.actions}>
            {action}
            <ButtonLink to="/" variant="secondary">
              Back to Home
            </ButtonLink>
            <ButtonAnchor href={company.phone.href} variant="outline">
              <Phone aria-hidden="true" />
              Call {company.phone.display}
            </ButtonAnchor>
          </div>
          <p>
            Text us at <a href={company.text.href}>{company.text.display}</a> or{" "}
            <Link to="/get-quote">request a quote</Link>: it is kept on this device and sent when the signal
            returns.
          </p>
        </div>
      </div>
    </section>
  );
}
