import { FuelCardApplicationInput, fuelCardApplicationFields } from "../contract/fuel-card-application";
import { fuelCardApplicationStore } from "../db/submissions";
import { submissionRoutes } from "./submission-routes";

/** Fuel card applications: anyone applies; staff list, search, change status and export. */
export const fuelCardApplicationRoutes = submissionRoutes({
  input: FuelCardApplicationInput,
  fields: fuelCardApplicationFields,
  store: fuelCardApplicationStore,
  one: "application",
  many: "applications",
  csvName: "fuel-card-applications",
  notFound: "Fuel card application not found.",
});
