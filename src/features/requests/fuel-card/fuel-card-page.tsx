import type { ReactNode } from "react";
import { FormPageBody } from "../../../components/layout/form-page-body";
import { useLocale } from "../../../components/layout/locale-context";
import { Card } from "../../../components/ui/card";
import { PageHeader } from "../../../components/ui/page-header";
import { companyWords } from "../../../content/company";
import { fuelTierNoteIn, fuelTiersIn } from "../../../content/fuel-tiers";
import * as m from "../../../paraglide/messages";
import { OfflineNote } from "../outbox/offline-note";
import styles from "./fuel-card-page.module.css";

/** The page around the form, which the route passes in (it is an island of its own), in the page's language. */
export function FuelCardPage({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const options = { locale };
  const fuelTiers = fuelTiersIn(locale);
  const fuelTierNote = fuelTierNoteIn(locale);
  return (
    <>
      <PageHeader
        eyebrow={m.forms_fuel_eyebrow({}, options)}
        title={m.forms_fuel_title({}, options)}
        lead={m.forms_fuel_lead(
          {
            cents: Math.max(...fuelTiers.map((tier) => tier.centsPerGallon)),
            promise: companyWords(locale).responsePromise,
          },
          options,
        )}
        meta={m.forms_no_checks({}, options)}
      />
      <FormPageBody
        aside={
          <>
            <Card compact>
              <h2 className={styles.heading}>{m.forms_tiers_title({}, options)}</h2>
              <ul className={styles.tiers}>
                {fuelTiers.map((tier) => (
                  <li key={tier.id} className={styles.tier} data-tier={tier.id}>
                    <span className={styles.tierName}>
                      {tier.name}
                      {tier.popular ? (
                        <span className={styles.popular}>{m.forms_most_popular({}, options)}</span>
                      ) : null}
                    </span>
                    <span className={styles.saving}>
                      {m.forms_per_gallon({ cents: tier.centsPerGallon }, options)}
                    </span>
                    <span className={styles.detail}>
                      {m.forms_tier_detail({ locations: tier.locations, perk: tier.perk }, options)}
                    </span>
                  </li>
                ))}
              </ul>
              <p className={styles.note}>{fuelTierNote}</p>
            </Card>
            <OfflineNote />
          </>
        }
      >
        {children}
      </FormPageBody>
    </>
  );
}
