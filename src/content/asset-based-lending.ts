import { ClipboardList, FileText, Landmark, Scale, Truck, Warehouse } from "lucide-react";
import { company } from "./company";
import type { Feature, Step } from "./types";

export const ablIntro: { title: string; lead: string } = {
  title: "Asset-Based Lending",
  lead: "Put the value of your receivables, trucks, trailers and inventory to work. A credit line secured by what your business already owns, sized to your assets rather than your credit score alone.",
};

export const ablAssetTypes: readonly Feature[] = [
  {
    icon: FileText,
    title: "Accounts Receivable",
    text: "Borrow against unpaid invoices with a revolving line that grows as your billing grows. Keep collecting from your own customers while the line funds day-to-day costs.",
  },
  {
    icon: Truck,
    title: "Fleet and Equipment",
    text: "Raise capital from the equity in trucks, trailers and equipment you own, without selling them or taking them off the road.",
  },
  {
    icon: Warehouse,
    title: "Inventory",
    text: "For logistics and warehousing operations: finance parts, fuel stock and goods on hand so cash isn't sitting on a shelf.",
  },
];

export const ablReasons: readonly string[] = [
  "Larger credit lines than unsecured loans, because they're backed by real assets",
  "Keep ownership and use of your trucks, trailers and equipment",
  "Use the funds for what you need: repairs, payroll, new equipment or a big contract",
  "Combine with invoice factoring or a line of credit as your business changes",
  "Decisions from people who understand what trucks and trailers are worth",
  "A dedicated account manager from application to funding",
];

export const ablSteps: readonly Step[] = [
  {
    icon: ClipboardList,
    title: "Assess Your Assets",
    text: "Tell us about your receivables, fleet, equipment and inventory. We review their value and your customers' payment history.",
  },
  {
    icon: Scale,
    title: "Structure Your Loan",
    text: "We size the line to your assets and design repayment around your cash flow, with every cost spelled out before you sign.",
  },
  {
    icon: Landmark,
    title: "Access Your Funds",
    text: "Draw on the line when you need it and pay down as customers pay you. Availability rises as your assets grow.",
  },
];

export const ablAudience: readonly string[] = [
  "Fleets with paid-off or high-equity trucks and trailers",
  "Carriers with steady receivables who want a revolving line instead of factoring every invoice",
  "Logistics, warehousing and 3PL companies with inventory on hand",
  "Businesses preparing for a large contract or a seasonal peak",
  "Companies replacing expensive short-term debt with a line that fits",
];

/** Everything the Asset-Based Lending page says in one language, apart from the site's shared labels. */
export interface AblPage {
  /** Title and description for search results and shared links. */
  meta: { title: string; description: string };
  header: { eyebrow: string; title: string; lead: string };
  assets: { eyebrow: string; title: string; lead: string; items: readonly Feature[] };
  reasons: { kicker: string; title: string; lead: string; items: readonly string[] };
  steps: { eyebrow: string; title: string; items: readonly Step[] };
  audience: { kicker: string; title: string; lead: string; action: string; items: readonly string[] };
  cta: { title: string; text: string };
}

export const ablPage: AblPage = {
  meta: {
    title: "Asset-Based Lending for Trucking Companies",
    description:
      "A credit line secured by your receivables, trucks, trailers, equipment and inventory. Assess, structure, access funds.",
  },
  header: {
    eyebrow: "Asset-Based Lending",
    title: "Unlock the value of what your business owns",
    lead: ablIntro.lead,
  },
  assets: {
    eyebrow: "What we lend against",
    title: "Three kinds of assets, one flexible credit line",
    lead: "Use one type or combine them. The more your assets are worth, the more you can draw.",
    items: ablAssetTypes,
  },
  reasons: {
    kicker: "Why choose asset-based lending",
    title: "More room to grow than an unsecured loan",
    lead: "Banks look at your credit score and your last two tax returns. We look at what your business owns and earns.",
    items: ablReasons,
  },
  steps: {
    eyebrow: "How it works",
    title: "Three steps to your credit line",
    items: ablSteps,
  },
  audience: {
    kicker: "Who it suits",
    title: "Is asset-based lending right for you?",
    lead: "It fits established trucking and logistics businesses with assets to put to work. Not sure? Factoring may suit you better; we'll tell you honestly.",
    action: "Ask about asset-based lending",
    items: ablAudience,
  },
  cta: {
    title: "Put your assets to work",
    text: `Tell us about your receivables, fleet and inventory and we'll show you what you could borrow. We reply ${company.responsePromise}.`,
  },
};
