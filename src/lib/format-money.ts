import type { Locale } from "../../api/contract/words";
import { lazy } from "./lazy";

/** Amounts are whole cents below the forms (docs/decisions/0003-invoices.md). */
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
/** US dollars as US Spanish writes them (the same "$2,450.05"), made on first use. */
const spanishDollars = lazy(() => new Intl.NumberFormat("es-US", { style: "currency", currency: "USD" }));

/** "$2,450.05" of whole cents, in the reader's language. */
export const formatCents = (cents: number, locale: Locale = "en") =>
  (locale === "es" ? spanishDollars() : dollars).format(cents / 100);
