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

export const factoringExplained = {
  title: "What is invoice factoring?",
  paragraphs: [
    "Invoice factoring means selling your unpaid freight invoices to a factoring company for cash now, instead of waiting 30 to 90 days for brokers and shippers to pay. We advance most of the invoice value right away, collect the payment from your customer, then send you the rest minus a small fee.",
    "Because approval depends mainly on how reliably your customers pay, new authorities and carriers with thin credit can qualify when a bank would say no.",
  ],
  notALoan: {
    title: "Factoring is not a loan",
    text: "You are selling an invoice you have already earned, not borrowing money. There is no debt on your books, no monthly payment and no interest piling up. When your customer pays the invoice, the transaction is settled.",
  },
} as const;
