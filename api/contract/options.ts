import { labelIn, type Locale } from "./words";

/**
 * A list of choices: the value the API stores, the label people read (staff
 * screens and exports read it in English) and, for the lists the public forms
 * show, the label of the Spanish form (`es`).
 */
export type OptionList = readonly { value: string; label: string; es?: string }[];

/** The product's option lists, each with the label the forms, staff screens and exports show. */
const options = <const T extends OptionList>(list: T) => list;

export const monthlyRevenueOptions = options([
  { value: "under-25k", label: "Under $25,000", es: "Menos de $25,000" },
  { value: "25k-50k", label: "$25,000 - $50,000", es: "$25,000 - $50,000" },
  { value: "50k-100k", label: "$50,000 - $100,000", es: "$50,000 - $100,000" },
  { value: "100k-250k", label: "$100,000 - $250,000", es: "$100,000 - $250,000" },
  { value: "250k-500k", label: "$250,000 - $500,000", es: "$250,000 - $500,000" },
  { value: "over-500k", label: "Over $500,000", es: "Más de $500,000" },
]);

export const businessTypeOptions = options([
  { value: "owner-operator", label: "Owner-Operator", es: "Propietario-operador" },
  { value: "small-fleet", label: "Small Fleet (2-10 trucks)", es: "Flota pequeña (2-10 camiones)" },
  { value: "medium-fleet", label: "Medium Fleet (11-50 trucks)", es: "Flota mediana (11-50 camiones)" },
  { value: "large-fleet", label: "Large Fleet (50+ trucks)", es: "Flota grande (50+ camiones)" },
  { value: "freight-broker", label: "Freight Broker", es: "Broker de carga" },
  { value: "logistics", label: "Logistics Company", es: "Empresa de logística" },
]);

export const yearsInBusinessOptions = options([
  { value: "startup", label: "Startup (under 1 year)", es: "Empresa nueva (menos de 1 año)" },
  { value: "1-2", label: "1-2 years", es: "1-2 años" },
  { value: "3-5", label: "3-5 years", es: "3-5 años" },
  { value: "6-10", label: "6-10 years", es: "6-10 años" },
  { value: "over-10", label: "Over 10 years", es: "Más de 10 años" },
]);

export const servicesInterestedOptions = options([
  { value: "factoring", label: "Invoice Factoring", es: "Factoraje de facturas" },
  { value: "line-of-credit", label: "Line of Credit", es: "Línea de crédito" },
  { value: "fuel-cards", label: "Fuel Cards", es: "Tarjetas de combustible" },
  { value: "fuel-card-bronze", label: "Fuel Card - Bronze", es: "Tarjeta de combustible - Bronce" },
  { value: "fuel-card-silver", label: "Fuel Card - Silver", es: "Tarjeta de combustible - Plata" },
  { value: "fuel-card-gold", label: "Fuel Card - Gold", es: "Tarjeta de combustible - Oro" },
  { value: "factoring-credit", label: "Factoring + Line of Credit", es: "Factoraje + línea de crédito" },
  { value: "all-services", label: "All Services", es: "Todos los servicios" },
]);

export const fuelCardTierOptions = options([
  { value: "bronze", label: "Bronze", es: "Bronce" },
  { value: "silver", label: "Silver", es: "Plata" },
  { value: "gold", label: "Gold", es: "Oro" },
]);

export const monthlyFuelSpendOptions = options([
  { value: "under-1k", label: "Under $1,000", es: "Menos de $1,000" },
  { value: "1k-3k", label: "$1,000 - $3,000", es: "$1,000 - $3,000" },
  { value: "3k-5k", label: "$3,000 - $5,000", es: "$3,000 - $5,000" },
  { value: "5k-10k", label: "$5,000 - $10,000", es: "$5,000 - $10,000" },
  { value: "10k-20k", label: "$10,000 - $20,000", es: "$10,000 - $20,000" },
  { value: "over-20k", label: "Over $20,000", es: "Más de $20,000" },
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

/**
 * The label an option list shows for a stored value (in English, as staff
 * read it, unless a locale is named); empty stays empty, an unknown value
 * passes through.
 */
export function labelOf(
  options: OptionList,
  value: string | null | undefined,
  locale: Locale = "en",
): string {
  if (value === null || value === undefined || value === "") return "";
  const option = options.find((each) => each.value === value);
  return option ? labelIn(option, locale) : value;
}

/** An option list as a form in `locale` shows it: the same values, each labelled in that language. */
export const localizedOptions = (options: OptionList, locale: Locale): OptionList =>
  locale === "en"
    ? options
    : options.map((option) => ({ value: option.value, label: labelIn(option, locale) }));
