import type { Locale } from "../../api/contract/words";
import { perLocale } from "./lazy";

/** Amounts are whole cents below the forms (docs/decisions/0003-invoices.md). US dollars as each language writes them (the same "$2,450.05"), made on first use. */
const dollarsIn = perLocale((tag) => new Intl.NumberFormat(tag, { style: "currency", currency: "USD" }));

/** "$2,450.05" of whole cents, in the reader's language. */
export const formatCents = (cents: number, locale: Locale = "en") => dollarsIn(locale).format(cents / 100);
