import { eq } from "drizzle-orm";
import * as v from "valibot";
import {
  FuelCardApplicationInput,
  type FuelCardApplicationData,
} from "../api/contract/fuel-card-application";
import { QuoteInput, type QuoteData, type SubmissionStatus } from "../api/contract/quote";
import { createClientAccount, ensureAdminAccount } from "../api/db/accounts";
import { clients } from "../api/db/schema";
import { seedTeam } from "../api/contract/seed-team";
import { seedDatabase } from "../api/db/seed";
import { fuelCardApplicationStore, quoteStore } from "../api/db/submissions";
import type { Database } from "../api/db/types";
import type { PasswordHasher } from "../api/lib/password-hasher";
import type { SubmissionMeta, SubmissionStore } from "../api/lib/submissions";
import { referencePrefixes } from "../api/contract/reference";
import type { FundingFigures, InvoiceExtra, InvoiceStatus } from "../api/contract/invoice";
import { invoiceTotalCents, matchKey } from "../api/contract/invoice";
import { company } from "../api/contract/company";
import { fundingPosting, officeDate } from "../api/db/money";
import { checkTransition } from "../api/contract/invoice-workflow";
import { insertInvoice, moveInvoiceStatus } from "../api/db/invoices";
import { BrokerInput, type CreditDecision } from "../api/contract/brokers";
import { createBroker, findBroker, recordCreditDecision } from "../api/db/brokers";
import { acknowledgeNotice, noticeContentOf, recordNotice } from "../api/db/notices";
import { bolScan, fixturePage, rateConfirmationPdf, type FixturePage } from "./fixture-pages";
import { validApplication, validQuote } from "./fixture-requests";

/**
 * Sign-ins that exist only in the mocks (`npm run dev:mock`) and the contract
 * tests. The real server has no such accounts: its staff password comes from
 * ADMIN_PASSWORD or is generated, and clients are created by an operator.
 */
export const MOCK_CREDENTIALS = {
  staff: { username: "admin", password: "mock-admin-password" },
  client: { username: "demo", password: "mock-demo-password" },
} as const;

const DEMO_CLIENT = {
  username: "demo",
  firstName: "Jordan",
  lastName: "Reyes",
  companyName: "Reyes Trucking LLC",
  mcNumber: "778812",
  dotNumber: "3120456",
};

type Fixture<Data> = Data & { hoursAgo: number; status: SubmissionStatus };

/** A request as the API keeps it: what its contract makes of the form's input, without the honeypot. */
function stored<Schema extends typeof QuoteInput | typeof FuelCardApplicationInput>(
  schema: Schema,
  input: v.InferInput<Schema>,
): Omit<v.InferOutput<Schema>, "website"> {
  const { website: _honeypot, ...data } = v.parse(schema, input);
  return data;
}

const quote = (fixture: Omit<Fixture<QuoteData>, "agreeToTerms">): Fixture<QuoteData> => ({
  ...fixture,
  agreeToTerms: true,
});

