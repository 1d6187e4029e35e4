import { MessageSquareText, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { company, companyWords } from "../../content/company";
import * as m from "../../paraglide/messages";
import { ButtonAnchor } from "../ui/button";
import { Card } from "../ui/card";
import { useLocale } from "./locale-context";
import styles from "./form-page-body.module.css";

/**
 * The body of a form page: the form on a card, and notes beside it (below it
 * on phones), ending with how to reach us instead, in the page's language.
 */
export function FormPageBody({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  const locale = useLocale();
  const options = { locale };
  return (
    <div className={["container", styles.page].join(" ")}>
      <Card className={styles.formCard}>{children}</Card>
      <aside className={styles.aside} aria-label={m.forms_about_form({}, options)}>
        {aside}
        <Card compact>
          <h2 className={styles.asideHeading}>{m.forms_prefer_talk({}, options)}</h2>
          <p className={styles.asideText}>
            {m.forms_call_or_text({ hours: companyWords(locale).hours }, options)}
          </p>
          <div className={styles.contactActions}>
            <ButtonAnchor href={company.phone.href} variant="secondary" size="sm">
              <Phone aria-hidden="true" />
              {m.call({ phone: company.phone.display }, options)}
            </ButtonAnchor>
            <ButtonAnchor href={company.text.href} variant="outline" size="sm">
              <MessageSquareText aria-hidden="true" />
              {m.forms_text_button({ phone: company.text.display }, options)}
            </ButtonAnchor>
          </div>
        </Card>
      </aside>
    </div>
  );
}
