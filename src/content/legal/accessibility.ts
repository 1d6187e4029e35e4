import type { LegalPage } from "../types";
import { company } from "../company";

export const accessibilityPage: LegalPage = {
  slug: "accessibility",
  title: "Accessibility Commitment",
  summary:
    "TPF aims to meet WCAG 2.1 Level AA. What we have done, what we know is not perfect yet, and how to get help: we reply within 24 hours.",
  body: [
    {
      type: "p",
      text: "Drivers, owners and office staff use our site on all kinds of phones and computers, often with a weak signal. We want everyone to be able to read our pages, use our calculators, request a quote and manage their account, including people who use a screen reader, a keyboard only, voice control, screen magnification or other assistive technology.",
    },
    {
      type: "callout",
      title: "Need help right now?",
      text: `Call ${company.phone.display}, text ${company.text.display} or e-mail ${company.email.accessibility}. We reply to accessibility requests within 24 hours.`,
    },

    { type: "h2", text: "Our standard" },
    {
      type: "p",
      text: "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at Level AA. These widely used international guidelines describe how to make websites usable by people with disabilities, and following them makes a site easier for everyone to use.",
    },

    { type: "h2", text: "What we have done" },
    {
      type: "ul",
      items: [
        "Built our pages with real headings, lists, buttons and page regions, so screen readers can describe them and you can jump straight to what you need.",
        "Made everything work with a keyboard alone, including the menu drawer on small screens, the factoring calculator, the rate tool and all of our forms.",
        "Shown a clear, visible outline around whatever has keyboard focus.",
        "Given every form field a label, and linked each error message to the field it is about, so a screen reader reads them together.",
        "Made screen readers announce what is happening with a form: when it is sending, when it has been sent, and when it has been saved to the offline outbox to send later.",
        "Chosen text and background colors with enough contrast to read easily.",
        "Made sure you can enlarge text to 200% without losing content or features.",
        "Designed pages to fit a screen 320 pixels wide without scrolling sideways.",
        "Respected your device's reduced-motion setting by turning off animation that is not needed.",
        "Made the site work offline once you have visited it with a signal, so you can read pages and fill in forms even with no bars.",
      ],
    },

    { type: "h2", text: "Known limitations" },
    {
      type: "p",
      text: "We want to be honest about what is not as good as it should be yet:",
    },
    {
      type: "ul",
      items: [
        "The printable application form linked from our [Resources](/resources) page opens in a new tab and is a plain HTML page made for printing. It does not have the field checks, linked error messages, status announcements or offline saving of our online forms. For an easier experience, use our online [quote request](/get-quote) or [fuel card application](/fuel-card-application), or apply by phone.",
        "News cards on our Resources page link to government and industry websites. We do not control how accessible those sites are.",
        "Other outside sites we link to, such as accounting software reached through our external-system login and our social media pages, are also outside our control.",
        "Offline features depend on your browser. Some browsers, especially in private browsing mode, may not keep pages or waiting requests on your device.",
      ],
    },
    {
      type: "p",
      text: "If any of these gets in your way, contact us and we will help you another way.",
    },

    { type: "h2", text: "Tips for using our site" },
    {
      type: "ul",
      items: [
        "Use your browser's zoom to make text bigger: hold Ctrl (Command on a Mac) and press the plus key on a computer, or pinch to zoom on a phone.",
        "Turn on “reduce motion” in your phone or computer settings to stop non-essential animation on our site.",
        "Add our site to your home screen so it opens like an app, even with no signal. On an iPhone, tap Share, then Add to Home Screen.",
      ],
    },

    { type: "h2", text: "Ask for help or report a barrier" },
    {
      type: "p",
      text: "If you have trouble using any part of our site, or you need information in a different format, please tell us. We reply to accessibility requests within 24 hours.",
    },
    {
      type: "ul",
      items: [
        `Phone: ${company.phone.display} (${company.hours})`,
        `Text message: ${company.text.display}`,
        `E-mail: ${company.email.accessibility}`,
      ],
    },
    {
      type: "p",
      text: "It helps if you tell us the page address, what you were trying to do, and the device, browser and any assistive technology you use. But you do not need any of that to ask for help.",
    },

    { type: "h2", text: "Other ways to apply" },
    {
      type: "p",
      text: `You never have to use the website to work with us. Call ${company.phone.display} during business hours and a team member will take your quote request or fuel card application over the phone and enter it for you. You can also text ${company.text.display} or e-mail ${company.email.accessibility} and we will call you back at a time that suits you.`,
    },

    { type: "h2", text: "Date of last review" },
    {
      type: "p",
      text: "We last reviewed this page and our site against these goals on August 4, 2025.",
    },

    { type: "h2", text: "Contact us" },
    {
      type: "ul",
      items: [
        `Accessibility help and feedback: ${company.email.accessibility}`,
        `Text message: ${company.text.display}`,
        `Phone: ${company.phone.display} (${company.hours})`,
        `General support: ${company.email.support}`,
        `Privacy questions: ${company.email.privacy}`,
      ],
    },
  ],
};
