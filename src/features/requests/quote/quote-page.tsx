import type { ReactNode } from "react";
import { FormPageBody } from "../../../components/layout/form-page-body";
import { useLocale } from "../../../components/layout/locale-context";
import { Card } from "../../../components/ui/card";
import { PageHeader } from "../../../components/ui/page-header";
import { company, companyWords } from "../../../content/company";
import * as m from "../../../paraglide/messages";
import { OfflineNote } from "../outbox/offline-note";
import styles from "./quote-page.module.css";

/** The page around the form, which the route passes in (it is an island of its own), in the page's language. */
export function QuotePage({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const said = companyWords(locale);
  const options = { locale };
  const nextSteps = [
    { title: m.forms_next_review_title({}, options), text: m.forms_next_review_text({}, options) },
    {
      title: m.forms_next_call_title({}, options),
      text: m.forms_next_call_text({ hours: said.hours }, options),
    },
    { title: m.forms_next_rate_title({}, options), text: m.forms_next_rate_text({}, options) },
  ];
  return (
    <>
      <PageHeader
        eyebrow={m.forms_quote_eyebrow({}, options)}
        title={m.forms_quote_title({}, options)}
        lead={m.forms_quote_lead(
          { promise: said.responsePromise, percent: company.maxAdvancePercent, time: said.fundingTime },
          options,
        )}
        meta={m.forms_no_checks({}, options)}
      />
      <FormPageBody
        aside={
          <>
            <Card compact>
              <h2 className={styles.heading}>{m.forms_next_title({}, options)}</h2>
              <ol className={styles.steps}>
                {nextSteps.map((step) => (
                  <li key={step.title}>
                    <strong>{step.title}</strong>
                    <span>{step.text}</span>
                  </li>
                ))}
              </ol>
            </Card>
            <OfflineNote />
          </>
        }
      >
        {children}
      </FormPageBody>
    </>
  );
}
