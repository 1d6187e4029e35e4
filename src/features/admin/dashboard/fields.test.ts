import { describe, expect, it } from "vitest";
import type { FuelCardApplication } from "../../../../api/contract/fuel-card-application";
import type { Quote } from "../../../../api/contract/quote";
import { submissionDetails } from "./fields";

const record = { id: "id-1", reference: "Q-7K3M-9PX2", submittedAt: "not a time", status: "new" } as const;

const quote: Quote = {
  ...record,
  companyName: "Red Mesa Freight LLC",
  contactName: "Dana Whitfield",
  email: "dana@example.com",
  phone: "(602) 555-0117",
  mcNumber: "MC-884213",
  dotNumber: "",
  monthlyRevenue: "50k-100k",
  businessType: "",
  yearsInBusiness: "3-5",
  numberOfTrucks: null,
  servicesInterested: "factoring-credit",
  comments: "Dry van.\nPhoenix out.",
  agreeToTerms: true,
};

const application: FuelCardApplication = {
  ...record,
  reference: "F-7K3M-9PX2",
  companyName: "Blue Ridge Carriers Inc",
  contactName: "Owen Marsh",
  email: "owen@example.com",
  phone: "+1 540-555-0121",
  mcNumber: "MC-441902",
  dotNumber: "2298871",
  fuelCardTier: "silver",
  monthlyFuelSpend: "5k-10k",
  businessType: "small-fleet",
  yearsInBusiness: "6-10",
  numberOfTrucks: 8,
  primaryRoutes: "I-81 and I-40",
  preferredFuelBrands: "Pilot Flying J",
  comments: "",
  agreeToTerms: true,
};

describe("the detail dialog's rows", () => {
  it("list every field of a quote request, options by label, the long text last", () => {
    expect(submissionDetails("quotes", quote)).toEqual([
      { label: "Reference ID", value: "Q-7K3M-9PX2" },
      { label: "Submitted", value: "not a time" },
      { label: "Company name", value: "Red Mesa Freight LLC" },
      { label: "Contact name", value: "Dana Whitfield" },
      { label: "E-mail", value: "dana@example.com", href: "mailto:dana@example.com" },
      { label: "Phone", value: "(602) 555-0117", href: "tel:6025550117" },
      { label: "MC number", value: "MC-884213" },
      { label: "DOT number", value: "Not provided" },
      { label: "Monthly revenue", value: "$50,000 - $100,000" },
      { label: "Business type", value: "Not provided" },
      { label: "Years in business", value: "3-5 years" },
      { label: "Number of trucks", value: "Not provided" },
      { label: "Services interested", value: "Factoring + Line of Credit" },
      { label: "Agreed to terms", value: "Yes" },
      { label: "Comments", value: "Dry van.\nPhoenix out.", long: true },
    ]);
  });

  it("list every field of a fuel card application, the long texts last", () => {
    expect(submissionDetails("applications", application)).toEqual([
      { label: "Reference ID", value: "F-7K3M-9PX2" },
      { label: "Submitted", value: "not a time" },
      { label: "Company name", value: "Blue Ridge Carriers Inc" },
      { label: "Contact name", value: "Owen Marsh" },
      { label: "E-mail", value: "owen@example.com", href: "mailto:owen@example.com" },
      { label: "Phone", value: "+1 540-555-0121", href: "tel:+15405550121" },
      { label: "MC number", value: "MC-441902" },
      { label: "DOT number", value: "2298871" },
      { label: "Fuel card tier", value: "Silver" },
      { label: "Monthly fuel spend", value: "$5,000 - $10,000" },
      { label: "Business type", value: "Small Fleet (2-10 trucks)" },
      { label: "Years in business", value: "6-10 years" },
      { label: "Number of trucks", value: "8" },
      { label: "Agreed to terms", value: "Yes" },
      { label: "Primary routes", value: "I-81 and I-40", long: true },
      { label: "Preferred fuel brands", value: "Pilot Flying J", long: true },
      { label: "Comments", value: "Not provided", long: true },
    ]);
  });
});
