import type { FormAnswer } from "../../../../api/contract/form-answer";
import { fuelCardApplicationFields } from "../../../../api/contract/fuel-card-application";
import type { Locale } from "../../../../api/contract/words";
import { formStyles } from "../../../components/form/form";
import * as m from "../../../paraglide/messages";
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
  /** The page's language (an island has no LocaleContext: the route passes it). */
  locale?: Locale | undefined;
}

/** The fuel card application: every field but the comments is required before the button works. */
export function FuelCardForm({ prefill, answer, draftId, locale = "en" }: FuelCardFormProps) {
  const request = useRequestForm("fuel-card-application", {
    prefill,
    answer,
    draftId,
    locale,
    fromAddress: (search) => fuelCardFromAddress(search, locale),
  });
  const { form } = request;
  return (
    <RequestFormFrame
      kind="fuel-card-application"
      locale={locale}
      request={request}
      answer={answer}
      readyWhen="complete"
      readyHint={m.forms_fuel_ready_hint({}, { locale })}
      label={m.forms_fuel_label({}, { locale })}
    >
      <p className={formStyles.legendNote}>{m.forms_fuel_required_note({}, { locale })}</p>
      <CompanyFields form={form} fields={companyFieldNames} kind="fuel-card-application" locale={locale} />

      <fieldset className={formStyles.section}>
        <legend className={formStyles.legend}>{m.forms_your_fuel_card({}, { locale })}</legend>
        <div className={formStyles.grid}>
          <form.AppField name="fuelCardTier">
            {(field) => (
              <field.SelectField {...selectControl(fuelCardApplicationFields.fuelCardTier, locale)} />
            )}
          </form.AppField>
          <form.AppField name="monthlyFuelSpend">
            {(field) => (
              <field.SelectField {...selectControl(fuelCardApplicationFields.monthlyFuelSpend, locale)} />
            )}
          </form.AppField>
          <form.AppField name="primaryRoutes">
            {(field) => (
              <field.TextField
                {...textControl(fuelCardApplicationFields.primaryRoutes, locale)}
                hint={m.forms_fuel_routes_hint({}, { locale })}
                autoComplete="off"
              />
            )}
          </form.AppField>
          <form.AppField name="preferredFuelBrands">
            {(field) => (
              <field.TextField
                {...textControl(fuelCardApplicationFields.preferredFuelBrands, locale)}
                hint={m.forms_fuel_brands_hint({}, { locale })}
                autoComplete="off"
              />
            )}
          </form.AppField>
        </div>
      </fieldset>

      <fieldset className={formStyles.section}>
        <legend className={formStyles.legend}>{m.forms_your_business({}, { locale })}</legend>
        <div className={formStyles.grid}>
          <form.AppField name="businessType">
            {(field) => (
              <field.SelectField {...selectControl(fuelCardApplicationFields.businessType, locale)} />
            )}
          </form.AppField>
          <form.AppField name="yearsInBusiness">
            {(field) => (
              <field.SelectField {...selectControl(fuelCardApplicationFields.yearsInBusiness, locale)} />
            )}
          </form.AppField>
          <form.AppField name="numberOfTrucks">
            {(field) => (
              <field.TextField
                {...textControl(fuelCardApplicationFields.numberOfTrucks, locale)}
                autoComplete="off"
              />
            )}
          </form.AppField>
          <form.AppField name="comments">
            {(field) => (
              <field.TextareaField {...textareaControl(fuelCardApplicationFields.comments, locale)} wide />
            )}
          </form.AppField>
        </div>
      </fieldset>
    </RequestFormFrame>
  );
}