export const quoteFixtures: Fixture<QuoteData>[] = [
  // The newest quote is the one every test sends.
  quote({ hoursAgo: 2, status: "new", ...stored(QuoteInput, validQuote()) }),
  quote({
    hoursAgo: 5,
    status: "new",
    companyName: "Hollis Brothers Trucking",
    contactName: "Ray Hollis",
    email: "ray.hollis@example.com",
    phone: "(405) 555-0163",
    mcNumber: "MC-1029384",
    dotNumber: "3587712",
    monthlyRevenue: "25k-50k",
    businessType: "owner-operator",
    yearsInBusiness: "1-2",
    numberOfTrucks: 1,
    servicesInterested: "fuel-card-silver",
    comments: "Interested in the Silver fuel card tier.",
  }),
  quote({
    hoursAgo: 20,
    status: "contacted",
    companyName: "Prairie Wind Logistics",
    contactName: "Megan Albright",
    email: "megan.albright@example.com",
    phone: "(785) 555-0104",
    mcNumber: "MC-771045",
    dotNumber: "2981104",
    monthlyRevenue: "100k-250k",
    businessType: "medium-fleet",
    yearsInBusiness: "6-10",
    numberOfTrucks: 18,
    servicesInterested: "factoring-credit",
    comments: "Reefer fleet hauling produce out of the Central Valley.",
  }),
  quote({
    hoursAgo: 31,
    status: "new",
    companyName: "Lone Pine Hotshot",
    contactName: "Tyler Brandt",
    email: "tyler.brandt@example.com",
    phone: "(307) 555-0188",
    mcNumber: "",
    dotNumber: "",
    monthlyRevenue: "under-25k",
    businessType: "owner-operator",
    yearsInBusiness: "startup",
    numberOfTrucks: 1,
    servicesInterested: "factoring",
    comments: "New authority, first broker loads booked for next week.",
  }),
  quote({
    hoursAgo: 52,
    status: "approved",
    companyName: "Cumberland Flatbed Co",
    contactName: "Lisa Parrish",
    email: "lisa.parrish@example.com",
    phone: "(615) 555-0131",
    mcNumber: "MC-659210",
    dotNumber: "2743390",
    monthlyRevenue: "250k-500k",
    businessType: "medium-fleet",
    yearsInBusiness: "over-10",
    numberOfTrucks: 34,
    servicesInterested: "all-services",
    comments: "Steel coils and lumber, Southeast lanes.",
  }),
  quote({
    hoursAgo: 75,
    status: "contacted",
    companyName: "Gulf Coast Reefer Express",
    contactName: "Andre Thibodeaux",
    email: "andre.thibodeaux@example.com",
    phone: "(337) 555-0145",
    mcNumber: "MC-912877",
    dotNumber: "3140021",
    monthlyRevenue: "100k-250k",
    businessType: "small-fleet",
    yearsInBusiness: "3-5",
    numberOfTrucks: 9,
    servicesInterested: "line-of-credit",
    comments: "",
  }),
  quote({
    hoursAgo: 98,
    status: "new",
    companyName: "Summit Auto Transport",
    contactName: "Kevin Osei",
    email: "kevin.osei@example.com",
    phone: "(303) 555-0172",
    mcNumber: "MC-803366",
    dotNumber: "3066218",
    monthlyRevenue: "50k-100k",
    businessType: "small-fleet",
    yearsInBusiness: "3-5",
    numberOfTrucks: 4,
    servicesInterested: "factoring",
    comments: "Car haulers, dealer-to-dealer moves across the Front Range.",
  }),
  quote({
    hoursAgo: 130,
    status: "declined",
    companyName: "Tri-State Freight Brokers",
    contactName: "Nina Kowalski",
    email: "nina.kowalski@example.com",
    phone: "(412) 555-0126",
    mcNumber: "MC-700412",
    dotNumber: "",
    monthlyRevenue: "over-500k",
    businessType: "freight-broker",
    yearsInBusiness: "6-10",
    numberOfTrucks: null,
    servicesInterested: "factoring",
    comments: "Broker looking at factoring for carrier pay.",
  }),
  quote({
    hoursAgo: 170,
    status: "approved",
    companyName: "Big Sky Heavy Haul",
    contactName: "Wade Carlson",
    email: "wade.carlson@example.com",
    phone: "(406) 555-0159",
    mcNumber: "MC-588104",
    dotNumber: "2619947",
    monthlyRevenue: "250k-500k",
    businessType: "medium-fleet",
    yearsInBusiness: "over-10",
    numberOfTrucks: 22,
    servicesInterested: "factoring-credit",
    comments: "Oversize permits loads for wind farm projects.",
  }),
  quote({
    hoursAgo: 220,
    status: "contacted",
    companyName: "Delta Dry Van Inc",
    contactName: "Carla Jenkins",
    email: "carla.jenkins@example.com",
    phone: "(662) 555-0190",
    mcNumber: "MC-945530",
    dotNumber: "3398012",
    monthlyRevenue: "25k-50k",
    businessType: "owner-operator",
    yearsInBusiness: "1-2",
    numberOfTrucks: 2,
    servicesInterested: "fuel-cards",
    comments: "",
  }),
  quote({
    hoursAgo: 300,
    status: "new",
    companyName: "Great Lakes Intermodal",
    contactName: "Sam Nowicki",
    email: "sam.nowicki@example.com",
    phone: "(216) 555-0138",
    mcNumber: "MC-680229",
    dotNumber: "2855570",
    monthlyRevenue: "100k-250k",
    businessType: "logistics",
    yearsInBusiness: "6-10",
    numberOfTrucks: 15,
    servicesInterested: "line-of-credit",
    comments: "Drayage from the rail ramps in Cleveland and Toledo.",
  }),
  quote({
    hoursAgo: 410,
    status: "approved",
    companyName: "High Desert Tanker LLC",
    contactName: "Rosa Delgado",
    email: "rosa.delgado@example.com",
    phone: "(505) 555-0177",
    mcNumber: "MC-733918",
    dotNumber: "3012245",
    monthlyRevenue: "250k-500k",
    businessType: "small-fleet",
    yearsInBusiness: "over-10",
    numberOfTrucks: 8,
    servicesInterested: "fuel-card-gold",
    comments: "Fuel and water tankers in the Permian Basin.",
  }),
];

