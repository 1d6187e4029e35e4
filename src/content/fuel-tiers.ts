import type { Locale } from "../../api/contract/words";
import type { FuelCardTier, FuelTier } from "./types";

/**
 * The fuel card tiers. A tier depends on monthly factoring volume; thresholds are given by phone.
 * What a tier is (its id, cents a gallon, locations, which one is popular) is written once; only
 * its words are per language.
 */
const tiers = [
  { id: "bronze", centsPerGallon: 2, locations: "4,000+", popular: false },
  { id: "silver", centsPerGallon: 4, locations: "8,000+", popular: true },
  { id: "gold", centsPerGallon: 6, locations: "12,000+", popular: false },
] as const satisfies readonly Omit<FuelTier, "name" | "perk">[];

interface TierWords {
  names: Record<FuelCardTier, string>;
  perks: Record<FuelCardTier, string>;
  note: string;
}

const words: Record<Locale, TierWords> = {
  en: {
    names: { bronze: "Bronze", silver: "Silver", gold: "Gold" },
    perks: { bronze: "No monthly fees", silver: "Priority support", gold: "Dedicated account manager" },
    note: "Your tier is based on your monthly factoring volume. Call us for the details of each tier.",
  },
  es: {
    names: { bronze: "Bronce", silver: "Plata", gold: "Oro" },
    perks: {
      bronze: "Sin cuotas mensuales",
      silver: "Atención prioritaria",
      gold: "Gerente de cuenta dedicado",
    },
    note: "Su nivel depende de su volumen mensual de factoraje. Llámenos y le explicamos los detalles de cada nivel.",
  },
};

/** What the fuel cards save a gallon, in cents: the least (the cheapest tier) and the most. */
export const fuelSavings = {
  least: Math.min(...tiers.map((tier) => tier.centsPerGallon)),
  most: Math.max(...tiers.map((tier) => tier.centsPerGallon)),
};

/** The tiers as `locale` names them. */
export const fuelTiersIn = (locale: Locale): readonly FuelTier[] =>
  tiers.map((tier) => ({ ...tier, name: words[locale].names[tier.id], perk: words[locale].perks[tier.id] }));

/** How a tier is chosen, in `locale`. */
export const fuelTierNoteIn = (locale: Locale): string => words[locale].note;

export const fuelTiers = fuelTiersIn("en");
export const fuelTierNote = fuelTierNoteIn("en");
