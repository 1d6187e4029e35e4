import { Eye, Handshake, Timer, Wrench } from "lucide-react";
import { company } from "./company";
import type { SectionCopy } from "./section-copy";
import type { Feature, Stat } from "./types";

/** The About page's words, in either language (src/content/es/about.ts is the Spanish). */
export interface AboutContent {
  /** The page's title and description in search results and shared links. */
  meta: { title: string; description: string };
  header: SectionCopy;
  story: { title: string; paragraphs: readonly string[] };
  mission: { label: string; text: string };
  stats: readonly Stat[];
  values: SectionCopy & { items: readonly Feature[] };
  team: SectionCopy;
  office: {
    eyebrow: string;
    title: string;
    /** Said before the phone number, which is the link: "Call (801) 555-0142". */
    call: string;
    /** Said before the texting number: "Text (801) 555-0187". */
    text: string;
    hours: string;
  };
  ctaTitle: string;
}

const aboutStory: AboutContent["story"] = {
  title: "Built by people who've worked the dispatch desk",
  paragraphs: [
    `${company.fullName} started in ${company.address.city} ${company.yearsInBusiness} years ago with a simple idea: small carriers deserve funding that moves as fast as they do. Our founder grew up dispatching for her family's six-truck flatbed outfit in Ogden and watched good drivers park trucks because a broker was 60 days late.`,
    "After a decade in commercial lending she knew the money existed. What was missing was a funding partner who understood bills of lading, detention time and fuel surcharges, and who answered the phone. So she built one.",
    `Today ${company.name} funds ${company.clients} trucking businesses across the country, from single-truck owner-operators to 50-truck fleets, freight brokers and logistics companies, with the same promise: fast money, clear terms, and people who know trucking.`,
  ],
};

const mission =
  "To keep America's small carriers rolling with fast, fair and plain-spoken funding, so every owner-operator and fleet can grow on their own terms.";

const values: readonly Feature[] = [
  {
    icon: Timer,
    title: "Speed that matters",
    text: "An hour a driver waits on money is an hour off the road. We fund within 24 hours and answer the phone around the clock.",
  },
  {
    icon: Eye,
    title: "Clear terms",
    text: "Rates quoted up front, statements you can read, and no long-term contracts. You always know what you'll receive.",
  },
  {
    icon: Handshake,
    title: "Real partnership",
    text: "Every client gets a dedicated account manager who learns your lanes, your customers and your goals.",
  },
  {
    icon: Wrench,
    title: "Trucking know-how",
    text: "Our team includes former drivers, dispatchers and fleet owners. We speak your language because we've lived it.",
  },
];

/** The three stats under the company story. */
const aboutStats: readonly Stat[] = [
  { value: company.yearsInBusiness, label: "Years in business" },
  { value: company.clients, label: "Clients served" },
  { value: company.satisfaction, label: "Client satisfaction" },
];

export const about: AboutContent = {
  meta: {
    title: "About TPF",
    description: `${company.fullName}: ${company.yearsInBusiness} years funding trucking businesses from ${company.address.city}, ${company.clients} clients served, ${company.satisfaction} client satisfaction.`,
  },
  header: {
    eyebrow: "About Us",
    title: "Fast, fair funding from people who know trucking",
    lead: `${company.fullName} helps owner-operators, fleets, brokers and logistics companies turn invoices into cash and keep their wheels turning.`,
  },
  story: aboutStory,
  mission: { label: "Our mission", text: mission },
  stats: aboutStats,
  values: {
    eyebrow: "What we stand for",
    title: "Our values",
    lead: "Four promises that guide every advance, every phone call and every statement we send.",
    items: values,
  },
  team: {
    eyebrow: "Leadership",
    title: "Meet our leadership team",
    lead: "Former drivers, dispatchers and lenders who run TPF the way they wish their own funding partners had.",
  },
  office: {
    eyebrow: "Our office",
    title: `Come see us in ${company.address.city}`,
    call: "Call",
    text: "Text",
    hours: `Office hours ${company.hours}. 24/7 support line for clients. We reply ${company.responsePromise}.`,
  },
  ctaTitle: `Join ${company.clients} carriers who get paid faster`,
};
