import { useEffect, type RefObject } from "react";

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

/** The part of a TanStack form the hooks need. */
export interface ResettableForm<TValues> {
  state: { values: TValues };
  reset(values: TValues, options: { keepDefaultValues: boolean }): void;
}

/**
 * Once, right after hydration: the form's state takes what was typed into
 * its controls before (a sign-in typed and sent on a slow connection is then
 * sent with what the visitor typed; see docs/decisions/0004-islands.md).
 */
export function useAdoptTypedValues<TValues>(
  form: ResettableForm<TValues>,
  defaults: TValues,
  formElement: RefObject<HTMLFormElement | null>,
): void {
  useEffect(() => {
    const typed = formElement.current ? typedBeforeHydration(formElement.current, defaults) : {};
    if (Object.keys(typed).length > 0)
      form.reset({ ...form.state.values, ...typed }, { keepDefaultValues: true });
    // Once, right after hydration; the form and the ref are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
