import { noticeDay, type NoticeAddress, type NoticeContent } from "../contract/notices";

/**
 * What a notice of assignment says, in English, for its PDF and its e-mail alike
 * (docs/decisions/0222-notice-of-assignment.md). The notice goes to a broker's accounts payable, who
 * is not a client: it is written for them, plainly, with what they must do and how to check it.
 */

/** "2400 S. Freight Line Road, Suite 310" and "Salt Lake City, UT 84104". */
export const addressLines = (address: NoticeAddress) => [
  address.street,
  `${address.city}, ${address.region} ${address.postalCode}`,
];

/** "MC 123456 · DOT 2345678", or what of it is known; "" when neither. */
export const authorityLine = (numbers: { mcNumber: string | null; dotNumber: string | null }) =>
  [numbers.mcNumber ? `MC ${numbers.mcNumber}` : "", numbers.dotNumber ? `DOT ${numbers.dotNumber}` : ""]
    .filter(Boolean)
    .join(" · ");

/** The carrier as the notice names it: its company and, in brackets, its MC (or DOT) number. */
const carrierNamed = (content: NoticeContent) => {
  const { companyName, mcNumber, dotNumber } = content.client;
  const number = mcNumber ? `MC ${mcNumber}` : dotNumber ? `DOT ${dotNumber}` : "";
  return number ? `${companyName} (${number})` : companyName;
};

export function noticeWords(content: NoticeContent) {
  const carrier = content.client.companyName;
  const broker = content.broker.legalName;
  const factor = content.factor;
  return {
    title: "Notice of Assignment",
    subtitle: "and change of payment instructions",
    date: noticeDay(content.date),
    subject: `Notice of assignment: ${carrierNamed(content)}`,
    to: "To",
    attention: "Attention: Accounts Payable",
    carrierHeading: "Carrier",
    contact: "Contact",
    assigned: `${carrier} has sold and assigned to ${factor.fullName} ("${factor.name}") all of its accounts receivable: every invoice it has open with you today, and every invoice it sends you from now on for the transportation it provides.`,
    payOnly: `From the date of this notice, pay every invoice of ${carrier} only to ${factor.name}, at the remit-to address below. A payment made to ${carrier}, or to anyone else, does not pay what you owe, and you may have to pay it again.`,
    inForce: `These instructions stay in force until ${factor.name} releases them in writing. Do not change where you pay on the word of ${carrier}, or on an e-mail that seems to come from us: call ${factor.name} at ${factor.phone} to confirm any change.`,
    remitHeading: "Remit every payment to",
    checks: `Make checks payable to ${factor.remitTo.payee}, and name the carrier and the invoice number on each payment.`,
    electronic: `To pay by ACH or wire, call ${factor.phone}: we give and confirm bank details by phone only.`,
    acknowledgementHeading: `Acknowledgement by ${broker}`,
    acknowledgementText: `We received this notice and will pay every invoice of ${carrier} to ${factor.fullName}, as it instructs.`,
    acknowledgementFields: ["Name", "Title", "Signature", "Date"],
    acknowledgementReturn: `Please sign and return a copy to ${factor.email}, or call ${factor.phone}.`,
    footer: `${factor.fullName} · ${addressLines(factor.address).join(", ")} · ${factor.phone}`,
    /** The e-mail's own words, around the attached notice. */
    email: {
      greeting: `To the accounts payable team of ${broker}:`,
      attached: `The notice attached has the remit-to address and an acknowledgement: please sign it and send it back to ${factor.email}.`,
      questions: `Questions? Call ${factor.name} at ${factor.phone}.`,
    },
  };
}

/** The PDF's file name, the same for the e-mail's attachment and a download: "notice-of-assignment-reyes-trucking-llc-2026-05-04.pdf". */
export function noticeFileName(content: NoticeContent): string {
  const carrier = content.client.companyName
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 60);
  return `notice-of-assignment-${carrier ? `${carrier}-` : ""}${content.date}.pdf`;
}
