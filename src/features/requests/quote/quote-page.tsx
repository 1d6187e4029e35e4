import type { ReactNode } from "react";
import { FormPageBody } from "../../../components/layout/form-page-body";
import { Card } from "../../../components/ui/card";
import { PageHeader } from "../../../components/ui/page-header";
import { company } from "../../../content/company";
import { OfflineNote } from "../outbox/offline-note";
import styles from "./quote-page.module.css";

const nextSteps = [
  {
    title: "We review your details",
    text: "A funding specialist looks at your business and your customers.",
  },
  { title: "We call you back", text: `Within 1 hour during business hours (${company.hours}).` },
  {
    title: "You get your rate",
    text: "Advance rate, fees and funding time, with no obligation and no long-term contract.",
  },
];

/** The page around the form, which the route passes in (it is an island of its own). */
export function QuotePage({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader
        eyebrow="Free quote · No obligation"
        title="Get Your Free Quote"
        lead={`Tell us about your trucking business and we'll contact you ${company.responsePromise}. Up to ${company.maxAdvancePercent}% of your invoice, funded within ${company.fundingTime}.`}
        meta="No credit check, no UCC filing and no access to your ELD data."
      />
      <FormPageBody
        aside={
          <>
            <Card compact>
              <h2 className={styles.heading}>What happens next</h2>
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
