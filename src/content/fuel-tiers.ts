import type { FuelTier } from "./types";

/** The fuel card tiers. A tier depends on monthly factoring volume; thresholds are given by phone. */
export const fuelTiers: readonly FuelTier[] = [
  {
    id: "bronze",
    name: "Bronze",
    centsPerGallon: 2,
    locations: "4,000+",
    perk: "No monthly fees",
    popular: false,
  },
  {
    id: "silver",
    name: "Silver",
    centsPerGallon: 4,
    locations: "8,000+",
    perk: "Priority support",
    popular: true,
  },
  {
    id: "gold",
    name: "Gold",
    centsPerGallon: 6,
    locations: "12,000+",
    perk: "Dedicated account manager",
    popular: false,
  },
];

export const fuelTierNote =
  "Your tier is based on your monthly factoring volume. Call us for the details of each tier.";
