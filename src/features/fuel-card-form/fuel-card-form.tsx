import type { FormAnswer } from "../../../api/contract/form-answer";
import {
  businessTypeOptions,
  fuelCardTierOptions,
  monthlyFuelSpendOptions,
  yearsInBusinessOptions,
} from "../../../api/contract/options";
import { formStyles } from "../../components/form/form";
import { CompanyFields, companyFieldNames } from "../request-forms/company-fields";
import { RequestFormFrame } from "../request-forms/request-form";
import { useRequestForm } from "../request-forms/use-request-form";
import { fuelCardFromAddress, type FuelCardPrefill } from "./fuel-card-search";

export interface FuelCardFormProps extends Record<string, unknown> {
  /** From the query string (`?tier=gold`). */
  prefill: FuelCardPrefill;
  /** The server's answer when the form was sent without JavaScript. */
  answer?: FormAnswer | undefined;
  /** Id of a refused application in the outbox to load back for fixing. */
  draftId?: string | undefined;
}

/** The fuel card application: every field but the comments is required before the button works. */
export function FuelCardForm({ prefill, answer, draftId }: FuelCardFormProps) {
  const request = useRequestForm("fuel-card-application", {
    prefill,
    answer,
    draftId,
    fromAddress: fuelCardFromAddress,
  });
  const { form } = request;
  return (
    <RequestFormFrame
      kind="fuel-card-application"
      request={request}
      answer={answer}
      readyWhen="complete"
      readyHint="Fill in every field marked * and tick the agreement to send your application."
      label="Fuel card application"
    >
      <p className={formStyles.legendNote}>Every field marked with an asterisk (*) is required.</p>
      <CompanyFields form={form} fields={companyFieldNames} registrationRequired={true} />

      <fieldset className={formStyles.section}>
        <legend className={formStyles.legend}>Your fuel card</legend>
        <div className={formStyles.grid}>
          <form.AppField name="fuelCardTier">
            {(field) => <field.SelectField label="Fuel Card Tier" required options={fuelCardTierOptions} />}
          </form.AppField>
          <form.AppField name="monthlyFuelSpend">
            {(field) => (
              <field.SelectField label="Monthly Fuel Spend" required options={monthlyFuelSpendOptions} />
            )}
          </form.AppField>
          <form.AppField name="primaryRoutes">
            {(field) => (
              <field.TextField
                label="Primary Routes"
                required
                hint="Regions or corridors you run most, like I‑80 Midwest to West Coast."
                autoComplete="off"
                maxLength={500}
              />
            )}
          </form.AppField>
          <form.AppField name="preferredFuelBrands">
            {(field) => (
              <field.TextField
                label="Preferred Fuel Brands"
                required
                hint="The truck stops you use, like Pilot Flying J or Love's."
                autoComplete="off"
                maxLength={200}
              />
            )}
          </form.AppField>
        </div>
      </fieldset>

      <fieldset className={formStyles.section}>
        <legend className={formStyles.legend}>Your business</legend>
        <div className={formStyles.grid}>
          <form.AppField name="businessType">
            {(field) => <field.SelectField label="Business Type" required options={businessTypeOptions} />}
          </form.AppField>
          <form.AppField name="yearsInBusiness">
            {(field) => (
              <field.SelectField label="Years in Business" required options={yearsInBusinessOptions} />
            )}
          </form.AppField>
          <form.AppField name="numberOfTrucks">
            {(field) => (
              <field.TextField
                label="Number of Trucks"
                required
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
              />
            )}
          </form.AppField>
          <form.AppField name="comments">
            {(field) => <field.TextareaField label="Additional Comments" maxLength={2000} wide />}
          </form.AppField>
        </div>
      </fieldset>
    </RequestFormFrame>
  );
}
