import type { LucideIcon } from "lucide-react";
import type { fuelCardTierOptions } from "../../api/contract/options";

export type FuelCardTier = (typeof fuelCardTierOptions)[number]["value"];

/**
 * Rich text for long-form content (articles, legal pages). Plain data so it
 * renders identically on the server (prerender) and in the browser, and so a
 * writer can change copy without touching components.
 *
 * Inline text may contain links written as [label](/path) or
 * [label](https://…); nothing else is interpreted.
 */
export type ContentBlock =
  | { type: "p"; text: string }
  | { type: "h2"; text: string }
  | { type: "h3"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "ol"; items: string[] }
  | { type: "table"; caption: string; head: string[]; rows: string[][] }
  | { type: "callout"; title: string; text: string }
  | { type: "quote"; text: string; cite?: string };

export type ArticleCategory = "Operations" | "Compliance" | "Finance" | "Factoring" | "Market Analysis";

export type ArticleSlug =
  | "fuel-management"
  | "dot-compliance"
  | "equipment-financing"
  | "load-board-strategies"
  | "cash-flow-management"
  | "factoring-vs-loans"
  | "market-outlook";

export interface Article {
  slug: ArticleSlug;
  title: string;
  category: ArticleCategory;
  /** One or two sentences; used as the card summary and the meta description (at most 160 characters). */
  summary: string;
  /** Author line as printed under the title, e.g. "By Dana Whitfield, Director of Client Operations". */
  author: string;
  /** ISO date, e.g. "2025-07-14". */
  publishedOn: string;
  /** Minutes, as the article page shows it (docs/product-rules.md, "Content"). */
  readingMinutes: number;
  body: ContentBlock[];
  /** Closing call to action: Get Free Quote plus one secondary link. */
  cta: {
    heading: string;
    text: string;
    secondary: { to: "/how-factoring-works" | "/about"; label: string };
  };
}

/**
 * An article's words in a language other than the one it was written in: its facts (slug,
 * category, date, reading time, where its second link goes) are the English article's, written once.
 */
export type ArticleWords = Omit<Article, "slug" | "category" | "publishedOn" | "readingMinutes" | "cta"> & {
  cta: Omit<Article["cta"], "secondary"> & { secondary: Omit<Article["cta"]["secondary"], "to"> };
};

export interface LegalPage {
  slug: "privacy-policy" | "terms-of-use" | "security" | "accessibility";
  title: string;
  /** Meta description, at most 160 characters. */
  summary: string;
  /** e.g. "August 4, 2025"; Privacy Policy and Terms of Use only. */
  lastUpdated?: string;
  body: ContentBlock[];
}

/** Card content with an icon: benefits, values, reasons. */
export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A Why Us advantage: a feature with a short highlight badge. */
export interface Advantage extends Feature {
  highlight: string;
}

/** One numbered step of a process (How It Works, asset-based lending). */
export interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A headline figure: "8+" / "Years in business". */
export interface Stat {
  value: string;
  label: string;
}

/** Traits of an illustrated customer portrait (drawn as inline SVG, no photos from elsewhere). */
export interface Portrait {
  skin: string;
  hair: string;
  hairStyle: "short" | "long" | "curly" | "bun" | "cap";
  shirt: string;
  background: string;
  capColor?: string;
  beard?: boolean;
  glasses?: boolean;
}

export interface Testimonial {
  id: string;
  name: string;
  /** Role and company, e.g. "Owner-Operator, Bell Freight LLC". */
  title: string;
  state: string;
  quote: string;
  rating: 5;
  portrait: Portrait;
}

export interface FuelTier {
  id: FuelCardTier;
  name: string;
  centsPerGallon: number;
  locations: string;
  perk: string;
  popular: boolean;
}

export interface Segment {
  id: string;
  icon: LucideIcon;
  title: string;
  /** e.g. "2-50 trucks". */
  detail?: string;
  text: string;
  benefits: string[];
}

export interface FreightType {
  name: string;
  icon: LucideIcon;
}

export interface ComparisonRow {
  feature: string;
  tpf: string;
  others: string;
}
