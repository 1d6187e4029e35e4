import { createContext, useContext } from "react";
import type { Locale } from "../../lib/locale";

/** The edition the page is in, set by the public shell from the page's address. */
export const LocaleContext = createContext<Locale>("en");

export const useLocale = (): Locale => useContext(LocaleContext);

/**
 * The page's address in each language, set by the public shell when the page is one of the public
 * site's, which are published in every language; none elsewhere (the 404 page).
 */
export const EditionsContext = createContext<Readonly<Record<Locale, string>> | undefined>(undefined);

export const useEditions = (): Readonly<Record<Locale, string>> | undefined => useContext(EditionsContext);
