import { ClipboardCheck } from "lucide-react";
import { useLocale } from "../../../components/layout/locale-context";
import { CtaBand } from "../../../components/sections/cta-band";
import { FuelTierCards } from "../../../components/sections/fuel-tiers";
import { ButtonLink } from "../../../components/ui/button-link";
import { CheckList } from "../../../components/ui/check-list";
import { IconTile } from "../../../components/ui/icon-tile";
import { PageHeader } from "../../../components/ui/page-header";
import { Section } from "../../../components/ui/section";
import type { IndustriesPage } from "../../../content/industries";
import { localizedPath } from "../../../lib/locale";
import styles from "./industries.module.css";

/** Industries in the page's language. */
export function IndustriesView({ copy }: { copy: IndustriesPage }) {
  const locale = useLocale();
  return (
    <>
      <PageHeader eyebrow={copy.header.eyebrow} title={copy.header.title} lead={copy.header.lead} />

      <Section eyebrow={copy.segments.eyebrow} title={copy.segments.title}>
        <ul className={styles.segments}>
          {copy.segments.items.map((segment) => (
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
        eyebrow={copy.freight.eyebrow}
        title={copy.freight.title}
        lead={copy.freight.lead}
        align="center"
      >
        <ul className={styles.freight}>
          {copy.freight.items.map((type) => {
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
              {copy.qualify.kicker}
            </p>
            <h2>{copy.qualify.title}</h2>
            <p className={styles.qualifyLead}>{copy.qualify.lead}</p>
            <ButtonLink to={localizedPath("/get-quote", locale)} variant="primary">
              {copy.qualify.action}
            </ButtonLink>
          </div>
          <div className={styles.requirements}>
            <CheckList items={copy.qualify.items} />
          </div>
        </div>
      </Section>

      <Section
        id="fuel-cards"
        eyebrow={copy.fuel.eyebrow}
        title={copy.fuel.title}
        lead={copy.fuel.lead}
        align="center"
      >
        <FuelTierCards tiers={copy.fuel.tiers} note={copy.fuel.note} />
      </Section>

      <CtaBand title={copy.cta.title} />
    </>
  );
}
