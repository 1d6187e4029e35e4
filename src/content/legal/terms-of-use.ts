import type { LegalPage } from "../types";
import { company } from "../company";

const mailingAddress = `${company.address.street}, ${company.address.city}, ${company.address.region} ${company.address.postalCode}`;

export const termsOfUse: LegalPage = {
  slug: "terms-of-use",
  title: "Terms of Use",
  summary:
    "The rules for using the TPF website, calculators, forms and client portal. Our content is not advice, and quotes and estimates are not commitments.",
  lastUpdated: "August 4, 2025",
  body: [
    {
      type: "p",
      text: `These terms apply when you use the ${company.fullName} (“${company.name}”, “we”, “us”) website, its calculators and forms, and the client portal. By using the site you agree to them; if you do not agree, please do not use it. Our funding services themselves are covered by the separate written agreement a client signs with us. If that agreement and these terms disagree, the signed agreement wins.`,
    },
    {
      type: "callout",
      title: "In short",
      text: "Our content is general information, our calculators give estimates, and a quote or application is not an offer. Give us true information, keep your password to yourself, and do not try to copy or break the site.",
    },

    { type: "h2", text: "Information, not advice" },
    {
      type: "p",
      text: "Articles, guides, news and other content on this site are general information for trucking businesses. They are not financial, legal, tax or accounting advice, and they may not fit your situation. Rules such as DOT requirements change, so check with the agency or a qualified professional before you act. Pages you open with no signal are a copy saved on your device and may be out of date.",
    },

    { type: "h2", text: "Calculators and rate estimates" },
    {
      type: "p",
      text: "The factoring calculator and the rate tool give estimates only, based on the numbers you enter and simple assumptions. They are not a quote and do not bind us. Our factoring rates range from 1.5% to 4.5%, and your actual rate depends on underwriting: for example your invoice volume, your customers' credit, your time in business and the freight you haul. A tool may show a figure that differs from the rate we offer you.",
    },
    {
      type: "p",
      text: `Advances of up to ${company.maxAdvancePercent}% of invoice value and funding within ${company.fundingTime} describe what we offer approved clients on approved invoices. They are not a promise for any particular invoice.`,
    },

    { type: "h2", text: "Quotes and applications" },
    {
      type: "ul",
      items: [
        "A quote request or fuel card application is not an offer, an approval or a commitment by you or by us. A quote is not a commitment to factor.",
        "We provide funding or a fuel card only under a written agreement signed by both of us.",
        "Sending a form does not authorize a credit check, a UCC filing or access to your ELD data. If any of those is ever needed, we will ask for your separate, written permission.",
        "By sending a form you agree that we may contact you about your request by phone, text message or e-mail. Message and data rates may apply. You can ask us to stop at any time.",
        "A request sent with no signal waits on your device and is sent when a connection returns. We have received a request only once our site tells you it has been sent. If you discard it or clear your browser's data first, it is not sent.",
      ],
    },
    {
      type: "p",
      text: "Our [Privacy Policy](/privacy-policy) explains how we handle what you send us.",
    },

    { type: "h2", text: "Information you give us" },
    {
      type: "p",
      text: "You agree that what you tell us is true, current and complete, and that you are allowed to act for the business named in your request. Do not send information about another person or company without their permission.",
    },

    { type: "h2", text: "Your client account" },
    { type: "p", text: "If you have a client portal account, you are responsible for keeping it secure:" },
    {
      type: "ul",
      items: [
        "Keep your password secret, do not share your account, and use a password you do not use anywhere else.",
        "Sign out when you use a shared or public device, and keep your phone or computer locked.",
        `Tell us right away at ${company.email.security} or ${company.phone.display} if you think someone else has used your account or knows your password.`,
        "Remember that TPF never asks for your password by phone, text or e-mail.",
      ],
    },
    {
      type: "p",
      text: "You are responsible for activity in your account until you tell us about a problem. We may suspend an account to protect you or us if we see signs of misuse. Our external-system login forwards you only to approved secure sites; your use of those systems, such as QuickBooks, Xero or Sage, is governed by their own terms.",
    },

    { type: "h2", text: "Acceptable use" },
    { type: "p", text: "When you use our site, do not:" },
    {
      type: "ul",
      items: [
        "Scrape, crawl or copy the site or its data in bulk, by automated tools or by hand.",
        "Probe, scan or test the security of our systems, except as allowed by the vulnerability reporting rules on our [Security and Data Protection](/security) page.",
        "Try to get around sign-in, rate limits, anti-spam checks or other protections, or try to reach data that is not yours.",
        "Send false information, pretend to be someone else, or send requests for a business you do not represent.",
        "Overload or disrupt the site, or upload malware or other harmful code.",
        "Use the site to send spam or for anything unlawful.",
      ],
    },
    {
      type: "p",
      text: "We may block access or cancel requests that break these rules.",
    },

    { type: "h2", text: "Our content and trademarks" },
    {
      type: "p",
      text: "The site and its content, including text, articles, calculators, graphics, photos and the TPF name, belong to TPF or are used with permission. You may view, print and share our pages for your own business use, as long as you do not change them or remove any notices. You may not copy, sell or republish our content without our written permission. Names such as QuickBooks, Xero and Sage belong to their owners.",
    },

    { type: "h2", text: "Other websites" },
    {
      type: "p",
      text: "We link to other websites, such as government and industry sites, our social media pages and accounting software. We do not control them and are not responsible for their content, availability or privacy practices.",
    },

    { type: "h2", text: "Disclaimers" },
    {
      type: "p",
      text: "We work to keep the site accurate, available and secure, but we provide it “as is” and “as available”. To the extent the law allows, we do not promise that the site will be free of errors or interruptions, or that every piece of content is complete and current, and we disclaim implied warranties such as merchantability and fitness for a particular purpose.",
    },

    { type: "h2", text: "Limitation of liability" },
    {
      type: "p",
      text: "To the extent the law allows, TPF and its staff are not liable for indirect, incidental, special or consequential losses, or for lost profits or data, that come from your use of the site, even if we were told they were possible. For any other claim about your use of the site, our total liability is limited to $100. This section does not limit your rights under a signed client agreement, or any liability that the law does not allow us to limit.",
    },

    { type: "h2", text: "Governing law" },
    {
      type: "p",
      text: "These terms are governed by the laws of the State of Utah, without regard to its conflict-of-law rules. Any dispute about them will be decided in the state or federal courts located in Salt Lake County, Utah, and you and we agree to those courts' jurisdiction.",
    },

    { type: "h2", text: "Changes to these terms" },
    {
      type: "p",
      text: "We may update these terms. When we do, we will post the new version here and change the “last updated” date. If a change is significant, we will put a notice on the site before it takes effect. Using the site after a change means you accept the new terms.",
    },

    { type: "h2", text: "Contact us" },
    {
      type: "p",
      text: `Questions about these terms? Reach ${company.fullName} at ${mailingAddress}, or:`,
    },
    {
      type: "ul",
      items: [
        `Text message: ${company.text.display}`,
        `Phone: ${company.phone.display} (${company.hours})`,
        `General questions and support: ${company.email.support}`,
        `Privacy: ${company.email.privacy}`,
        `Security and account concerns: ${company.email.security}`,
        `Accessibility: ${company.email.accessibility}`,
      ],
    },
  ],
};