export const applicationFixtures: Fixture<FuelCardApplicationData>[] = [
  { hoursAgo: 3, status: "new", ...stored(FuelCardApplicationInput, validApplication()) },
  {
    hoursAgo: 26,
    status: "new",
    companyName: "Hollis Brothers Trucking",
    contactName: "Ray Hollis",
    email: "ray.hollis@example.com",
    phone: "(405) 555-0163",
    mcNumber: "MC-1029384",
    dotNumber: "3587712",
    fuelCardTier: "bronze",
    monthlyFuelSpend: "1k-3k",
    businessType: "owner-operator",
    yearsInBusiness: "1-2",
    numberOfTrucks: 1,
    primaryRoutes: "Oklahoma City to Dallas and Amarillo",
    preferredFuelBrands: "Love's",
    comments: "Would like to move up to Silver once volume grows.",
    agreeToTerms: true,
  },
  {
    hoursAgo: 60,
    status: "contacted",
    companyName: "Cascade Timber Haulers",
    contactName: "Erik Lindqvist",
    email: "erik.lindqvist@example.com",
    phone: "(541) 555-0150",
    mcNumber: "MC-612087",
    dotNumber: "2510398",
    fuelCardTier: "gold",
    monthlyFuelSpend: "over-20k",
    businessType: "medium-fleet",
    yearsInBusiness: "over-10",
    numberOfTrucks: 27,
    primaryRoutes: "Oregon and Washington log roads, I-5",
    preferredFuelBrands: "Pilot Flying J, TA Petro",
    comments: "Need cards for 27 drivers with per-driver limits.",
    agreeToTerms: true,
  },
  {
    hoursAgo: 90,
    status: "approved",
    companyName: "Gulf Coast Reefer Express",
    contactName: "Andre Thibodeaux",
    email: "andre.thibodeaux@example.com",
    phone: "(337) 555-0145",
    mcNumber: "MC-912877",
    dotNumber: "3140021",
    fuelCardTier: "silver",
    monthlyFuelSpend: "10k-20k",
    businessType: "small-fleet",
    yearsInBusiness: "3-5",
    numberOfTrucks: 9,
    primaryRoutes: "I-10 corridor, Houston to Jacksonville",
    preferredFuelBrands: "Love's, Buc-ee's",
    comments: "",
    agreeToTerms: true,
  },
  {
    hoursAgo: 140,
    status: "new",
    companyName: "Keystone Expedite",
    contactName: "Paula Greer",
    email: "paula.greer@example.com",
    phone: "(717) 555-0114",
    mcNumber: "MC-856643",
    dotNumber: "3231907",
    fuelCardTier: "bronze",
    monthlyFuelSpend: "3k-5k",
    businessType: "owner-operator",
    yearsInBusiness: "3-5",
    numberOfTrucks: 2,
    primaryRoutes: "Northeast expedited, Harrisburg hub",
    preferredFuelBrands: "Sheetz, Pilot Flying J",
    comments: "Sprinter and straight truck.",
    agreeToTerms: true,
  },
  {
    hoursAgo: 200,
    status: "declined",
    companyName: "Rio Grande Transport",
    contactName: "Hector Salinas",
    email: "hector.salinas@example.com",
    phone: "(956) 555-0169",
    mcNumber: "MC-590031",
    dotNumber: "2677214",
    fuelCardTier: "gold",
    monthlyFuelSpend: "10k-20k",
    businessType: "small-fleet",
    yearsInBusiness: "startup",
    numberOfTrucks: 5,
    primaryRoutes: "Laredo to Dallas and San Antonio",
    preferredFuelBrands: "Love's",
    comments: "",
    agreeToTerms: true,
  },
  {
    hoursAgo: 260,
    status: "contacted",
    companyName: "Prairie Wind Logistics",
    contactName: "Megan Albright",
    email: "megan.albright@example.com",
    phone: "(785) 555-0104",
    mcNumber: "MC-771045",
    dotNumber: "2981104",
    fuelCardTier: "gold",
    monthlyFuelSpend: "over-20k",
    businessType: "medium-fleet",
    yearsInBusiness: "6-10",
    numberOfTrucks: 18,
    primaryRoutes: "Central Valley to Midwest, I-80 and I-70",
    preferredFuelBrands: "TA Petro, Pilot Flying J",
    comments: "Reefer units burn extra; want fuel reporting per unit.",
    agreeToTerms: true,
  },
  {
    hoursAgo: 380,
    status: "approved",
    companyName: "Magnolia Livestock Haulers",
    contactName: "Beau Tillman",
    email: "beau.tillman@example.com",
    phone: "(601) 555-0183",
    mcNumber: "MC-677120",
    dotNumber: "2790056",
    fuelCardTier: "silver",
    monthlyFuelSpend: "5k-10k",
    businessType: "small-fleet",
    yearsInBusiness: "over-10",
    numberOfTrucks: 6,
    primaryRoutes: "Mississippi and Alabama sale barns to Texas feedlots",
    preferredFuelBrands: "Love's, Chevron",
    comments: "",
    agreeToTerms: true,
  },
];

