import { fuelCardTierOptions } from "../../../api/contract/options";
import type { FuelCardSearch } from "../../lib/search-params";

export { FuelCardSearch } from "../../lib/search-params";

export interface FuelCardPrefill {
  fuelCardTier?: (typeof fuelCardTierOptions)[number]["value"];
  comments?: string;
}

/** Spec section 2: tier pre-selects the fuel card tier and mentions it in the comments. */
export function fuelCardPrefill({ tier }: FuelCardSearch): FuelCardPrefill {
  if (!tier) return {};
  const label = fuelCardTierOptions.find((option) => option.value === tier)?.label ?? tier;
  return { fuelCardTier: tier, comments: `I'm interested in the ${label} tier of the fuel card program.` };
}
