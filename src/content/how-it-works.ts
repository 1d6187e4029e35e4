import { Banknote, FileText, ShieldCheck } from "lucide-react";
import { company } from "./company";
import type { Step } from "./types";

export const factoringSteps: readonly Step[] = [
  {
    icon: FileText,
    title: "Submit Your Invoice",
    text: "Deliver the load, then send us the invoice, rate confirmation and signed bill of lading through the online portal or mobile app.",
  },
  {
    icon: ShieldCheck,
    title: "We Verify and Approve",
    text: "Our team confirms the load with your broker or shipper and approves the invoice, usually the same business day.",
  },
  {
    icon: Banknote,
    title: "Get Paid",
    text: `Receive up to ${company.maxAdvancePercent}% of the invoice value within ${company.fundingTime}. The rest, less our fee, follows when your customer pays.`,
  },
];

/**
 * A worked example with the factoring calculator's defaults, so the numbers
 * here and in the calculator agree.
 */
export const factoringExample = {
  invoiceAmount: 5000,
  advanceRate: 90,
  factoringRate: 2,
  paymentTermsDays: 45,
} as const;

/** What factoring is, beside the worked example (Spanish: src/content/es/how-it-works.ts). */
export interface FactoringExplained {
  title: string;
  paragraphs: readonly string[];
  notALoan: { title: string; text: string };
}

export const factoringExplained: FactoringExplained = {
  title: "What is invoice factoring?",
  paragraphs: [
    "Invoice factoring means selling your unpaid freight invoices to a factoring company for cash now, instead of waiting 30 to 90 days for brokers and shippers to pay. We advance most of the invoice value right away, collect the payment from your customer, then send you the rest minus a small fee.",
    "Because approval depends mainly on how reliably your customers pay, new authorities and carriers with thin credit can qualify when a bank would say no.",
  ],
  notALoan: {
    title: "Factoring is not a loan",
    text: "You are selling an invoice you have already earned, not borrowing money. There is no debt on your books, no monthly payment and no interest piling up. When your customer pays the invoice, the transaction is settled.",
  },
};

/** Everything the How It Works page says in one language, apart from the site's shared labels. */
export interface HowItWorksPage {
  /** Title and description for search results and shared links. */
  meta: { title: string; description: string };
  header: { eyebrow: string; title: string; lead: string };
  steps: { eyebrow: string; title: string; lead: string; items: readonly Step[] };
  explained: FactoringExplained;
  cta: { title: string; text: string };
}

export const howItWorksPage: HowItWorksPage = {
  meta: {
    title: "How Invoice Factoring Works",
    description:
      "Submit your invoice, we verify it, you get up to 95% within 24 hours. How freight factoring works and why it is not a loan.",
  },
  header: {
    eyebrow: "How It Works",
    title: "Get paid for your loads in 24 hours, not 30 to 90 days",
    lead: `Three simple steps turn a delivered load into cash in your account. Up to ${company.maxAdvancePercent}% up front, the rest when your customer pays.`,
  },
  steps: {
    eyebrow: "Three steps",
    title: "From delivery to deposit",
    lead: "Send your paperwork from the truck stop. We handle verification and collection.",
    items: factoringSteps,
  },
  explained: factoringExplained,
  cta: {
    title: "Talk to a real person about your invoices",
    text: `Call us ${company.hours}, or text ${company.text.display} any time. We reply ${company.responsePromise}.`,
  },
};
