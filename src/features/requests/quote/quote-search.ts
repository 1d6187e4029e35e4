import {
  fuelCardTierOptions,
  labelOf,
  type servicesInterestedOptions,
} from "../../../../api/contract/options";
import { QuoteSearch as QuoteSearchParams, type QuoteSearch } from "../../../lib/search-params";

export { QuoteSearch } from "../../../lib/search-params";

export type QuotePrefill = {
  servicesInterested?: (typeof servicesInterestedOptions)[number]["value"];
  comments?: string;
};

/** `?service=fuel-card&tier=gold` selects fuel-card-gold and mentions the tier in the comments (docs/product-rules.md). */
export function quotePrefill({ service, tier }: QuoteSearch): QuotePrefill {
  if (service === "fuel-card") {
    if (!tier) return { servicesInterested: "fuel-cards" };
    return {
      servicesInterested: `fuel-card-${tier}`,
      comments: `I'm interested in the ${labelOf(fuelCardTierOptions, tier)} tier of the fuel card program.`,
    };
  }
  return service ? { servicesInterested: service } : {};
}

/** The same, read from the address in the browser (see useRequestForm's `fromAddress`). */
export const quoteFromAddress = (search: URLSearchParams) => {
  const parsed = QuoteSearchParams(Object.fromEntries(search));
  return { prefill: quotePrefill(parsed), draftId: parsed.draft };
};
