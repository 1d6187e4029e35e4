import type { FuelTier } from "../types";

/** Spanish of src/content/fuel-tiers.ts: the same tiers, cents and location counts. */
export const fuelTiers: readonly FuelTier[] = [
  {
    id: "bronze",
    name: "Bronce",
    centsPerGallon: 2,
    locations: "4,000+",
    perk: "Sin cuotas mensuales",
    popular: false,
  },
  {
    id: "silver",
    name: "Plata",
    centsPerGallon: 4,
    locations: "8,000+",
    perk: "Atención prioritaria",
    popular: true,
  },
  {
    id: "gold",
    name: "Oro",
    centsPerGallon: 6,
    locations: "12,000+",
    perk: "Gerente de cuenta dedicado",
    popular: false,
  },
];

export const fuelTierNote =
  "Su nivel depende de su volumen mensual de factoraje. Llámenos y le explicamos los detalles de cada nivel.";
