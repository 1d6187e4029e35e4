/*
 * The public pages the tests visit, as plain data: the browser tests
 * (tests/e2e/public-helpers.ts) and the checks of the built HTML (tests/dist)
 * read the same list.
 */

/** Every public page, with its h1. */
export const publicPages = [
  { path: "/", h1: "Steady growth starts with strong cash flow." },
  { path: "/how-factoring-works", h1: "Get paid for your loads in 24 hours, not 30 to 90 days" },
  { path: "/industries", h1: "Funding for every kind of trucking business" },
  { path: "/why-us", h1: "Faster money, lower rates, no lock-in" },
  { path: "/about", h1: "Fast, fair funding from people who know trucking" },
  { path: "/asset-based-lending", h1: "Unlock the value of what your business owns" },
  { path: "/resources", h1: "Tools and guides for running a profitable trucking business" },
  { path: "/resources/fuel-management", h1: "Fuel Management Strategies for Owner-Operators" },
  { path: "/resources/dot-compliance", h1: "Understanding Your DOT Compliance Requirements" },
  { path: "/resources/equipment-financing", h1: "Equipment Financing Options for Growing Fleets" },
  { path: "/resources/load-board-strategies", h1: "Load Board Strategies for Maximum Profitability" },
  { path: "/resources/cash-flow-management", h1: "Cash Flow Management for Trucking Companies" },
  { path: "/resources/factoring-vs-loans", h1: "Invoice Factoring vs. Bank Loans" },
  { path: "/resources/market-outlook", h1: "Freight Market Predictions and Economic Factors" },
  { path: "/privacy-policy", h1: "Privacy Policy" },
  { path: "/terms-of-use", h1: "Terms of Use" },
  { path: "/security", h1: "Security and Data Protection" },
  { path: "/accessibility", h1: "Accessibility Commitment" },
  { path: "/no-such-page", h1: "404 Page Not Found" },
] as const;

/** The two request forms, public too (their own specs cover them in depth). */
export const formPages = [
  { path: "/get-quote", h1: "Get Your Free Quote" },
  { path: "/fuel-card-application", h1: "Fuel Card Application" },
] as const;

/** Every public page that exists (no 404), forms included: what must open offline and stay same-origin. */
export const allPublicPaths: readonly string[] = [
  ...publicPages.filter((page) => page.path !== "/no-such-page"),
  ...formPages,
].map((page) => page.path);

/** The leadership team seeded into every fresh database (api/contract/seed-team.ts). */
export const seededTeam = ["Karen Whitaker", "Luis Ortega", "Tom Hadley", "Angela Brooks"] as const;
