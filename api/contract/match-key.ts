/**
 * What is ignored when broker names and load numbers are compared, for the
 * duplicate check and staff search (docs/decisions/0110-duplicate-invoices.md):
 * whitespace, dashes of every kind and the minus sign.
 */
const IGNORED_IN_MATCH_KEYS = /[\s\p{Pd}\u2212]/gu;

/**
 * A broker name or load number as it is compared: compatibility-normalised
 * (NFKC), lower case, without whitespace or dashes. "ACME Logistics" and
 * "acme-logistics" are one broker; "LD-1234", "ld 1234" and "LD1234" one load.
 */
export const matchKey = (text: string) =>
  text.normalize("NFKC").toLowerCase().replace(IGNORED_IN_MATCH_KEYS, "");
