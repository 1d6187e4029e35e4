import { fuelCardTierOptions, labelOf } from "../../../../api/contract/options";
import { FuelCardSearch as FuelCardSearchParams, type FuelCardSearch } from "../../../lib/search-params";

export { FuelCardSearch } from "../../../lib/search-params";

export type FuelCardPrefill = {
  fuelCardTier?: (typeof fuelCardTierOptions)[number]["value"];
  comments?: string;
};

/** `?tier=` pre-selects the fuel card tier and mentions it in the comments (docs/product-rules.md). */
export function fuelCardPrefill({ tier }: FuelCardSearch): FuelCardPrefill {
  if (!tier) return {};
  return {
    fuelCardTier: tier,
    comments: `I'm interested in the ${labelOf(fuelCardTierOptions, tier)} tier of the fuel card program.`,
  };
}

/** The same, read from the address in the browser (see useRequestForm's `fromAddress`). */
export const fuelCardFromAddress = (search: URLSearchParams) => {
  const parsed = FuelCardSearchParams(Object.fromEntries(search));
  return { prefill: fuelCardPrefill(parsed), draftId: parsed.draft };
};
