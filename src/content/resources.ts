import { company } from "./company";
import type { SectionCopy } from "./section-copy";
import type { ArticleSlug } from "./types";

/** A calculator's card, the panel it opens, and what the panel says where scripts are off. */
export interface DisclosureToolCopy {
  title: string;
  text: string;
  panelLead: string;
  /** The card's hint, closed and open. */
  open: string;
  hide: string;
  noScript: string;
}

export type NewsItem = {
  source: string;
  title: string;
  text: string;
} & ({ external: true; href: string } | { external: false; articleSlug: ArticleSlug });

/** The Resources page's copy; the Spanish edition (src/content/es/resources.ts) has the same shape. */
export interface ResourcesCopy {
  head: { title: string; description: string };
  header: SectionCopy;
  toolsSection: SectionCopy;
  articlesSection: SectionCopy;
  newsSection: SectionCopy;
  /** The four tools at the top of Resources. */
  tools: {
    factoringCalculator: DisclosureToolCopy;
    rateQuote: DisclosureToolCopy;
    applicationForms: { title: string; text: string; href: string };
    videoTutorials: { title: string; text: string };
  };
  /** News cards: two outside sources worth a bookmark, and our own market analysis. */
  news: readonly NewsItem[];
}

/** What a calculator's panel says where JavaScript is off. */
const noScript = (tool: string) =>
  `The ${tool} works out the numbers with JavaScript, which is off in this browser. Turn it on, or call us and we will run them with you.`;

export const resourcesCopy: ResourcesCopy = {
  head: {
    title: "Trucking Resources: Calculators, Guides and News",
    description:
      "Free factoring calculator and rate quote tool, a printable application, and practical guides on fuel, compliance, cash flow and financing.",
  },
  header: {
    eyebrow: "Resources",
    title: "Tools and guides for running a profitable trucking business",
    lead: "Run the numbers on an invoice, estimate your factoring rate, print an application and read practical guides written for owner-operators and fleets.",
  },
  toolsSection: {
    eyebrow: "Tools",
    title: "Calculators and forms",
    lead: "Everything here works on your phone, even with no signal once you've opened it.",
  },
  articlesSection: {
    eyebrow: "Articles",
    title: "Guides for owner-operators and fleets",
    lead: "Straight answers on fuel, compliance, cash flow and financing.",
  },
  newsSection: {
    eyebrow: "Industry news",
    title: "Stay ahead of the market",
    lead: "Regulations, diesel prices and our own outlook for the freight market.",
  },
  tools: {
    factoringCalculator: {
      title: "Factoring Calculator",
      text: "Work out your advance, our fee and your final payout for any invoice.",
      panelLead: "Change any value, then press Calculate. Reset puts the defaults back.",
      open: "Open calculator",
      hide: "Hide calculator",
      noScript: noScript("calculator"),
    },
    rateQuote: {
      title: "Rate Quote Tool",
      text: "Get an estimated factoring rate range for your business in seconds.",
      panelLead: "An estimate from your volume, credit, experience and freight type.",
      open: "Open rate tool",
      hide: "Hide rate tool",
      noScript: noScript("rate tool"),
    },
    applicationForms: {
      title: "Application Forms",
      text: "Print a paper application to fill in by hand and return by e-mail or mail.",
      href: "/forms/application.html",
    },
    videoTutorials: {
      title: "Video Tutorials",
      text: `We haven't recorded any video tutorials yet. Until we do, call ${company.phone.display} and we'll walk you through the portal, your first invoice or the calculators.`,
    },
  },
  news: [
    {
      source: "FMCSA",
      title: "Federal Motor Carrier Safety Administration",
      text: "Rule changes, registration, hours-of-service and safety programs, straight from the regulator.",
      href: "https://www.fmcsa.dot.gov/",
      external: true,
    },
    {
      source: "U.S. EIA",
      title: "Weekly Diesel Prices",
      text: "The Energy Information Administration's weekly on-highway diesel prices, national and by region.",
      href: "https://www.eia.gov/petroleum/gasdiesel/",
      external: true,
    },
    {
      source: `${company.name} Market Analysis`,
      title: "Freight Market Predictions and Economic Factors",
      text: "Our mid-2025 look at rates, capacity and diesel, and the public numbers that show where freight is heading now.",
      articleSlug: "market-outlook",
      external: false,
    },
  ],
};
