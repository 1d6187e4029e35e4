import { formStyles, withFieldGroup } from "../../components/form/form";

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
 * "Your company": company, contact, e-mail, phone, MC and DOT numbers. The
 * fuel card application requires the MC and DOT numbers
 * (`registrationRequired`); a quote request does not.
 */
export const CompanyFields = withFieldGroup({
  defaultValues: companyDefaults,
  props: { registrationRequired: false as boolean },
  render: function CompanyFieldset({ group, registrationRequired }) {
    return (
      <fieldset className={formStyles.section}>
        <legend className={formStyles.legend}>Your company</legend>
        <div className={formStyles.grid}>
          <group.AppField name="companyName">
            {(field) => (
              <field.TextField label="Company Name" required autoComplete="organization" maxLength={120} />
            )}
          </group.AppField>
          <group.AppField name="contactName">
            {(field) => <field.TextField label="Contact Name" required autoComplete="name" maxLength={100} />}
          </group.AppField>
          <group.AppField name="email">
            {(field) => (
              <field.TextField
                label="Email Address"
                required
                type="email"
                autoComplete="email"
                spellCheck={false}
                maxLength={254}
              />
            )}
          </group.AppField>
          <group.AppField name="phone">
            {(field) => (
              <field.TextField label="Phone Number" required type="tel" autoComplete="tel" maxLength={25} />
            )}
          </group.AppField>
          <group.AppField name="mcNumber">
            {(field) => (
              <field.TextField
                label="MC Number"
                required={registrationRequired}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={20}
              />
            )}
          </group.AppField>
          <group.AppField name="dotNumber">
            {(field) => (
              <field.TextField
                label="DOT Number"
                required={registrationRequired}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={20}
              />
            )}
          </group.AppField>
        </div>
      </fieldset>
    );
  },
});
