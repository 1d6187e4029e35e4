import { company } from "./company";
import type { ArticleSlug } from "./types";

/** The four tools at the top of Resources. */
export const resourceTools = {
  factoringCalculator: {
    title: "Factoring Calculator",
    text: "Work out your advance, our fee and your final payout for any invoice.",
  },
  rateQuote: {
    title: "Rate Quote Tool",
    text: "Get an estimated factoring rate range for your business in seconds.",
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
} as const;

export type NewsItem = {
  source: string;
  title: string;
  text: string;
} & ({ external: true; href: string } | { external: false; articleSlug: ArticleSlug });

/** News cards: two outside sources worth a bookmark, and our own market analysis. */
export const newsItems: readonly NewsItem[] = [
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
];
