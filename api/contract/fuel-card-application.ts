import * as v from "valibot";
import {
  agreeToTerms,
  authorityNumber,
  choice,
  email,
  honeypot,
  objectIssueMessage,
  optionalText,
  phone,
  requiredText,
  truckCount,
} from "./fields";
import {
  businessTypeOptions,
  fuelCardTierOptions,
  monthlyFuelSpendOptions,
  valuesOf,
  yearsInBusinessOptions,
} from "./options";
import type { SubmissionStatus } from "./quote";

/** Fuel card application (spec sections 3 and 5): every field but comments is required. */
export const FuelCardApplicationInput = v.strictObject(
  {
    companyName: requiredText("Company name", 120),
    contactName: requiredText("Contact name", 100),
    email,
    phone,
    mcNumber: authorityNumber("MC number", true),
    dotNumber: authorityNumber("DOT number", true),
    fuelCardTier: choice("Fuel card tier", valuesOf(fuelCardTierOptions), true),
    monthlyFuelSpend: choice("Monthly fuel spend", valuesOf(monthlyFuelSpendOptions), true),
    businessType: choice("Business type", valuesOf(businessTypeOptions), true),
    yearsInBusiness: choice("Years in business", valuesOf(yearsInBusinessOptions), true),
    numberOfTrucks: truckCount(true),
    primaryRoutes: requiredText("Primary routes", 500),
    preferredFuelBrands: requiredText("Preferred fuel brands", 200),
    comments: optionalText("Comments", 2000),
    agreeToTerms,
    website: honeypot,
  },
  objectIssueMessage({
    companyName: "Company name",
    contactName: "Contact name",
    email: "E-mail",
    phone: "Phone",
    mcNumber: "MC number",
    dotNumber: "DOT number",
    fuelCardTier: "Fuel card tier",
    monthlyFuelSpend: "Monthly fuel spend",
    businessType: "Business type",
    yearsInBusiness: "Years in business",
    numberOfTrucks: "Number of trucks",
    primaryRoutes: "Primary routes",
    preferredFuelBrands: "Preferred fuel brands",
    agreeToTerms: "Agreement to the terms",
  }),
);

export type FuelCardApplicationInput = v.InferInput<typeof FuelCardApplicationInput>;
export type FuelCardApplicationData = Omit<v.InferOutput<typeof FuelCardApplicationInput>, "website">;

export interface FuelCardApplication extends FuelCardApplicationData {
  id: string;
  /** `Q-7K3M-9PX2` / `F-…`: unique and random (docs/decisions/0002-references.md). */
  reference: string;
  submittedAt: string;
  status: SubmissionStatus;
}
