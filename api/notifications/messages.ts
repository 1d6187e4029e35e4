import { company } from "../contract/company";
import type { Locale } from "../contract/words";
import type { NotificationContent } from "../db/notifications";
import { escapeHtml } from "../lib/html";
import { noticePdf } from "../lib/notice-pdf";
import { addressLines, noticeFileName, noticeWords } from "../lib/notice-words";
import { CLIENT_WORDS, type InvoiceLoad } from "./client-words";

/**
 * The words of each notification (docs/decisions/0160-notifications.md):
 * plain text plus a simple HTML copy, with a link built from the site's
 * address. A message carries a reference, names, a status, an amount and a
 * reason, nothing more: the rest is behind the link, after sign-in. A
 * client's message is in the client's language (client-words.ts); staff's
 * are in English.
 */
export interface Message {
  subject: string;
  text: string;
  html: string;
}

const MONEY: Readonly<Record<Locale, Intl.NumberFormat>> = {
  en: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }),
  es: new Intl.NumberFormat("es-US", { style: "currency", currency: "USD" }),
};

const NOTICE_TIME_PARTS: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: company.timeZone,
  timeZoneName: "short",
};
const NOTICE_TIME: Readonly<Record<Locale, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat("en-US", NOTICE_TIME_PARTS),
  es: new Intl.DateTimeFormat("es-US", NOTICE_TIME_PARTS),
};

/** When a change to an account was made, in the office's time zone, named: "Nov 28, 2026, 3:04 AM MST". */
const noticeTime = (iso: string, locale: Locale) => NOTICE_TIME[locale].format(new Date(iso));

const DAY: Readonly<Record<Locale, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }),
  es: new Intl.DateTimeFormat("es-US", { dateStyle: "medium", timeZone: "UTC" }),
};

/** A calendar day (YYYY-MM-DD) as the language writes it: "Nov 28, 2026", "28 nov 2026". */
const day = (date: string, locale: Locale) => DAY[locale].format(new Date(`${date}T00:00:00Z`));

/** An amount in dollars as the language writes it ("$2,375.00" in both, today). */
const dollars = (cents: number, locale: Locale = "en") => MONEY[locale].format(cents / 100);

