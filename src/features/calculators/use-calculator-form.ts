import { useStore } from "@tanstack/react-form";
import { useRef, useState } from "react";
import { focusFirstInvalid, formValidationLogic, useAppForm } from "../../components/form/form";
import { useLocale } from "../../components/layout/locale-context";
import type { Locale } from "../../lib/locale";
import { useAdoptTypedValues } from "../../lib/typed-before-hydration";
import * as m from "../../paraglide/messages";

type Parsed<TInput, TField extends string> =
  { ok: true; input: TInput } | { ok: false; errors: Partial<Record<TField, string>> };

export interface CalculatorRules<TField extends string, TInput, TResult> {
  /** The form's start values (text, as the inputs hold them); Reset goes back to them. */
  defaults: Record<TField, string>;
  /** Reads the text values: the numbers, or a message (in the page's language) for each field out of bounds. */
  parse: (values: Record<TField, string>) => Parsed<TInput, TField>;
  calculate: (input: TInput) => TResult;
  /** What the live region says when Calculate shows a result. */
  announce: (result: TResult) => string;
  /** What the live region says after Reset. */
  resetMessage: string;
}

/** What the live region says when Calculate finds fields out of bounds. */
export const correctFieldsMessage = (count: number, locale: Locale): string =>
  count === 1
    ? m.resources_correct_one({}, { locale })
    : m.resources_correct_many({ count: String(count) }, { locale });

/**
 * A calculator on the app's form hook, in the page's language (`useLocale`).
 * The result is not kept anywhere: it is worked out from the form's values
 * once Calculate has succeeded, and goes with Reset (which also makes the
 * form unsubmitted) or while a value is out of bounds. What was typed before the app woke is adopted
 * (docs/decisions/0060-typing-while-the-app-starts.md).
 */
export function useCalculatorForm<TField extends string, TInput, TResult>(
  rules: CalculatorRules<TField, TInput, TResult>,
) {
  const { defaults, parse, calculate, announce, resetMessage } = rules;
  const locale = useLocale();
  const [announcement, setAnnouncement] = useState("");
  const formElement = useRef<HTMLFormElement>(null);

  const form = useAppForm({
    defaultValues: defaults,
    validationLogic: formValidationLogic,
    validators: {
      onDynamic: ({ value }) => {
        const parsed = parse(value);
        return parsed.ok ? undefined : { fields: parsed.errors };
      },
    },
    onSubmit: ({ value }) => {
      const parsed = parse(value);
      if (parsed.ok) setAnnouncement(announce(calculate(parsed.input)));
    },
    onSubmitInvalid: ({ value }) => {
      const parsed = parse(value);
      const count = parsed.ok ? 0 : Object.keys(parsed.errors).length;
      setAnnouncement(correctFieldsMessage(count, locale));
      focusFirstInvalid(formElement.current);
    },
  });
  useAdoptTypedValues(form, defaults, formElement);

  const submitted = useStore(form.store, (state) => (state.isSubmitted ? state.values : null));
  const parsed = submitted ? parse(submitted) : null;
  const estimate = parsed?.ok ? { input: parsed.input, result: calculate(parsed.input) } : null;

  const reset = () => {
    form.reset();
    setAnnouncement(resetMessage);
  };

  return { form, formElement, announcement, estimate, reset };
}
