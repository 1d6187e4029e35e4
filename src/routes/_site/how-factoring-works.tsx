import { createFileRoute } from "@tanstack/react-router";
import { Calculator, Phone } from "lucide-react";
import { CtaBand } from "../../components/sections/cta-band";
import { Steps } from "../../components/sections/steps";
import { ButtonAnchor } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/button-link";
import { PageHeader } from "../../components/ui/page-header";
import { Section } from "../../components/ui/section";
import { company } from "../../content/company";
import { factoringExample, factoringExplained, factoringSteps } from "../../content/how-it-works";
import { calculateFactoring } from "../../features/calculators/factoring";
import { formatUsd } from "../../features/calculators/format";
import { pageHead } from "../../lib/head";
import styles from "./-components/how-it-works.module.css";
import page from "./-components/page.module.css";

export const Route = createFileRoute("/_site/how-factoring-works")({
  head: ({ match }) =>
    pageHead(match.context, {
      title: "How Invoice Factoring Works",
      description:
        "Submit your invoice, we verify it, you get up to 95% within 24 hours. How freight factoring works and why it is not a loan.",
      path: "/how-factoring-works",
    }),
  component: HowItWorksPage,
});

function HowItWorksPage() {
  const example = calculateFactoring(factoringExample);
  return (
    <>
      <PageHeader
        eyebrow="How It Works"
        title="Get paid for your loads in 24 hours, not 30 to 90 days"
        lead={`Three simple steps turn a delivered load into cash in your account. Up to ${company.maxAdvancePercent}% up front, the rest when your customer pays.`}
        actions={
          <>
            <ButtonLink to="/get-quote" variant="primary" size="lg">
              Get Free Quote
            </ButtonLink>
            <ButtonAnchor href={company.phone.href} variant="onDark" size="lg">
              <Phone aria-hidden="true" />
              Call {company.phone.display}
            </ButtonAnchor>
          </>
        }
      />
      <Section
        eyebrow="Three steps"
        title="From delivery to deposit"
        lead="Send your paperwork from the truck stop. We handle verification and collection."
      >
        <Steps steps={factoringSteps} />
      </Section>

      <Section tone="muted">
        <div className={page.split}>
          <div className={page.prose}>
            <h2>{factoringExplained.title}</h2>
            {factoringExplained.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <aside className={styles.notLoan} aria-labelledby="not-a-loan">
              <h3 id="not-a-loan">{factoringExplained.notALoan.title}</h3>
              <p>{factoringExplained.notALoan.text}</p>
            </aside>
          </div>
          <section className={styles.example} aria-labelledby="example-title">
            <h3 id="example-title">A load, start to finish</h3>
            <p className={styles.exampleLead}>
              A {formatUsd(factoringExample.invoiceAmount, { cents: false })} invoice,{" "}
              {factoringExample.advanceRate}% advance, {factoringExample.factoringRate}% per 30 days, customer
              pays in {factoringExample.paymentTermsDays} days.
            </p>
            <ol className={styles.timeline}>
              <li>
                <span className={styles.when}>Day 1</span>
                <span className={styles.what}>You deliver and send the invoice. We advance</span>
                <span className={styles.amount}>{formatUsd(example.advance)}</span>
              </li>
              <li>
                <span className={styles.when}>Day {factoringExample.paymentTermsDays}</span>
                <span className={styles.what}>
                  Your customer pays us. We release the {formatUsd(example.reserve)} reserve minus the{" "}
                  {formatUsd(example.fee)} fee
                </span>
                <span className={styles.amount}>{formatUsd(example.finalPayout)}</span>
              </li>
              <li className={styles.totalRow}>
                <span className={styles.when}>Total</span>
                <span className={styles.what}>You receive</span>
                <span className={styles.amount}>{formatUsd(example.totalReceived)}</span>
              </li>
            </ol>
            <ButtonLink to="/resources" search={{ tool: "calculator" }} variant="outline" block>
              <Calculator aria-hidden="true" />
              Try the factoring calculator
            </ButtonLink>
          </section>
        </div>
      </Section>

      <CtaBand
        title="Talk to a real person about your invoices"
        text={`Call us ${company.hours}, or text ${company.text.display} any time. We reply ${company.responsePromise}.`}
      >
        <ButtonAnchor href={company.phone.href} variant="primary" size="lg">
          <Phone aria-hidden="true" />
          Call {company.phone.display}
        </ButtonAnchor>
        <ButtonLink to="/get-quote" variant="onDark" size="lg">
          Get Free Quote
        </ButtonLink>
      </CtaBand>
    </>
  );
}
