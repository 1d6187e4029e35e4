import { Award, CircleCheck, Fuel } from "lucide-react";
import type { FuelTier } from "../../content/types";
import { localizedPath, type Locale } from "../../lib/locale";
import * as m from "../../paraglide/messages";
import { useLocale } from "../layout/locale-context";
import { Badge } from "../ui/badge";
import { ButtonLink } from "../ui/button-link";
import styles from "./fuel-tiers.module.css";

/**
 * The three fuel card tiers, as the page's language names them (the tiers and
 * note come from the page's content); each button opens the application with
 * its tier chosen.
 */
export function FuelTierCards({
  tiers,
  note,
  headingLevel = 3,
}: {
  tiers: readonly FuelTier[];
  note: string;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const locale = useLocale();
  return (
    <>
      <ul className={styles.grid}>
        {tiers.map((tier) => (
          <li key={tier.id}>
            <article
              className={[styles.card, tier.popular ? styles.popular : undefined].filter(Boolean).join(" ")}
            >
              {tier.popular ? (
                <Badge tone="solid" className={styles.badge}>
                  {m.services_fuel_most_popular({}, { locale })}
                </Badge>
              ) : null}
              <div className={styles.tierHeader}>
                <span className={[styles.medal, styles[tier.id]].join(" ")} aria-hidden="true">
                  {tier.id === "gold" ? <Award /> : <Fuel />}
                </span>
                <Heading className={styles.name}>{tier.name}</Heading>
              </div>
              <p className={styles.savings}>
                <span className={styles.cents}>{tier.centsPerGallon}¢</span>
                <span className={styles.per}>{m.services_fuel_saved({}, { locale })}</span>
              </p>
              <ul className={styles.features}>
                {tierFeatures(tier, locale).map((feature) => (
                  <li key={feature}>
                    <CircleCheck aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <ButtonLink
                to={localizedPath("/fuel-card-application", locale)}
                search={{ tier: tier.id }}
                variant={tier.popular ? "primary" : "secondary"}
                block
              >
                {m.services_fuel_apply({ tier: tier.name }, { locale })}
              </ButtonLink>
            </article>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{note}</p>
    </>
  );
}

function tierFeatures(tier: FuelTier, locale: Locale): string[] {
  return [m.services_fuel_accepted({ locations: tier.locations }, { locale }), tier.perk];
}
