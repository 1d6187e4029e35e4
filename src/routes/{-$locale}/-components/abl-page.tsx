import { Phone } from "lucide-react";
import { useLocale } from "../../../components/layout/locale-context";
import { CtaBand } from "../../../components/sections/cta-band";
import { FeatureGrid } from "../../../components/sections/feature-grid";
import { Steps } from "../../../components/sections/steps";
import { ButtonAnchor } from "../../../components/ui/button";
import { ButtonLink } from "../../../components/ui/button-link";
import { CheckList } from "../../../components/ui/check-list";
import { PageHeader } from "../../../components/ui/page-header";
import { Section } from "../../../components/ui/section";
import type { AblPage } from "../../../content/asset-based-lending";
import { company } from "../../../content/company";
import { localizedPath } from "../../../lib/locale";
import * as m from "../../../paraglide/messages";
import styles from "./abl.module.css";
import { KeepWhole } from "../../../components/ui/keep-whole";

/** Asset-Based Lending in the page's language. */
export function AblView({ copy }: { copy: AblPage }) {
  const locale = useLocale();
  const quote = localizedPath("/get-quote", locale);
  return (
    <>
      <PageHeader
        eyebrow={copy.header.eyebrow}
        title={copy.header.title}
        lead={copy.header.lead}
        actions={
          <>
            <ButtonLink to={quote} variant="primary" size="lg">
              {m.get_free_quote({}, { locale })}
            </ButtonLink>
            <ButtonAnchor href={company.phone.href} variant="onDark" size="lg">
              <Phone aria-hidden="true" />
              <KeepWhole text={m.call({ phone: company.phone.display }, { locale })} />
            </ButtonAnchor>
          </>
        }
      />

      <Section eyebrow={copy.assets.eyebrow} title={copy.assets.title} lead={copy.assets.lead}>
        <FeatureGrid items={copy.assets.items} columns={3} />
      </Section>

      <Section tone="dark">
        <div className={styles.reasons}>
          <div>
            <p className={styles.kicker}>{copy.reasons.kicker}</p>
            <h2>{copy.reasons.title}</h2>
            <p className={styles.reasonsLead}>{copy.reasons.lead}</p>
          </div>
          <CheckList items={copy.reasons.items} onDark />
        </div>
      </Section>

      <Section eyebrow={copy.steps.eyebrow} title={copy.steps.title} align="center">
        <Steps steps={copy.steps.items} />
      </Section>

      <Section tone="muted">
        <div className={styles.audience}>
          <div>
            <p className={styles.kickerLight}>{copy.audience.kicker}</p>
            <h2>{copy.audience.title}</h2>
            <p className={styles.audienceLead}>{copy.audience.lead}</p>
            <ButtonLink to={quote} variant="secondary">
              {copy.audience.action}
            </ButtonLink>
          </div>
          <div className={styles.audienceCard}>
            <CheckList items={copy.audience.items} />
          </div>
        </div>
      </Section>

      <CtaBand title={copy.cta.title} text={copy.cta.text} />
    </>
  );
}
