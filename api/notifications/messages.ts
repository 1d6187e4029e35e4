import { company } from "../contract/company";
import { EMAIL_CONFIRMATION_HOURS } from "../contract/account-security";
import { INVITATION_DAYS, RESET_LINK_MINUTES } from "../contract/password-links";
import { INTL_LOCALES, type Locale } from "../contract/words";
import type { NotificationContent } from "../db/notifications";
import type { AccountChange, AccountChangeBy } from "../db/schema";
import { escapeHtml } from "../lib/html";
import { noticePdf } from "../lib/notice-pdf";
import { addressLines, noticeFileName, noticeWords } from "../lib/notice-words";
import {
  hours_in_sentence,
  mail_email_confirmation_action,
  mail_email_confirmation_asked,
  mail_email_confirmation_expiry,
  mail_email_confirmation_not_you,
  mail_email_confirmation_subject,
  mail_footer,
  mail_greeting,
  mail_invitation_action,
  mail_invitation_expiry,
  mail_invitation_next,
  mail_invitation_opened,
  mail_invitation_subject,
  mail_invoice_action,
  mail_invoice_declined_lead,
  mail_invoice_declined_subject,
  mail_invoice_funded_lead,
  mail_invoice_funded_lead_advanced,
  mail_invoice_funded_subject,
  mail_invoice_funded_thanks,
  mail_invoice_load,
  mail_invoice_needs_documents_how,
  mail_invoice_needs_documents_lead,
  mail_invoice_needs_documents_subject,
  mail_invoice_needs_documents_what,
  mail_invoice_recourse_lead,
  mail_invoice_recourse_subject,
  mail_invoice_short_paid_lead,
  mail_invoice_short_paid_subject,
  mail_invoice_talk_it_over,
  mail_invoice_why,
  mail_money_action,
  mail_money_paid_lead,
  mail_money_paid_lead_available,
  mail_money_paid_overview,
  mail_money_paid_subject,
  mail_money_released_lead,
  mail_money_released_lead_memo,
  mail_money_released_overview,
  mail_money_released_subject,
  mail_notice_device_added,
  mail_notice_device_added_named,
  mail_notice_device_added_subject,
  mail_notice_email_change_asked,
  mail_notice_email_change_asked_subject,
  mail_notice_email_changed,
  mail_notice_email_changed_by_link,
  mail_notice_email_changed_by_staff,
  mail_notice_email_changed_subject,
  mail_notice_not_me,
  mail_notice_password_changed,
  mail_notice_password_changed_by_link,
  mail_notice_password_changed_by_staff,
  mail_notice_password_changed_subject,
  mail_reset_action,
  mail_reset_asked,
  mail_reset_expiry,
  mail_reset_subject,
  mail_settings_action,
  mail_test_subject,
  mail_test_text,
} from "../../src/paraglide/messages.js";

/**
 * The words of each notification (docs/decisions/0160-notifications.md):
 * plain text plus a simple HTML copy, with a link built from the site's
 * address. A message carries a reference, names, a status, an amount and a
 * reason, nothing more: the rest is behind the link, after sign-in. A
 * client's message is in the client's language: every sentence of it is a
 * message of the catalogue (`messages/mail/`), written in that language as
 * it is composed, the company's facts and the news's figures its inputs.
 * Staff's are in English, as written here.
 */
export interface Message {
  subject: string;
  text: string;
  html: string;
}

const NOTICE_TIME_PARTS: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: company.timeZone,
  timeZoneName: "short",
};

/** When a change to an account was made, in the office's time zone, named: "Nov 28, 2026, 3:04 AM MST". */
const noticeTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], NOTICE_TIME_PARTS).format(new Date(iso));

/** A calendar day (YYYY-MM-DD) as the language writes it: "Nov 28, 2026", "28 nov 2026". */
const day = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** An amount in dollars as the language writes it ("$2,375.00" in both, today). */
const dollars = (cents: number, locale: Locale = "en") =>
  new Intl.NumberFormat(INTL_LOCALES[locale], { style: "currency", currency: "USD" }).format(cents / 100);

/**
 * A page's address in a language's edition: the English path, with the language in front for any
 * other (`/es/reset-password`; docs/decisions/0170-spanish-edition.md).
 */
const editionPath = (path: string, locale: Locale) => (locale === "en" ? path : `/${locale}${path}`);

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