interface InvoiceFixture {
  hoursAgo: number;
  /** The statuses staff moved it through after it was sent, each an hour after the one before; the last is its status. */
  moves: InvoiceStatus[];
  statusReason: string;
  /** The advance and fee staff recorded with "funded", on the day of that move. */
  funding?: Omit<FundingFigures, "fundedOn">;
  brokerName: string;
  loadNumber: string;
  amountCents: number;
  extras: InvoiceExtra[];
  /** Days between delivery and sending, and between pickup and delivery. */
  deliveredDaysBefore: number;
  transitDays: number;
  note: string;
}

/** The demo client's invoices, one in every status, each with a rate confirmation (PDF) and a BOL scan. */
const invoiceFixtures: InvoiceFixture[] = [
  {
    hoursAgo: 1,
    moves: [],
    statusReason: "",
    brokerName: "Coyote Logistics",
    loadNumber: "LD-448120",
    amountCents: 245_000,
    extras: [{ kind: "detention", label: "", amountCents: 7_500 }],
    deliveredDaysBefore: 0,
    transitDays: 2,
    note: "Receiver noted two pallets short-shipped on the BOL.",
  },
  {
    hoursAgo: 27,
    moves: ["in-review"],
    statusReason: "",
    brokerName: "TQL (Total Quality Logistics)",
    loadNumber: "TQL-7730215",
    amountCents: 182_500,
    extras: [],
    deliveredDaysBefore: 1,
    transitDays: 1,
    note: "",
  },
  {
    hoursAgo: 52,
    moves: ["in-review", "needs-documents"],
    statusReason: "The BOL is missing the receiver's signature. Add a signed copy.",
    brokerName: "Echo Global Logistics",
    loadNumber: "ECHO-55102",
    amountCents: 310_000,
    extras: [
      { kind: "lumper", label: "", amountCents: 18_000 },
      { kind: "other", label: "Pallet exchange", amountCents: 2_400 },
    ],
    deliveredDaysBefore: 2,
    transitDays: 3,
    note: "Lumper receipt to follow.",
  },
  {
    hoursAgo: 120,
    moves: ["in-review", "funded"],
    statusReason: "Funded: the advance was sent by ACH to the account ending 4417.",
    funding: { advanceCents: 285_000, feeCents: 8_250 },
    brokerName: "Arrive Logistics",
    loadNumber: "ARV-902114",
    amountCents: 275_000,
    extras: [{ kind: "layover", label: "", amountCents: 25_000 }],
    deliveredDaysBefore: 1,
    transitDays: 2,
    note: "",
  },
  {
    hoursAgo: 200,
    moves: ["declined"],
    statusReason: "This load was already funded under INV-DEM0-0004. No second advance.",
    brokerName: "Arrive Logistics",
    loadNumber: "ARV-902114",
    amountCents: 275_000,
    extras: [],
    deliveredDaysBefore: 4,
    transitDays: 2,
    note: "Sent again by mistake.",
  },
];

