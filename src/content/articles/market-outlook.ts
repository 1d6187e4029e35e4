import type { Article } from "../types";

export const marketOutlook: Article = {
  slug: "market-outlook",
  title: "Freight Market Predictions and Economic Factors",
  category: "Market Analysis",
  summary:
    "Written in July 2025: what sets freight rates (capacity, diesel, interest rates, tariffs), the signals of today's market, and steps a small carrier can take.",
  author: "By Priya Desai, Market Research Analyst",
  publishedOn: "2025-07-15",
  readingMinutes: 8,
  body: [
    {
      type: "p",
      text: "After one of the longest downturns in modern trucking, many carriers are asking the same question: when does it get better? Nobody can answer that with certainty. What we can do is explain the forces that move freight rates, show what to watch, and lay out realistic scenarios so you can plan for more than one outcome.",
    },
    {
      type: "callout",
      title: "Written in July 2025",
      text: "The figures and events below are as of July 2025 and have not been updated since. The forces they describe still set rates, so use this as a guide to what to watch, and check today's numbers at the sources in \"Checking where the market is now\" before you plan. Forecasts are scenarios, not promises: build a business that can survive the one you hope doesn't happen.",
    },
    { type: "h2", text: "Where we are: the long freight recession" },
    {
      type: "p",
      text: "The pandemic boom of 2020 to early 2022 pushed rates to record highs and drew a wave of new carriers into the market. Then consumer spending shifted back toward services, retailers found themselves with too much inventory, and freight volumes fell while truck capacity stayed high. From 2022 through 2024, rates slid and stayed low. Small carriers felt it most: many sold trucks, returned to leasing onto larger fleets or left the industry.",
    },
    {
      type: "p",
      text: "By mid-2025, the market looked closer to balance than at any point since the downturn began, but the recovery was slow and uneven. Some lanes and some weeks tightened sharply while others stayed soft. That unevenness is itself a sign of a market in transition.",
    },
    { type: "h2", text: "Capacity: the balance that sets rates" },
    {
      type: "p",
      text: "Rates depend on how many trucks are chasing how many loads. Demand gets the headlines, but in this cycle the supply side has done much of the work. For much of 2023 and 2024, industry counts of FMCSA data showed more for-hire authorities being revoked than granted in many months. Each truck that leaves the market takes a little slack out of it.",
    },
    {
      type: "p",
      text: "New-truck orders, driver availability and enforcement matter too. From June 25, 2025, roadside inspectors could place drivers out of service for failing to meet English-language proficiency requirements, and since November 2024 states have been downgrading the commercial licenses of drivers in prohibited status in FMCSA's Drug and Alcohol Clearinghouse. Both were expected to remove some drivers from the road, though estimates of the impact varied widely.",
    },
    { type: "h2", text: "Spot vs. contract rates" },
    {
      type: "p",
      text: "Contract rates are negotiated with shippers, usually for a year at a time. Spot rates are set load by load on the boards, so they react first. During the downturn, national dry van spot rates on DAT spent long stretches at around $2 a mile including fuel, while contract rates stayed noticeably higher.",
    },
    {
      type: "p",
      text: "The signal to watch is the gap between the two. When spot rates climb toward or above contract rates, contract carriers start rejecting tendered loads because they can earn more on the spot market, shippers fall back on more expensive options, and contract rates follow at the next bid season. Short spikes around holidays and inspection events are common. A sustained narrowing over several months is the more meaningful sign that the cycle is turning. Our guide to [load board strategies](/resources/load-board-strategies) covers how to work the spot market in either condition.",
    },
    { type: "h2", text: "Diesel prices" },
    {
      type: "p",
      text: "The national average on-highway diesel price tracked by the [U.S. Energy Information Administration](https://www.eia.gov/petroleum/gasdiesel/) peaked above $5.80 a gallon in June 2022. Through the first half of 2025 it mostly stayed in the mid-$3 range; the EIA page shows this week's price. Crude oil prices, refinery capacity, distillate inventories, hurricanes and conflict in oil-producing regions can all move it quickly.",
    },
    {
      type: "p",
      text: "Fuel surcharges usually lag pump prices and rarely cover empty miles, so a sudden jump hits your cash first. Pump discounts, disciplined routing and less idling are the parts you control. Our [fuel management guide](/resources/fuel-management) has details.",
    },
    { type: "h2", text: "Interest rates and equipment costs" },
    {
      type: "p",
      text: "The Federal Reserve cut its benchmark rate by a full percentage point in late 2024, then held it in a 4.25% to 4.50% range through the first half of 2025. That kept borrowing costs for trucks, trailers and credit lines well above the near-zero levels of 2021. Markets then expected further cuts, with the timing depending on inflation and tariffs. Whatever the benchmark is when you read this, ask lenders for the full rate and fees on a truck or credit line, and compare the monthly payment with what the truck will earn.",
    },
    {
      type: "p",
      text: "Equipment prices face their own pressures. In 2025, federal emissions rules for 2027-model-year engines, which were expected to raise new-truck prices and encourage fleets to buy early, were being revisited, and California's clean-truck rules were being challenged. A federal trade investigation into imports of medium and heavy trucks, opened in spring 2025, could also move new-truck and parts prices. If you are weighing a purchase, compare the total cost per mile of new and used equipment rather than the sticker price. Our [equipment financing guide](/resources/equipment-financing) walks through the options.",
    },
    { type: "h2", text: "Tariffs, imports and manufacturing" },
    {
      type: "p",
      text: "Trade policy was the largest new variable of 2025. In early April the administration announced broad tariffs, including a 10% baseline on most imports, and rates on Chinese goods briefly rose far above 100% before a May agreement temporarily lowered them. Separate tariffs on steel, aluminum and autos also took effect. Many importers pulled shipments forward in early 2025 to get ahead of higher duties, which created bursts of port freight followed by lulls. Tariff changes keep doing that: a pull-forward first, a lull after.",
    },
    {
      type: "p",
      text: "For carriers, the effects reach well beyond the ports. Drayage, transload and warehouse-to-store lanes feel changes in import volumes first. Higher costs on imported parts and materials can slow manufacturing and construction, which matters most for flatbed and regional carriers. Cross-border freight with Mexico, a growth area in recent years, depends heavily on how trade rules for North America settle.",
    },
    {
      type: "p",
      text: "Manufacturing had been a drag on freight for a long time. The Institute for Supply Management's manufacturing index, where readings below 50 indicate contraction, was under 50 in most months from late 2022 to mid-2025, with only brief readings above it, including early 2025. A sustained move above 50 is one of the clearer signs of a broader freight recovery.",
    },
    { type: "h2", text: "Regulation and operating costs" },
    {
      type: "ul",
      items: [
        "English-language proficiency: out-of-service enforcement began June 25, 2025. Make sure every driver can read road signs and communicate with officers in English.",
        "Drug and Alcohol Clearinghouse: drivers in prohibited status lose their CDL privileges until they complete the return-to-duty process. Run your queries on schedule.",
        "Broker transparency: in 2025 FMCSA had proposed rules giving carriers clearer access to the records of brokered transactions. Check on the FMCSA website whether a final rule has been published.",
        "Emissions: federal and California truck emissions rules were in flux in 2025. Check where they stand before you order new equipment; they matter more to equipment planning than to day-to-day operations.",
        "Insurance and fraud: premiums have risen sharply in recent years, and industry reports show cargo theft and double brokering reaching record levels. Verify brokers' authority and contact details on the [FMCSA website](https://www.fmcsa.dot.gov/) before you book.",
      ],
    },
    { type: "h2", text: "Seasonality: the calendar still matters" },
    {
      type: "p",
      text: "Even in a weak market, freight follows a familiar yearly rhythm:",
    },
    {
      type: "ul",
      items: [
        "January and February: usually the slowest stretch. Build cash beforehand and plan maintenance.",
        "Late March: quarter-end shipping pushes can tighten capacity briefly.",
        "Spring to early summer: produce season lifts reefer demand out of Florida, Texas, California and the Mexican border.",
        "May: CVSA's International Roadcheck, a 72-hour inspection event, keeps some trucks parked and often tightens the spot market for a few days.",
        "Late June to early July: quarter-end plus the July 4 holiday often bring a short capacity crunch.",
        "August to November: back-to-school and holiday retail freight. Hurricane season, June through November, can disrupt Southeast and Gulf lanes.",
        "December: volumes often soften after mid-month, while holiday time off reduces available trucks.",
      ],
    },
    { type: "h2", text: "Three scenarios, as we saw them in mid-2025" },
    {
      type: "p",
      text: "These were our scenarios for the following year and a half. Check the indicators in the next section to see which one the market has followed, and plan for the ones it could still turn into.",
    },
    { type: "h3", text: "Base case: slow rebalancing" },
    {
      type: "p",
      text: "Capacity keeps tightening gradually as carriers exit and enforcement sidelines some drivers, while demand stays flat to slightly positive. Spot rates firm modestly with more frequent spikes around holidays and peak weeks, and contract rates inch up in the next bid cycles. Insurance and equipment costs keep rising, so margins improve slowly.",
    },
    { type: "h3", text: "Upside: a faster turn" },
    {
      type: "p",
      text: "Retailers and manufacturers restock once trade policy settles, interest rates come down and manufacturing moves back into expansion. With less capacity left after the downturn, spot rates could rise quickly and stay above contract for a period. Carriers with cash and clean safety records would be best placed to take advantage.",
    },
    { type: "h3", text: "Downside: demand stalls" },
    {
      type: "p",
      text: "Tariffs raise prices, consumers pull back and manufacturing stays in contraction. Volumes soften, rates stay near their lows, and more small carriers exit. Fuel or insurance shocks would make this scenario harder. The carriers that come through it are usually the ones with low debt, known costs and cash on hand.",
    },
    { type: "h2", text: "Checking where the market is now" },
    {
      type: "p",
      text: "A few public numbers, checked once a month, tell you more than any forecast. Write them down each month; the direction matters more than a single reading.",
    },
    {
      type: "ul",
      items: [
        "Spot vs. contract rates (DAT): a gap that narrows for several months in a row means capacity is tightening and contract rates will follow.",
        "Cass Freight Index: shipment volumes compared with a year earlier. Several months of year-over-year growth point to a recovery in demand.",
        "ISM manufacturing index: above 50 and staying there is good news for flatbed and regional freight.",
        "Diesel ([EIA weekly price](https://www.eia.gov/petroleum/gasdiesel/)): compare it with the fuel surcharge tables in your rate confirmations.",
        "Authorities granted and revoked ([FMCSA](https://www.fmcsa.dot.gov/)): when more carriers leave than join, month after month, the market loses slack and rates firm up.",
        "Import volumes at the big ports (Los Angeles, Long Beach, New York and New Jersey, Savannah): they lead drayage and warehouse freight by weeks.",
      ],
    },
    { type: "h2", text: "What a small carrier can do now" },
    {
      type: "ol",
      items: [
        "Know your cost per mile for each truck, updated monthly, and set a walk-away rate you won't haul below.",
        "Build a cash reserve. A common target is two to three months of fixed costs, which buys time in the downside case and lets you move fast in the upside one.",
        "Balance your freight. A base of contract or dedicated lanes steadies cash, and spot loads let you capture rising rates when they arrive.",
        "Hold off on expansion until the numbers work. Add trucks when your lanes and rates support them, not because a new truck looks cheap.",
        "Cut fuel costs where you can. The [TPF fuel card](/fuel-card-application) and good routing habits add up every week.",
        "Vet every broker: check authority, credit and days to pay before you book, especially with new or unfamiliar contacts.",
        "Keep your funding flexible. Factoring with no long-term contract and no minimum volume scales up or down with the market; TPF advances up to 95% of invoice value within 24 hours. For larger needs, look at [asset-based lending](/asset-based-lending).",
        "Protect your safety record. When capacity tightens, shippers and brokers favor carriers with clean inspections and CSA scores.",
      ],
    },
    {
      type: "callout",
      title: "Tip: plan for the downside, position for the upside",
      text: "Run your 13-week cash forecast twice: once with today's rates, and once with rates 10% lower and brokers paying 15 days slower. If the second version runs out of cash, fix that now while you have time, by building reserves, cutting fixed costs or lining up funding.",
    },
    {
      type: "p",
      text: "No one can promise when the market will fully turn. Carriers who know their numbers and keep cash available will be ready either way. To see how factoring could fit your plan, [get a free quote](/get-quote) or call (801) 555-0142.",
    },
  ],
  cta: {
    heading: "Keep cash moving in any market",
    text: "Get a free quote and see how TPF funding within 24 hours can steady your cash flow whatever the freight market does.",
    secondary: { to: "/how-factoring-works", label: "See how factoring works" },
  },
};
