import type { Article } from "../types";

export const fuelManagement: Article = {
  slug: "fuel-management",
  title: "Fuel Management Strategies for Owner-Operators",
  category: "Operations",
  summary:
    "Practical ways to cut your fuel cost per mile: track real MPG, plan fuel stops, idle less, slow down, keep tires aired up and use a fuel card.",
  author: "By Marcus Reyes, Fleet Operations Advisor",
  publishedOn: "2025-07-08",
  readingMinutes: 4,
  body: [
    {
      type: "p",
      text: "For most owner-operators, fuel is the biggest expense after driver pay. ATRI's operational-cost research has put it at roughly a quarter of cost per mile in recent years, and on-highway diesel ran mostly between about $3.45 and $3.80 a gallon in the first half of 2025, according to the [EIA's weekly price survey](https://www.eia.gov/petroleum/gasdiesel/). The good news is that most fuel savings come from habits you control.",
    },
    { type: "h2", text: "Know your real MPG" },
    {
      type: "p",
      text: "You can't manage what you don't measure. Track fuel economy for every truck, and every driver if you run a small fleet, instead of trusting the dash.",
    },
    {
      type: "ol",
      items: [
        "Fill to full each time and write down the odometer reading and the gallons.",
        "At the next fill, divide the miles driven by the gallons bought.",
        "Compare weekly and monthly averages with your ECM data. A drop of a few tenths often points to a mechanical problem before a warning light does.",
      ],
    },
    {
      type: "p",
      text: "Then turn MPG into cost per mile: diesel price divided by MPG. For example, at $3.70 a gallon a truck averaging 6.5 mpg spends about 57 cents a mile on fuel; at 7.0 mpg it spends about 53 cents. Over 110,000 miles a year, that half an mpg is worth roughly $4,500.",
    },
    { type: "h2", text: "Plan routes and fuel stops before you roll" },
    {
      type: "p",
      text: "Out-of-route miles burn fuel without earning a dime. Use truck-specific routing to avoid low clearances, restricted roads and detours, and plan fuel stops around price, not whichever exit comes up when the gauge gets low.",
    },
    {
      type: "ul",
      items: [
        "Check prices along your route before you leave and plan stops at the cheaper end of the corridor.",
        "Compare prices with state fuel tax backed out. Under IFTA you owe tax on the miles you run in each state, not where you buy, and the tax paid at the pump is settled on your quarterly return. A low pump price in a low-tax state isn't always a better deal.",
        "Don't run near empty to reach a cheap stop. A missed exit or a closed fuel island costs more than a few cents a gallon.",
      ],
    },
    { type: "h2", text: "Cut idle time" },
    {
      type: "p",
      text: "Department of Energy estimates put a heavy-duty truck at roughly 0.8 gallon an hour at idle, and idling adds engine hours and wear without moving freight. Many states and cities also limit idling, some to just a few minutes. As an example, cutting five hours of idling a day for 250 days saves about 1,000 gallons a year.",
    },
    {
      type: "ul",
      items: [
        "Use an auxiliary power unit, a battery HVAC system or a diesel-fired bunk heater during rest breaks.",
        "Set an idle shutdown timer in the engine's ECM.",
        "Skip long warm-ups. A modern diesel warms up faster under a light load than at idle.",
      ],
    },
    { type: "h2", text: "Watch your speed" },
    {
      type: "p",
      text: "Wind resistance climbs quickly with speed. A widely used rule of thumb is that every mph above about 60 costs around 0.1 mpg, so running 65 instead of 70 can be worth about half an mpg. On a 500-mile leg, that change costs about 33 minutes. Use cruise control on flat ground, shift progressively, and look ahead so you coast instead of brake.",
    },
    { type: "h2", text: "Keep up with tires and maintenance" },
    {
      type: "p",
      text: "Low tire pressure adds rolling resistance on every mile. A commonly cited industry figure is about 1% worse fuel economy for every 10 psi below spec, and underinflated tires wear faster.",
    },
    {
      type: "ul",
      items: [
        "Check pressures cold at least weekly, or use an automatic tire inflation system.",
        "Keep the alignment in spec. A truck that pulls is scrubbing tread and fuel.",
        "Consider SmartWay-verified low rolling resistance tires at replacement time.",
        "Replace filters on schedule and fix injector or aftertreatment problems early. Frequent DPF regenerations burn extra fuel.",
      ],
    },
    {
      type: "callout",
      title: "Two-minute walkaround at every fuel stop",
      text: "While the pump runs, check the tires, look for fuel, oil and air leaks, and make sure fairings and skirts are secure. It catches most problems that quietly eat fuel.",
    },
    { type: "h2", text: "Use a fuel card and a discount network" },
    {
      type: "p",
      text: "The posted pump price is the most you should pay. A fuel card adds network discounts, clean records and, if you have drivers, spending controls. TPF's fuel card comes in three tiers:",
    },
    {
      type: "ul",
      items: [
        "Bronze: saves 2 cents a gallon at 4,000+ locations, with no monthly fees.",
        "Silver, our most popular: saves 4 cents a gallon at 8,000+ locations, with priority support.",
        "Gold: saves 6 cents a gallon at 12,000+ locations, with a dedicated account manager.",
      ],
    },
    {
      type: "p",
      text: "For example, a truck that buys about 15,000 gallons a year (roughly 105,000 miles at 7 mpg) saves about $600 a year on Silver and $900 on Gold. [Apply for a TPF fuel card](/fuel-card-application) in a few minutes.",
    },
    { type: "h2", text: "Keep IFTA records clean" },
    {
      type: "p",
      text: "Every fuel receipt is also a tax record. IFTA receipts need the date, the seller's name and address, gallons, fuel type, price, the unit number and the purchaser's name, and you need mileage records by state for every trip. Keep them for four years. Fuel card statements and ELD or GPS mileage reports make the quarterly return (due April 30, July 31, October 31 and January 31) easier and audit-ready.",
    },
    {
      type: "p",
      text: "Pick two or three of these changes and track your cost per mile for a month. Our guide to [cash flow management](/resources/cash-flow-management) shows how to put the savings to work.",
    },
  ],
  cta: {
    heading: "Make every gallon and every invoice count",
    text: "Pair a TPF fuel card with factoring that funds within 24 hours, so fuel money is there when you need it.",
    secondary: { to: "/how-factoring-works", label: "See how factoring works" },
  },
};
