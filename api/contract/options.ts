/** A list of choices: the value the API stores and the label people read. */
export type OptionList = readonly { value: string; label: string }[];

/** The product's option lists, each with the label the forms, staff screens and exports show. */
const options = <const T extends OptionList>(list: T) => list;

export const monthlyRevenueOptions = options([
  { value: "under-25k", label: "Under $25,000" },
  { value: "25k-50k", label: "$25,000 - $50,000" },
  { value: "50k-100k", label: "$50,000 - $100,000" },
  { value: "100k-250k", label: "$100,000 - $250,000" },
  { value: "250k-500k", label: "$250,000 - $500,000" },
  { value: "over-500k", label: "Over $500,000" },
]);

export const businessTypeOptions = options([
  { value: "owner-operator", label: "Owner-Operator" },
  { value: "small-fleet", label: "Small Fleet (2-10 trucks)" },
  { value: "medium-fleet", label: "Medium Fleet (11-50 trucks)" },
  { value: "large-fleet", label: "Large Fleet (50+ trucks)" },
  { value: "freight-broker", label: "Freight Broker" },
  { value: "logistics", label: "Logistics Company" },
]);

export const yearsInBusinessOptions = options([
  { value: "startup", label: "Startup (under 1 year)" },
  { value: "1-2", label: "1-2 years" },
  { value: "3-5", label: "3-5 years" },
  { value: "6-10", label: "6-10 years" },
  { value: "over-10", label: "Over 10 years" },
]);

export const servicesInterestedOptions = options([
  { value: "factoring", label: "Invoice Factoring" },
  { value: "line-of-credit", label: "Line of Credit" },
  { value: "fuel-cards", label: "Fuel Cards" },
  { value: "fuel-card-bronze", label: "Fuel Card - Bronze" },
  { value: "fuel-card-silver", label: "Fuel Card - Silver" },
  { value: "fuel-card-gold", label: "Fuel Card - Gold" },
  { value: "factoring-credit", label: "Factoring + Line of Credit" },
  { value: "all-services", label: "All Services" },
]);

export const fuelCardTierOptions = options([
  { value: "bronze", label: "Bronze" },
  { value: "silver", label: "Silver" },
  { value: "gold", label: "Gold" },
]);

export const monthlyFuelSpendOptions = options([
  { value: "under-1k", label: "Under $1,000" },
  { value: "1k-3k", label: "$1,000 - $3,000" },
  { value: "3k-5k", label: "$3,000 - $5,000" },
  { value: "5k-10k", label: "$5,000 - $10,000" },
  { value: "10k-20k", label: "$10,000 - $20,000" },
  { value: "over-20k", label: "Over $20,000" },
]);

export const systemTypeOptions = options([
  { value: "quickbooks", label: "QuickBooks" },
  { value: "sage", label: "Sage" },
  { value: "xero", label: "Xero" },
  { value: "trucking-software", label: "Trucking Software" },
  { value: "custom", label: "Custom System" },
]);

export const submissionStatusOptions = options([
  { value: "new", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "approved", label: "Approved" },
  { value: "declined", label: "Declined" },
]);

export const valuesOf = <const T extends readonly { value: string }[]>(list: T) =>
  list.map((option) => option.value) as { [K in keyof T]: T[K]["value"] };

/** The label an option list shows for a stored value; empty stays empty, an unknown value passes through. */
export function labelOf(options: OptionList, value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  return options.find((option) => option.value === value)?.label ?? value;
}
