import type { FormAnswer } from "../../../../api/contract/form-answer";
import { fuelCardApplicationFields } from "../../../../api/contract/fuel-card-application";
import { formStyles } from "../../../components/form/form";
import { CompanyFields, companyFieldNames } from "../form/company-fields";
import { selectControl, textareaControl, textControl } from "../form/field-controls";
import { RequestFormFrame } from "../form/request-form";
import { useRequestForm } from "../form/use-request-form";
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
      <CompanyFields form={form} fields={companyFieldNames} kind="fuel-card-application" />

      <fieldset className={formStyles.section}>
        <legend className={formStyles.legend}>Your fuel card</legend>
        <div className={formStyles.grid}>
          <form.AppField name="fuelCardTier">
            {(field) => <field.SelectField {...selectControl(fuelCardApplicationFields.fuelCardTier)} />}
          </form.AppField>
          <form.AppField name="monthlyFuelSpend">
            {(field) => <field.SelectField {...selectControl(fuelCardApplicationFields.monthlyFuelSpend)} />}
          </form.AppField>
          <form.AppField name="primaryRoutes">
            {(field) => (
              <field.TextField
                {...textControl(fuelCardApplicationFields.primaryRoutes)}
                hint="Regions or corridors you run most, like I‑80 Midwest to West Coast."
                autoComplete="off"
              />
            )}
          </form.AppField>
          <form.AppField name="preferredFuelBrands">
            {(field) => (
              <field.TextField
                {...textControl(fuelCardApplicationFields.preferredFuelBrands)}
                hint="The truck stops you use, like Pilot Flying J or Love's."
                autoComplete="off"
              />
            )}
          </form.AppField>
        </div>
      </fieldset>

      <fieldset className={formStyles.section}>
        <legend className={formStyles.legend}>Your business</legend>
        <div className={formStyles.grid}>
          <form.AppField name="businessType">
            {(field) => <field.SelectField {...selectControl(fuelCardApplicationFields.businessType)} />}
          </form.AppField>
          <form.AppField name="yearsInBusiness">
            {(field) => <field.SelectField {...selectControl(fuelCardApplicationFields.yearsInBusiness)} />}
          </form.AppField>
          <form.AppField name="numberOfTrucks">
            {(field) => (
              <field.TextField
                {...textControl(fuelCardApplicationFields.numberOfTrucks)}
                autoComplete="off"
              />
            )}
          </form.AppField>
          <form.AppField name="comments">
            {(field) => <field.TextareaField {...textareaControl(fuelCardApplicationFields.comments)} wide />}
          </form.AppField>
        </div>
      </fieldset>
    </RequestFormFrame>
  );
}
