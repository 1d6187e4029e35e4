import type { FieldSpec } from "../../../../api/contract/field-list";
import { localizedOptions } from "../../../../api/contract/options";
import { BASE_LOCALE, type Locale } from "../../../../api/contract/words";
import type { SelectFieldProps, TextareaFieldProps, TextFieldProps } from "../../../components/form/form";
import * as m from "../../../paraglide/messages";

type FieldOfKind<Kind extends FieldSpec["kind"]> = Extract<FieldSpec, { kind: Kind }>;

/*
 * What a form control takes from its field in the contract: its label (in
 * the form's language), whether it is required, how long it may be, its
 * options, the keyboard it needs. The form adds the rest (hints,
 * autocomplete, layout).
 */

/** The label of a field's control on the form in `locale`. */
const labelIn = (field: Exclude<FieldSpec, { kind: "agreement" }>, locale: Locale) =>
  locale === BASE_LOCALE ? field.formLabel : field[locale].formLabel;

/** A one-line box: an e-mail address asks for the e-mail keyboard, a phone number the phone pad, a count digits. */
export function textControl(
  field: FieldOfKind<"text" | "longText" | "email" | "phone" | "authorityNumber" | "number">,
  locale: Locale = "en",
): TextFieldProps {
  const control: TextFieldProps = { label: labelIn(field, locale), required: field.required };
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
export const textareaControl = (
  field: FieldOfKind<"text" | "longText">,
  locale: Locale = "en",
): TextareaFieldProps => ({
  label: labelIn(field, locale),
  required: field.required,
  maxLength: field.max,
});

/** A choice from the field's option list, labelled in the form's language. */
export const selectControl = (field: FieldOfKind<"choice">, locale: Locale = "en"): SelectFieldProps => ({
  label: labelIn(field, locale),
  required: field.required,
  options: localizedOptions(field.options, locale),
  // English keeps the select's own "Select...".
  ...(locale === "en" ? {} : { placeholder: m.forms_select({}, { locale }) }),
});
