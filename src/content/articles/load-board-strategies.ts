import type { Article } from "../types";

export const loadBoardStrategies: Article = {
  slug: "load-board-strategies",
  title: "Load Board Strategies for Maximum Profitability",
  category: "Operations",
  summary:
    "Know your all-in cost per mile, count deadhead, negotiate with data, check every broker and keep cash moving when brokers pay slow.",
  author: "By Marcus Reyes, Fleet Operations Advisor",
  publishedOn: "2025-04-15",
  readingMinutes: 5,
  body: [
    {
      type: "p",
      text: "Load boards like DAT and Truckstop can keep a truck moving, but the highest posted rate isn't always the most profitable load. Carriers who make money on the spot market know their numbers cold, count every empty mile, and only haul for brokers who pay.",
    },
    { type: "h2", text: "Know your all-in cost per mile" },
    {
      type: "p",
      text: "Your cost per mile is the floor under every negotiation. Add up fixed monthly costs, divide by total miles (loaded and empty), then add your per-mile costs. Here's an example for one truck running 10,000 miles a month:",
    },
    {
      type: "table",
      caption: "Example all-in cost per mile (illustrative figures, 10,000 total miles a month)",
      head: ["Cost", "Example amount", "Per mile"],
      rows: [
        ["Truck payment", "$2,600 a month", "$0.26"],
        ["Trailer payment", "$700 a month", "$0.07"],
        ["Insurance", "$1,300 a month", "$0.13"],
        ["Permits, ELD, phone, accounting", "$400 a month", "$0.04"],
        ["Fuel", "$3.70 a gallon at 6.5 mpg", "$0.57"],
        ["Maintenance and tires", "Set aside per mile", "$0.20"],
        ["Tolls, scales and other", "Set aside per mile", "$0.03"],
        ["Your pay", "What you'd pay a driver", "$0.70"],
        ["All-in cost", "Total", "$2.00"],
      ],
    },
    {
      type: "p",
      text: "Your numbers will differ, so use your own. For a sanity check, ATRI's recent operational-cost studies have put the industry average at roughly $2.25 a mile including driver wages. Leave your own pay out and you'll take loads that feel profitable while you work for free.",
    },
    { type: "h2", text: "Do the rate math with deadhead included" },
    {
      type: "p",
      text: "Boards show rate per loaded mile. Your truck burns money on every mile, loaded or not. Compare two example loads at the $2.00 cost above, with a 3% factoring fee:",
    },
    {
      type: "ul",
      items: [
        "Load A pays $2,500 for 850 loaded miles, which looks like $2.94 a mile. Add 150 deadhead miles and it's $2.50 over 1,000 total miles. Cost is $2,000 and the fee is $75, leaving $425.",
        "Load B pays $1,900 for 600 loaded miles, or $3.17 a mile. With 25 deadhead miles, it's $3.04 over 625 total miles. Cost is $1,250 and the fee is $57, leaving $593, and you're ready for the next load about a day sooner.",
      ],
    },
    {
      type: "p",
      text: "The smaller check made more money. Make it a habit: before you call, divide the pay by loaded plus deadhead miles. If that number is below your all-in cost, the load loses money no matter how good the posted rate looks. Then ask where each load leaves you. A great rate into a market with little outbound freight can cost you on the next load.",
    },
    { type: "h2", text: "Build lanes and plan backhauls" },
    {
      type: "p",
      text: "Searching from scratch every time you unload means more deadhead and more time in the truck stop lot. Instead:",
    },
    {
      type: "ul",
      items: [
        "Look for your backhaul before you book the headhaul. If nothing good comes out of the delivery area, price that in.",
        "Use load-to-truck ratios and lane rate history to spot strong and weak markets.",
        "Run the same lanes often enough to learn the shippers, receivers and brokers in them.",
        "Ask brokers who treat you well for regular freight on your lanes. Repeat loads beat the open board.",
        "Be willing to take a fair backhaul at a lower rate when it beats running empty.",
      ],
    },
    { type: "h2", text: "Make the board work for you" },
    {
      type: "ul",
      items: [
        "Post your truck as well as searching. Brokers with a tough load to cover call posted trucks first, and those calls are where you have leverage.",
        "Save searches and set alerts for your lanes so good loads reach you before they're covered.",
        "Keep your deadhead radius realistic. A wide radius shows more loads, but every mile of it is unpaid.",
        "Start looking early in the day, when more freight is posted. Late-Friday loads can pay well, but only if the delivery doesn't strand you for the weekend.",
      ],
    },
    { type: "h2", text: "Negotiate with brokers" },
    {
      type: "p",
      text: "The posted rate is an opening offer. Check current lane averages with your board's rate tools, know your walk-away number, and call quickly on good loads. Before you agree, ask about:",
    },
    {
      type: "ul",
      items: [
        "Weight, commodity, and pickup and delivery appointment windows.",
        "Detention pay, how many free hours you get, and how it's documented.",
        "Lumper fees, and whether they're advanced or reimbursed.",
        "Truck-ordered-not-used (TONU) pay if the load cancels.",
      ],
    },
    {
      type: "p",
      text: "Counter with a specific number and a reason, such as deadhead, a tight appointment or a weak reload market. Get everything on the rate confirmation, and don't accept changes by phone without an updated one.",
    },
    { type: "h2", text: "Check the broker before you book" },
    {
      type: "p",
      text: "A great rate means nothing if it never gets paid. Before hauling for a new broker:",
    },
    {
      type: "ul",
      items: [
        "Look the company up on FMCSA's site and confirm active broker authority and a $75,000 bond or trust fund on file.",
        "Check days-to-pay and credit ratings on your load board, and ask your factoring company for a credit check.",
        "Watch for double brokering and identity theft. Call back on the phone number listed with FMCSA, check that email domains match the company, and be wary of last-minute address changes.",
      ],
    },
    {
      type: "callout",
      title: "Run the credit check before you call",
      text: "It takes a minute to check a broker's credit with your factor or your load board. Do it before you negotiate, so you don't spend 20 minutes haggling over a load you shouldn't take.",
    },
    { type: "h2", text: "Review your numbers every week" },
    {
      type: "p",
      text: "Once a week, total your revenue, all miles driven and days out. Revenue per total mile shows whether your rates cover your costs; revenue per day shows whether long waits and empty miles are eating your week. Drop the lanes and brokers that keep dragging both numbers down.",
    },
    { type: "h2", text: "When brokers pay slow, factor the invoice" },
    {
      type: "p",
      text: "Many brokers pay in 30 days or more, while fuel, insurance and truck payments don't wait. Factoring closes that gap. TPF advances up to 95% of the invoice value with funding within 24 hours, with no long-term contracts and no minimum volume. Rates range from 1.5% to 4.5%, so build the fee into your rate math, as in the example above.",
    },
    {
      type: "p",
      text: "Learn more in [how factoring works](/how-factoring-works), compare it with other options in [factoring vs. loans](/resources/factoring-vs-loans), or [get a free quote](/get-quote). To cut your biggest cost after your own pay, see our [fuel management strategies](/resources/fuel-management).",
    },
  ],
  cta: {
    heading: "Get paid on your schedule, not the broker's",
    text: "Send us your invoices and get up to 95% of their value within 24 hours, with no long-term contract.",
    secondary: { to: "/how-factoring-works", label: "See how factoring works" },
  },
};
