import {
  createFormHook,
  createFormHookContexts,
  revalidateLogic,
  useStore,
  type AnyFieldApi,
  type StandardSchemaV1,
} from "@tanstack/react-form";
import { AlertCircle } from "lucide-react";
import {
  createContext,
  useContext,
  useId,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from "react";
import { Button, type ButtonProps } from "../ui/button";
import { Checkbox, Field, Input, Select, Textarea, type FieldControlProps } from "../ui/field";
import { Spinner } from "../ui/spinner";
import { PasswordInput } from "./password-input";
import styles from "./form.module.css";

/*
 * The form hook of the app (TanStack Form's createFormHook) and its field
 * components. Fields render a visible label, a required marker, an optional
 * hint and the field's error, linked to the control with aria-describedby
 * and aria-invalid. Errors show once the visitor has left the field or tried
 * to submit; server-side messages (422 issues) show the same way.
 */

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/**
 * The `onSubmit` of a form of the kit: the browser's own submit (Enter, the
 * submit button) runs the form's validation and its onSubmit instead of
 * loading a page. Before the app starts, forms that work without JavaScript
 * still post to their `action`.
 */
export const submitWith =
  (form: { handleSubmit: () => Promise<unknown> }) =>
  (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void form.handleSubmit();
  };

/** Validate on leaving a field until the first submit, then on every change. */
export const formValidationLogic = revalidateLogic({ mode: "blur", modeAfterSubmission: "change" });

/**
 * A contract schema (api/contract) as the Standard Schema validator of a form
 * whose values are all text and booleans. The contract accepts exactly such
 * values (truck counts as text, the agreement as `true`); its declared input
 * type is only narrower (literal `true`, optional keys), hence the cast.
 */
export function contractSchema<TValues>(schema: StandardSchemaV1): StandardSchemaV1<TValues> {
  return schema as StandardSchemaV1<TValues>;
}

const messageOf = (error: unknown): string | undefined => {
  if (typeof error === "string") return error;
  if (
    typeof error === "object" &&
    error !== null &&
    "message" in error &&
    typeof error.message === "string"
  ) {
    return error.message;
  }
  return undefined;
};

/**
 * The server's messages for a form it received without JavaScript and
 * showed again (by field name): each shows on its field, on the server's
 * page and once the app has taken it over, until the visitor changes it.
 */
export const AnswerIssues = createContext<Readonly<Record<string, string>>>({});

/** The message to show for a field now, or undefined. */
function useVisibleError(field: AnyFieldApi): string | undefined {
  const attempts = useStore(field.form.store, (state) => state.submissionAttempts);
  const answered = useContext(AnswerIssues)[field.name];
  const { errors, isBlurred, isDirty } = field.state.meta;
  if (answered && !isDirty && !field.state.meta.errorMap.onServer) return answered;
  if (!isBlurred && attempts === 0 && !field.state.meta.errorMap.onServer) return undefined;
  for (const error of errors) {
    const message = messageOf(error);
    if (message) return message;
  }
  return undefined;
}

/**
 * Puts the server's field messages ({ field: message }) on their fields; each
 * one clears as soon as the visitor edits that field. Returns the fields it
 * could place.
 */
export function setServerIssues(
  form: {
    setFieldMeta: AnyFieldApi["form"]["setFieldMeta"];
    getFieldInfo: AnyFieldApi["form"]["getFieldInfo"];
  },
  issues: Record<string, string>,
): string[] {
  const placed: string[] = [];
  for (const [name, message] of Object.entries(issues)) {
    if (!form.getFieldInfo(name as never)?.instance) continue;
    form.setFieldMeta(name as never, (meta) => ({
      ...meta,
      isTouched: true,
      isBlurred: true,
      errorMap: { ...meta.errorMap, onServer: message },
      errorSourceMap: { ...meta.errorSourceMap, onServer: "field" },
    }));
    placed.push(name);
  }
  return placed;
}

/**
 * Form values from a stored JSON object (a saved request): keeps each key of
 * `defaults` whose stored value has the same type, turns numbers into text,
 * and ignores everything else (a request saved by an older version).
 */
export function valuesFromRecord<T extends Record<string, string | boolean>>(
  defaults: T,
  stored: Readonly<Record<string, unknown>>,
): T {
  const values: Record<string, string | boolean> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = stored[key];
    if (typeof value === typeof fallback) values[key] = value as string | boolean;
    else if (typeof fallback === "string" && typeof value === "number") values[key] = String(value);
  }
  return values as T;
}

/** Moves focus to the first field marked invalid inside `container`, once React has rendered the errors. */
export function focusFirstInvalid(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) focusBelowHeader(field);
  });
}

