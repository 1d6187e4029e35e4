import { Calculator, Phone } from "lucide-react";
import { useLocale } from "../../../components/layout/locale-context";
import { CtaBand } from "../../../components/sections/cta-band";
import { Steps } from "../../../components/sections/steps";
import { ButtonAnchor } from "../../../components/ui/button";
import { ButtonLink } from "../../../components/ui/button-link";
import { PageHeader } from "../../../components/ui/page-header";
import { Section } from "../../../components/ui/section";
import { company } from "../../../content/company";
import { factoringExample, type HowItWorksPage } from "../../../content/how-it-works";
import { calculateFactoring } from "../../../features/calculators/factoring";
import { formatNumber, formatUsd } from "../../../features/calculators/format";
import { localizedPath } from "../../../lib/locale";
import * as m from "../../../paraglide/messages";
import styles from "./how-it-works.module.css";
import { KeepWhole } from "../../../components/ui/keep-whole";
import page from "./page.module.css";

/**
 * How It Works in the page's language. The worked example is computed here by
 * the calculator's own code from one set of inputs, so both editions show the
 * same figures, each written the way its locale writes them.
 */
export function HowItWorksView({ copy }: { copy: HowItWorksPage }) {
  const locale = useLocale();
  const example = calculateFactoring(factoringExample);
  const usd = (value: number) => formatUsd(value, { locale });
  const callLabel = <KeepWhole text={m.call({ phone: company.phone.display }, { locale })} />;
  return (
    <>
      <PageHeader
        eyebrow={copy.header.eyebrow}
        title={copy.header.title}
        lead={copy.header.lead}
        actions={
          <>
            <ButtonLink to={localizedPath("/get-quote", locale)} variant="primary" size="lg">
              {m.get_free_quote({}, { locale })}
            </ButtonLink>
            <ButtonAnchor href={company.phone.href} variant="onDark" size="lg">
              <Phone aria-hidden="true" />
              {callLabel}
            </ButtonAnchor>
          </>
        }
      />
      <Section eyebrow={copy.steps.eyebrow} title={copy.steps.title} lead={copy.steps.lead}>
        <Steps steps={copy.steps.items} />
      </Section>

      <Section tone="muted">
        <div className={page.split}>
          <div className={page.prose}>
            <h2>{copy.explained.title}</h2>
            {copy.explained.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <aside className={styles.notLoan} aria-labelledby="not-a-loan">
              <h3 id="not-a-loan">{copy.explained.notALoan.title}</h3>
              <p>{copy.explained.notALoan.text}</p>
            </aside>
          </div>
          <section className={styles.example} aria-labelledby="example-title">
            <h3 id="example-title">{m.services_example_title({}, { locale })}</h3>
            <p className={styles.exampleLead}>
              {m.services_example_lead(
                {
                  invoice: formatUsd(factoringExample.invoiceAmount, { cents: false, locale }),
                  advance: formatNumber(factoringExample.advanceRate, locale),
                  rate: formatNumber(factoringExample.factoringRate, locale),
                  days: formatNumber(factoringExample.paymentTermsDays, locale),
                },
                { locale },
              )}
            </p>
            <ol className={styles.timeline}>
              <li>
                <span className={styles.when}>
                  {m.services_example_day({ day: formatNumber(1, locale) }, { locale })}
                </span>
                <span className={styles.what}>{m.services_example_advance({}, { locale })}</span>
                <span className={styles.amount}>{usd(example.advance)}</span>
              </li>
              <li>
                <span className={styles.when}>
                  {m.services_example_day(
                    { day: formatNumber(factoringExample.paymentTermsDays, locale) },
                    { locale },
                  )}
                </span>
                <span className={styles.what}>
                  {m.services_example_payout(
                    { reserve: usd(example.reserve), fee: usd(example.fee) },
                    { locale },
                  )}
                </span>
                <span className={styles.amount}>{usd(example.finalPayout)}</span>
              </li>
              <li className={styles.totalRow}>
                <span className={styles.when}>{m.services_example_total({}, { locale })}</span>
                <span className={styles.what}>{m.services_example_receive({}, { locale })}</span>
                <span className={styles.amount}>{usd(example.totalReceived)}</span>
              </li>
            </ol>
            <ButtonLink
              to={localizedPath("/resources", locale)}
              search={{ tool: "calculator" }}
              variant="outline"
              block
            >
              <Calculator aria-hidden="true" />
              {m.services_try_calculator({}, { locale })}
            </ButtonLink>
          </section>
        </div>
      </Section>

      <CtaBand title={copy.cta.title} text={<KeepWhole text={copy.cta.text} />}>
        <ButtonAnchor href={company.phone.href} variant="primary" size="lg">
          <Phone aria-hidden="true" />
          {callLabel}
        </ButtonAnchor>
        <ButtonLink to={localizedPath("/get-quote", locale)} variant="onDark" size="lg">
          {m.get_free_quote({}, { locale })}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
