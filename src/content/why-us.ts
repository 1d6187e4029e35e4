import { BadgePercent, FileCheck, Fuel, Headset, UserRound, Zap } from "lucide-react";
import { company } from "./company";
import type { SectionCopy } from "./section-copy";
import type { Advantage, ComparisonRow, Stat } from "./types";

/** The Why Us page's words, in either language (src/content/es/why-us.ts is the Spanish). */
export interface WhyUsContent {
  /** The page's title and description in search results and shared links. */
  meta: { title: string; description: string };
  header: SectionCopy;
  stats: readonly Stat[];
  advantages: { eyebrow: string; title: string; items: readonly Advantage[] };
  comparison: SectionCopy & {
    /** The table's name, for screen readers. */
    caption: string;
    /** The scrolling region around the table, for screen readers. */
    regionLabel: string;
    /** The first column's heading, read but not shown. */
    featureHead: string;
    tpfLabel: string;
    othersLabel: string;
    rows: readonly ComparisonRow[];
  };
  stories: SectionCopy;
  ctaTitle: string;
}

const whyUsStats: readonly Stat[] = [
  { value: company.yearsInBusiness, label: "Years funding truckers" },
  { value: company.clients, label: "Clients served" },
  { value: company.satisfaction, label: "Client satisfaction" },
  { value: `${company.maxAdvancePercent}%`, label: "Advance on invoices, at most" },
];

const advantages: readonly Advantage[] = [
  {
    icon: Zap,
    title: "Funding in 24 Hours",
    highlight: "24-hour funding",
    text: "Send your invoice today and have the money tomorrow. No waiting weeks while brokers process paperwork.",
  },
  {
    icon: BadgePercent,
    title: "Up to 95% Advance",
    highlight: "Up to 95% upfront",
    text: "Most of the invoice is in your account on day one. The rest, less our fee, follows when your customer pays.",
  },
  {
    icon: FileCheck,
    title: "No Long‑Term Contracts",
    highlight: "No lock-in",
    text: "Stay because the service is good, not because a contract says so. No minimum volume either.",
  },
  {
    icon: UserRound,
    title: "Dedicated Account Manager",
    highlight: "One point of contact",
    text: "One person who knows your business, your lanes and your customers, and who picks up when you call.",
  },
  {
    icon: Headset,
    title: "24/7 Support",
    highlight: "Day and night",
    text: "Breakdowns and late deliveries don't keep office hours. Our support line is answered around the clock.",
  },
  {
    icon: Fuel,
    title: "Fuel Card Savings",
    highlight: "2-6¢ off per gallon",
    text: "Bronze, Silver and Gold fuel cards cut your biggest expense at thousands of locations nationwide.",
  },
];

export const whyUs: WhyUsContent = {
  meta: {
    title: "Why Truckers Choose TPF",
    description:
      "Rates from 1.5%, funding in 24 hours and no long-term contracts. See how TPF compares with other factoring companies.",
  },
  header: {
    eyebrow: "Why TPF",
    title: "Faster money, lower rates, no lock-in",
    lead: "We built TPF for carriers who are tired of waiting on brokers and reading the fine print. Here's what makes us different.",
  },
  stats: whyUsStats,
  advantages: { eyebrow: "Our advantages", title: "Six reasons carriers switch to TPF", items: advantages },
  comparison: {
    eyebrow: "Compare",
    title: "TPF vs. other factoring companies",
    lead: "Typical terms in the freight factoring industry, side by side with ours.",
    caption: `${company.name} compared with other factors`,
    regionLabel: "Comparison table",
    featureHead: "Feature",
    tpfLabel: company.name,
    othersLabel: "Other factors",
    rows: [
      { feature: "Factoring rates", tpf: "1.5%-4.5%", others: "2.0%-6.0%" },
      { feature: "Funding speed", tpf: "24 hours", others: "2-5 days" },
      { feature: "Contract terms", tpf: "No long-term contracts", others: "1-3 year contracts" },
    ],
  },
  stories: {
    eyebrow: "Customer stories",
    title: "Carriers from coast to coast",
    lead: "Owner-operators, fleets and logistics companies on what changed after they switched.",
  },
  ctaTitle: "See what you'd pay with TPF",
};
