import type { FormAnswer } from "../../../../api/contract/form-answer";
import { quoteFields } from "../../../../api/contract/quote";
import { formStyles } from "../../../components/form/form";
import { CompanyFields, companyFieldNames } from "../form/company-fields";
import { selectControl, textareaControl, textControl } from "../form/field-controls";
import { RequestFormFrame } from "../form/request-form";
import { useRequestForm } from "../form/use-request-form";
import { quoteFromAddress, type QuotePrefill } from "./quote-search";

export interface QuoteFormProps extends Record<string, unknown> {
  /** From the query string (`?service=fuel-card&tier=gold`). */
  prefill: QuotePrefill;
  /** The server's answer when the form was sent without JavaScript. */
  answer?: FormAnswer | undefined;
  /** Id of a refused request in the outbox to load back for fixing. */
  draftId?: string | undefined;
}

/** The quote request: company, business, services; only the agreement gates the button. */
export function QuoteForm({ prefill, answer, draftId }: QuoteFormProps) {
  const request = useRequestForm("quote", { prefill, answer, draftId, fromAddress: quoteFromAddress });
  const { form } = request;
  return (
    <RequestFormFrame
      kind="quote"
      request={request}
      answer={answer}
      readyWhen="agreed"
      readyHint="Tick the agreement above to send your request."
      label="Quote request"
    >
      <p className={formStyles.legendNote}>Fields marked with an asterisk (*) are required.</p>
      <CompanyFields form={form} fields={companyFieldNames} kind="quote" />
      <fieldset className={formStyles.section}>
        <legend className={formStyles.legend}>Your business</legend>
        <div className={formStyles.grid}>
          <form.AppField name="monthlyRevenue">
            {(field) => <field.SelectField {...selectControl(quoteFields.monthlyRevenue)} markRequired />}
          </form.AppField>
          <form.AppField name="businessType">
            {(field) => <field.SelectField {...selectControl(quoteFields.businessType)} />}
          </form.AppField>
          <form.AppField name="yearsInBusiness">
            {(field) => <field.SelectField {...selectControl(quoteFields.yearsInBusiness)} />}
          </form.AppField>
          <form.AppField name="numberOfTrucks">
            {(field) => <field.TextField {...textControl(quoteFields.numberOfTrucks)} autoComplete="off" />}
          </form.AppField>
          <form.AppField name="servicesInterested">
            {(field) => <field.SelectField {...selectControl(quoteFields.servicesInterested)} wide />}
          </form.AppField>
          <form.AppField name="comments">
            {(field) => (
              <field.TextareaField
                {...textareaControl(quoteFields.comments)}
                hint="Anything that helps us prepare your quote: lanes, customers, funding needs."
                wide
              />
            )}
          </form.AppField>
        </div>
      </fieldset>
    </RequestFormFrame>
  );
}
