import { createFileRoute } from "@tanstack/react-router";
import { Phone } from "lucide-react";
import { CtaBand } from "../../components/sections/cta-band";
import { FeatureGrid } from "../../components/sections/feature-grid";
import { Steps } from "../../components/sections/steps";
import { ButtonAnchor } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/button-link";
import { CheckList } from "../../components/ui/check-list";
import { PageHeader } from "../../components/ui/page-header";
import { Section } from "../../components/ui/section";
import {
  ablAssetTypes,
  ablAudience,
  ablIntro,
  ablReasons,
  ablSteps,
} from "../../content/asset-based-lending";
import { company } from "../../content/company";
import { pageHead } from "../../lib/head";
import styles from "./-components/abl.module.css";

export const Route = createFileRoute("/_site/asset-based-lending")({
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Asset-Based Lending for Trucking Companies",
      description:
        "A credit line secured by your receivables, trucks, trailers, equipment and inventory. Assess, structure, access funds.",
      path: "/asset-based-lending",
    }),
  component: AssetBasedLendingPage,
});

function AssetBasedLendingPage() {
  return (
    <>
      <PageHeader
        eyebrow="Asset-Based Lending"
        title="Unlock the value of what your business owns"
        lead={ablIntro.lead}
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
        eyebrow="What we lend against"
        title="Three kinds of assets, one flexible credit line"
        lead="Use one type or combine them. The more your assets are worth, the more you can draw."
      >
        <FeatureGrid items={ablAssetTypes} columns={3} />
      </Section>

      <Section tone="dark">
        <div className={styles.reasons}>
          <div>
            <p className={styles.kicker}>Why choose asset-based lending</p>
            <h2>More room to grow than an unsecured loan</h2>
            <p className={styles.reasonsLead}>
              Banks look at your credit score and your last two tax returns. We look at what your business
              owns and earns.
            </p>
          </div>
          <CheckList items={ablReasons} onDark />
        </div>
      </Section>

      <Section eyebrow="How it works" title="Three steps to your credit line" align="center">
        <Steps steps={ablSteps} />
      </Section>

      <Section tone="muted">
        <div className={styles.audience}>
          <div>
            <p className={styles.kickerLight}>Who it suits</p>
            <h2>Is asset-based lending right for you?</h2>
            <p className={styles.audienceLead}>
              It fits established trucking and logistics businesses with assets to put to work. Not sure?
              Factoring may suit you better; we'll tell you honestly.
            </p>
            <ButtonLink to="/get-quote" variant="secondary">
              Ask about asset-based lending
            </ButtonLink>
          </div>
          <div className={styles.audienceCard}>
            <CheckList items={ablAudience} />
          </div>
        </div>
      </Section>

      <CtaBand
        title="Put your assets to work"
        text={`Tell us about your receivables, fleet and inventory and we'll show you what you could borrow. We reply ${company.responsePromise}.`}
      />
    </>
  );
}
