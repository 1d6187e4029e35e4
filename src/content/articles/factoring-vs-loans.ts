import type { Article } from "../types";

export const factoringVsLoans: Article = {
  slug: "factoring-vs-loans",
  title: "Invoice Factoring vs. Bank Loans",
  category: "Factoring",
  summary:
    "Factoring is not a loan. Compare approval, speed, cost, collateral and credit impact to choose the right funding for your trucking business.",
  author: "By Rachel Nguyen, Senior Funding Advisor",
  publishedOn: "2025-06-10",
  readingMinutes: 7,
  body: [
    {
      type: "p",
      text: "Every carrier eventually needs money it hasn't collected yet: to cover fuel while brokers take 30 to 90 days to pay, to add a truck, or to get through a slow month. The two most common answers are invoice factoring and a bank loan or line of credit. They solve different problems, cost different amounts and ask different things of you. Here is how they compare.",
    },
    { type: "h2", text: "The short answer: factoring is not a loan" },
    {
      type: "p",
      text: "When you factor, you sell your unpaid invoices to a factoring company. The factor pays you most of the invoice value up front, collects from your customer, then pays you the rest minus its fee. Nothing is borrowed, so there is no loan balance and no monthly payment. Your customer's payment settles the transaction.",
    },
    {
      type: "p",
      text: "A bank loan or line of credit is debt. You receive money and owe it back with interest on a set schedule, whether or not your customers have paid you yet.",
    },
    { type: "h2", text: "How bank loans work for trucking companies" },
    {
      type: "p",
      text: "Banks and credit unions offer term loans, equipment loans and revolving lines of credit. SBA-guaranteed loans, such as the 7(a) program, can offer longer terms for businesses that qualify. In every case the lender is judging whether you can repay, so expect to provide:",
    },
    {
      type: "ul",
      items: [
        "Time in business, often two years or more for an unsecured loan or credit line.",
        "A solid personal and business credit history. Many lenders look for scores in the upper 600s or higher.",
        "Two or three years of tax returns, a profit and loss statement, a balance sheet and recent bank statements.",
        "Collateral, such as trucks, trailers or a blanket lien on business assets, plus a personal guarantee from the owner.",
      ],
    },
    {
      type: "p",
      text: "Approval commonly takes a few weeks, and SBA loans can take a month or longer. In return, a well-qualified borrower usually gets a lower cost per dollar than factoring. With the prime rate at 7.5% since December 2024, small-business rates for strong borrowers typically start in the high single digits, and rise from there with risk.",
    },
    { type: "h2", text: "How invoice factoring works" },
    {
      type: "ol",
      items: [
        "You deliver the load and collect a signed bill of lading.",
        "You submit the invoice, rate confirmation and bill of lading. At TPF you can do this through our online portal or mobile app.",
        "The factor verifies the load and advances a percentage of the invoice. Advances of 90% to 95% are common in trucking; TPF advances up to 95% and funds within 24 hours.",
        "Your customer pays the factor on its normal terms.",
        "The factor releases the reserve, the part it held back, minus its fee.",
      ],
    },
    {
      type: "p",
      text: "Because approval rests mainly on your customers' ability to pay, a new authority with good brokers can often qualify for factoring before any bank would lend to it. For a full walkthrough, see [how factoring works](/how-factoring-works).",
    },
    { type: "h3", text: "A worked example" },
    {
      type: "p",
      text: "Take a $5,000 invoice with a 90% advance and a fee of 2% per 30 days. The fee is calculated as invoice × rate × days outstanding ÷ 30. Say the broker pays in 45 days:",
    },
    {
      type: "ul",
      items: [
        "Advance when you submit the invoice: $5,000 × 90% = $4,500.",
        "Reserve held back: $500.",
        "Fee: $5,000 × 2% × 45 ÷ 30 = $150.",
        "Final payout when the broker pays: $500 − $150 = $350.",
        "Total received: $4,500 + $350 = $4,850.",
      ],
    },
    {
      type: "p",
      text: "If the same broker paid in 30 days, the fee would be $100 and you would receive $4,900. That's why working with customers who pay promptly lowers your factoring cost. Some factors charge a flat fee instead of a time-based fee, so always ask how the fee is calculated.",
    },
    { type: "h3", text: "Recourse vs. non-recourse factoring" },
    {
      type: "p",
      text: "With recourse factoring, if your customer doesn't pay within an agreed period, you buy the invoice back or replace it with another one. The factor is providing speed, not credit insurance, so recourse rates are usually lower.",
    },
    {
      type: "p",
      text: "With non-recourse factoring, the factor absorbs the loss if your customer can't pay because of insolvency or a similar credit event. It usually costs more, and it typically does not cover disputes such as cargo claims, short pays or missing paperwork. Read the definition of a covered non-payment carefully before you sign.",
    },
    { type: "h2", text: "Side-by-side comparison" },
    {
      type: "table",
      caption: "Invoice factoring compared with a bank loan or line of credit",
      head: ["Feature", "Invoice factoring", "Bank loan or line of credit"],
      rows: [
        [
          "Approval based on",
          "Your customers' credit and the quality of your invoices",
          "Your credit score, time in business and financial statements",
        ],
        [
          "Time to funding",
          "Usually 24 to 48 hours after invoicing; TPF funds within 24 hours",
          "Weeks for approval; SBA loans can take a month or more",
        ],
        [
          "Credit score impact",
          "Little or none; no loan balance to report",
          "Credit inquiry at application; the balance and payments appear on credit reports",
        ],
        [
          "Collateral",
          "The invoices themselves; the factor files a lien on your receivables",
          "Often trucks, a blanket lien on business assets and a personal guarantee",
        ],
        [
          "Debt on balance sheet",
          "Generally no; it's a sale of receivables",
          "Yes; a liability until repaid",
        ],
        [
          "Repayment",
          "None from you; your customer pays the factor",
          "Fixed monthly payments or interest on the amount drawn",
        ],
        [
          "Cost structure",
          "A percentage of each invoice (TPF: 1.5% to 4.5%)",
          "Annual interest rate plus possible origination or closing fees",
        ],
        [
          "Grows with revenue",
          "Yes; more invoices mean more funding",
          "No; a fixed amount or limit, and increases need re-approval",
        ],
        [
          "Paperwork",
          "Short application, authority and insurance documents, then an invoice packet per load",
          "Tax returns, financial statements, bank statements and often a business plan",
        ],
        [
          "Best for",
          "New or growing carriers, slow-paying customers, uneven cash flow",
          "Established carriers with strong credit, equipment purchases and long-term needs",
        ],
      ],
    },
    {
      type: "p",
      text: "One accounting note: depending on the terms, especially with recourse, your accountant may record a factoring arrangement differently. Ask how it will appear on your statements if you plan to apply for a bank loan later.",
    },
    { type: "h2", text: "What factoring really costs compared with a loan" },
    {
      type: "p",
      text: "Per dollar, a bank loan is usually cheaper. A fee of 2% per 30 days works out to roughly 24% a year if you kept the same money outstanding all year, well above a typical bank rate. But that comparison leaves out what each option can actually do for you.",
    },
    {
      type: "ul",
      items: [
        "Availability: a bank line you can't qualify for costs nothing and funds nothing.",
        "Speed: cash in 24 hours lets you take the next good load, buy fuel at a discount and avoid late fees on your own bills.",
        "No fixed payments: in a slow month you factor fewer invoices and pay less, while a loan payment stays the same.",
        "Back-office help: many factoring arrangements include collections and broker credit checks, work you would otherwise do yourself.",
      ],
    },
    {
      type: "callout",
      title: "Tip: ask for an all-in example",
      text: "Before you sign with any factor, have them run the $5,000 example above using their real rate, advance and every fee: application, ACH or wire, invoice processing, minimums and early termination. The lowest advertised rate is not always the lowest cost.",
    },
    { type: "h2", text: "Contract terms to watch" },
    {
      type: "p",
      text: "Factoring agreements vary widely. Across the industry, rates often run from 2.0% to 6.0%, funding can take 2 to 5 days, and contracts of 1 to 3 years with minimum monthly volumes and termination fees are common. Check for:",
    },
    {
      type: "ul",
      items: [
        "Contract length and how to cancel, including notice periods and exit fees.",
        "Minimum volume requirements and what happens if you fall short.",
        "Whether you must factor every invoice or can choose which ones.",
        "The recourse period, meaning how many days before an unpaid invoice comes back to you.",
        "Every fee outside the headline rate.",
      ],
    },
    {
      type: "p",
      text: "TPF keeps it simple: rates from 1.5% to 4.5%, no long-term contracts, no minimum volume, 24/7 support and a dedicated account manager.",
    },
    { type: "h2", text: "When a bank loan makes more sense" },
    {
      type: "p",
      text: "A loan is usually the better tool for long-term purchases such as a truck, trailer or shop, especially if you have been in business a few years, have strong credit and can handle a fixed payment. Matching a five-year asset with five-year financing is sound practice. Our [equipment financing guide](/resources/equipment-financing) covers the options, and [asset-based lending](/asset-based-lending) can unlock the value of equipment you already own.",
    },
    { type: "h2", text: "When factoring makes more sense" },
    {
      type: "p",
      text: "Factoring fits the everyday gap between delivering a load and getting paid. It works well if you are a new authority without a long credit history, if you are adding trucks faster than a bank limit would allow, if your customers pay slowly, or if your revenue swings with the season. Because funding follows your invoices, it grows as you grow.",
    },
    { type: "h2", text: "Using both" },
    {
      type: "p",
      text: "Plenty of carriers factor receivables for working capital and use a bank or equipment loan for trucks. The one thing to sort out first is liens. Many bank loans include a blanket lien that covers receivables, which conflicts with a factor's claim on those same invoices. Tell both sides about each other up front; often the lender can agree to release or subordinate its claim on receivables.",
    },
    {
      type: "p",
      text: "Not sure which fits your business? [Get a free quote](/get-quote) or call (801) 555-0142 to talk it through with a funding advisor.",
    },
  ],
  cta: {
    heading: "Get paid in 24 hours, not 30 to 90 days",
    text: "Request a free quote to see your advance, your rate and exactly what you would receive on your next invoice.",
    secondary: { to: "/how-factoring-works", label: "See how factoring works" },
  },
};
