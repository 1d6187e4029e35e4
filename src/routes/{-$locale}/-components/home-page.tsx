import { ArrowRight } from "lucide-react";
import { useLocale } from "../../../components/layout/locale-context";
import { CtaBand } from "../../../components/sections/cta-band";
import { FeatureGrid } from "../../../components/sections/feature-grid";
import { Steps } from "../../../components/sections/steps";
import { Testimonials } from "../../../components/sections/testimonials";
import { ButtonLink } from "../../../components/ui/button-link";
import { Section } from "../../../components/ui/section";
import type { HomeContent } from "../../../content/home";
import type { Step, Testimonial } from "../../../content/types";
import { localizedPath } from "../../../lib/locale";
import { HomeHero } from "./home-hero";
import { TrustStrip } from "./trust-strip";
import styles from "./page.module.css";

/** The home page in either language: the route passes its edition's words. */
export function HomePageView({
  content,
  steps,
  testimonials,
}: {
  content: HomeContent;
  steps: readonly Step[];
  testimonials: readonly Testimonial[];
}) {
  const locale = useLocale();
  const { benefits, steps: howItWorks, stories } = content;
  return (
    <>
      <HomeHero hero={content.hero} />
      <TrustStrip trust={content.trust} />
      <Section eyebrow={benefits.eyebrow} title={benefits.title} lead={benefits.lead} align="center">
        <FeatureGrid items={benefits.items} columns={4} />
      </Section>
      <Section
        tone="muted"
        eyebrow={howItWorks.eyebrow}
        title={howItWorks.title}
        lead={howItWorks.lead}
        align="center"
      >
        <Steps steps={steps} />
        <p className={styles.centerAction}>
          <ButtonLink to={localizedPath("/how-factoring-works", locale)} variant="outline">
            {howItWorks.more}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </p>
      </Section>
      <Section eyebrow={stories.eyebrow} title={stories.title} lead={stories.lead} align="center">
        <Testimonials items={testimonials.slice(0, 3)} />
      </Section>
      <CtaBand />
    </>
  );
}
