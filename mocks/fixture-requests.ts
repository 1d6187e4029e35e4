import type { FuelCardApplicationInput } from "../api/contract/fuel-card-application";
import type { QuoteInput } from "../api/contract/quote";

/*
 * One valid quote request and one valid fuel-card application, as the forms
 * send them (a quote's truck count is typed text). The API tests, the contract
 * suite, the soak and the mocks' newest stored requests all start from these,
 * so a change to a form's fields is made here once. Each call returns a fresh
 * object that a test may change.
 */

export const validQuote = (): QuoteInput => ({
  companyName: "Red Mesa Freight LLC",
  contactName: "Dana Whitfield",
  email: "dana.whitfield@example.com",
  phone: "(602) 555-0117",
  mcNumber: "MC-884213",
  dotNumber: "3312456",
  monthlyRevenue: "50k-100k",
  businessType: "small-fleet",
  yearsInBusiness: "3-5",
  numberOfTrucks: "6",
  servicesInterested: "factoring",
  comments: "Dry van out of Phoenix, mostly brokered loads. Brokers pay in 45-60 days.",
  agreeToTerms: true,
});

export const validApplication = (): FuelCardApplicationInput => ({
  companyName: "Blue Ridge Carriers Inc",
  contactName: "Owen Marsh",
  email: "owen.marsh@example.com",
  phone: "(540) 555-0121",
  mcNumber: "MC-441902",
  dotNumber: "2298871",
  fuelCardTier: "silver",
  monthlyFuelSpend: "5k-10k",
  businessType: "small-fleet",
  yearsInBusiness: "6-10",
  numberOfTrucks: 8,
  primaryRoutes: "I-81 and I-40, Virginia to Tennessee",
  preferredFuelBrands: "Pilot Flying J, Love's",
  comments: "",
  agreeToTerms: true,
});
