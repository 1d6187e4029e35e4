import type { FormAnswer } from "../../../../api/contract/form-answer";
import { quoteFields } from "../../../../api/contract/quote";
import type { Locale } from "../../../../api/contract/words";
import { formStyles } from "../../../components/form/form";
import * as m from "../../../paraglide/messages";
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
  /** The page's language (an island has no LocaleContext: the route passes it). */
  locale?: Locale | undefined;
}

/** The quote request: company, business, services; only the agreement gates the button. */
export function QuoteForm({ prefill, answer, draftId, locale = "en" }: QuoteFormProps) {
  const request = useRequestForm("quote", {
    prefill,
    answer,
    draftId,
    locale,
    fromAddress: (search) => quoteFromAddress(search, locale),
  });
  const { form } = request;
  return (
    <RequestFormFrame
      kind="quote"
      locale={locale}
      request={request}
      answer={answer}
      readyWhen="agreed"
      readyHint={m.forms_quote_ready_hint({}, { locale })}
      label={m.forms_quote_label({}, { locale })}
    >
      <p className={formStyles.legendNote}>{m.forms_quote_required_note({}, { locale })}</p>
      <CompanyFields form={form} fields={companyFieldNames} kind="quote" locale={locale} />
      <fieldset className={formStyles.section}>
        <legend className={formStyles.legend}>{m.forms_your_business({}, { locale })}</legend>
        <div className={formStyles.grid}>
          <form.AppField name="monthlyRevenue">
            {(field) => (
              <field.SelectField {...selectControl(quoteFields.monthlyRevenue, locale)} markRequired />
            )}
          </form.AppField>
          <form.AppField name="businessType">
            {(field) => <field.SelectField {...selectControl(quoteFields.businessType, locale)} />}
          </form.AppField>
          <form.AppField name="yearsInBusiness">
            {(field) => <field.SelectField {...selectControl(quoteFields.yearsInBusiness, locale)} />}
          </form.AppField>
          <form.AppField name="numberOfTrucks">
            {(field) => (
              <field.TextField {...textControl(quoteFields.numberOfTrucks, locale)} autoComplete="off" />
            )}
          </form.AppField>
          <form.AppField name="servicesInterested">
            {(field) => <field.SelectField {...selectControl(quoteFields.servicesInterested, locale)} wide />}
          </form.AppField>
          <form.AppField name="comments">
            {(field) => (
              <field.TextareaField
                {...textareaControl(quoteFields.comments, locale)}
                hint={m.forms_quote_comments_hint({}, { locale })}
                wide
              />
            )}
          </form.AppField>
        </div>
      </fieldset>
    </RequestFormFrame>
  );
}
