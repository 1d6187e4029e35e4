import { company } from "../contract/company";
import { INVITATION_DAYS, RESET_LINK_MINUTES } from "../contract/password-links";
import type { NotificationContent } from "../db/notifications";
import { escapeHtml } from "../lib/html";

/**
 * The words of each notification (docs/decisions/0160-notifications.md):
 * plain text plus a simple HTML copy, with a link built from the site's
 * address. A message carries a reference, names, a status, an amount and a
 * reason, nothing more: the rest is behind the link, after sign-in.
 */
export interface Message {
  subject: string;
  text: string;
  html: string;
}

const dollars = (cents: number) =>
  (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });

interface Parts {
  subject: string;
  greeting?: string;
  lines: string[];
  /** A label and value per row, shown as a short list. */
  facts?: [string, string][];
  action: { label: string; path: string };
  footer: string;
}

const STAFF_FOOTER = `${company.name} staff alert: sent to the staff alert address and to every staff account with an e-mail address.`;
const CLIENT_FOOTER = `Questions? Call ${company.phone.display} (${company.hours}) or write to ${company.email.support}.`;

function partsOf(content: NotificationContent): Parts {
  switch (content.kind) {
    case "new-quote":
      return {
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
      return {
        subject: `New invoice ${content.reference} from ${content.companyName}`,
        lines: ["A client sent an invoice for funding."],
        facts: [
          ["Reference", content.reference],
          ["Client", content.companyName],
          ["Total", dollars(content.totalCents)],
        ],
        action: { label: "Review the invoice", path: `/admin/invoices/${content.reference}` },
        footer: STAFF_FOOTER,
      };
    case "password-link": {
      if (!content.token) throw new Error("a password link's message needs its signed token");
      const action = {
        label: content.purpose === "invitation" ? "Set your password" : "Set a new password",
        path: `/reset-password?token=${content.token}`,
      };
      if (content.purpose === "invitation")
        return {
          subject: `Your ${company.name} client portal account`,
          greeting: `Hi ${content.name},`,
          lines: [
            `${company.fullName} opened a client portal account for you. Your username is ${content.username}.`,
            "Set your password to sign in and send your loads for funding from your phone.",
            `The link works once, for ${INVITATION_DAYS} days.`,
          ],
          action,
          footer: CLIENT_FOOTER,
        };
      return {
        subject: `Set a new password for your ${company.name} account`,
        greeting: `Hi ${content.name},`,
        lines: [
          `We got a request to set a new password for the account ${content.username}.`,
          `The link works once, for ${RESET_LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
        ],
        action,
        footer: CLIENT_FOOTER,
      };
    }
    case "test":
      return {
        subject: `Test message from ${company.name}`,
        greeting: `Hi ${content.name},`,
        lines: [
          "This is the test message you asked for from your account settings. Messages reach you here.",
        ],
        action:
          content.account === "client"
            ? { label: "Open your account settings", path: "/account-settings" }
            : { label: "Open the staff dashboard", path: "/admin" },
        footer: content.account === "client" ? CLIENT_FOOTER : `${company.name} staff area.`,
      };
    case "invoice-status": {
      const action = { label: "Open the invoice", path: `/invoices/${content.reference}` };
      const greeting = `Hi ${content.firstName},`;
      switch (content.status) {
        case "needs-documents":
          return {
            subject: `Invoice ${content.reference} needs documents`,
            greeting,
            lines: [
              `We need more from you before we can fund invoice ${content.reference}.`,
              `What we need: ${content.reason}`,
              "Add the pages to the same invoice in the app: open it and tap Add pages.",
            ],
            action,
            footer: CLIENT_FOOTER,
          };
        case "funded":
          return {
            subject: `Invoice ${content.reference} is funded`,
            greeting,
            lines: [
              content.advanceCents === null
                ? `We funded invoice ${content.reference}.`
                : `We funded invoice ${content.reference}: ${dollars(content.advanceCents)} advanced.`,
              "Thank you for hauling with us.",
            ],
            action,
            footer: CLIENT_FOOTER,
          };
        case "declined":
          return {
            subject: `Invoice ${content.reference} was declined`,
            greeting,
            lines: [
              `We could not fund invoice ${content.reference}.`,
              `Why: ${content.reason}`,
              "Call us if you would like to talk it over.",
            ],
            action,
            footer: CLIENT_FOOTER,
          };
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
  if (content.kind === "password-link") throw new Error("password links are only e-mailed");
  const parts = partsOf(content);
  const lines =
    content.kind === "invoice-status" && content.status !== "funded"
      ? parts.lines.slice(1, 2)
      : parts.lines.slice(0, 1);
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
  const link = `${siteUrl}${parts.action.path}`;
  const text = [
    ...(parts.greeting ? [parts.greeting, ""] : []),
    ...parts.lines.flatMap((line) => [line, ""]),
    ...(parts.facts ? [...parts.facts.map(([label, value]) => `${label}: ${value}`), ""] : []),
    `${parts.action.label}: ${link}`,
    "",
    "--",
    parts.footer,
    "",
  ].join("\n");
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const html = [
    "<!doctype html>",
    '<html lang="en"><body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1b2430;font-size:16px;line-height:1.5">',
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
    `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b2545;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(parts.action.label)}</a></p>`,
    `<p style="margin:0;font-size:13px;color:#4a5568">${escapeHtml(parts.footer)}</p>`,
    "</div></body></html>",
  ].join("\n");
  return { subject: parts.subject, text, html };
}
