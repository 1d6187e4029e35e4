import type { LegalPage } from "../types";
import { company } from "../company";

export const securityPage: LegalPage = {
  slug: "security",
  title: "Security and Data Protection",
  summary:
    "How TPF protects your business data, how to keep your account safe from scams, and how to report a security problem to us.",
  body: [
    {
      type: "p",
      text: "You trust us with details about your business. This page explains in plain terms how we protect them, what you can do to stay safe, and how to tell us about a security problem. For what we collect and why, see our [Privacy Policy](/privacy-policy).",
    },
    {
      type: "callout",
      title: "We will never ask for your password",
      text: `Nobody at ${company.name} will ask for your password by phone, text message or e-mail. If someone does, it is not us: do not answer, and forward the message to ${company.email.security}.`,
    },

    { type: "h2", text: "How we protect your information" },
    { type: "h3", text: "On the way to us" },
    {
      type: "ul",
      items: [
        "Our live site uses HTTPS, so everything between your device and our server is encrypted with TLS.",
        "The site loads no scripts, fonts or trackers from other companies. Everything comes from our own web address, which leaves fewer ways in for an attacker.",
        "Our server sends security headers that tell your browser to run only our own scripts (a Content-Security-Policy), to refuse to show our pages inside other sites (which blocks “clickjacking”), not to guess what kind of file it was sent, and to share as little as possible about our pages when you follow a link elsewhere.",
      ],
    },
    { type: "h3", text: "On our server" },
    {
      type: "ul",
      items: [
        "Quote requests, fuel card applications and client records are kept in our database (libSQL, which is compatible with SQLite). Only signed-in TPF staff can see submissions.",
        "Staff sessions end after 24 hours, and staff must then sign in again.",
        "We limit how many requests and failed sign-in attempts can come from one place in a short time. This blocks password guessing and flooding. Our forms also have a hidden anti-spam field.",
        "Photos uploaded for our team page must be real images (JPEG, PNG, WebP or GIF, up to 5 MB). We check the file's contents, not just its name.",
        "We keep e-mail addresses and phone numbers out of our server logs, and we delete logs after 30 days.",
      ],
    },
    { type: "h3", text: "When you sign in" },
    {
      type: "ul",
      items: [
        "Passwords are stored only as salted hashes made with scrypt, a method built to be slow and costly to crack. We cannot see your password, and we cannot e-mail it to you.",
        "Your session is kept in a cookie that scripts on the page cannot read (httpOnly), that your browser sends only to our own site (SameSite=Strict), that travels only over encrypted connections on our live site (Secure), and that expires.",
        "We never keep passwords or sign-in tokens in your browser's local storage. It holds only details that are not secret, such as your name for display.",
        "Our external-system login forwards you only to approved secure (https) sites: QuickBooks (intuit.com), Xero, Sage and other sites we have approved. Your username and password are never put in a web address, where they could end up in browser history or someone else's logs.",
      ],
    },

    { type: "h2", text: "What is stored on your device" },
    {
      type: "p",
      text: "So that our site works with no signal, your browser keeps a copy of our public pages, articles, styles, scripts and team list. None of that is personal to you.",
    },
    {
      type: "p",
      text: "If you send a quote request or fuel card application with no signal, it waits in an “outbox” on your device until a connection returns. Each request carries a random key, so we receive it only once even if it is sent twice. As soon as our server confirms that it has the request, the copy on your device is deleted. You can see and discard waiting requests at any time.",
    },

    { type: "h2", text: "What you can do" },
    {
      type: "ul",
      items: [
        "Watch for phishing. TPF never asks for your password by phone, text or e-mail. Be wary of any message that rushes you or asks you to sign in through a link.",
        `Verify any request to change payment details. If you get a message, even one that seems to come from us, a broker or a customer, asking you to send money to a new account or change where your payments go, call us at ${company.phone.display}, the number on our website, and not a number given in the message.`,
        "Check the address bar. Sign in only on our own website, and make sure the address starts with https.",
        "Keep your phone or computer locked. A request waiting in the offline outbox is stored on your device until it is sent.",
        "Use a strong password that you do not use anywhere else, and never share it.",
        "Sign out when you use a shared or public device.",
        `If something seems wrong, call us or e-mail ${company.email.security} right away.`,
      ],
    },

    { type: "h2", text: "Report a security vulnerability" },
    {
      type: "p",
      text: `If you believe you have found a security weakness in our website or systems, please tell us at ${company.email.security}. Describe what you found, where you found it and the steps to reproduce it. We acknowledge every report within 2 business days, keep you informed while we look into it, and let you know when it is fixed. Please do not make the problem public until we have had a reasonable chance to fix it.`,
    },
    { type: "h3", text: "Safe harbor" },
    {
      type: "p",
      text: "If you research and report in good faith and follow the rules below, we will consider your research authorized, we will not take legal action against you, and we will not ask anyone else to. If you are not sure whether something is allowed, ask us first.",
    },
    { type: "h3", text: "Rules for testing" },
    {
      type: "ul",
      items: [
        "Do not view, change or delete other people's data. Test only with your own account or with data you made up. If you come across someone else's information by accident, stop, do not keep it, and tell us.",
        "No denial-of-service attacks, and no testing that floods our forms or slows the site down for others.",
        "No phishing, social engineering or physical attempts against our staff, clients or offices.",
        "Do not send spam or large numbers of fake requests through our forms.",
      ],
    },

    { type: "h2", text: "Contact us" },
    {
      type: "ul",
      items: [
        `Security reports and account concerns: ${company.email.security}`,
        `Text message: ${company.text.display}`,
        `Phone: ${company.phone.display} (${company.hours})`,
        `Privacy questions: ${company.email.privacy}`,
        `General support: ${company.email.support}`,
      ],
    },
  ],
};
