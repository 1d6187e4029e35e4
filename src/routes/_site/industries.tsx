import { createFileRoute } from "@tanstack/react-router";
import { ClipboardCheck } from "lucide-react";
import { CtaBand } from "../../components/sections/cta-band";
import { FuelTierCards } from "../../components/sections/fuel-tiers";
import { CheckList } from "../../components/ui/check-list";
import { IconTile } from "../../components/ui/icon-tile";
import { PageHeader } from "../../components/ui/page-header";
import { Section } from "../../components/ui/section";
import { freightTypes, qualificationRequirements, segments } from "../../content/industries";
import { pageHead } from "../../lib/head";
import styles from "./-components/industries.module.css";
import { ButtonLink } from "../../components/ui/button-link";

export const Route = createFileRoute("/_site/industries")({
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Industries We Serve",
      description:
        "Factoring and fuel cards for owner-operators, fleets of 2-50 trucks, freight brokers and logistics companies, across 12 freight types.",
      path: "/industries",
    }),
  component: IndustriesPage,
});

function IndustriesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Industries"
        title="Funding for every kind of trucking business"
        lead="Whether you run one truck or fifty, broker freight or manage a warehouse, we fund the invoices and assets that keep you moving."
      />

      <Section eyebrow="Who we serve" title="Four kinds of trucking businesses, one fast partner">
        <ul className={styles.segments}>
          {segments.map((segment) => (
            <li key={segment.id} className={styles.segment}>
              <div className={styles.segmentHead}>
                <IconTile icon={segment.icon} size="lg" />
                <div>
                  <h3 className={styles.segmentTitle}>{segment.title}</h3>
                  {segment.detail ? <p className={styles.segmentDetail}>{segment.detail}</p> : null}
                </div>
              </div>
              <p className={styles.segmentText}>{segment.text}</p>
              <CheckList items={segment.benefits} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        tone="dark"
        eyebrow="Freight types"
        title="We fund all 12 major freight types"
        lead="From reefer to heavy haul, if you move it legally and bill for it, we can factor it."
        align="center"
      >
        <ul className={styles.freight}>
          {freightTypes.map((type) => {
            const Icon = type.icon;
            return (
              <li key={type.name} className={styles.freightItem}>
                <Icon aria-hidden="true" />
                <span>{type.name}</span>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section tone="muted">
        <div className={styles.qualify}>
          <div>
            <p className={styles.kicker}>
              <ClipboardCheck aria-hidden="true" />
              Qualification
            </p>
            <h2>What you need to qualify</h2>
            <p className={styles.qualifyLead}>
              Approval depends mostly on your customers' credit, not yours, so new authorities are welcome.
            </p>
            <ButtonLink to="/get-quote" variant="primary">
              Check if you qualify
            </ButtonLink>
          </div>
          <div className={styles.requirements}>
            <CheckList items={qualificationRequirements} />
          </div>
        </div>
      </Section>

      <Section
        id="fuel-cards"
        eyebrow="Fuel card program"
        title="Save at the pump with a TPF fuel card"
        lead="Three tiers, each accepted at thousands of truck stops. Choose a tier to start your application."
        align="center"
      >
        <FuelTierCards />
      </Section>

      <CtaBand title="Tell us what you haul" />
    </>
  );
}