/**
 * Focuses a field and scrolls so that its label and the field sit below the
 * sticky header, by the page's own `scroll-padding-top`. WebKit ignores that
 * padding when focusing, so the scroll is ours in every engine (instant:
 * a smooth scroll would race the focus ring and the driver's reading).
 */
export function focusBelowHeader(field: HTMLElement): void {
  field.focus({ preventScroll: true });
  const label = field.id ? document.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null;
  const top = Math.min(field.getBoundingClientRect().top, label?.getBoundingClientRect().top ?? Infinity);
  const clear = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const bottom = field.getBoundingClientRect().bottom;
  if (top >= clear && bottom <= window.innerHeight) return;
  window.scrollTo({ top: window.scrollY + top - clear, behavior: "instant" });
}

function clearServerIssue(field: AnyFieldApi) {
  if (!field.state.meta.errorMap.onServer) return;
  field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }));
}

interface FieldFrameProps {
  label: ReactNode;
  /** Really required: marks the label and tells assistive technology. */
  required?: boolean | undefined;
  /** Marks the label without requiring the field (the quote form's monthly revenue: docs/product-rules.md). */
  markRequired?: boolean | undefined;
  hint?: ReactNode | undefined;
  /** Spans both columns of a two-column form grid. */
  wide?: boolean | undefined;
}

/** The id of a field's control: `field-<name>`, so a list of errors can link to it. */
export const controlId = (name: string) => `field-${name}`;

/**
 * Prefixes the ids of the fields inside it, for a page that shows two forms
 * with a field of the same name (the two calculators' advance rates).
 */
export const FieldIdScope = createContext("");

