import type * as v from "valibot";
import { fieldList, requestSchema } from "./field-list";
import { fuelCardTierOptions, monthlyFuelSpendOptions } from "./options";
import type { SubmissionStatus } from "./quote";
import { requestFields } from "./request-fields";

/** A fuel card application: every field but the comments is required. */
export const fuelCardApplicationFields = fieldList({
  companyName: { ...requestFields.companyName, required: true },
  contactName: { ...requestFields.contactName, required: true },
  email: { ...requestFields.email, required: true },
  phone: { ...requestFields.phone, required: true },
  mcNumber: { ...requestFields.mcNumber, required: true },
  dotNumber: { ...requestFields.dotNumber, required: true },
  fuelCardTier: {
    kind: "choice",
    label: "Fuel card tier",
    short: "Tier",
    formLabel: "Fuel Card Tier",
    es: { name: "el nivel de la tarjeta", formLabel: "Nivel de la tarjeta de combustible" },
    required: true,
    options: fuelCardTierOptions,
  },
  monthlyFuelSpend: {
    kind: "choice",
    label: "Monthly fuel spend",
    short: "Monthly fuel",
    formLabel: "Monthly Fuel Spend",
    es: { name: "el gasto mensual en combustible", formLabel: "Gasto mensual en combustible" },
    required: true,
    options: monthlyFuelSpendOptions,
  },
  businessType: { ...requestFields.businessType, required: true },
  yearsInBusiness: { ...requestFields.yearsInBusiness, required: true },
  numberOfTrucks: { ...requestFields.numberOfTrucks, required: true },
  primaryRoutes: {
    kind: "longText",
    label: "Primary routes",
    formLabel: "Primary Routes",
    es: { name: "las rutas principales", formLabel: "Rutas principales" },
    required: true,
    max: 500,
  },
  preferredFuelBrands: {
    kind: "longText",
    label: "Preferred fuel brands",
    formLabel: "Preferred Fuel Brands",
    es: { name: "las marcas de combustible preferidas", formLabel: "Marcas de combustible preferidas" },
    required: true,
    max: 200,
  },
  comments: { ...requestFields.comments, required: false },
  agreeToTerms: { ...requestFields.agreeToTerms, required: true },
});

export const FuelCardApplicationInput = requestSchema(fuelCardApplicationFields);

export type FuelCardApplicationInput = v.InferInput<typeof FuelCardApplicationInput>;
export type FuelCardApplicationData = Omit<v.InferOutput<typeof FuelCardApplicationInput>, "website">;

export interface FuelCardApplication extends FuelCardApplicationData {
  id: string;
  /** `Q-7K3M-9PX2` / `F-…`: unique and random (docs/decisions/0002-references.md). */
  reference: string;
  submittedAt: string;
  status: SubmissionStatus;
}
