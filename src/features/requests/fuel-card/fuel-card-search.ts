import { fuelCardTierOptions, labelOf } from "../../../../api/contract/options";
import type { Locale } from "../../../../api/contract/words";
import * as m from "../../../paraglide/messages";
import { FuelCardSearch as FuelCardSearchParams, type FuelCardSearch } from "../../../lib/search-params";

export { FuelCardSearch } from "../../../lib/search-params";

export type FuelCardPrefill = {
  fuelCardTier?: (typeof fuelCardTierOptions)[number]["value"];
  comments?: string;
};

/** `?tier=` pre-selects the fuel card tier and mentions it in the comments (docs/product-rules.md), in the form's language. */
export function fuelCardPrefill({ tier }: FuelCardSearch, locale: Locale = "en"): FuelCardPrefill {
  if (!tier) return {};
  return {
    fuelCardTier: tier,
    comments: m.forms_tier_interest({ tier: labelOf(fuelCardTierOptions, tier, locale) }, { locale }),
  };
}

/** The same, read from the address in the browser (see useRequestForm's `fromAddress`). */
export const fuelCardFromAddress = (search: URLSearchParams, locale: Locale = "en") => {
  const parsed = FuelCardSearchParams(Object.fromEntries(search));
  return { prefill: fuelCardPrefill(parsed, locale), draftId: parsed.draft };
};
