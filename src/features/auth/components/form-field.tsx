import type { AnyFieldApi } from "@tanstack/react-form";
import type { InputHTMLAttributes, ReactNode } from "react";
import { Field, Input } from "../../../components/ui/field";
import { PasswordInput } from "./password-input";

/** First validation message of a TanStack Form field (valibot issues or plain strings). */
export function fieldError(field: AnyFieldApi): string | undefined {
  const [first] = field.state.meta.errors as unknown[];
  if (first === undefined || first === null) return undefined;
  if (typeof first === "string") return first;
  return (first as { message?: string }).message;
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "value" | "onChange" | "onBlur" | "required" | "prefix"
>;

interface FormFieldProps extends InputProps {
  field: AnyFieldApi;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  /** A password input with a show/hide toggle. */
  password?: boolean;
}

/** A labelled input bound to a TanStack Form field; its error is linked with aria-describedby. */
export function FormField({ field, label, hint, required, password = false, ...inputProps }: FormFieldProps) {
  return (
    <Field label={label} hint={hint} error={fieldError(field)} required={required}>
      {(control) => {
        const props = {
          ...inputProps,
          ...control,
          name: field.name,
          value: String(field.state.value ?? ""),
          onChange: (event: { target: { value: string } }) => field.handleChange(event.target.value),
          onBlur: field.handleBlur,
        };
        return password ? <PasswordInput {...props} /> : <Input {...props} />;
      }}
    </Field>
  );
}
