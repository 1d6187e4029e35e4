import { Link } from "@tanstack/react-router";
import { Phone, WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { company } from "../../content/company";
import { localizedPath } from "../../lib/locale";
import * as m from "../../paraglide/messages";
import { useLocale } from "./locale-context";
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
  const locale = useLocale();
  return (
    <section className={styles.page} aria-labelledby="needs-connection-title">
      <div className={["container", styles.inner].join(" ")}>
        <WifiOff aria-hidden="true" size={120} strokeWidth={1.25} className={styles.sign} />
        <div className={styles.text}>
          <h1 id="needs-connection-title">{title}</h1>
          {children}
          <div className={styles.actions}>
            {action}
            <ButtonLink to={localizedPath("/", locale)} variant="secondary">
              {m.back_home({}, { locale })}
            </ButtonLink>
            <ButtonAnchor href={company.phone.href} variant="outline">
              <Phone aria-hidden="true" />
              {m.call({ phone: company.phone.display }, { locale })}
            </ButtonAnchor>
          </div>
          <p>
            {m.offline_text_or_quote_before({}, { locale })}{" "}
            <a href={company.text.href}>{company.text.display}</a>{" "}
            {m.offline_text_or_quote_or({}, { locale })}{" "}
            <Link to={localizedPath("/get-quote", locale)}>{m.offline_request_quote({}, { locale })}</Link>
            {m.offline_kept({}, { locale })}
          </p>
        </div>
      </div>
    </section>
  );
}
