import { createFileRoute } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { CtaBand } from "../../components/sections/cta-band";
import { FeatureGrid } from "../../components/sections/feature-grid";
import { Steps } from "../../components/sections/steps";
import { Testimonials } from "../../components/sections/testimonials";
import { ButtonLink } from "../../components/ui/button-link";
import { Section } from "../../components/ui/section";
import { company } from "../../content/company";
import { benefits } from "../../content/home";
import { factoringSteps } from "../../content/how-it-works";
import { testimonials } from "../../content/testimonials";
import { pageHead } from "../../lib/head";
import { HomeHero } from "./-components/home-hero";
import { TrustStrip } from "./-components/trust-strip";
import styles from "./-components/page.module.css";

export const Route = createFileRoute("/_site/")({
  head: ({ match }) =>
    pageHead(match.context, {
      title: `${company.name}: Invoice Factoring and Fuel Cards for Trucking Companies`,
      description:
        "Fast invoice factoring, lines of credit and fuel cards for owner-operators and small fleets. Up to 95% advanced, funding within 24 hours.",
      path: "/",
    }),
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <HomeHero />
      <TrustStrip />
      <Section
        eyebrow="Why truckers choose TPF"
        title="Funding built around the way you haul"
        lead="Everything an owner-operator or growing fleet needs to keep cash moving, from the first load to the fiftieth truck."
        align="center"
      >
        <FeatureGrid items={benefits} columns={4} />
      </Section>
      <Section
        tone="muted"
        eyebrow="How it works"
        title="From delivered load to deposit in three steps"
        lead="No paperwork mountain, no waiting 30 to 90 days for brokers to pay."
        align="center"
      >
        <Steps steps={factoringSteps} />
        <p className={styles.centerAction}>
          <ButtonLink to="/how-factoring-works" variant="outline">
            See how factoring works
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </p>
      </Section>
      <Section
        eyebrow="Customer stories"
        title="Trusted by carriers across the country"
        lead={`${company.clients} trucking businesses count on us to keep their wheels turning.`}
        align="center"
      >
        <Testimonials items={testimonials.slice(0, 3)} />
      </Section>
      <CtaBand />
    </>
  );
}
