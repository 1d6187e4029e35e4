import { fuelCardTierOptions, type servicesInterestedOptions } from "../../../api/contract/options";
import type { QuoteSearch } from "../../lib/search-params";

export { QuoteSearch } from "../../lib/search-params";

export interface QuotePrefill {
  servicesInterested?: (typeof servicesInterestedOptions)[number]["value"];
  comments?: string;
}

const tierLabel = (tier: (typeof fuelCardTierOptions)[number]["value"]) =>
  fuelCardTierOptions.find((option) => option.value === tier)?.label ?? tier;

/** Spec section 2: service=fuel-card&tier=gold selects fuel-card-gold and mentions the tier in the comments. */
export function quotePrefill({ service, tier }: QuoteSearch): QuotePrefill {
  if (service === "fuel-card") {
    if (!tier) return { servicesInterested: "fuel-cards" };
    return {
      servicesInterested: `fuel-card-${tier}`,
      comments: `I'm interested in the ${tierLabel(tier)} tier of the fuel card program.`,
    };
  }
  return service ? { servicesInterested: service } : {};
}
