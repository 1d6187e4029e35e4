import { createContext, useContext, useSyncExternalStore } from "react";
import { BASE_LOCALE, pageLocale, type Locale } from "./locale";

/*
 * The page's language for code outside the shells' LocaleContext (the
 * islands every page wakes, such as the offline pill and the update offer):
 * `<html lang>`, which the server writes and the shells keep true, followed
 * as it changes (the portal's language switch changes it in place).
 */

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
  return () => observer.disconnect();
}

/**
 * The page's language where there is no document to read: on the server, and while an island
 * hydrates (it must render what the server did). The server gives it from the address; an island
 * rendered on every page is given it as a prop.
 */
export const RenderedLocaleContext = createContext<Locale>(BASE_LOCALE);

/** `<html lang>` as a Locale; the rendered page's language where there is no document yet. */
export const useDocumentLocale = (): Locale => {
  const rendered = useContext(RenderedLocaleContext);
  return useSyncExternalStore(subscribe, pageLocale, () => rendered);
};
