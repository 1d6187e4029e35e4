import {
  Boxes,
  Building2,
  Car,
  Container,
  Droplets,
  HardHat,
  Handshake,
  Layers2,
  Package,
  Snowflake,
  TrainFront,
  Truck,
  Users,
  Weight,
  Wheat,
  Zap,
} from "lucide-react";
import { company } from "./company";
import { fuelTierNote, fuelTiers } from "./fuel-tiers";
import type { FreightType, FuelTier, Segment } from "./types";

export const segments: readonly Segment[] = [
  {
    id: "owner-operators",
    icon: Truck,
    title: "Owner Operators",
    detail: "One truck, one authority",
    text: "You run the truck and the business. We keep fuel, insurance and truck payments covered while brokers take their time.",
    benefits: [
      `Cash within ${company.fundingTime} of delivery`,
      "No minimum volume: factor one load or all of them",
      "Submit paperwork from your phone with the mobile app",
      "Fuel card savings of 2 to 6 cents per gallon",
    ],
  },
  {
    id: "fleets",
    icon: Users,
    title: "Small to Medium Fleets",
    detail: "2-50 trucks",
    text: "Payroll, fuel and maintenance for a growing fleet need steady cash, not invoices sitting in a drawer for 60 days.",
    benefits: [
      "Funding that grows as you add trucks and drivers",
      "Make payroll and fuel on time, every week",
      "A dedicated account manager who knows your customers",
      "Lines of credit and asset-based lending for expansion",
    ],
  },
  {
    id: "freight-brokers",
    icon: Handshake,
    title: "Freight Brokers",
    detail: "Brokerages of every size",
    text: "Your carriers want to be paid fast and your shippers pay slowly. Factoring closes that gap so you can keep good carriers loyal.",
    benefits: [
      `Advances up to ${company.maxAdvancePercent}% on shipper invoices`,
      "Pay carriers quickly without draining your reserves",
      "Take on larger shippers with longer payment terms",
      "An online portal built for high invoice volumes",
    ],
  },
  {
    id: "logistics",
    icon: Building2,
    title: "Logistics Companies",
    detail: "3PL, warehousing and drayage",
    text: "Contracts, warehouses and equipment tie up capital. We fund the receivables and the assets behind your operation.",
    benefits: [
      "Working capital for warehousing, drayage and 3PL contracts",
      "Asset-based lending over receivables, equipment and inventory",
      "Funding that scales with seasonal peaks",
      "24/7 support across every time zone you run in",
    ],
  },
];

/** The twelve freight types, in the order the Industries page shows them. */
export const freightTypes: readonly FreightType[] = [
  { name: "Dry Van", icon: Container },
  { name: "Refrigerated", icon: Snowflake },
  { name: "Flatbed", icon: Layers2 },
  { name: "Step Deck", icon: Boxes },
  { name: "Heavy Haul", icon: Weight },
  { name: "Auto Transport", icon: Car },
  { name: "LTL Freight", icon: Package },
  { name: "Expedited", icon: Zap },
  { name: "Intermodal", icon: TrainFront },
  { name: "Tanker", icon: Droplets },
  { name: "Construction", icon: HardHat },
  { name: "Agricultural", icon: Wheat },
];

/** What a carrier needs to qualify for factoring. */
export const qualificationRequirements: readonly string[] = [
  "Active DOT and MC authority",
  "Valid liability and cargo insurance",
  "At least 3 months in business (startups considered)",
  "Creditworthy customers: the brokers and shippers you invoice",
  "Owner-operators and fleets of 2-50 trucks",
];

/** Everything the Industries page says in one language, apart from the site's shared labels. */
export interface IndustriesPage {
  /** Title and description for search results and shared links. */
  meta: { title: string; description: string };
  header: { eyebrow: string; title: string; lead: string };
  segments: { eyebrow: string; title: string; items: readonly Segment[] };
  freight: { eyebrow: string; title: string; lead: string; items: readonly FreightType[] };
  qualify: { kicker: string; title: string; lead: string; action: string; items: readonly string[] };
  fuel: { eyebrow: string; title: string; lead: string; tiers: readonly FuelTier[]; note: string };
  cta: { title: string };
}

export const industriesPage: IndustriesPage = {
  meta: {
    title: "Industries We Serve",
    description:
      "Factoring and fuel cards for owner-operators, fleets of 2-50 trucks, freight brokers and logistics companies, across 12 freight types.",
  },
  header: {
    eyebrow: "Industries",
    title: "Funding for every kind of trucking business",
    lead: "Whether you run one truck or fifty, broker freight or manage a warehouse, we fund the invoices and assets that keep you moving.",
  },
  segments: {
    eyebrow: "Who we serve",
    title: "Four kinds of trucking businesses, one fast partner",
    items: segments,
  },
  freight: {
    eyebrow: "Freight types",
    title: "We fund all 12 major freight types",
    lead: "From reefer to heavy haul, if you move it legally and bill for it, we can factor it.",
    items: freightTypes,
  },
  qualify: {
    kicker: "Qualification",
    title: "What you need to qualify",
    lead: "Approval depends mostly on your customers' credit, not yours, so new authorities are welcome.",
    action: "Check if you qualify",
    items: qualificationRequirements,
  },
  fuel: {
    eyebrow: "Fuel card program",
    title: "Save at the pump with a TPF fuel card",
    lead: "Three tiers, each accepted at thousands of truck stops. Choose a tier to start your application.",
    tiers: fuelTiers,
    note: fuelTierNote,
  },
  cta: { title: "Tell us what you haul" },
};