interface Parts {
  /** The HTML copy's `lang`. */
  lang: Locale;
  subject: string;
  greeting?: string;
  lines: string[];
  /** A label and value per row, shown as a short list. */
  facts?: [string, string][];
  /** The link to open; none in a message to someone who has no account (a broker's AP). */
  action?: { label: string; path: string };
  footer: string;
  /** A push's body, where it is not the first line: the load before staff's reason. */
  push?: string;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const STAFF_FOOTER = `${company.name} staff alert: sent to the staff alert address and to every staff account with an e-mail address.`;

function partsOf(content: NotificationContent): Parts {
  switch (content.kind) {
    case "new-quote":
      return {
        lang: "en",
        subject: `New quote request ${content.reference}: ${content.companyName}`,
        lines: [`A quote request arrived. We promise an answer ${company.responsePromise}.`],
        facts: [
          ["Reference", content.reference],
          ["Company", content.companyName],
          ["Contact", content.contactName],
        ],
        action: {
          label: "Open the quote request",
          path: `/admin/quotes?tab=quotes&q=${encodeURIComponent(content.reference)}`,
        },
        footer: STAFF_FOOTER,
      };
    case "new-fuel-card-application":
      return {
        lang: "en",
        subject: `New fuel card application ${content.reference}: ${content.companyName}`,
        lines: [`A fuel card application arrived. We promise an answer ${company.responsePromise}.`],
        facts: [
          ["Reference", content.reference],
          ["Company", content.companyName],
          ["Contact", content.contactName],
        ],
        action: {
          label: "Open the application",
          path: `/admin/quotes?tab=applications&q=${encodeURIComponent(content.reference)}`,
        },
        footer: STAFF_FOOTER,
      };
    case "new-invoice":
    case "invoice-resubmitted": {
      // The alert names the flag, the danger first: another client's document holds funding.
      const [flag] = content.flags;
      const resubmitted = content.kind === "invoice-resubmitted";
      return {
        lang: "en",
        subject: `${resubmitted ? "Re-submitted invoice" : "New invoice"} ${content.reference} from ${content.companyName}${flag ? ` (flagged: ${flag.words})` : ""}`,
        lines: [
          resubmitted
            ? "A client sent the pages you asked for: the invoice is back in Submitted, for review again."
            : "A client sent an invoice for funding.",
          ...content.flags.map(
            (each) => `Flagged: ${each.words} (${each.references.join(", ")}). Check it before funding.`,
          ),
        ],
        facts: [
          ["Reference", content.reference],
          ["Client", content.companyName],
          ["Total", dollars(content.totalCents)],
          ...content.flags.map((each): [string, string] => ["Flagged", capitalized(each.words)]),
        ],
        action: { label: "Review the invoice", path: `/admin/invoices/${content.reference}` },
        footer: STAFF_FOOTER,
      };
    }
    case "password-link": {
      if (!content.token) throw new Error("a password link's message needs its signed token");
      const words = CLIENT_WORDS[content.locale ?? "en"];
      const link = content.purpose === "invitation" ? words.invitation : words.reset;
      return {
        lang: words.lang,
        subject: link.subject,
        greeting: words.greeting(content.name),
        lines: link.lines(content.username),
        action: { label: link.action, path: `${words.passwordPage}?token=${content.token}` },
        footer: words.footer,
      };
    }
    case "test": {
      // Staff's test message is in English, whatever the content says.
      const words = CLIENT_WORDS[content.account === "client" ? (content.locale ?? "en") : "en"];
      return {
        lang: words.lang,
        subject: words.test.subject,
        greeting: words.greeting(content.name),
        lines: words.test.lines,
        action:
          content.account === "client"
            ? { label: words.test.action, path: "/account-settings" }
            : { label: "Open the staff dashboard", path: "/admin" },
        footer: content.account === "client" ? words.footer : `${company.name} staff area.`,
      };
    }
    case "email-confirmation": {
      if (!content.token) throw new Error("an e-mail confirmation needs its signed token");
      const words = CLIENT_WORDS[content.account === "client" ? content.locale : "en"];
      const settings = content.account === "client" ? "/account-settings" : "/admin/account";
      return {
        lang: words.lang,
        subject: words.emailConfirmation.subject,
        greeting: words.greeting(content.name),
        lines: words.emailConfirmation.lines(content.username),
        action: { label: words.emailConfirmation.action, path: `${settings}?confirm-email=${content.token}` },
        footer: content.account === "client" ? words.footer : `${company.name} staff area.`,
      };
    }
    case "account-notice": {
      const locale = content.account === "client" ? content.locale : "en";
      const words = CLIENT_WORDS[locale];
      return {
        lang: words.lang,
        subject: words.accountNotice.subject[content.change],
        greeting: words.greeting(content.name),
        lines: [
          words.accountNotice.what({ ...content, when: noticeTime(content.at, locale) }),
          words.accountNotice.notMe,
        ],
        action: {
          label: content.account === "client" ? words.accountNotice.action : "Open your staff account",
          path: content.account === "client" ? "/account-settings" : "/admin/account",
        },
        footer: content.account === "client" ? words.footer : `${company.name} staff area.`,
      };
    }
    case "money": {
      const { locale } = content;
      const words = CLIENT_WORDS[locale];
      const common = { lang: words.lang, greeting: words.greeting(content.firstName), footer: words.footer };
      if (content.event === "paid") {
        return {
          ...common,
          subject: words.money.paid.subject(content),
          lines: words.money.paid.lines(
            content,
            content.availableCents > 0 ? dollars(content.availableCents, locale) : null,
            dollars(content.feeCents, locale),
          ),
          action: { label: words.invoice.action, path: `/invoices/${content.reference}` },
        };
      }
      const amount = dollars(content.amountCents, locale);
      return {
        ...common,
        subject: words.money.released.subject(amount),
        lines: words.money.released.lines(amount, day(content.paidOn, locale), content.memo),
        action: { label: words.money.action, path: "/client-dashboard" },
      };
    }
    case "notice-of-assignment": {
      const words = noticeWords(content.content);
      const { client, factor } = content.content;
      return {
        lang: "en",
        subject: words.subject,
        greeting: words.email.greeting,
        lines: [words.assigned, words.payOnly, words.email.attached, words.inForce],
        facts: [
          ["Carrier", client.companyName],
          ...(client.mcNumber ? [["MC number", client.mcNumber] as [string, string]] : []),
          ...(client.dotNumber ? [["DOT number", client.dotNumber] as [string, string]] : []),
          ["Remit to", [factor.remitTo.payee, ...addressLines(factor.remitTo)].join(", ")],
          ["Notice dated", words.date],
        ],
        footer: `${words.email.questions} ${words.footer}`,
      };
    }
    case "invoice-status": {
      // The portal has one address per screen; it follows the account's language itself.
      const locale = content.locale ?? "en";
      const words = CLIENT_WORDS[locale];
      const common = {
        lang: words.lang,
        greeting: words.greeting(content.firstName),
        action: { label: words.invoice.action, path: `/invoices/${content.reference}` },
        footer: words.footer,
      };
      // Where staff gave a reason, a push says the load, then the reason.
      const withReason = (said: {
        subject: (load: InvoiceLoad) => string;
        lines: (load: InvoiceLoad, reason: string) => string[];
      }) => {
        const lines = said.lines(content, content.reason);
        return {
          ...common,
          subject: said.subject(content),
          lines,
          push: `${words.invoice.push(content)} ${lines[1]}`,
        };
      };
      switch (content.status) {
        case "needs-documents":
          return withReason(words.invoice.needsDocuments);
        case "funded":
          return {
            ...common,
            subject: words.invoice.funded.subject(content),
            lines: words.invoice.funded.lines(
              content,
              content.advanceCents === null ? null : dollars(content.advanceCents, locale),
            ),
          };
        case "declined":
          return withReason(words.invoice.declined);
        case "short-paid":
          return withReason(words.invoice.shortPaid);
        case "recourse":
          return withReason(words.invoice.recourse);
      }
    }
  }
}

/** What a push notification shows: a title, one or two short lines, and the screen a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path on the site, opened on tap. */
  url: string;
}

