import { paymentMethodOptions } from "../../../../api/contract/money";
import { withFieldGroup } from "../../../components/form/form";

/** A method's name as staff read it ("ACH", "Check"), or the value itself if it is not one of ours. */
export const methodLabel = (method: string) =>
  paymentMethodOptions.find((option) => option.value === method)?.label ?? method;

/** The two fields naming how money moved, alike on a broker's payment and on a reserve release. */
export const paymentMethodFieldNames = { method: "method", reference: "reference" } as const;

/** How money moved: the method (ACH, check, wire, other) and the payment's own reference. */
export const PaymentMethodFields = withFieldGroup({
  defaultValues: { method: "", reference: "" },
  render: function PaymentMethodFieldset({ group }) {
    return (
      <>
        <group.AppField name="method">
          {(field) => (
            <field.SelectField
              label="Method"
              required
              options={paymentMethodOptions}
              placeholder="Choose..."
            />
          )}
        </group.AppField>
        <group.AppField name="reference">
          {(field) => (
            <field.TextField
              label="Payment reference"
              autoComplete="off"
              maxLength={100}
              hint="Check number, ACH trace or wire reference."
            />
          )}
        </group.AppField>
      </>
    );
  },
});
