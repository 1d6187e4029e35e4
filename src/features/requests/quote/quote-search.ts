import {
  fuelCardTierOptions,
  labelOf,
  type servicesInterestedOptions,
} from "../../../../api/contract/options";
import type { Locale } from "../../../../api/contract/words";
import * as m from "../../../paraglide/messages";
import { QuoteSearch as QuoteSearchParams, type QuoteSearch } from "../../../lib/search-params";

export { QuoteSearch } from "../../../lib/search-params";

export type QuotePrefill = {
  servicesInterested?: (typeof servicesInterestedOptions)[number]["value"];
  comments?: string;
};

/**
 * `?service=fuel-card&tier=gold` selects fuel-card-gold and mentions the tier
 * in the comments (docs/product-rules.md), in the form's language.
 */
export function quotePrefill({ service, tier }: QuoteSearch, locale: Locale = "en"): QuotePrefill {
  if (service === "fuel-card") {
    if (!tier) return { servicesInterested: "fuel-cards" };
    return {
      servicesInterested: `fuel-card-${tier}`,
      comments: m.forms_tier_interest({ tier: labelOf(fuelCardTierOptions, tier, locale) }, { locale }),
    };
  }
  return service ? { servicesInterested: service } : {};
}

/** The same, read from the address in the browser (see useRequestForm's `fromAddress`). */
export const quoteFromAddress = (search: URLSearchParams, locale: Locale = "en") => {
  const parsed = QuoteSearchParams(Object.fromEntries(search));
  return { prefill: quotePrefill(parsed, locale), draftId: parsed.draft };
};
