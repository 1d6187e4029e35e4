import type { Article } from "../types";

export const dotCompliance: Article = {
  slug: "dot-compliance",
  title: "Understanding Your DOT Compliance Requirements",
  category: "Compliance",
  summary:
    "A plain-English checklist of federal rules for small carriers: registration, IFTA and IRP, hours of service, ELDs, driver files, inspections and CSA scores.",
  author: "By Linda Okafor, Compliance Specialist",
  publishedOn: "2025-07-02",
  readingMinutes: 6,
  body: [
    {
      type: "p",
      text: "Compliance isn't paperwork for its own sake. A lapsed filing can deactivate your USDOT number, an out-of-service order parks your truck, and poor safety data can cost you loads and raise your insurance. Here's what an interstate property carrier needs in place. Hazmat carriers face more rules, and some states add their own.",
    },
    { type: "h2", text: "Registration: USDOT, MC authority, BOC-3 and UCR" },
    { type: "h3", text: "USDOT number" },
    {
      type: "p",
      text: "You need a USDOT number if you operate a commercial vehicle of 10,001 pounds or more (gross vehicle or combination weight rating) in interstate commerce. Apply through FMCSA's Unified Registration System at [fmcsa.dot.gov](https://www.fmcsa.dot.gov/registration). New carriers enter an 18-month new entrant program and should expect a safety audit within the first 12 months.",
    },
    { type: "h3", text: "MC operating authority" },
    {
      type: "p",
      text: "For-hire carriers hauling regulated freight across state lines also need operating authority, issued as an MC number. The filing fee is $300. Your authority won't go active until your insurer files proof of coverage (at least $750,000 in public liability for general freight, though most brokers and shippers require $1 million) and your BOC-3 is on file. Plan on several weeks from application to active authority.",
    },
    { type: "h3", text: "BOC-3" },
    {
      type: "p",
      text: "The BOC-3 names a process agent in every state where you operate, so legal papers can be served on you. Most carriers use a blanket process agent company, which files it for you for a one-time fee.",
    },
    { type: "h3", text: "UCR" },
    {
      type: "p",
      text: "Unified Carrier Registration is an annual fee for interstate carriers and brokers, based on the number of power units you operate. The smallest bracket is well under $100 a year. Registration for the next year opens October 1 and should be done by December 31.",
    },
    { type: "h2", text: "IFTA and IRP" },
    {
      type: "p",
      text: "Both apply to vehicles that run in more than one jurisdiction and have two axles and a weight over 26,000 pounds, three or more axles at any weight, or a combination weight over 26,000 pounds. IRP gives you apportioned plates, with fees split by the miles you run in each state. IFTA lets you file one fuel tax return with your base state each quarter, due April 30, July 31, October 31 and January 31. Keep IFTA records for four years and IRP mileage records for three years after the registration year. Trucks with a taxable gross weight of 55,000 pounds or more also owe the federal heavy vehicle use tax on IRS Form 2290, due by August 31 for trucks on the road in July.",
    },
    { type: "h2", text: "Hours of service" },
    {
      type: "p",
      text: "The core limits for property-carrying drivers:",
    },
    {
      type: "ul",
      items: [
        "11-hour rule: up to 11 hours of driving after 10 consecutive hours off duty.",
        "14-hour rule: no driving after the 14th hour since coming on duty. Breaks don't extend the window.",
        "30-minute break: required after 8 cumulative hours of driving. Any 30 consecutive minutes off duty, in the sleeper berth or on duty not driving counts.",
        "60/70-hour rule: no driving after 60 on-duty hours in 7 days or 70 hours in 8 days. A 34-hour restart resets the clock.",
        "Sleeper berth split: the 10 hours off can be split into 7/3 or 8/2, with the longer period in the berth, and neither period counts against the 14-hour window.",
      ],
    },
    {
      type: "p",
      text: "The adverse driving conditions exception adds up to 2 hours to the driving and on-duty limits when unexpected weather or traffic hits. The short-haul exception lets drivers who stay within 150 air miles and return within 14 hours keep time records instead of logs.",
    },
    { type: "h2", text: "ELDs" },
    {
      type: "p",
      text: "Drivers who must keep logs generally must use an electronic logging device listed on FMCSA's registered ELD list. Main exceptions: short-haul drivers, drivers who keep logs no more than 8 days in any 30-day period, driveaway-towaway operations, and trucks with engines older than model year 2000. In the cab, carry the ELD user manual, malfunction instructions, data transfer instructions and at least 8 days of blank paper logs. If the device fails, switch to paper, notify the carrier within 24 hours and get it fixed within 8 days. FMCSA does revoke devices, so check the revoked list now and then.",
    },
    { type: "h2", text: "Drivers: qualification files, medical cards and drug testing" },
    { type: "h3", text: "Driver qualification files" },
    {
      type: "p",
      text: "You need a DQ file for every driver, including yourself. It holds the employment application, motor vehicle records from each state the driver was licensed in over the past three years, a road test certificate or CDL copy, previous employer safety history inquiries, proof of medical certification, and an annual review of the driver's record.",
    },
    { type: "h3", text: "Medical certificates" },
    {
      type: "p",
      text: "Medical exams must be done by an examiner on FMCSA's National Registry, and a certificate is good for up to 24 months, less if the examiner sets a shorter interval. Since June 23, 2025, results for CDL holders go electronically from the Registry to the state licensing agency, so drivers no longer hand in paper cards, and the driver's MVR documents medical status in the DQ file. Non-CDL drivers of smaller trucks still need the paper certificate on file. Book the next exam a few weeks before the current one expires.",
    },
    { type: "h3", text: "Drug and alcohol testing and the Clearinghouse" },
    {
      type: "p",
      text: "CDL drivers need a negative pre-employment drug test and are subject to random, post-accident, reasonable suspicion and return-to-duty testing. For 2025 the minimum random rates are 50% for drugs and 10% for alcohol. Owner-operators must join a consortium, designate it in the Drug and Alcohol Clearinghouse, and run a full query before hiring a driver plus a limited query on every driver at least once a year. Since November 2024, drivers in prohibited status lose the commercial privileges on their license.",
    },
    { type: "h2", text: "Inspections and maintenance" },
    {
      type: "p",
      text: "Every tractor and trailer needs an annual inspection by a qualified inspector, with the report or decal carried on the unit. Drivers must do a pre-trip check, and must complete a post-trip inspection report when they find a defect. For every unit you control for 30 days or more, keep a maintenance file with its identification, inspection schedule and repair history.",
    },
    { type: "h2", text: "How long to keep records" },
    {
      type: "table",
      caption: "Common federal retention periods for small property carriers",
      head: ["Record", "Keep for"],
      rows: [
        ["Logs and supporting documents", "6 months"],
        ["Driver vehicle inspection reports", "3 months"],
        ["Annual inspection reports", "14 months"],
        ["Maintenance records", "1 year, plus 6 months after the unit leaves your control"],
        ["DQ files", "Length of employment plus 3 years"],
        ["Negative drug and alcohol results", "1 year"],
        ["Positive results and refusals", "5 years"],
        ["Accident register", "3 years"],
        ["IFTA records", "4 years"],
      ],
    },
    { type: "h2", text: "CSA and SMS scores" },
    {
      type: "p",
      text: "FMCSA's Safety Measurement System ranks carriers against peers in seven categories, called BASICs: Unsafe Driving, Crash Indicator, Hours-of-Service Compliance, Vehicle Maintenance, Controlled Substances/Alcohol, Hazardous Materials Compliance and Driver Fitness. It uses 24 months of roadside inspection and crash data, with recent and more severe violations weighted more heavily. Property carrier percentiles aren't public, but the underlying inspection data is, and brokers and insurers look at it. Clean inspections help, and you can challenge wrong data through DataQs. FMCSA has been revising the methodology, so check the SMS site for changes.",
    },
    { type: "h2", text: "The biennial MCS-150 update" },
    {
      type: "p",
      text: "Every carrier must update its MCS-150 every two years, even if nothing has changed. The last digit of your USDOT number sets the month (1 for January through 9 for September, 0 for October), and the next-to-last digit sets the year: odd digits file in odd years, even digits in even years. Miss it and your USDOT number can be deactivated, with civil penalties on top.",
    },
    {
      type: "callout",
      title: "Don't pay for a free filing",
      text: "The biennial update through FMCSA is free. Letters that look official and demand a fee to file it usually come from third-party services. Put your due month on your calendar and file it yourself.",
    },
    {
      type: "p",
      text: "Compliance costs money, and so does a truck parked waiting on a permit or a repair. Our guide to [cash flow management](/resources/cash-flow-management) shows how to keep both covered, or [get a factoring quote](/get-quote).",
    },
  ],
  cta: {
    heading: "Stay compliant without stretching cash",
    text: "TPF advances up to 95% of your invoice value within 24 hours, with no long-term contracts and no minimum volume.",
    secondary: { to: "/how-factoring-works", label: "See how factoring works" },
  },
};
