import type { ReactNode } from "react";
import { FormPageBody } from "../../../components/layout/form-page-body";
import { Card } from "../../../components/ui/card";
import { PageHeader } from "../../../components/ui/page-header";
import { company } from "../../../content/company";
import { fuelTierNote, fuelTiers } from "../../../content/fuel-tiers";
import { OfflineNote } from "../outbox/offline-note";
import styles from "./fuel-card-page.module.css";

/** The page around the form, which the route passes in (it is an island of its own). */
export function FuelCardPage({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader
        eyebrow="Fuel card program"
        title="Fuel Card Application"
        lead={`Save up to ${Math.max(...fuelTiers.map((tier) => tier.centsPerGallon))} cents per gallon at thousands of truck stops. Apply in a few minutes; we'll contact you ${company.responsePromise}.`}
        meta="No credit check, no UCC filing and no access to your ELD data."
      />
      <FormPageBody
        aside={
          <>
            <Card compact>
              <h2 className={styles.heading}>Fuel card tiers</h2>
              <ul className={styles.tiers}>
                {fuelTiers.map((tier) => (
                  <li key={tier.id} className={styles.tier} data-tier={tier.id}>
                    <span className={styles.tierName}>
                      {tier.name}
                      {tier.popular ? <span className={styles.popular}>Most Popular</span> : null}
                    </span>
                    <span className={styles.saving}>{tier.centsPerGallon}¢ per gallon</span>
                    <span className={styles.detail}>
                      {tier.locations} locations · {tier.perk}
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
