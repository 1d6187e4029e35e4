import { MessageSquareText, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { company } from "../../content/company";
import { ButtonAnchor } from "../ui/button";
import { Card } from "../ui/card";
import styles from "./form-page-body.module.css";

/**
 * The body of a form page: the form on a card, and notes beside it (below it
 * on phones), ending with how to reach us instead.
 */
export function FormPageBody({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className={["container", styles.page].join(" ")}>
      <Card className={styles.formCard}>{children}</Card>
      <aside className={styles.aside} aria-label="About this form">
        {aside}
        <Card compact>
          <h2 className={styles.asideHeading}>Prefer to talk?</h2>
          <p className={styles.asideText}>Call us {company.hours}, or send a text any time.</p>
          <div className={styles.contactActions}>
            <ButtonAnchor href={company.phone.href} variant="secondary" size="sm">
              <Phone aria-hidden="true" />
              Call {company.phone.display}
            </ButtonAnchor>
            <ButtonAnchor href={company.text.href} variant="outline" size="sm">
              <MessageSquareText aria-hidden="true" />
              Text {company.text.display}
            </ButtonAnchor>
          </div>
        </Card>
      </aside>
    </div>
  );
}
