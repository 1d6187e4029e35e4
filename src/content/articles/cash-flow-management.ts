import type { Article } from "../types";

export const cashFlowManagement: Article = {
  slug: "cash-flow-management",
  title: "Cash Flow Management for Trucking Companies",
  category: "Finance",
  summary:
    "Close the 30-90 day payment gap: forecast 13 weeks ahead, know your cost per mile, build reserves and set aside money for IFTA and taxes.",
  author: "By Tom Hadley, Chief Financial Officer",
  publishedOn: "2025-05-20",
  readingMinutes: 6,
  body: [
    {
      type: "p",
      text: "Most trucking businesses that fail don't run out of freight. They run out of cash. The fuel, the truck payment and the insurance bill come due before the money for last month's loads arrives. Profit on paper and money in the bank are two different things, and in trucking the gap between them can be weeks wide. Here is how to keep that gap from sinking a small fleet.",
    },
    { type: "h2", text: "Understand the 30-90 day payment gap" },
    {
      type: "p",
      text: "You pay for a load the day you haul it: fuel, tolls, driver pay, wear and tear. Your broker or shipper typically pays 30 to 90 days after delivery, and only once they have a clean invoice with the rate confirmation and a signed bill of lading. Multiply that by every load in a month and a growing carrier can have a large share of its revenue tied up in receivables while the fuel bill is due this week.",
    },
    {
      type: "p",
      text: "Example: a three-truck fleet billing $7,500 per truck per week, with customers paying in 45 days on average, carries about $145,000 in open invoices at any given time. That money is earned, but it can't buy diesel.",
    },
    { type: "h2", text: "Build a 13-week cash flow forecast" },
    {
      type: "p",
      text: "A rolling 13-week forecast (one quarter) is the most useful cash tool a small carrier can keep. It's a simple spreadsheet: one column per week, rows for cash coming in and cash going out, and a running ending balance at the bottom.",
    },
    {
      type: "ol",
      items: [
        "Start with today's actual bank balance.",
        "Cash in: enter each expected payment in the week you realistically expect it, based on that customer's actual payment history, not the terms printed on the invoice.",
        "Cash out: enter fixed payments on their due dates (truck and trailer notes, insurance, ELD and software subscriptions, permits) and estimate variable costs from the miles you plan to run.",
        "Add the known lumps: quarterly IFTA returns, estimated tax payments, the heavy vehicle use tax, tire sets and scheduled major repairs.",
        "Every Friday, replace last week's estimates with what actually happened and add a new week at the end.",
      ],
    },
    {
      type: "p",
      text: "Find the week where the ending balance dips lowest. That is the week to plan for now, by collecting faster, moving a purchase or lining up funding before you need it rather than after.",
    },
    {
      type: "callout",
      title: "Tip: forecast with real pay dates",
      text: "Pull your last six months of deposits and work out each customer's actual average days to pay. A broker with 30-day terms that really pays in 52 days will make your forecast wrong every single week until you use the real number.",
    },
    { type: "h2", text: "Know your fixed costs, variable costs and cost per mile" },
    {
      type: "p",
      text: "Fixed costs stay the same whether the truck runs or sits: equipment payments, insurance, permits, parking, phone and ELD service, accounting fees. Variable costs rise with every mile: fuel, driver pay, maintenance, tires and tolls. Add the two and divide by total miles, loaded and empty, to get your cost per mile. Track it monthly for each truck.",
    },
    {
      type: "p",
      text: "Industry studies from the American Transportation Research Institute have put the average marginal cost of operating a truck at roughly $2.25 to $2.30 per mile in recent years, but your own number is the one that matters. For example, if your all-in cost is $1.95 a mile and a 500-mile load pays $2.10 a mile, it looks profitable. Add 120 deadhead miles to reach it and you spend about $1,209 to earn $1,050. Knowing your number lets you turn down losing freight with confidence. Our guide to [load board strategies](/resources/load-board-strategies) covers how to price lanes.",
    },
    { type: "h2", text: "Build a reserve fund" },
    {
      type: "p",
      text: "A cash reserve turns a blown turbo or a slow-paying broker from a crisis into an inconvenience. A common target is two to three months of fixed costs. Build it gradually by moving a set amount per mile or per load, for example 5 to 10 cents a mile, into a separate account you don't use for routine bills. Keep a separate maintenance fund too: tires and brakes are predictable expenses, not emergencies.",
    },
    { type: "h2", text: "Set aside money for IFTA and taxes" },
    {
      type: "ul",
      items: [
        "IFTA: fuel tax returns are due quarterly, by the last day of April, July, October and January. Depending on where you bought fuel compared with where you drove, you may owe money. Keep trip and fuel records daily, and if you buy most of your fuel in low-tax states, set a few cents a mile aside for the return.",
        "Income and self-employment tax: federal estimated taxes are due in April, June, September and January, and self-employment tax alone is 15.3% on most net self-employment earnings. Many owner-operators move 25% to 30% of net profit into a separate tax account every week. Confirm the right percentage with your tax professional.",
        "Heavy vehicle use tax: Form 2290 is generally due by August 31 for trucks of 55,000 pounds or more, at up to $550 per truck per year.",
      ],
    },
    { type: "h2", text: "Control fuel spending" },
    {
      type: "p",
      text: "Fuel is usually a carrier's largest variable cost, so small savings add up fast. A fuel card with discounts at the pump, planned fuel stops and less idling all help; see our [fuel management guide](/resources/fuel-management) for specifics, or [apply for the TPF fuel card](/fuel-card-application).",
    },
    {
      type: "p",
      text: "Many factoring companies also offer fuel advances: part of a load's pay released at pickup against the rate confirmation, so you can fuel for the trip without draining your account. If you use one, ask exactly what it costs and how it is deducted from your settlement.",
    },
    { type: "h2", text: "Manage receivables like a business" },
    {
      type: "ul",
      items: [
        "Invoice the day you deliver. Every day you wait adds a day to your payment gap.",
        "Send complete packets: rate confirmation, signed bill of lading, and lumper and detention receipts. Missing paperwork is the most common reason payments stall.",
        "Check a broker's credit rating and average days to pay before you book the load, not after.",
        "Follow up in writing on any invoice past its terms.",
        "Watch concentration. If one customer is more than about a third of your revenue, a slowdown there becomes your slowdown.",
      ],
    },
    { type: "h2", text: "Line of credit or factoring?" },
    {
      type: "p",
      text: "Both close the payment gap, in different ways. A line of credit lets you borrow up to a limit and repay as customers pay you, with interest only on what you use. It usually costs less per dollar, but banks want time in business, strong personal credit, financial statements and often collateral, and the limit doesn't grow automatically as you add trucks.",
    },
    {
      type: "p",
      text: "Factoring turns invoices into cash by selling them, so approval rests mainly on your customers' credit and available funding grows with your revenue. TPF advances up to 95% of invoice value with funding within 24 hours, at rates from 1.5% to 4.5%, with no long-term contracts and no minimum volume. For a side-by-side look, read [Invoice Factoring vs. Bank Loans](/resources/factoring-vs-loans).",
    },
    {
      type: "p",
      text: "Many carriers use both: factoring for day-to-day cash, and a credit line or [asset-based lending](/asset-based-lending) for larger needs. If you combine them, make sure the lender's lien and the factor's claim on your receivables don't conflict, and settle that before you sign anything.",
    },
    { type: "h2", text: "A weekly cash checklist" },
    {
      type: "ol",
      items: [
        "Invoice every load delivered last week, with complete paperwork.",
        "Update the 13-week forecast with last week's actual numbers.",
        "Review open invoices and follow up on anything past due.",
        "Move this week's tax, IFTA and reserve set-asides into their separate accounts.",
        "Check fuel spend and cost per mile for each truck.",
        "Look at the lowest week in your forecast and decide now what you'll do about it.",
      ],
    },
    {
      type: "p",
      text: "None of this is complicated, but it has to happen every week. If you want to see what faster payment would do to your forecast, [get a free quote](/get-quote) or call us at (801) 555-0142.",
    },
  ],
  cta: {
    heading: "Stop waiting 30 to 90 days to get paid",
    text: "Get a free quote and see how TPF can turn your delivered loads into working cash within 24 hours.",
    secondary: { to: "/how-factoring-works", label: "See how factoring works" },
  },
};
