import { QuoteForm } from "../features/requests/quote/quote-form";
import { defineIsland } from "../lib/islands";

/** The quote request form: the page's reason to exist, so it wakes as soon as its code arrives. */
export default defineIsland("quote-form", QuoteForm, "eager");
