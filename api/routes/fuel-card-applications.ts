import { FuelCardApplicationInput, type FuelCardApplication } from "../contract/fuel-card-application";
import {
  businessTypeOptions,
  fuelCardTierOptions,
  labelOf,
  monthlyFuelSpendOptions,
  yearsInBusinessOptions,
} from "../contract/options";
import { fuelCardApplicationStore } from "../db/submissions";
import { submissionRoutes } from "./submission-routes";

type Row = FuelCardApplication;

const csvColumns = [
  { header: "Reference ID", value: (row: Row) => row.reference },
  { header: "Submitted at (UTC)", value: (row: Row) => row.submittedAt },
  { header: "Status", value: (row: Row) => row.status },
  { header: "Company", value: (row: Row) => row.companyName },
  { header: "Contact", value: (row: Row) => row.contactName },
  { header: "E-mail", value: (row: Row) => row.email },
  { header: "Phone", value: (row: Row) => row.phone },
  { header: "MC number", value: (row: Row) => row.mcNumber },
  { header: "DOT number", value: (row: Row) => row.dotNumber },
  { header: "Fuel card tier", value: (row: Row) => labelOf(fuelCardTierOptions, row.fuelCardTier) },
  {
    header: "Monthly fuel spend",
    value: (row: Row) => labelOf(monthlyFuelSpendOptions, row.monthlyFuelSpend),
  },
  { header: "Business type", value: (row: Row) => labelOf(businessTypeOptions, row.businessType) },
  { header: "Years in business", value: (row: Row) => labelOf(yearsInBusinessOptions, row.yearsInBusiness) },
  { header: "Number of trucks", value: (row: Row) => row.numberOfTrucks },
  { header: "Primary routes", value: (row: Row) => row.primaryRoutes },
  { header: "Preferred fuel brands", value: (row: Row) => row.preferredFuelBrands },
  { header: "Comments", value: (row: Row) => row.comments },
] as const;

/** Fuel card applications: anyone applies; staff list, search, change status and export. */
export const fuelCardApplicationRoutes = submissionRoutes({
  input: FuelCardApplicationInput,
  store: fuelCardApplicationStore,
  one: "application",
  many: "applications",
  csvName: "fuel-card-applications",
  csvColumns,
  notFound: "Fuel card application not found.",
});
