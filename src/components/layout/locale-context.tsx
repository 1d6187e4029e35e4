import { createContext, useContext } from "react";
import type { Locale } from "../../lib/locale";

/** The edition the page is in, set by the public shell from the page's address. */
export const LocaleContext = createContext<Locale>("en");

export const useLocale = (): Locale => useContext(LocaleContext);
