import { useEffect, type RefObject } from "react";
import { typedBeforeHydration, type ResettableForm } from "./typed-before-hydration";

/** The part of a TanStack form this hook needs. */
interface DraftableForm<TValues> extends ResettableForm<TValues> {
  store: { subscribe(listener: () => void): (() => void) | { unsubscribe(): void } };
}

const storageKey = (name: string) => `tpf:draft:${name}`;

function readDraft<TValues>(name: string, defaults: TValues): TValues | undefined {
  try {
    const stored = sessionStorage.getItem(storageKey(name));
    if (!stored) return undefined;
    const parsed = JSON.parse(stored) as unknown;
    if (!parsed || typeof parsed !== "object") return undefined;
    // Only known fields, with the type of their default: a stale or edited entry cannot inject anything.
    const values = { ...defaults } as Record<string, unknown>;
    for (const [key, fallback] of Object.entries(defaults as Record<string, unknown>)) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === typeof fallback) values[key] = value;
    }
    return values as TValues;
  } catch {
    return undefined;
  }
}

/**
 * Keeps a half-filled form in sessionStorage so a reload (for example to
 * take a new version of the app) loses nothing; the draft stays in this tab
 * only and is dropped when the form is back to its defaults (sent or
 * cleared). Values typed before hydration are adopted too. `restore` is
 * false when something else fills the form (a request loaded back from the
 * outbox).
 */
export function useSessionDraft<TValues>(
  name: string,
  form: DraftableForm<TValues>,
  defaults: TValues,
  options: { restore: boolean; formElement: RefObject<HTMLFormElement | null> },
): void {
  const { restore, formElement } = options;
  useEffect(() => {
    if (!restore) return;
    const draft = readDraft(name, defaults);
    const typed = formElement.current ? typedBeforeHydration(formElement.current, defaults) : {};
    if (!draft && Object.keys(typed).length === 0) return;
    // Current values keep what the page already set (query pre-fill); the draft, then fresh typing, win.
    form.reset({ ...form.state.values, ...draft, ...typed }, { keepDefaultValues: true });
    // Once, right after hydration; the form and the ref are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const emptyForm = JSON.stringify(defaults);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      const serialized = JSON.stringify(form.state.values);
      try {
        if (serialized === emptyForm) sessionStorage.removeItem(storageKey(name));
        else sessionStorage.setItem(storageKey(name), serialized);
      } catch {
        // Storage full or disabled: the form still works, only the draft is not kept.
      }
    };
    const subscription = form.store.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(save, 250);
    });
    const flush = () => {
      clearTimeout(timer);
      save();
    };
    window.addEventListener("pagehide", flush);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("pagehide", flush);
      if (typeof subscription === "function") subscription();
      else subscription.unsubscribe();
    };
  }, [name, form, defaults]);
}
