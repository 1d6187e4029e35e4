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
  /** Minutes, from the spec's table (about 200 words a minute). */
  readingMinutes: number;
  body: ContentBlock[];
  /** Closing call to action: Get Free Quote plus one secondary link. */
  cta: {
    heading: string;
    text: string;
    secondary: { to: "/how-factoring-works" | "/about"; label: string };
  };
}

export interface LegalPage {
  slug: "privacy-policy" | "terms-of-use" | "security" | "accessibility";
  title: string;
  /** Meta description, at most 160 characters. */
  summary: string;
  /** e.g. "August 4, 2025"; Privacy Policy and Terms of Use only. */
  lastUpdated?: string;
  body: ContentBlock[];
}