/**
 * What a message to an account says around its news: its language, the greeting and the footer.
 * Staff's account messages (their test, a new address, a change) are English, with the staff area's
 * footer.
 */
function accountFrame(name: string, locale: Locale, account: "client" | "staff" = "client") {
  const said = { locale };
  const footer =
    account === "client"
      ? mail_footer(
          { phone: company.phone.display, hours: hours_in_sentence({}, said), email: company.email.support },
          said,
        )
      : `${company.name} staff area.`;
  return { lang: locale, greeting: mail_greeting({ name }, said), footer };
}

/**
 * The invoice a client's news is about, named as the client knows it: the broker and the load
 * number, with our reference to quote when they call.
 */
const loadOf = (invoice: { reference: string; brokerName: string; loadNumber: string }) => ({
  reference: invoice.reference,
  broker: invoice.brokerName,
  load: invoice.loadNumber,
});

type NoticeSentence = typeof mail_notice_email_change_asked;

/** What changed on an account, as a whole sentence, and for a change someone made, who made it. */
const NOTICE_SENTENCES: Readonly<
  Record<AccountChange, NoticeSentence | Readonly<Record<AccountChangeBy, NoticeSentence>>>
> = {
  "email-change-asked": mail_notice_email_change_asked,
  "email-changed": {
    owner: mail_notice_email_changed,
    staff: mail_notice_email_changed_by_staff,
    link: mail_notice_email_changed_by_link,
  },
  "password-changed": {
    owner: mail_notice_password_changed,
    staff: mail_notice_password_changed_by_staff,
    link: mail_notice_password_changed_by_link,
  },
  "device-added": mail_notice_device_added,
};

/** What changed on an account, who made it and when; for a new device, which one. */
function noticeSentence(content: Extract<NotificationContent, { kind: "account-notice" }>, locale: Locale) {
  const said = { locale };
  const when = noticeTime(content.at, locale);
  if (content.change === "device-added" && content.device) {
    return mail_notice_device_added_named({ when, device: content.device }, said);
  }
  const sentence = NOTICE_SENTENCES[content.change];
  return (typeof sentence === "function" ? sentence : sentence[content.by])({ when }, said);
}

