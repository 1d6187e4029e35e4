import { useStore } from "@tanstack/react-form";
import { Link } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  businessTypeOptions,
  monthlyRevenueOptions,
  servicesInterestedOptions,
  yearsInBusinessOptions,
} from "../../../api/contract/options";
import { QuoteInput } from "../../../api/contract/quote";
import {
  contractSchema,
  focusFirstInvalid,
  formStyles,
  formValidationLogic,
  setServerIssues,
  useAppForm,
  valuesFromRecord,
} from "../../lib/form";
import { CompanyFields, companyFieldNames } from "../request-forms/company-fields";
import { SubmitArea } from "../outbox/submission-status";
import { useOutboxDraft } from "../outbox/use-outbox-draft";
import { useSessionDraft } from "../../lib/use-session-draft";
import { useOutboxSubmission } from "../outbox/use-outbox-submission";
import type { QuotePrefill } from "./quote-search";

export const quoteDefaults = {
  companyName: "",
  contactName: "",
  email: "",
  phone: "",
  mcNumber: "",
  dotNumber: "",
  monthlyRevenue: "",
  businessType: "",
  yearsInBusiness: "",
  numberOfTrucks: "",
  servicesInterested: "",
  comments: "",
  agreeToTerms: false,
  website: "",
};

export type QuoteFormValues = typeof quoteDefaults;

interface QuoteFormProps {
  /** From the query string; applied after hydration, since the prerendered page has none. */
  prefill: QuotePrefill;
  /** Id of a refused request in the outbox to load back for fixing. */
  draftId?: string | undefined;
}

/** The quote request form of spec sections 3 to 5. */
export function QuoteForm({ prefill, draftId }: QuoteFormProps) {
  const formElement = useRef<HTMLFormElement>(null);
  const [replaces, setReplaces] = useState<string>();

  const form = useAppForm({
    defaultValues: quoteDefaults,
    validationLogic: formValidationLogic,
    validators: { onDynamic: contractSchema<QuoteFormValues>(QuoteInput) },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      const result = await submission.submit(value, { replaces });
      if (result.type === "failed") {
        focusFirstInvalid(formElement.current);
      } else {
        setReplaces(undefined);
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(formElement.current),
  });
  const submission = useOutboxSubmission("quote", {
    onReset: () => form.reset(),
    placeIssues: (issues) => setServerIssues(form, issues),
  });
  const { setNotice } = submission;
  const clearNotice = useCallback(() => setNotice(null), [setNotice]);

  const { servicesInterested, comments } = prefill;
  useEffect(() => {
    if (servicesInterested)
      form.setFieldValue("servicesInterested", servicesInterested, { dontUpdateMeta: true });
    if (comments && !form.getFieldValue("comments"))
      form.setFieldValue("comments", comments, { dontUpdateMeta: true });
  }, [form, servicesInterested, comments]);

  useSessionDraft("quote", form, quoteDefaults, { restore: !draftId, formElement });

  useOutboxDraft("quote", draftId, (record) => {
    form.reset(valuesFromRecord(quoteDefaults, record.payload), { keepDefaultValues: true });
    setServerIssues(form, record.issues ?? {});
    setReplaces(record.id);
    setNotice({ type: "draft" });
  });

  const agreed = useStore(form.store, (state) => state.values.agreeToTerms);
  const busy = useStore(form.store, (state) => state.isSubmitting);

  return (
    <form
      ref={formElement}
      noValidate
      aria-busy={submission.phase === "submitting"}
      aria-label="Quote request"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <p className={formStyles.legendNote}>Fields marked with an asterisk (*) are required.</p>
      <CompanyFields form={form} fields={companyFieldNames} registrationRequired={false} />

      <fieldset className={formStyles.section}>
        <legend className={formStyles.legend}>Your business</legend>
        <div className={formStyles.grid}>
          <form.AppField name="monthlyRevenue">
            {(field) => (
              <field.SelectField label="Monthly Revenue" markRequired options={monthlyRevenueOptions} />
            )}
          </form.AppField>
          <form.AppField name="businessType">
            {(field) => <field.SelectField label="Business Type" options={businessTypeOptions} />}
          </form.AppField>
          <form.AppField name="yearsInBusiness">
            {(field) => <field.SelectField label="Years in Business" options={yearsInBusinessOptions} />}
          </form.AppField>
          <form.AppField name="numberOfTrucks">
            {(field) => (
              <field.TextField
                label="Number of Trucks"
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
              />
            )}
          </form.AppField>
          <form.AppField name="servicesInterested">
            {(field) => (
              <field.SelectField label="Services Interested In" options={servicesInterestedOptions} wide />
            )}
          </form.AppField>
          <form.AppField name="comments">
            {(field) => (
              <field.TextareaField
                label="Additional Comments"
                hint="Anything that helps us prepare your quote: lanes, customers, funding needs."
                maxLength={2000}
                wide
              />
            )}
          </form.AppField>
        </div>
      </fieldset>

      <form.AppField name="website">{(field) => <field.HoneypotField />}</form.AppField>

      <div className={formStyles.grid}>
        <form.AppField name="agreeToTerms">
          {(field) => (
            <field.CheckboxField
              required
              label={
                <>
                  I agree to receive communications from TPF about my request and understand that this quote
                  is not a commitment to factor. Requesting a quote authorizes no credit check, no UCC filing
                  and no access to my ELD data.
                </>
              }
            />
          )}
        </form.AppField>
      </div>
      <p className={formStyles.terms}>
        Read our{" "}
        <Link to="/terms-of-use" target="_blank" rel="noopener">
          Terms of Use<span className="visually-hidden"> (opens in a new tab)</span>
        </Link>{" "}
        and{" "}
        <Link to="/privacy-policy" target="_blank" rel="noopener">
          Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
        </Link>
        .
      </p>

      <SubmitArea
        kind="quote"
        phase={submission.phase}
        notice={submission.notice}
        onNoticeGone={clearNotice}
        ready={agreed}
        busy={busy}
        readyHint="Tick the agreement above to send your request."
      />
    </form>
  );
}
