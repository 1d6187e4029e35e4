import {
  BadgePercent,
  CreditCard,
  Fuel,
  Handshake,
  Headset,
  Smartphone,
  TrendingUp,
  Zap,
} from "lucide-react";
import { company } from "./company";
import type { SectionCopy } from "./section-copy";
import type { Feature, Stat } from "./types";

/** One figure of the trust strip under the hero; phones show the short label. */
export interface TrustItem extends Stat {
  shortLabel: string;
}

/** The home page's words, in either language (src/content/es/home.ts is the Spanish). */
export interface HomeContent {
  /** The page's title and description in search results and shared links. */
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string; highlights: readonly string[] };
  trust: { label: string; items: readonly TrustItem[] };
  benefits: SectionCopy & { items: readonly Feature[] };
  steps: SectionCopy & { more: string };
  stories: SectionCopy;
}

const hero: HomeContent["hero"] = {
  eyebrow: "Factoring for truckers",
  title: company.tagline,
  lead: `Turn delivered loads into cash within ${company.fundingTime}. Invoice factoring, fuel cards and credit lines for owner-operators and fleets, with no long-term contracts and no minimum volume.`,
  highlights: [
    `Up to ${company.maxAdvancePercent}% advanced`,
    `Funding within ${company.fundingTime}`,
    "No long-term contracts",
  ],
};

const trustStrip: readonly TrustItem[] = [
  { value: company.yearsInBusiness, label: "Years in business", shortLabel: "Years in business" },
  {
    value: company.associations[0].short,
    label: `${company.associations[0].name} member`,
    shortLabel: "Factoring association member",
  },
  {
    value: company.associations[1].short,
    label: `${company.associations[1].name} member`,
    shortLabel: "Trucking association member",
  },
  { value: company.clients, label: "Trucking clients", shortLabel: "Trucking clients" },
];

const benefits: readonly Feature[] = [
  {
    icon: Zap,
    title: "Fast Funding",
    text: `Get paid within ${company.fundingTime} of sending your invoice, instead of waiting 30 to 90 days for brokers and shippers.`,
  },
  {
    icon: Handshake,
    title: "No Long‑Term Contracts",
    text: "Factor the loads you choose, when you choose. No lock-in and no minimum volume.",
  },
  {
    icon: BadgePercent,
    title: "Competitive Rates",
    text: "Factoring rates from 1.5% to 4.5%, quoted up front so you know your cost before you factor.",
  },
  {
    icon: Headset,
    title: "24/7 Support",
    text: "Real people answer day and night, because freight doesn't stop at 5 PM and neither do we.",
  },
  {
    icon: Smartphone,
    title: "Online Portal",
    text: "Submit invoices and track payments from the online portal or our mobile app, right from the cab.",
  },
  {
    icon: TrendingUp,
    title: "Grow Your Business",
    text: "Steady cash flow and a dedicated account manager to help you add trucks and take on better customers.",
  },
  {
    icon: Fuel,
    title: "Fuel Card Savings",
    text: "Save 2 to 6 cents per gallon at thousands of truck stops with our three-tier fuel card program.",
  },
  {
    icon: CreditCard,
    title: "Lines of Credit",
    text: "Small business lines of credit for repairs, equipment and slow seasons, alongside your factoring.",
  },
];

export const home: HomeContent = {
  meta: {
    title: `${company.name}: Invoice Factoring and Fuel Cards for Trucking Companies`,
    description:
      "Fast invoice factoring, lines of credit and fuel cards for owner-operators and small fleets. Up to 95% advanced, funding within 24 hours.",
  },
  hero,
  trust: { label: "Why carriers trust us", items: trustStrip },
  benefits: {
    eyebrow: "Why truckers choose TPF",
    title: "Funding built around the way you haul",
    lead: "Everything an owner-operator or growing fleet needs to keep cash moving, from the first load to the fiftieth truck.",
    items: benefits,
  },
  steps: {
    eyebrow: "How it works",
    title: "From delivered load to deposit in three steps",
    lead: "No paperwork mountain, no waiting 30 to 90 days for brokers to pay.",
    more: "See how factoring works",
  },
  stories: {
    eyebrow: "Customer stories",
    title: "Trusted by carriers across the country",
    lead: `${company.clients} trucking businesses count on us to keep their wheels turning.`,
  },
};
