import { useSyncExternalStore } from "react";
import { pageLocale, type Locale } from "./locale";

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

/** `<html lang>` as a Locale; English on the server, where these islands render nothing to read. */
export const useDocumentLocale = (): Locale => useSyncExternalStore(subscribe, pageLocale, () => "en");
