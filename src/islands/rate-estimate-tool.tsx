import { useRef } from "react";
import { LocaleContext } from "../components/layout/locale-context";
import { RateEstimateTool } from "../features/calculators/components/rate-estimate-tool";
import { useOpenFromAddress } from "../features/calculators/open-from-address";
import { defineIsland } from "../lib/islands";
import type { Locale } from "../lib/locale";

/**
 * An island is a root of its own: the page's language and its edition's
 * quote form come in its props, the same on server and browser.
 */
function RateEstimateToolIsland({
  labelledBy,
  locale,
  quoteHref,
}: {
  labelledBy: string;
  locale: Locale;
  quoteHref: string;
}) {
  const anchor = useRef<HTMLSpanElement>(null);
  useOpenFromAddress("rate-quote", anchor);
  return (
    <LocaleContext.Provider value={locale}>
      <span ref={anchor} hidden />
      <RateEstimateTool labelledBy={labelledBy} quoteHref={quoteHref} />
    </LocaleContext.Provider>
  );
}

/** The rate quote tool, woken at once like the calculator. */
export default defineIsland("rate-estimate-tool", RateEstimateToolIsland, "eager");
