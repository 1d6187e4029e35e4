import { Phone } from "lucide-react";
import { useId, type ReactNode } from "react";
import { company, companyWords } from "../../content/company";
import { localizedPath } from "../../lib/locale";
import * as m from "../../paraglide/messages";
import { useLocale } from "../layout/locale-context";
import { ButtonAnchor } from "../ui/button";
import { ButtonLink } from "../ui/button-link";
import { KeepWhole } from "../ui/keep-whole";
import styles from "./cta-band.module.css";

/** The closing call to action: Get Free Quote plus a phone call, in the page's language. */
export function CtaBand({
  title,
  text,
  children,
}: {
  title?: ReactNode;
  text?: ReactNode;
  /** Replaces the default buttons. */
  children?: ReactNode;
}) {
  const headingId = useId();
  const locale = useLocale();
  const promise = companyWords(locale).responsePromise;
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <div className={["container", styles.inner].join(" ")}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title ?? m.cta_title({}, { locale })}
          </h2>
          <p className={styles.text}>{text ?? m.cta_text({ promise }, { locale })}</p>
        </div>
        <div className={styles.actions}>
          <div className={styles.buttons}>
            {children ?? (
              <>
                <ButtonLink to={localizedPath("/get-quote", locale)} variant="primary" size="lg">
                  {m.get_free_quote({}, { locale })}
                </ButtonLink>
                <ButtonAnchor href={company.phone.href} variant="onDark" size="lg">
                  <Phone aria-hidden="true" />
                  <KeepWhole text={m.call({ phone: company.phone.display }, { locale })} />
                </ButtonAnchor>
              </>
            )}
          </div>
          {children ? null : (
            <p className={styles.hours}>
              <KeepWhole text={m.hours({}, { locale })} />
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
