import { useLayoutEffect, type RefObject } from "react";

/**
 * What the visitor typed into a prerendered form before the app took it
 * over (on a slow phone the page is usable before its code has run): the
 * controls' own values that differ from the defaults, by field name.
 */
export function typedBeforeHydration<TValues>(element: HTMLFormElement, defaults: TValues): Partial<TValues> {
  const typed: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(defaults as Record<string, unknown>)) {
    const control = element.elements.namedItem(key);
    // Only what the visitor could type or choose: not the hidden mirror a custom select keeps for the browser.
    if (!(control instanceof HTMLElement) || control.getAttribute("aria-hidden") === "true") continue;
    if (control instanceof HTMLInputElement && control.type === "hidden") continue;
    if (control instanceof HTMLSelectElement && control.value === "") continue;
    if (control instanceof HTMLInputElement && control.type === "checkbox") {
      if (control.checked !== fallback) typed[key] = control.checked;
    } else if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    ) {
      if (typeof fallback === "string" && control.value !== fallback) typed[key] = control.value;
    }
  }
  return typed as Partial<TValues>;
}

/** The part of a TanStack form the hand-over needs. */
export interface AdoptingForm<TValues> {
  setFieldValue(name: keyof TValues & string, value: never): void;
}

/**
 * Puts what was typed into the form's controls before the app took them
 * over into the form's state, as the visitor's own entries: each field is
 * set (touched and dirty), never the form reset. A form that nobody has
 * touched takes new default values whole (TanStack Form does that when its
 * `defaultValues` change), and a reset makes a form untouched again, so an
 * entry adopted by a reset was wiped by the next change of defaults (the
 * address's pre-fill, read again in the browser). Returns whether anything
 * was typed. See docs/decisions/0060-typing-while-the-app-starts.md.
 */
export function adoptTypedValues<TValues>(
  form: AdoptingForm<TValues>,
  element: HTMLFormElement | null,
  defaults: TValues,
): boolean {
  const typed = element ? typedBeforeHydration(element, defaults) : {};
  for (const [name, value] of Object.entries(typed)) {
    form.setFieldValue(name as keyof TValues & string, value as never);
  }
  return Object.keys(typed).length > 0;
}

/**
 * Once, as React commits the hydrated form (a layout effect: before any
 * later render could set the controls back to the form's older state), the
 * form takes what was typed into its controls before (a sign-in typed and
 * sent on a slow connection is then sent with what the visitor typed).
 */
export function useAdoptTypedValues<TValues>(
  form: AdoptingForm<TValues>,
  defaults: TValues,
  formElement: RefObject<HTMLFormElement | null>,
): void {
  useLayoutEffect(() => {
    adoptTypedValues(form, formElement.current, defaults);
    // Once, right after hydration; the form and the ref are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
