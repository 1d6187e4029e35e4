import {
  businessTypeOptions,
  labelOf,
  monthlyRevenueOptions,
  servicesInterestedOptions,
  yearsInBusinessOptions,
} from "../contract/options";
import { QuoteInput, type Quote } from "../contract/quote";
import { quoteStore } from "../db/submissions";
import { submissionRoutes } from "./submission-routes";

const csvColumns = [
  { header: "Reference ID", value: (quote: Quote) => quote.reference },
  { header: "Submitted at (UTC)", value: (quote: Quote) => quote.submittedAt },
  { header: "Status", value: (quote: Quote) => quote.status },
  { header: "Company", value: (quote: Quote) => quote.companyName },
  { header: "Contact", value: (quote: Quote) => quote.contactName },
  { header: "E-mail", value: (quote: Quote) => quote.email },
  { header: "Phone", value: (quote: Quote) => quote.phone },
  { header: "MC number", value: (quote: Quote) => quote.mcNumber },
  { header: "DOT number", value: (quote: Quote) => quote.dotNumber },
  {
    header: "Monthly revenue",
    value: (quote: Quote) => labelOf(monthlyRevenueOptions, quote.monthlyRevenue),
  },
  { header: "Business type", value: (quote: Quote) => labelOf(businessTypeOptions, quote.businessType) },
  {
    header: "Years in business",
    value: (quote: Quote) => labelOf(yearsInBusinessOptions, quote.yearsInBusiness),
  },
  { header: "Number of trucks", value: (quote: Quote) => quote.numberOfTrucks },
  {
    header: "Services interested",
    value: (quote: Quote) => labelOf(servicesInterestedOptions, quote.servicesInterested),
  },
  { header: "Comments", value: (quote: Quote) => quote.comments },
] as const;

/** Quote requests: anyone submits; staff list, search, change status and export. */
export const quoteRoutes = submissionRoutes({
  input: QuoteInput,
  store: quoteStore,
  one: "quote",
  many: "quotes",
  csvName: "quotes",
  csvColumns,
  notFound: "Quote not found.",
});
