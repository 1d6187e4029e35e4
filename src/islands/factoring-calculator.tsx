import { useRef } from "react";
import { LocaleContext } from "../components/layout/locale-context";
import { FactoringCalculator } from "../features/calculators/components/factoring-calculator";
import { useOpenFromAddress } from "../features/calculators/open-from-address";
import { defineIsland } from "../lib/islands";
import type { Locale } from "../lib/locale";

/**
 * An island is a root of its own: the page's language and its edition's
 * quote form come in its props, the same on server and browser.
 */
function FactoringCalculatorIsland({
  labelledBy,
  locale,
  quoteHref,
}: {
  labelledBy: string;
  locale: Locale;
  quoteHref: string;
}) {
  const anchor = useRef<HTMLSpanElement>(null);
  useOpenFromAddress("calculator", anchor);
  return (
    <LocaleContext.Provider value={locale}>
      <span ref={anchor} hidden />
      <FactoringCalculator labelledBy={labelledBy} quoteHref={quoteHref} />
    </LocaleContext.Provider>
  );
}

/** The factoring calculator: woken at once, so Calculate works by the time its panel is opened. */
export default defineIsland("factoring-calculator", FactoringCalculatorIsland, "eager");
