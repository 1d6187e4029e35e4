import type { LegalPage } from "../types";
import { company } from "../company";

const mailingAddress = `${company.address.street}, ${company.address.city}, ${company.address.region} ${company.address.postalCode}`;

export const privacyPolicy: LegalPage = {
  slug: "privacy-policy",
  title: "Privacy Policy",
  summary:
    "What TPF collects through its website, forms and client portal, why, how long we keep it and your rights. No ads, no trackers, no data sales.",
  lastUpdated: "August 4, 2025",
  body: [
    {
      type: "p",
      text: `This policy explains what information ${company.fullName} (“${company.name}”, “we”, “us”) collects through this website, its forms and the client portal, what we do with it, and your choices. Questions? Ask us at ${company.email.privacy}.`,
    },
    {
      type: "callout",
      title: "The short version",
      text: "We collect only what you type into our forms or use to sign in. No analytics, no advertising cookies, no third-party trackers, and we never sell your information or share it for advertising.",
    },

    { type: "h2", text: "What we collect" },
    { type: "h3", text: "When you request a quote or apply for a fuel card" },
    {
      type: "ul",
      items: [
        "Contact details: company name, contact name, e-mail address and phone number.",
        "Business details: MC number, DOT number, monthly revenue range, business type, years in business, number of trucks and the services you are interested in.",
        "Fuel card details: the tier you want, your monthly fuel spend range, your primary routes and your preferred fuel brands.",
        "Anything you choose to write in the comments box.",
      ],
    },
    {
      type: "p",
      text: "Our server adds a reference number and the time we received your request. Each form also has a hidden field that people never see; it helps us catch automated spam. Our forms do not ask for Social Security, bank account or driver's license numbers, so please do not type them into the comments.",
    },
    { type: "h3", text: "When you sign in to the client portal" },
    {
      type: "p",
      text: "We use your username and password to check that it is really you. We store only a salted, one-way scrambled version of your password (a “hash”), so nobody at TPF can read it. We also record when you last signed in.",
    },
    { type: "h3", text: "Technical information" },
    {
      type: "p",
      text: "Our server keeps short technical logs to keep the site running and spot abuse, such as the time of a request, the page asked for and whether it worked. They may include the network (IP) address the request came from, which we also use briefly to apply rate limits against form flooding and password guessing. We keep e-mail addresses and phone numbers out of our logs.",
    },
    { type: "h3", text: "What we do not collect" },
    {
      type: "ul",
      items: [
        "We do not use analytics tools, advertising cookies, tracking pixels or any other third-party trackers.",
        "Our site loads no scripts or fonts from other companies.",
        "The factoring calculator and rate tool on our [Resources](/resources) page work on your device. What you type into them is not sent to us.",
        "We do not track where your device is, and nothing on this site gives us access to your ELD data.",
      ],
    },

    { type: "h2", text: "Cookies and what is stored on your device" },
    {
      type: "p",
      text: "We use one kind of cookie, and only when you sign in: a session cookie that keeps you signed in. It is strictly necessary, so there is no cookie banner. Page scripts cannot read it (httpOnly), your browser sends it only to our own site (SameSite=Strict) and only over encrypted connections on our live site (Secure), and it expires. Staff sessions expire after 24 hours.",
    },
    {
      type: "p",
      text: "Because our site works with no signal, your browser also keeps some things on your device:",
    },
    {
      type: "ul",
      items: [
        "Cache Storage: a saved copy of our public pages, articles, styles, scripts and team list with photos, so the site opens offline. It holds nothing personal about you.",
        "IndexedDB (the “outbox”): a quote request or fuel card application sent with no signal waits here, on your device only, with a random key so we never receive it twice. Once our server confirms it has the request, it is deleted from your device. A request our server turns down stays in the outbox so you can see it. You can view and discard waiting requests at any time.",
        "Local storage: only details that are not secret, such as your name for display. Never passwords or sign-in tokens.",
      ],
    },
    {
      type: "p",
      text: "Clearing this site's data in your browser settings removes all of this, including any requests still waiting to be sent.",
    },

    { type: "h2", text: "How we use your information" },
    {
      type: "ul",
      items: [
        "To answer your quote request or fuel card application and to contact you about it.",
        "To set up and run your account if you become a client.",
        "To sign you in, keep accounts secure and prevent spam, fraud and abuse.",
        "To meet our legal and record-keeping duties.",
      ],
    },
    {
      type: "p",
      text: "When you send a form, you agree that we may call, text or e-mail you about your request. Message and data rates may apply. You can tell us to stop at any time.",
    },
    {
      type: "callout",
      title: "What sending a form does not do",
      text: "A quote request or fuel card application does not authorize a credit check, a UCC filing or access to your ELD data, and a quote is not a commitment to factor. If any of those steps is ever needed, we will ask for your separate, written permission first.",
    },

    { type: "h2", text: "Who we share it with" },
    {
      type: "p",
      text: "We do not sell your personal information, and we do not share it for cross-context behavioral advertising. We share it only:",
    },
    {
      type: "ul",
      items: [
        "With companies that host our systems for us, under contract, only so they can provide that service.",
        "When the law requires it, such as a valid subpoena or court order, or when needed to protect our clients, our staff or the public from fraud or harm.",
        "If TPF is merged or sold, with the new owner, who must keep the promises in this policy.",
      ],
    },
    {
      type: "p",
      text: "Our pages link to other websites, such as government and industry sites and our social media pages. Our external-system login forwards you only to approved secure (https) sites such as QuickBooks (intuit.com), Xero and Sage, never with your password in the web address. Those sites have their own privacy policies.",
    },

    { type: "h2", text: "How long we keep it" },
    {
      type: "ul",
      items: [
        "Quote requests and fuel card applications that do not lead to a client relationship: 24 months from when we receive them, then deleted.",
        "Client records: for as long as you are a client, plus the period the law requires us to keep business and financial records (for most records, up to seven years after the relationship ends).",
        "Server logs: 30 days.",
        "Requests waiting in your device's outbox: until they are sent or you discard them.",
      ],
    },

    { type: "h2", text: "How we protect it" },
    {
      type: "p",
      text: "Connections to our live site are encrypted with TLS, only signed-in TPF staff can see requests, and passwords are stored only as salted scrypt hashes. Read more on our [Security and Data Protection](/security) page.",
    },

    { type: "h2", text: "Your choices and rights" },
    { type: "p", text: "You can ask us to:" },
    {
      type: "ul",
      items: [
        "Tell you what personal information we hold about you and give you a copy.",
        "Correct information that is wrong.",
        "Delete your information, unless the law requires us to keep it.",
        "Stop calling, texting or e-mailing you.",
      ],
    },
    {
      type: "p",
      text: `E-mail ${company.email.privacy} or call ${company.phone.display}. To protect you, we first check that the request comes from you, usually by matching the e-mail address or phone number on file. We confirm receipt within 10 business days and answer within 45 days. We will not treat you differently for using these rights.`,
    },

    { type: "h2", text: "Notice for California residents" },
    {
      type: "p",
      text: "The California Consumer Privacy Act, as amended by the CPRA, gives California residents the right to know, correct and delete their personal information and to opt out of its sale or sharing. Use these rights as described above. In the past 12 months:",
    },
    {
      type: "ul",
      items: [
        "We collected identifiers (name, e-mail address, phone number, username), commercial information (the business details in our forms) and limited internet activity (our server logs).",
        "We collected it directly from you, used it only for the purposes in this policy, and keep it for the periods listed above.",
        "Your username together with your password is “sensitive personal information”. We use it only to sign you in.",
        "We did not sell personal information or share it for cross-context behavioral advertising, and we have no knowledge of selling or sharing information about anyone under 16.",
      ],
    },
    {
      type: "p",
      text: "An authorized agent with your signed permission may make a request for you.",
    },

    { type: "h2", text: "Children" },
    {
      type: "p",
      text: "Our site and services are for businesses, not for anyone under 18. We do not knowingly collect their information; if a child has sent us some, contact us and we will delete it.",
    },

    { type: "h2", text: "Changes to this policy" },
    {
      type: "p",
      text: "We will post any new version here and update the date at the top. For a significant change, we will also put a notice on our site and tell clients by e-mail before it takes effect.",
    },

    { type: "h2", text: "Contact us" },
    {
      type: "p",
      text: `${company.fullName}, ${mailingAddress}.`,
    },
    {
      type: "ul",
      items: [
        `Privacy questions and requests: ${company.email.privacy}`,
        `Text message: ${company.text.display}`,
        `Phone: ${company.phone.display} (${company.hours})`,
        `General support: ${company.email.support}`,
        `Security concerns: ${company.email.security}`,
      ],
    },
  ],
};
