/** How soon an approved invoice is paid, in hours. */
const FUNDING_HOURS = 24;

/**
 * Every company fact in one place (docs/product-rules.md), read by the site
 * (src/content/company.ts) and by the messages the server sends. Values are
 * clearly fictional until the operator supplies real ones: 555-01xx numbers
 * and example.com addresses.
 */
export const company = {
  name: "TPF",
  fullName: "Truckers Preferred Funding",
  tagline: "Steady growth starts with strong cash flow.",
  phone: { display: "(801) 555-0142", href: "tel:+18015550142" },
  text: { display: "(801) 555-0187", href: "sms:+18015550187" },
  email: {
    support: "support@example.com",
    privacy: "privacy@example.com",
    accessibility: "accessibility@example.com",
    security: "security@example.com",
  },
  hours: "Monday-Friday 7 AM-3 PM MST",
  /** The office's time zone: the times in messages about an account are written in it, named. */
  timeZone: "America/Denver",
  responsePromise: "within 1 hour during business hours",
  address: {
    street: "2400 S. Freight Line Road, Suite 310",
    city: "Salt Lake City",
    region: "UT",
    postalCode: "84104",
  },
  /**
   * Where brokers pay the invoices TPF bought: the remit-to a notice of assignment names
   * (docs/decisions/0222-notice-of-assignment.md). A lockbox, not the office.
   */
  remitTo: {
    payee: "Truckers Preferred Funding",
    street: "P.O. Box 150142",
    city: "Salt Lake City",
    region: "UT",
    postalCode: "84115-0142",
  },
  social: [
    { name: "Facebook", href: "https://www.facebook.com/" },
    { name: "LinkedIn", href: "https://www.linkedin.com/" },
    { name: "YouTube", href: "https://www.youtube.com/" },
  ],
  yearsInBusiness: "8+",
  clients: "750+",
  satisfaction: "99.5%",
  associations: [
    { short: "IFA", name: "International Factoring Association" },
    { short: "UTA", name: "Utah Trucking Association" },
  ],
  maxAdvancePercent: 95,
  /**
   * The terms a client is funded on until staff set its own (docs/decisions/0210-money-ledger.md):
   * 90 % advanced, 3 % fee for the first 30 days, 1 % more for each further 15 days started,
   * recourse after 90 days unpaid.
   */
  defaultTerms: {
    advanceRateBps: 9000,
    feeBps: 300,
    feeDays: 30,
    extraFeeBps: 100,
    extraFeeDays: 15,
    recourseDays: 90,
  },
  /** How soon an approved invoice is paid: in hours, and as English says it. */
  fundingHours: FUNDING_HOURS,
  fundingTime: `${FUNDING_HOURS} hours`,
  copyrightYear: 2025,
} as const;
