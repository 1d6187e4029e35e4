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
  monthlyRevenueOptions,
  servicesInterestedOptions,
  submissionStatusOptions,
  valuesOf,
  yearsInBusinessOptions,
} from "./options";

/**
 * Quote request (spec sections 3 and 5). Required: company, contact, e-mail,
 * phone, agreement. monthlyRevenue is optional: the spec marks it required
 * "in its label only", and we do not ask drivers for what we do not need.
 */
export const QuoteInput = v.strictObject(
  {
    companyName: requiredText("Company name", 120),
    contactName: requiredText("Contact name", 100),
    email,
    phone,
    mcNumber: authorityNumber("MC number", false),
    dotNumber: authorityNumber("DOT number", false),
    monthlyRevenue: choice("Monthly revenue", valuesOf(monthlyRevenueOptions), false),
    businessType: choice("Business type", valuesOf(businessTypeOptions), false),
    yearsInBusiness: choice("Years in business", valuesOf(yearsInBusinessOptions), false),
    numberOfTrucks: truckCount(false),
    servicesInterested: choice("Service", valuesOf(servicesInterestedOptions), false),
    comments: optionalText("Comments", 2000),
    agreeToTerms,
    website: honeypot,
  },
  objectIssueMessage({
    companyName: "Company name",
    contactName: "Contact name",
    email: "E-mail",
    phone: "Phone",
    agreeToTerms: "Agreement to the terms",
  }),
);

export type QuoteInput = v.InferInput<typeof QuoteInput>;
export type QuoteData = Omit<v.InferOutput<typeof QuoteInput>, "website">;

export const SubmissionStatus = v.picklist(
  valuesOf(submissionStatusOptions),
  "Choose new, contacted, approved or declined",
);
export type SubmissionStatus = v.InferOutput<typeof SubmissionStatus>;

/** Staff change of a quote's or application's status. */
export const StatusChangeInput = v.strictObject(
  { status: SubmissionStatus },
  objectIssueMessage({ status: "Status" }),
);
export type StatusChangeInput = v.InferInput<typeof StatusChangeInput>;

export interface Quote extends QuoteData {
  id: string;
  /** `Q-7K3M-9PX2` / `F-…`: unique and random (docs/decisions/0002-references.md). */
  reference: string;
  submittedAt: string;
  status: SubmissionStatus;
}