interface BrokerFixture {
  broker: v.InferInput<typeof BrokerInput>;
  credit?: { decision: CreditDecision; limitCents?: number; reason: string; daysAgo: number };
}

/**
 * The broker book of the mock world (docs/decisions/0220-broker-book.md): the demo client's brokers,
 * each named as the demo invoices type it (so those are linked as they are made), one in each decision,
 * and a broker no load should go to. MC and DOT numbers are made up.
 */
const brokerFixtures: BrokerFixture[] = [
  {
    broker: {
      legalName: "Coyote Logistics, LLC",
      mcNumber: "900101",
      dotNumber: "3900101",
      apEmail: "ap@coyote.example.com",
      phone: "(555) 010-2101",
      remitAddress: "PO Box 900101\nChicago, IL 60601",
      aliases: ["Coyote Logistics", "Coyote"],
    },
    credit: { decision: "approved", reason: "Pays within terms; three years with us.", daysAgo: 40 },
  },
  {
    broker: {
      legalName: "Total Quality Logistics, LLC",
      mcNumber: "900102",
      apEmail: "payables@tql.example.com",
      aliases: ["TQL (Total Quality Logistics)", "TQL"],
    },
    credit: {
      decision: "limit",
      limitCents: 25_000_000,
      reason: "Large book with us: capped at $250,000 open.",
      daysAgo: 20,
    },
  },
  {
    broker: {
      legalName: "Echo Global Logistics, Inc.",
      mcNumber: "900103",
      aliases: ["Echo Global Logistics"],
    },
    credit: { decision: "ask-first", reason: "Slow payer this quarter: look at each load.", daysAgo: 12 },
  },
  {
    broker: { legalName: "Arrive Logistics, LLC", mcNumber: "900104", aliases: ["Arrive Logistics"] },
    credit: { decision: "approved", reason: "Good payment history.", daysAgo: 30 },
  },
  {
    broker: { legalName: "Fastlane Freight Brokers LLC", mcNumber: "900105", aliases: ["Fastlane Freight"] },
    credit: {
      decision: "do-not-fund",
      reason: "Double-brokering reported by two carriers; authority under review.",
      daysAgo: 5,
    },
  },
  { broker: { legalName: "Summit Freight Brokers", mcNumber: "900106" } },
];

/**
 * The demo client's notices of assignment (docs/decisions/0222-notice-of-assignment.md): e-mailed to
 * Coyote a month ago and acknowledged, e-mailed to TQL three days ago and waiting; to the other
 * brokers none yet.
 */
const noticeFixtures = [
  { broker: 1, daysAgo: 30, acknowledged: { by: "Dana Ortiz, AP lead", daysAfter: 2 } },
  { broker: 2, daysAgo: 3 },
];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Everything the mocks seed, for telling a saved mock database from an outdated one. */
export const fixtureWorld = {
  seedTeam,
  quoteFixtures,
  applicationFixtures,
  invoiceFixtures,
  brokerFixtures,
  noticeFixtures,
  DEMO_CLIENT,
  MOCK_CREDENTIALS,
};

const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

/** The pages of each fixture invoice (same order as `invoiceFixtures`): a rate confirmation and a BOL scan. */
export async function invoiceFixturePages(): Promise<FixturePage[][]> {
  return Promise.all(
    invoiceFixtures.map(async (fixture, index) => {
      const invoiceId = fixtureId(3, index + 1);
      const pdf = await rateConfirmationPdf({
        brokerName: fixture.brokerName,
        loadNumber: fixture.loadNumber,
        amount: dollars(fixture.amountCents),
      });
      return [
        await fixturePage(`invoices/${invoiceId}/${fixtureId(4, index * 2 + 1)}`, pdf, "application/pdf"),
        await fixturePage(
          `invoices/${invoiceId}/${fixtureId(4, index * 2 + 2)}`,
          bolScan(`${fixture.brokerName} ${fixture.loadNumber}`),
          "image/png",
        ),
      ];
    }),
  );
}

