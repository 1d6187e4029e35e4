import type { Article } from "../types";

export const equipmentFinancing: Article = {
  slug: "equipment-financing",
  title: "Equipment Financing Options for Growing Fleets",
  category: "Finance",
  summary:
    "Loans, TRAC leases or FMV leases? How truck financing works, what lenders check, new vs used, Section 179 basics and how steady cash flow helps you qualify.",
  author: "By Daniel Brooks, Equipment Finance Manager",
  publishedOn: "2025-07-22",
  readingMinutes: 8,
  body: [
    {
      type: "p",
      text: "Adding a truck is the biggest check most small carriers ever write. The financing structure matters as much as the price: it sets your monthly payment, your cost per mile, your taxes and what you own when the term ends. Here's how the main options compare, what lenders look for and how to put yourself in a strong position before you apply.",
    },
    { type: "h2", text: "Start with what the truck has to earn" },
    {
      type: "p",
      text: "Before comparing offers, turn the payment into cost per mile. For example, a $2,800 monthly payment on a truck that runs 9,000 miles a month is about 31 cents a mile, before insurance, fuel, maintenance or anyone's pay. Add it to your other costs and check the total against what your lanes actually pay. Our [load board strategies](/resources/load-board-strategies) guide walks through an all-in cost-per-mile calculation.",
    },
    {
      type: "p",
      text: "Then be honest about freight. A second or fifth truck only pays for itself if it stays loaded. Contract lanes, repeat shippers or solid broker relationships make growth far less risky than hoping the spot market holds up.",
    },
    { type: "h2", text: "Equipment loans" },
    {
      type: "p",
      text: "With a loan, you own the truck from day one and the lender holds a lien on the title until it's paid off. Payments are usually fixed, there are no mileage limits, and every payment builds equity you can sell, trade or borrow against later.",
    },
    { type: "h3", text: "Down payments" },
    {
      type: "p",
      text: "Expect to put money down. As a general market range, established carriers with good credit often put down 10% to 20%, while new authorities, first-time buyers and borrowers with thin or damaged credit are often asked for 20% to 30% or more. Each lender sets its own terms. A bigger down payment lowers your payment and protects you from owing more than the truck is worth, as many owners learned when used truck values fell from their 2022 highs.",
    },
    { type: "h3", text: "Terms" },
    {
      type: "p",
      text: "Terms commonly run 36 to 60 months, with 72 months or longer sometimes available on newer equipment. A longer term lowers the payment but adds interest and can outlast the truck's best years. Match the term to how long you plan to keep the truck. You don't want to be paying on a tractor that needs an in-frame overhaul.",
    },
    { type: "h2", text: "Leases" },
    {
      type: "p",
      text: "With a lease, the leasing company owns the truck and you pay to use it. Leases usually need less cash up front and can carry lower payments. The structure decides who carries the risk on the truck's value at the end.",
    },
    { type: "h3", text: "TRAC leases" },
    {
      type: "p",
      text: "A Terminal Rental Adjustment Clause lease is built for titled equipment like tractors and trailers. You and the lessor agree on a residual value at the start. At the end, you can buy the truck for that amount, or the truck is sold: if it brings more than the residual, you keep the surplus; if it brings less, you pay the shortfall. Payments are lower than a loan because you only pay down to the residual, and there are usually no mileage caps, but you carry the resale risk.",
    },
    { type: "h3", text: "Fair market value (FMV) leases" },
    {
      type: "p",
      text: "An FMV lease usually has the lowest payment. At the end, you can return the truck, renew or buy it at its fair market value then. Because the lessor carries the resale risk, expect mileage limits, wear standards and return conditions. Excess-mile charges add up quickly for an over-the-road truck, so get the allowance in writing.",
    },
    { type: "h3", text: "$1 buyout leases" },
    {
      type: "p",
      text: "A $1 buyout lease is a lease in name only: you own the truck for a dollar at the end, and for tax and accounting it's generally treated like a purchase. Compare it with a loan on total cost.",
    },
    { type: "h3", text: "Carrier lease-purchase programs" },
    {
      type: "p",
      text: "These are different from equipment financing. Payments often come out of your settlements, and if you leave the carrier or the freight dries up, you can lose the truck and everything you've paid in. Read the contract closely and have it reviewed before you sign.",
    },
    {
      type: "table",
      caption: "How the main financing options compare",
      head: ["Feature", "Loan", "TRAC lease", "FMV lease"],
      rows: [
        [
          "Ownership",
          "You own it; lender holds a lien",
          "Lessor owns it; you can buy at the residual",
          "Lessor owns it; optional buyout at market value",
        ],
        [
          "Cash up front",
          "Down payment, often 10% to 30%",
          "Usually less: first payment, deposit, fees",
          "Usually the least",
        ],
        ["Monthly payment", "Highest", "Lower", "Usually lowest"],
        [
          "End of term",
          "Truck is yours, free and clear",
          "Buy at residual, or sell and settle the difference",
          "Return, renew or buy at market value",
        ],
        ["Mileage limits", "None", "Usually none", "Common, with excess-mile charges"],
        ["Resale risk", "You", "You", "Lessor"],
      ],
    },
    { type: "h2", text: "New or used?" },
    {
      type: "p",
      text: "New trucks bring a factory warranty, the latest fuel economy and safety systems, and usually easier financing with longer terms. The downside is price, with new Class 8 sleepers commonly well above $150,000 in 2025, and the steep depreciation of the first few years.",
    },
    {
      type: "p",
      text: "Used trucks cost less and lose value more slowly, but maintenance risk is yours, especially on engines and aftertreatment systems. Many lenders offer shorter terms on used equipment and set limits on age or mileage. Before you buy used:",
    },
    {
      type: "ul",
      items: [
        "Get an independent pre-purchase inspection, an ECM download and an oil analysis.",
        "Ask for maintenance records and check the DPF, EGR and SCR history.",
        "Run a VIN history and confirm the title is free of liens.",
        "Price an extended warranty and compare it with setting aside your own repair fund.",
      ],
    },
    { type: "h2", text: "What lenders look at" },
    {
      type: "ul",
      items: [
        "Personal credit: for small carriers, lenders look at the owner's credit and usually require a personal guarantee. A stronger score usually means a lower rate and a smaller down payment.",
        "Time in business: many lenders prefer two years or more under your own authority. Newer carriers can still get financed, usually with more money down.",
        "Driving experience: years with a CDL matter, especially for a new authority.",
        "Bank statements: several months of steady deposits and no overdrafts.",
        "Existing debt: current payments, tax liens and judgments.",
        "The equipment itself: age, mileage, make and resale value.",
        "Reserves: cash left over after the down payment for repairs and slow weeks.",
      ],
    },
    {
      type: "p",
      text: "Have your paperwork ready: two years of tax returns, a year-to-date profit and loss statement, recent bank statements, your authority and insurance details, and the dealer's quote or spec sheet for the truck.",
    },
    { type: "h2", text: "How factoring helps you qualify" },
    {
      type: "p",
      text: "Lenders want to see consistent revenue and a bank balance that doesn't drop to zero while you wait 30 to 60 days for broker payments. Factoring turns delivered loads into cash fast, so your statements show steady deposits and bills paid on time, and your down payment fund grows faster. TPF advances up to 95% of invoice value with funding within 24 hours, no long-term contracts and no minimum volume.",
    },
    {
      type: "p",
      text: "Two things to plan for. First, factoring fees, which range from 1.5% to 4.5% at TPF, are a cost, so include them in your projections. Second, a factor normally files a UCC lien on your receivables. An equipment lender's lien is on the truck itself, so the two usually sit side by side, but tell your lender up front. For a side-by-side look, read [factoring vs. loans](/resources/factoring-vs-loans).",
    },
    { type: "h2", text: "Section 179 and taxes" },
    {
      type: "p",
      text: "Section 179 of the tax code lets a business deduct the cost of qualifying equipment, including trucks and trailers used more than half the time for business, in the year it's placed in service, up to an annual limit, instead of depreciating it over several years. Bonus depreciation can cover costs beyond that. The tax law signed on July 4, 2025 raised the Section 179 limit to $2.5 million and restored 100% bonus depreciation for qualifying property acquired after January 19, 2025.",
    },
    {
      type: "ul",
      items: [
        "Financed equipment generally qualifies. You can deduct the full cost even though you're paying for it over time.",
        "The Section 179 deduction can't exceed your business income for the year, though the unused part can carry forward.",
        "Leases depend on structure. A $1 buyout is usually treated as a purchase; with a true lease, you deduct the payments instead.",
        "A big deduction now means smaller deductions later, and selling the truck can trigger depreciation recapture.",
        "State rules can differ from federal rules.",
      ],
    },
    {
      type: "p",
      text: "This is general information, not tax advice. Talk to a tax professional before you sign, not at filing time.",
    },
    { type: "h2", text: "Use what you already own" },
    {
      type: "p",
      text: "If you own trucks or trailers with equity, or carry steady receivables, [asset-based lending](/asset-based-lending) lets you borrow against them for a down payment, a major repair or working capital. It adds a payment, so make sure the new truck's revenue covers both.",
    },
    {
      type: "callout",
      title: "Get approved before you shop",
      text: "Know your approved amount, down payment and monthly payment before you talk to a dealer. That way you pick the truck that fits the budget, not the other way around, and you negotiate price from a position of strength.",
    },
    { type: "h2", text: "Before you sign" },
    {
      type: "ol",
      items: [
        "Compare offers on total cost: down payment, every payment, fees and any buyout, not just the monthly number.",
        "Ask about prepayment penalties in case you want to pay it off early.",
        "Read the default and late-payment terms, including any cross-default clauses.",
        "Get an insurance quote for physical damage coverage with the lender as loss payee, and add it to your budget.",
        "On a lease, get the residual, mileage allowance and return conditions in writing.",
        "Keep two to three months of operating expenses in reserve after the down payment.",
      ],
    },
    {
      type: "p",
      text: "The carriers that grow well add trucks when the freight, the cash and the financing all line up. For more on building that cushion, see our guide to [cash flow management](/resources/cash-flow-management).",
    },
  ],
  cta: {
    heading: "Build the cash flow lenders want to see",
    text: "TPF turns your invoices into cash within 24 hours, so your bank statements show the steady deposits lenders look for.",
    secondary: { to: "/how-factoring-works", label: "See how factoring works" },
  },
};
