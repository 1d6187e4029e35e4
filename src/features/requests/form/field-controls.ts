import type { FieldSpec } from "../../../../api/contract/field-list";
import type { SelectFieldProps, TextareaFieldProps, TextFieldProps } from "../../../components/form/form";

type FieldOfKind<Kind extends FieldSpec["kind"]> = Extract<FieldSpec, { kind: Kind }>;

/*
 * What a form control takes from its field in the contract: its label,
 * whether it is required, how long it may be, its options, the keyboard it
 * needs. The form adds the rest (hints, autocomplete, layout).
 */

/** A one-line box: an e-mail address asks for the e-mail keyboard, a phone number the phone pad, a count digits. */
export function textControl(
  field: FieldOfKind<"text" | "longText" | "email" | "phone" | "authorityNumber" | "number">,
): TextFieldProps {
  const control: TextFieldProps = { label: field.formLabel, required: field.required };
  switch (field.kind) {
    case "number":
      return { ...control, inputMode: "numeric", maxLength: String(field.max).length };
    case "email":
      return { ...control, type: "email", maxLength: field.max };
    case "phone":
      return { ...control, type: "tel", maxLength: field.max };
    default:
      return { ...control, maxLength: field.max };
  }
}

/** A box for text that may run to several lines. */
export const textareaControl = (field: FieldOfKind<"text" | "longText">): TextareaFieldProps => ({
  label: field.formLabel,
  required: field.required,
  maxLength: field.max,
});

/** A choice from the field's option list. */
export const selectControl = (field: FieldOfKind<"choice">): SelectFieldProps => ({
  label: field.formLabel,
  required: field.required,
  options: field.options,
});
