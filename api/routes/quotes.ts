import { QuoteInput, quoteFields } from "../contract/quote";
import { quoteStore } from "../db/submissions";
import { submissionRoutes } from "./submission-routes";

/** Quote requests: anyone submits; staff list, search, change status and export. */
export const quoteRoutes = submissionRoutes({
  input: QuoteInput,
  fields: quoteFields,
  store: quoteStore,
  one: "quote",
  many: "quotes",
  csvName: "quotes",
  notFound: "Quote not found.",
});
