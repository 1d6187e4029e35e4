import { Phone } from "lucide-react";
import { useId, type ReactNode } from "react";
import { company } from "../../content/company";
import { ButtonAnchor } from "../ui/button";
import { ButtonLink } from "../ui/button-link";
import styles from "./cta-band.module.css";

/** The closing call to action: Get Free Quote plus a phone call. */
export function CtaBand({
  title = "Ready to get paid faster?",
  text = `Tell us about your business and get a free quote. We reply ${company.responsePromise}.`,
  children,
}: {
  title?: ReactNode;
  text?: ReactNode;
  /** Replaces the default buttons. */
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <div className={["container", styles.inner].join(" ")}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>
          <div className={styles.buttons}>
            {children ?? (
              <>
                <ButtonLink to="/get-quote" variant="primary" size="lg">
                  Get Free Quote
                </ButtonLink>
                <ButtonAnchor href={company.phone.href} variant="onDark" size="lg">
                  <Phone aria-hidden="true" />
                  Call {company.phone.display}
                </ButtonAnchor>
              </>
            )}
          </div>
          {children ? null : <p className={styles.hours}>{company.hours}</p>}
        </div>
      </div>
    </section>
  );
}
