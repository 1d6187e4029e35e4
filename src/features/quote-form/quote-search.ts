import * as v from "valibot";
import { fuelCardTierOptions, servicesInterestedOptions, valuesOf } from "../../../api/contract/options";

const tierValues = valuesOf(fuelCardTierOptions);
const serviceValues = valuesOf(servicesInterestedOptions);

/** Unknown or malformed values are dropped, never an error page. */
const optional = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

/**
 * Query parameters of /get-quote: `service` (a listed service, or
 * `fuel-card` with `tier`), and `draft`, the id of a refused request to load
 * back into the form.
 */
export const QuoteSearch = v.object({
  service: optional(v.picklist([...serviceValues, "fuel-card"])),
  tier: optional(v.picklist(tierValues)),
  draft: optional(v.pipe(v.string(), v.maxLength(100))),
});

export type QuoteSearch = v.InferOutput<typeof QuoteSearch>;

export interface QuotePrefill {
  servicesInterested?: (typeof serviceValues)[number];
  comments?: string;
}

const tierLabel = (tier: (typeof tierValues)[number]) =>
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