/**
 * The mock world: the leadership team, the mock staff and demo client
 * accounts, and a dashboard's worth of requests dated relative to `now`.
 * The contract tests seed the real server's database the same way.
 */
export async function seedMockData(db: Database, hasher: PasswordHasher, now = new Date()): Promise<void> {
  await seedDatabase(db);
  await ensureAdminAccount(db, hasher, MOCK_CREDENTIALS.staff);
  await createClientAccount(db, hasher, DEMO_CLIENT, MOCK_CREDENTIALS.client.password);
  // A previous visit, so the portal has a "last login" to show on the first mock sign-in.
  await db
    .update(clients)
    .set({ lastLoginAt: new Date(now.getTime() - 72 * HOUR).toISOString() })
    .where(eq(clients.username, DEMO_CLIENT.username));

  await seedSubmissions(quoteStore(db), quoteFixtures, now, 1);
  await seedSubmissions(fuelCardApplicationStore(db), applicationFixtures, now, 2);
  await seedBrokers(db, now);
  await seedInvoices(db, now);
  await seedNotices(db, now);
}

/** The demo client's notices, as staff would have sent them, and the acknowledgement one got. */
async function seedNotices(db: Database, now: Date) {
  const [demo] = await db.select().from(clients).where(eq(clients.username, DEMO_CLIENT.username));
  if (!demo) throw new Error("the demo client is seeded first");
  const by = MOCK_CREDENTIALS.staff.username;
  for (const [index, fixture] of noticeFixtures.entries()) {
    const broker = await findBroker(db, fixtureId(5, fixture.broker));
    if (!broker) throw new Error("the fixture brokers are seeded first");
    const sent = new Date(now.getTime() - fixture.daysAgo * DAY);
    const id = fixtureId(6, index + 1);
    const written = await recordNotice(db, {
      id,
      brokerId: broker.id,
      clientId: demo.id,
      content: noticeContentOf(demo, broker, sent),
      delivery: "email",
      sentTo: broker.apEmail,
      means: "",
      sentAt: sent.toISOString(),
      sentBy: by,
      idempotencyKey: `fixture-${id}`,
      requestHash: `fixture-${id}`,
    });
    if (!written.ok) throw new Error("fixture notice not stored");
    if (fixture.acknowledged) {
      const at = new Date(sent.getTime() + fixture.acknowledged.daysAfter * DAY);
      await acknowledgeNotice(
        db,
        { id, brokerId: broker.id, clientId: demo.id },
        { acknowledgedBy: fixture.acknowledged.by, acknowledgedOn: officeDate(at) },
        { by, at: at.toISOString() },
      );
    }
  }
}

/** The broker book, as staff would have made it, before the invoices that link to it. */
async function seedBrokers(db: Database, now: Date) {
  const by = MOCK_CREDENTIALS.staff.username;
  for (const [index, { broker, credit }] of brokerFixtures.entries()) {
    const made = new Date(now.getTime() - (90 - index) * DAY).toISOString();
    const written = await createBroker(
      db,
      v.parse(BrokerInput, broker),
      { by, at: made },
      fixtureId(5, index + 1),
    );
    if (!written.ok) throw new Error(`fixture broker not stored: ${broker.legalName}`);
    if (credit) {
      const { daysAgo, ...decision } = credit;
      await recordCreditDecision(db, written.id, decision, {
        by,
        at: new Date(now.getTime() - daysAgo * DAY).toISOString(),
      });
    }
  }
}

