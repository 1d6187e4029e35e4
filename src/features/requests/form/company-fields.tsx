import type { Locale } from "../../../../api/contract/words";
import { formStyles, withFieldGroup } from "../../../components/form/form";
import * as m from "../../../paraglide/messages";
import { textControl } from "./field-controls";
import { fieldsOf, type RequestKind } from "./request-kinds";

/** The company and contact fields of both request forms (quote and fuel card), named as in the contract. */
const companyDefaults = {
  companyName: "",
  contactName: "",
  email: "",
  phone: "",
  mcNumber: "",
  dotNumber: "",
};

/** The forms keep these fields at the top level of their values, under the same names. */
export const companyFieldNames = {
  companyName: "companyName",
  contactName: "contactName",
  email: "email",
  phone: "phone",
  mcNumber: "mcNumber",
  dotNumber: "dotNumber",
} as const;

/**
 * "Your company": company, contact, e-mail, phone, MC and DOT numbers, as
 * the request's fields in the contract say (a fuel card application
 * requires the MC and DOT numbers, a quote request does not), labelled in
 * the form's language.
 */
export const CompanyFields = withFieldGroup({
  defaultValues: companyDefaults,
  props: { kind: "quote" as RequestKind, locale: "en" as Locale },
  render: function CompanyFieldset({ group, kind, locale }) {
    const fields = fieldsOf(kind);
    return (
      <fieldset className={formStyles.section}>
        <legend className={formStyles.legend}>{m.forms_your_company({}, { locale })}</legend>
        <div className={formStyles.grid}>
          <group.AppField name="companyName">
            {(field) => (
              <field.TextField {...textControl(fields.companyName, locale)} autoComplete="organization" />
            )}
          </group.AppField>
          <group.AppField name="contactName">
            {(field) => <field.TextField {...textControl(fields.contactName, locale)} autoComplete="name" />}
          </group.AppField>
          <group.AppField name="email">
            {(field) => (
              <field.TextField
                {...textControl(fields.email, locale)}
                autoComplete="email"
                spellCheck={false}
              />
            )}
          </group.AppField>
          <group.AppField name="phone">
            {(field) => <field.TextField {...textControl(fields.phone, locale)} autoComplete="tel" />}
          </group.AppField>
          <group.AppField name="mcNumber">
            {(field) => (
              <field.TextField
                {...textControl(fields.mcNumber, locale)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
            )}
          </group.AppField>
          <group.AppField name="dotNumber">
            {(field) => (
              <field.TextField
                {...textControl(fields.dotNumber, locale)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
            )}
          </group.AppField>
        </div>
      </fieldset>
    );
  },
});