/** The shared Field frame (label, marker, hint, error) around one control. */
function Frame({
  label,
  required,
  markRequired,
  hint,
  wide,
  error,
  name,
  children,
}: FieldFrameProps & {
  error: string | undefined;
  name: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const scope = useContext(FieldIdScope);
  return (
    <Field
      id={scope + controlId(name)}
      label={label}
      hint={hint}
      error={error}
      required={Boolean(required || markRequired)}
      className={wide ? styles.wide : undefined}
    >
      {({ required: _marked, ...control }) => children(required ? { ...control, required: true } : control)}
    </Field>
  );
}

/**
 * Change handler that also drops the field's server message, and checks again a field that shows its
 * error: the error goes as soon as the entry is right, while it is typed. Otherwise (before a submit,
 * fields are checked on leaving them) it would go only when the field is left, and the lines below
 * would move up under the press that left it: a box pressed next to a corrected field was missed.
 */
function useChange<T>(field: AnyFieldApi) {
  return (value: T) => {
    clearServerIssue(field);
    const showingError = field.state.meta.isBlurred && field.state.meta.errors.length > 0;
    field.handleChange(value);
    if (showingError && field.form.state.submissionAttempts === 0) void field.validate("blur");
  };
}

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "inputMode" | "autoCapitalize" | "spellCheck" | "placeholder" | "autoComplete" | "maxLength" | "list"
>;

export interface TextFieldProps extends FieldFrameProps, InputAttributes {
  type?: "text" | "email" | "tel" | "url" | "date" | "number";
  /** Drawn inside the start of the box, e.g. "$" (put the unit in the label for screen readers). */
  prefix?: string;
  /** Drawn inside the end of the box, e.g. "%" or "days". */
  suffix?: string;
  /** Bounds of a date (YYYY-MM-DD) or number field, and a number field's step. */
  min?: string | number;
  max?: string | number;
  step?: number;
}

export function TextField({
  type = "text",
  autoComplete,
  maxLength,
  inputMode,
  autoCapitalize,
  spellCheck,
  placeholder,
  list,
  prefix,
  suffix,
  min,
  max,
  step,
  ...frame
}: TextFieldProps) {
  const field = useFieldContext<string>();
  const error = useVisibleError(field);
  const change = useChange<string>(field);
  return (
    <Frame {...frame} error={error} name={field.name}>
      {(control) => (
        <Input
          {...control}
          name={field.name}
          type={type}
          value={field.state.value}
          onChange={(event) => change(event.target.value)}
          onBlur={field.handleBlur}
          autoComplete={autoComplete}
          inputMode={inputMode}
          autoCapitalize={autoCapitalize}
          spellCheck={spellCheck}
          placeholder={placeholder}
          maxLength={maxLength}
          list={list}
          prefix={prefix}
          suffix={suffix}
          min={min}
          max={max}
          step={step}
        />
      )}
    </Frame>
  );
}

export interface NumberFieldProps extends FieldFrameProps, Pick<TextFieldProps, "prefix" | "suffix"> {
  /** The bounds and step the calculation checks, given to the input as they are. */
  bounds: { readonly min: number; readonly max?: number; readonly step: number };
  /** Whole numbers get the phone's digit pad; amounts and rates its decimal pad. */
  inputMode?: "numeric" | "decimal";
}

/** A number box whose bounds come from the rule that checks it. */
export function NumberField({ bounds, inputMode = "decimal", ...rest }: NumberFieldProps) {
  return (
    <TextField
      {...rest}
      type="number"
      inputMode={inputMode}
      min={bounds.min}
      max={bounds.max}
      step={bounds.step}
    />
  );
}

export interface SelectFieldProps extends FieldFrameProps {
  options: readonly { value: string; label: string }[];
  /** First, empty choice; `false` when the field always has one of the options. */
  placeholder?: string | false;
}

/** A native select: the phone's own picker, the easiest to use with a thumb. */
export function SelectField({ options, placeholder = "Select...", ...frame }: SelectFieldProps) {
  const field = useFieldContext<string>();
  const error = useVisibleError(field);
  const change = useChange<string>(field);
  return (
    <Frame {...frame} error={error} name={field.name}>
      {(control) => (
        <Select
          {...control}
          name={field.name}
          value={field.state.value}
          onChange={(event) => change(event.target.value)}
          onBlur={field.handleBlur}
          className={field.state.value === "" ? styles.empty : undefined}
        >
          {placeholder === false ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Frame>
  );
}

export interface PasswordFieldProps extends FieldFrameProps {
  autoComplete: "current-password" | "new-password";
}

/** A password box with the show/hide button (which appears once the app runs). */
export function PasswordField({ autoComplete, ...frame }: PasswordFieldProps) {
  const field = useFieldContext<string>();
  const error = useVisibleError(field);
  const change = useChange<string>(field);
  return (
    <Frame {...frame} error={error} name={field.name}>
      {(control) => (
        <PasswordInput
          {...control}
          name={field.name}
          value={field.state.value}
          onChange={(event) => change(event.target.value)}
          onBlur={field.handleBlur}
          autoComplete={autoComplete}
        />
      )}
    </Frame>
  );
}

export interface TextareaFieldProps extends FieldFrameProps {
  rows?: number;
  maxLength?: number;
  placeholder?: string;
}

export function TextareaField({ rows = 4, maxLength, placeholder, ...frame }: TextareaFieldProps) {
  const field = useFieldContext<string>();
  const error = useVisibleError(field);
  const change = useChange<string>(field);
  return (
    <Frame {...frame} error={error} name={field.name}>
      {(control) => (
        <Textarea
          {...control}
          name={field.name}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          value={field.state.value}
          onChange={(event) => change(event.target.value)}
          onBlur={field.handleBlur}
        />
      )}
    </Frame>
  );
}

export interface CheckboxFieldProps {
  /** The sentence next to the box. */
  label: ReactNode;
  required?: boolean;
}

export function CheckboxField({ label, required }: CheckboxFieldProps) {
  const field = useFieldContext<boolean>();
  const error = useVisibleError(field);
  const change = useChange<boolean>(field);
  const errorId = useId();
  const scope = useContext(FieldIdScope);
  return (
    <div className={[styles.consent, styles.wide].join(" ")} data-invalid={error ? "" : undefined}>
      <Checkbox
        id={scope + controlId(field.name)}
        name={field.name}
        checked={field.state.value}
        onChange={(event) => change(event.target.checked)}
        onBlur={field.handleBlur}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        label={
          <>
            {label}
            {required ? (
              <span className={styles.required} aria-hidden="true">
                {"\u00a0*"}
              </span>
            ) : null}
          </>
        }
      />
      {error ? (
        <p className={styles.error} id={errorId}>
          <AlertCircle aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The honeypot: a field people never see or reach (hidden, out of the tab
 * order, ignored by assistive technology and autofill). Bots fill it in.
 * Its label reads like a real one, in the form's language.
 */
export function HoneypotField({ label = "Website" }: { label?: string }) {
  const field = useFieldContext<string>();
  const id = useId();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={field.name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={field.state.value}
        onChange={(event) => field.handleChange(event.target.value)}
      />
    </div>
  );
}

/**
 * A form's submit button, inside `<form.AppForm>`: while the form is being sent it is disabled and shows
 * a spinner and its `pending` words ("Saving..."), so a second tap sends nothing twice.
 */
function SubmitButton({
  children,
  pending,
  ...props
}: Omit<ButtonProps, "type" | "disabled"> & { pending: ReactNode }) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Button type="submit" disabled={submitting} {...props}>
      {submitting ? <Spinner /> : null}
      {submitting ? pending : children}
    </Button>
  );
}

export const { useAppForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    NumberField,
    PasswordField,
    SelectField,
    TextareaField,
    CheckboxField,
    HoneypotField,
  },
  formComponents: { SubmitButton },
});

/** Layout pieces shared by the forms. */
export const formStyles = styles;
