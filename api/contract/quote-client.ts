import * as v from "valibot";
import { newUsername, USERNAME_RULE } from "./accounts";
import { storedAuthority } from "./brokers";
import { objectIssueMessage } from "./fields";
import type { Quote } from "./quote";
import { LOCALES } from "./words";

/**
 * A quote request made into a client account in one step by staff
 * (docs/decisions/0225-quote-to-client.md): what the quote carries over, the
 * username proposed from the company, and the answers of the step.
 */

/** A client named in an answer: enough to show it and link to its screen (`/admin/clients/{id}`). */
export interface ClientRef {
  id: string;
  username: string;
  companyName: string;
}

/** What the new client account takes from the quote, as the confirmation shows it. */
export interface ClientFromQuote {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  mcNumber: string | null;
  dotNumber: string | null;
}

/**
 * The quote's company, contact, e-mail, phone, MC and DOT as a client's. The contact's first word is
 * the first name (the invitation greets the person by it), the rest the last name, which a one-word
 * contact leaves empty.
 */
export function clientFromQuote(
  quote: Pick<Quote, "companyName" | "contactName" | "email" | "phone" | "mcNumber" | "dotNumber">,
): ClientFromQuote {
  const [firstName = "", ...rest] = quote.contactName.trim().split(/\s+/);
  return {
    companyName: quote.companyName.trim(),
    firstName,
    lastName: rest.join(" "),
    email: quote.email.trim(),
    phone: quote.phone.trim(),
    mcNumber: storedAuthority(quote.mcNumber),
    dotNumber: storedAuthority(quote.dotNumber),
  };
}

/** Words of a company's legal form, left out of the username ("Rivera Hauling LLC": `riverahauling`). */
const LEGAL_FORMS = new Set([
  "co",
  "company",
  "corp",
  "corporation",
  "inc",
  "incorporated",
  "limited",
  "llc",
  "llp",
  "lp",
  "ltd",
  "pllc",
]);

/** A proposed username is cut to this many characters, leaving room for a number that makes it unique. */
export const PROPOSED_USERNAME_LENGTH = 24;

const plainWords = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .match(/[a-z0-9]+/g) ?? [];

/**
 * The username a client made from a quote is offered, before the server makes it unique (a number
 * added): the company's words without accents, spaces or its legal form, else the e-mail's local part.
 * It is typed on a phone, so it holds only letters and digits.
 */
export function usernameFromCompany(companyName: string, email: string): string {
  const words = plainWords(companyName);
  const named = words.filter((word) => !LEGAL_FORMS.has(word));
  const fromCompany = (named.length > 0 ? named : words).join("");
  const fromEmail = plainWords(email.split("@")[0] ?? "").join("");
  const base = [fromCompany, fromEmail].find((candidate) => candidate.length >= 3) ?? `client${fromCompany}`;
  return base.slice(0, PROPOSED_USERNAME_LENGTH);
}

/**
 * Staff's choices in the step: the username (empty: the one proposed) and the language of the
 * client's portal and of the invitation.
 */
export const QuoteClientInput = v.strictObject(
  {
    username: v.optional(
      v.union(
        [v.pipe(v.string(), v.trim(), v.empty()), newUsername],
        `Username must be ${USERNAME_RULE}, or empty for the one proposed`,
      ),
      "",
    ),
    locale: v.optional(v.picklist(LOCALES, "Choose English or Spanish"), "en"),
  },
  objectIssueMessage({ username: "Username", locale: "Language" }),
);
export type QuoteClientInput = v.InferInput<typeof QuoteClientInput>;

/** `GET /api/admin/quotes/{reference}/client`: what the step would do, or what it did. */
export interface QuoteClientPreview {
  success: true;
  /** The client the quote became; null while it has not become one. */
  client: ClientRef | null;
  /** The client that already has the quote's e-mail address (any case), which refuses the step. */
  emailClient: ClientRef | null;
  /** What the new client takes from the quote, with the username the server would give it now. */
  proposal: ClientFromQuote & { username: string };
}

export const quoteAlreadyClient = (client: ClientRef) =>
  `This quote already became the client ${client.companyName} (${client.username}).`;

export const emailAlreadyClient = (email: string, client: ClientRef) =>
  `${email} is already the e-mail of the client ${client.companyName} (${client.username}). Nothing was created: open that client instead.`;

export const QUOTE_NOT_FOUND = "Quote not found.";
