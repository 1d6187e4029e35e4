import * as v from "valibot";
import { fuelCardTierOptions, valuesOf } from "../../../api/contract/options";

const tierValues = valuesOf(fuelCardTierOptions);
const optional = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

/** Query parameters of /fuel-card-application: `tier`, and `draft` (a refused request to fix). */
export const FuelCardSearch = v.object({
  tier: optional(v.picklist(tierValues)),
  draft: optional(v.pipe(v.string(), v.maxLength(100))),
});

export type FuelCardSearch = v.InferOutput<typeof FuelCardSearch>;

export interface FuelCardPrefill {
  fuelCardTier?: (typeof tierValues)[number];
  comments?: string;
}

/** Spec section 2: tier pre-selects the fuel card tier and mentions it in the comments. */
export function fuelCardPrefill({ tier }: FuelCardSearch): FuelCardPrefill {
  if (!tier) return {};
  const label = fuelCardTierOptions.find((option) => option.value === tier)?.label ?? tier;
  return { fuelCardTier: tier, comments: `I'm interested in the ${label} tier of the fuel card program.` };
}
