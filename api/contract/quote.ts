import * as v from "valibot";
import { fieldList, requestSchema } from "./field-list";
import { objectIssueMessage } from "./fields";
import {
  monthlyRevenueOptions,
  servicesInterestedOptions,
  submissionStatusOptions,
  valuesOf,
} from "./options";
import { recordFields, requestFields } from "./request-fields";
import { fields_choose_status } from "../../src/paraglide/messages.js";
import { say } from "./words";

/**
 * A quote request: the company, its business and the services it wants.
 * Only the company, contact, e-mail, phone and agreement are required.
 * Monthly revenue is marked required on the form but not asked for: we do
 * not make drivers give what we do not need.
 */
export const quoteFields = fieldList({
  companyName: { ...requestFields.companyName, required: true },
  contactName: { ...requestFields.contactName, required: true },
  email: { ...requestFields.email, required: true },
  phone: { ...requestFields.phone, required: true },
  mcNumber: { ...requestFields.mcNumber, required: false },
  dotNumber: { ...requestFields.dotNumber, required: false },
  monthlyRevenue: {
    kind: "choice",
    label: "Monthly revenue",
    formLabel: "Monthly Revenue",
    es: { name: "la facturación mensual", formLabel: "Facturación mensual" },
    required: false,
    options: monthlyRevenueOptions,
  },
  businessType: { ...requestFields.businessType, required: false },
  yearsInBusiness: { ...requestFields.yearsInBusiness, required: false },
  numberOfTrucks: { ...requestFields.numberOfTrucks, required: false },
  servicesInterested: {
    kind: "choice",
    label: "Services interested",
    short: "Service",
    messageName: "Service",
    formLabel: "Services Interested In",
    es: { name: "el servicio", formLabel: "Servicios que le interesan" },
    required: false,
    options: servicesInterestedOptions,
  },
  comments: { ...requestFields.comments, required: false },
  agreeToTerms: { ...requestFields.agreeToTerms, required: true },
});

export const QuoteInput = requestSchema(quoteFields);

export type QuoteInput = v.InferInput<typeof QuoteInput>;
export type QuoteData = Omit<v.InferOutput<typeof QuoteInput>, "website">;

export const SubmissionStatus = v.picklist(valuesOf(submissionStatusOptions), say(fields_choose_status));
export type SubmissionStatus = v.InferOutput<typeof SubmissionStatus>;

/** Staff change of a quote's or application's status. */
export const StatusChangeInput = v.strictObject(
  { status: SubmissionStatus },
  objectIssueMessage({ status: { en: recordFields.status.label, es: "el estado" } }),
);
export type StatusChangeInput = v.InferInput<typeof StatusChangeInput>;

export interface Quote extends QuoteData {
  id: string;
  /** `Q-7K3M-9PX2` / `F-…`: unique and random (docs/decisions/0002-references.md). */
  reference: string;
  submittedAt: string;
  status: SubmissionStatus;
}
