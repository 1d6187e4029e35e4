import type { FuelCardApplication } from "../../../../api/contract/fuel-card-application";
import {
  businessTypeOptions,
  fuelCardTierOptions,
  labelOf,
  monthlyFuelSpendOptions,
  monthlyRevenueOptions,
  servicesInterestedOptions,
  submissionStatusOptions,
  yearsInBusinessOptions,
} from "../../../../api/contract/options";
import type { Quote, SubmissionStatus } from "../../../../api/contract/quote";

export const NOT_PROVIDED = "Not provided";

/** The label of an option value as staff read it: an unknown value as stored, an empty one as "Not provided". */
export const optionLabel = (
  options: Parameters<typeof labelOf>[0],
  value: string | null | undefined,
): string => labelOf(options, value) || NOT_PROVIDED;

export const statusLabel = (status: SubmissionStatus) => optionLabel(submissionStatusOptions, status);

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? NOT_PROVIDED : String(value);

export interface DetailRow {
  label: string;
  value: string;
  /** Long free text: shown across the full width, keeping line breaks. */
  long?: boolean;
  href?: string;
}

/** Every field of a quote request, in the order of the form. */
export function quoteDetails(quote: Quote): DetailRow[] {
  return [
    { label: "Reference ID", value: quote.reference },
    { label: "Submitted", value: formatDateTime(quote.submittedAt) },
    { label: "Company name", value: text(quote.companyName) },
    { label: "Contact name", value: text(quote.contactName) },
    { label: "E-mail", value: quote.email, href: `mailto:${quote.email}` },
    { label: "Phone", value: quote.phone, href: `tel:${quote.phone.replace(/[^\d+]/g, "")}` },
    { label: "MC number", value: text(quote.mcNumber) },
    { label: "DOT number", value: text(quote.dotNumber) },
    { label: "Monthly revenue", value: optionLabel(monthlyRevenueOptions, quote.monthlyRevenue) },
    { label: "Business type", value: optionLabel(businessTypeOptions, quote.businessType) },
    { label: "Years in business", value: optionLabel(yearsInBusinessOptions, quote.yearsInBusiness) },
    { label: "Number of trucks", value: text(quote.numberOfTrucks) },
    { label: "Services interested", value: optionLabel(servicesInterestedOptions, quote.servicesInterested) },
    { label: "Agreed to terms", value: quote.agreeToTerms ? "Yes" : "No" },
    { label: "Comments", value: text(quote.comments), long: true },
  ];
}

/** Every field of a fuel card application, in the order of the form. */
export function applicationDetails(application: FuelCardApplication): DetailRow[] {
  return [
    { label: "Reference ID", value: application.reference },
    { label: "Submitted", value: formatDateTime(application.submittedAt) },
    { label: "Company name", value: text(application.companyName) },
    { label: "Contact name", value: text(application.contactName) },
    { label: "E-mail", value: application.email, href: `mailto:${application.email}` },
    { label: "Phone", value: application.phone, href: `tel:${application.phone.replace(/[^\d+]/g, "")}` },
    { label: "MC number", value: text(application.mcNumber) },
    { label: "DOT number", value: text(application.dotNumber) },
    { label: "Fuel card tier", value: optionLabel(fuelCardTierOptions, application.fuelCardTier) },
    {
      label: "Monthly fuel spend",
      value: optionLabel(monthlyFuelSpendOptions, application.monthlyFuelSpend),
    },
    { label: "Business type", value: optionLabel(businessTypeOptions, application.businessType) },
    { label: "Years in business", value: optionLabel(yearsInBusinessOptions, application.yearsInBusiness) },
    { label: "Number of trucks", value: text(application.numberOfTrucks) },
    { label: "Agreed to terms", value: application.agreeToTerms ? "Yes" : "No" },
    { label: "Primary routes", value: text(application.primaryRoutes), long: true },
    { label: "Preferred fuel brands", value: text(application.preferredFuelBrands), long: true },
    { label: "Comments", value: text(application.comments), long: true },
  ];
}
