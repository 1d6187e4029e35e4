import { Award, CircleCheck, Fuel } from "lucide-react";
import { fuelTierNote, fuelTiers } from "../../content/fuel-tiers";
import type { FuelTier } from "../../content/types";
import { Badge } from "../ui/badge";
import { ButtonLink } from "../ui/button-link";
import styles from "./fuel-tiers.module.css";

/** The three fuel card tiers; each button opens the application with its tier chosen. */
export function FuelTierCards({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <>
      <ul className={styles.grid}>
        {fuelTiers.map((tier) => (
          <li key={tier.id}>
            <article
              className={[styles.card, tier.popular ? styles.popular : undefined].filter(Boolean).join(" ")}
            >
              {tier.popular ? (
                <Badge tone="solid" className={styles.badge}>
                  Most Popular
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
                <span className={styles.per}>saved per gallon</span>
              </p>
              <ul className={styles.features}>
                {tierFeatures(tier).map((feature) => (
                  <li key={feature}>
                    <CircleCheck aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <ButtonLink
                to="/fuel-card-application"
                search={{ tier: tier.id }}
                variant={tier.popular ? "primary" : "secondary"}
                block
              >
                Apply for {tier.name}
              </ButtonLink>
            </article>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{fuelTierNote}</p>
    </>
  );
}

function tierFeatures(tier: FuelTier): string[] {
  return [`Accepted at ${tier.locations} locations`, tier.perk];
}