/** The demo client's invoices as rows; their pages' bytes go to file storage apart (`storeFixturePages`). */
async function seedInvoices(db: Database, now: Date) {
  const [demo] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.username, DEMO_CLIENT.username));
  if (!demo) throw new Error("the demo client is seeded first");
  const pages = await invoiceFixturePages();
  for (const [index, fixture] of invoiceFixtures.entries()) {
    const { hoursAgo, deliveredDaysBefore, transitDays, moves, statusReason, funding, ...load } = fixture;
    const submittedAt = new Date(now.getTime() - hoursAgo * HOUR);
    const delivery = new Date(submittedAt.getTime() - deliveredDaysBefore * DAY);
    const pickup = new Date(delivery.getTime() - transitDays * DAY);
    const id = fixtureId(3, index + 1);
    const [rate, bol] = pages[index] ?? [];
    if (!rate || !bol) throw new Error("fixture pages missing");
    const outcome = await insertInvoice(
      db,
      {
        ...load,
        id,
        reference: `INV-DEM0-${String(index + 1).padStart(4, "0")}`,
        clientId: demo.id,
        totalCents: invoiceTotalCents(load),
        pickupDate: pickup.toISOString().slice(0, 10),
        deliveryDate: delivery.toISOString().slice(0, 10),
        status: "submitted",
        statusReason: "",
        submittedAt: submittedAt.toISOString(),
        updatedAt: submittedAt.toISOString(),
        idempotencyKey: `fixture-${id}`,
        requestHash: `fixture-${id}`,
      },
      [
        [rate, "rate-confirmation"],
        [bol, "bol-pod"],
      ].map(([page, documentKind]) => {
        const file = page as FixturePage;
        return {
          id: file.key.split("/").at(-1) ?? "",
          invoiceId: id,
          documentKind: documentKind as "rate-confirmation" | "bol-pod",
          pageOrder: 1,
          contentType: file.contentType,
          size: file.bytes.byteLength,
          sha256: file.sha256,
          storageKey: file.key,
          uploadId: `fixture-upload-${file.key.split("/").at(-1) ?? ""}`,
          addedAt: submittedAt.toISOString(),
        };
      }),
    );
    if (!outcome.ok) throw new Error(`fixture invoice not stored: ${outcome.clash}`);
    // Staff's moves go through the workflow, as they would on the staff screen, so each is in the history.
    let from: InvoiceStatus = "submitted";
    for (const [step, to] of moves.entries()) {
      if (!checkTransition(from, to, "staff").ok) throw new Error(`fixture move ${from} -> ${to}`);
      const at = new Date(submittedAt.getTime() + (step + 1) * HOUR).toISOString();
      const last = step === moves.length - 1;
      const figures = to === "funded" && funding ? { ...funding, fundedOn: at.slice(0, 10) } : undefined;
      const by = MOCK_CREDENTIALS.staff.username;
      const invoice = {
        id,
        clientId: demo.id,
        brokerKey: matchKey(load.brokerName),
        totalCents: invoiceTotalCents(load),
      };
      await moveInvoiceStatus(db, {
        invoiceId: id,
        from,
        to,
        reason: last ? statusReason : "",
        funding: figures,
        // Funded on the company's terms, posted to the ledger as staff's funding is.
        ...(figures
          ? {
              fundedTerms: company.defaultTerms,
              postings: [fundingPosting(invoice, figures, { actor: by, at })],
            }
          : {}),
        by,
        at,
      });
      from = to;
    }
  }
}

async function seedSubmissions<Data extends { email: string }>(
  store: SubmissionStore<Data, Data & SubmissionMeta>,
  fixtures: Fixture<Data>[],
  now: Date,
  kind: 1 | 2,
) {
  for (const [index, { hoursAgo, status, ...data }] of fixtures.entries()) {
    const submittedAt = new Date(now.getTime() - hoursAgo * HOUR).toISOString();
    const id = fixtureId(kind, index + 1);
    await store.insert(data as unknown as Data, {
      id,
      // Stable too, and plainly a demo: Q-DEM0-0001, F-DEM0-0001…
      reference: `${referencePrefixes[store.referenceKind]}-DEM0-${String(index + 1).padStart(4, "0")}`,
      submittedAt,
      idempotencyKey: null,
      requestHash: `fixture-${id}`,
    });
    if (status !== "new") await store.setStatus(id, status, submittedAt);
  }
}

/** Stable ids, so links to fixture records survive a reload of the mocks. */
const fixtureId = (kind: number, index: number) =>
  `0f1ce000-0000-4000-8000-${kind.toString().padStart(4, "0")}${index.toString().padStart(8, "0")}`;