const NOTICE_SUBJECTS: Readonly<Record<AccountChange, typeof mail_notice_email_changed_subject>> = {
  "email-change-asked": mail_notice_email_change_asked_subject,
  "email-changed": mail_notice_email_changed_subject,
  "password-changed": mail_notice_password_changed_subject,
  "device-added": mail_notice_device_added_subject,
};

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
      const locale = content.locale ?? "en";
      const said = { locale };
      const named = { company: company.name };
      const link =
        content.purpose === "invitation"
          ? {
              subject: mail_invitation_subject(named, said),
              lines: [
                mail_invitation_opened({ company: company.fullName, username: content.username }, said),
                mail_invitation_next({}, said),
                mail_invitation_expiry({ days: INVITATION_DAYS }, said),
              ],
              label: mail_invitation_action({}, said),
            }
          : {
              subject: mail_reset_subject(named, said),
              lines: [
                mail_reset_asked({ username: content.username }, said),
                mail_reset_expiry({ minutes: RESET_LINK_MINUTES }, said),
              ],
              label: mail_reset_action({}, said),
            };
      return {
        ...accountFrame(content.name, locale),
        subject: link.subject,
        lines: link.lines,
        action: {
          label: link.label,
          path: `${editionPath("/reset-password", locale)}?token=${content.token}`,
        },
      };
    }
    case "test": {
      // Staff's test message is in English, whatever the content says.
      const locale = content.account === "client" ? (content.locale ?? "en") : "en";
      const said = { locale };
      return {
        ...accountFrame(content.name, locale, content.account),
        subject: mail_test_subject({ company: company.name }, said),
        lines: [mail_test_text({}, said)],
        action:
          content.account === "client"
            ? { label: mail_settings_action({}, said), path: "/account-settings" }
            : { label: "Open the staff dashboard", path: "/admin" },
      };
    }
    case "email-confirmation": {
      if (!content.token) throw new Error("an e-mail confirmation needs its signed token");
      const locale = content.account === "client" ? content.locale : "en";
      const said = { locale };
      const settings = content.account === "client" ? "/account-settings" : "/admin/account";
      return {
        ...accountFrame(content.name, locale, content.account),
        subject: mail_email_confirmation_subject({ company: company.name }, said),
        lines: [
          mail_email_confirmation_asked({ username: content.username }, said),
          mail_email_confirmation_expiry({ hours: EMAIL_CONFIRMATION_HOURS }, said),
          mail_email_confirmation_not_you({}, said),
        ],
        action: {
          label: mail_email_confirmation_action({}, said),
          path: `${settings}?confirm-email=${content.token}`,
        },
      };
    }
    case "account-notice": {
      const locale = content.account === "client" ? content.locale : "en";
      const said = { locale };
      const notMe = {
        phone: company.phone.display,
        hours: hours_in_sentence({}, said),
        email: company.email.security,
      };
      return {
        ...accountFrame(content.name, locale, content.account),
        subject: NOTICE_SUBJECTS[content.change]({ company: company.name }, said),
        lines: [noticeSentence(content, locale), mail_notice_not_me(notMe, said)],
        action:
          content.account === "client"
            ? { label: mail_settings_action({}, said), path: "/account-settings" }
            : { label: "Open your staff account", path: "/admin/account" },
      };
    }
    case "money": {
      const { locale } = content;
      const said = { locale };
      const frame = accountFrame(content.firstName, locale);
      if (content.event === "paid") {
        const paid = { ...loadOf(content), fee: dollars(content.feeCents, locale) };
        return {
          ...frame,
          subject: mail_money_paid_subject(paid, said),
          lines: [
            content.availableCents > 0
              ? mail_money_paid_lead_available(
                  { ...paid, available: dollars(content.availableCents, locale) },
                  said,
                )
              : mail_money_paid_lead(paid, said),
            mail_money_paid_overview({}, said),
          ],
          action: { label: mail_invoice_action({}, said), path: `/invoices/${content.reference}` },
        };
      }
      const released = { amount: dollars(content.amountCents, locale), date: day(content.paidOn, locale) };
      return {
        ...frame,
        subject: mail_money_released_subject(released, said),
        lines: [
          content.memo
            ? mail_money_released_lead_memo({ ...released, memo: content.memo }, said)
            : mail_money_released_lead(released, said),
          mail_money_released_overview({}, said),
        ],
        action: { label: mail_money_action({}, said), path: "/client-dashboard" },
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
      const said = { locale };
      const load = loadOf(content);
      const common = {
        ...accountFrame(content.firstName, locale),
        action: { label: mail_invoice_action({}, said), path: `/invoices/${content.reference}` },
      };
      // Where staff gave a reason, it is the second line, and a push says the load, then the reason.
      const withReason = (subject: string, lead: string, reason: string, ...after: string[]) => ({
        ...common,
        subject,
        lines: [lead, reason, ...after],
        push: `${mail_invoice_load(load, said)} ${reason}`,
      });
      const why = mail_invoice_why({ reason: content.reason }, said);
      switch (content.status) {
        case "needs-documents":
          return withReason(
            mail_invoice_needs_documents_subject(load, said),
            mail_invoice_needs_documents_lead(load, said),
            mail_invoice_needs_documents_what({ reason: content.reason }, said),
            mail_invoice_needs_documents_how({}, said),
          );
        case "funded":
          return {
            ...common,
            subject: mail_invoice_funded_subject(load, said),
            lines: [
              content.advanceCents === null
                ? mail_invoice_funded_lead(load, said)
                : mail_invoice_funded_lead_advanced(
                    { ...load, advance: dollars(content.advanceCents, locale) },
                    said,
                  ),
              mail_invoice_funded_thanks({}, said),
            ],
          };
        case "declined":
          return withReason(
            mail_invoice_declined_subject(load, said),
            mail_invoice_declined_lead(load, said),
            why,
            mail_invoice_talk_it_over({}, said),
          );
        case "short-paid":
          return withReason(
            mail_invoice_short_paid_subject(load, said),
            mail_invoice_short_paid_lead(load, said),
            why,
            mail_invoice_talk_it_over({}, said),
          );
        case "recourse":
          return withReason(
            mail_invoice_recourse_subject(load, said),
            mail_invoice_recourse_lead(load, said),
            why,
            mail_invoice_talk_it_over({}, said),
          );
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
