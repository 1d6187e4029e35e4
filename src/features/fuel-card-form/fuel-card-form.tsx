import { useStore } from "@tanstack/react-form";
import { Link } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { FuelCardApplicationInput } from "../../../api/contract/fuel-card-application";
import {
  businessTypeOptions,
  fuelCardTierOptions,
  monthlyFuelSpendOptions,
  yearsInBusinessOptions,
} from "../../../api/contract/options";
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
import type { FuelCardPrefill } from "./fuel-card-search";

export const fuelCardDefaults = {
  companyName: "",
  contactName: "",
  email: "",
  phone: "",
  mcNumber: "",
  dotNumber: "",
  fuelCardTier: "",
  monthlyFuelSpend: "",
  businessType: "",
  yearsInBusiness: "",
  numberOfTrucks: "",
  primaryRoutes: "",
  preferredFuelBrands: "",
  comments: "",
  agreeToTerms: false,
  website: "",
};

export type FuelCardFormValues = typeof fuelCardDefaults;

/** Spec section 5: every field but the comments is required. */
const requiredFields = [
  "companyName",
  "contactName",
  "email",
  "phone",
  "mcNumber",
  "dotNumber",
  "fuelCardTier",
  "monthlyFuelSpend",
  "businessType",
  "yearsInBusiness",
  "numberOfTrucks",
  "primaryRoutes",
  "preferredFuelBrands",
] as const satisfies readonly (keyof FuelCardFormValues)[];

const isComplete = (values: FuelCardFormValues) =>
  values.agreeToTerms && requiredFields.every((name) => values[name].trim() !== "");

interface FuelCardFormProps {
  /** From the query string; applied after hydration, since the prerendered page has none. */
  prefill: FuelCardPrefill;
  /** Id of a refused application in the outbox to load back for fixing. */
  draftId?: string | undefined;
}

/** The fuel card application of spec sections 3 to 5. */
export function FuelCardForm({ prefill, draftId }: FuelCardFormProps) {
  const formElement = useRef<HTMLFormElement>(null);
  const [replaces, setReplaces] = useState<string>();

  const form = useAppForm({
    defaultValues: fuelCardDefaults,
    validationLogic: formValidationLogic,
    validators: { onDynamic: contractSchema<FuelCardFormValues>(FuelCardApplicationInput) },
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
  const submission = useOutboxSubmission("fuel-card-application", {
    onReset: () => form.reset(),
    placeIssues: (issues) => setServerIssues(form, issues),
  });
  const { setNotice } = submission;
  const clearNotice = useCallback(() => setNotice(null), [setNotice]);

  const { fuelCardTier, comments } = prefill;
  useEffect(() => {
    if (fuelCardTier) form.setFieldValue("fuelCardTier", fuelCardTier, { dontUpdateMeta: true });
    if (comments && !form.getFieldValue("comments"))
      form.setFieldValue("comments", comments, { dontUpdateMeta: true });
  }, [form, fuelCardTier, comments]);

  useSessionDraft("fuel-card-application", form, fuelCardDefaults, { restore: !draftId, formElement });

  useOutboxDraft("fuel-card-application", draftId, (record) => {
    form.reset(valuesFromRecord(fuelCardDefaults, record.payload), { keepDefaultValues: true });
    setServerIssues(form, record.issues ?? {});
    setReplaces(record.id);
    setNotice({ type: "draft" });
  });

  const complete = useStore(form.store, (state) => isComplete(state.values));
  const busy = useStore(form.store, (state) => state.isSubmitting);

  return (
    <form
      ref={formElement}
      noValidate
      aria-busy={submission.phase === "submitting"}
      aria-label="Fuel card application"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
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

      <form.AppField name="website">{(field) => <field.HoneypotField />}</form.AppField>

      <div className={formStyles.grid}>
        <form.AppField name="agreeToTerms">
          {(field) => (
            <field.CheckboxField
              required
              label={
                <>
                  I agree to receive communications from TPF about my application and understand that it is
                  not a commitment to factor. Applying authorizes no credit check, no UCC filing and no access
                  to my ELD data.
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
        kind="fuel-card-application"
        phase={submission.phase}
        notice={submission.notice}
        onNoticeGone={clearNotice}
        ready={complete}
        busy={busy}
        readyHint="Fill in every field marked * and tick the agreement to send your application."
      />
    </form>
  );
}