/**
 * The push copy of `content`: the e-mail's subject and its first lines, the
 * facts folded into one line. Lock screens show it, so it says no more than
 * the e-mail does.
 */
export function pushMessageOf(content: NotificationContent): PushMessage {
  if (content.kind === "password-link" || content.kind === "email-confirmation") {
    throw new Error("links are only e-mailed");
  }
  const parts = partsOf(content);
  if (!parts.action) throw new Error("a message without a screen to open is only e-mailed");
  const lines = parts.push === undefined ? parts.lines.slice(0, 1) : [parts.push];
  const facts = parts.facts?.slice(1).map(([, value]) => value) ?? [];
  return {
    title: parts.subject,
    body: [...lines, ...(facts.length > 0 ? [facts.join(" · ")] : [])].join("\n"),
    url: parts.action.path,
  };
}

/** The message of `content`, with its link on `siteUrl` (an origin, no trailing slash). */
export function messageOf(content: NotificationContent, siteUrl: string): Message {
  const parts = partsOf(content);
  const link = parts.action && { label: parts.action.label, url: `${siteUrl}${parts.action.path}` };
  const text = [
    ...(parts.greeting ? [parts.greeting, ""] : []),
    ...parts.lines.flatMap((line) => [line, ""]),
    ...(parts.facts ? [...parts.facts.map(([label, value]) => `${label}: ${value}`), ""] : []),
    ...(link ? [`${link.label}: ${link.url}`, ""] : []),
    "--",
    parts.footer,
    "",
  ].join("\n");
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const html = [
    "<!doctype html>",
    `<html lang="${parts.lang}"><body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1b2430;font-size:16px;line-height:1.5">`,
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;font-weight:bold;color:#0b2545">${escapeHtml(company.name)}</p>`,
    ...(parts.greeting ? [paragraph(parts.greeting)] : []),
    ...parts.lines.map(paragraph),
    ...(parts.facts
      ? [
          '<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">',
          ...parts.facts.map(
            ([label, value]) =>
              `<tr><td style="padding:2px 16px 2px 0;color:#4a5568">${escapeHtml(label)}</td><td style="padding:2px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
          ),
          "</table>",
        ]
      : []),
    ...(link
      ? [
          `<p style="margin:24px 0"><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#0b2545;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(link.label)}</a></p>`,
        ]
      : []),
    `<p style="margin:0;font-size:13px;color:#4a5568">${escapeHtml(parts.footer)}</p>`,
    "</div></body></html>",
  ].join("\n");
  return { subject: parts.subject, text, html };
}

/** A file that goes with an e-mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * What goes with the message of `content`: a notice of assignment's PDF, drawn from the notice as it
 * was kept; nothing for any other message.
 */
export async function attachmentsOf(content: NotificationContent): Promise<MailAttachment[]> {
  if (content.kind !== "notice-of-assignment") return [];
  return [
    {
      filename: noticeFileName(content.content),
      contentType: "application/pdf",
      content: await noticePdf(content.content),
    },
  ];
}
