import type { OutboxKind, OutboxRecord } from "./outbox";

/** What the visitor reads about each kind of request: button states and the exact toast wording. */
export const submissionText = {
  quote: {
    noun: "quote request",
    label: "Quote request",
    idle: "Get My Free Quote",
    submitting: "Submitting...",
    submitted: "Quote Submitted!",
    successTitle: "Quote Request Submitted!",
    failure: "There was a problem submitting your request. Please try again.",
    formPath: "/get-quote",
  },
  "fuel-card-application": {
    noun: "fuel card application",
    label: "Fuel card application",
    idle: "Submit Application",
    submitting: "Submitting Application...",
    submitted: "Application Submitted!",
    successTitle: "Fuel Card Application Submitted!",
    failure: "Failed to submit application. Please try again.",
    formPath: "/fuel-card-application",
  },
} as const satisfies Record<OutboxKind, Record<string, string>>;

export const SAVED_BUTTON = "Saved on This Device";
export const SAVED_TITLE = "Saved on this device";

/** The success message, naming the request's reference (docs/decisions/0002-references.md). */
export const successDescription = (reference: string) =>
  `We'll contact you within 1 hour during business hours. Reference ID: ${reference}`;

/** What the visitor reads when a request stays on the device: for want of signal, or because the server asked to wait. */
export const savedDescription = (kind: OutboxKind, retryAt?: number) =>
  retryAt === undefined
    ? `No connection right now. Your ${submissionText[kind].noun} is saved on this device and will be sent by itself when the signal returns.`
    : `Our server is busy right now. Your ${submissionText[kind].noun} is saved on this device and will be sent by itself ${whenFromNow(retryAt)}.`;

/** "in about a minute", "in about 5 minutes", "in a few seconds". */
export function whenFromNow(at: number, now = Date.now()): string {
  const minutes = Math.round((at - now) / 60_000);
  if (minutes < 1) return "in a few seconds";
  return minutes === 1 ? "in about a minute" : `in about ${minutes} minutes`;
}

/** The company a waiting request is for, as the panel lists it. */
export function companyOf(record: Pick<OutboxRecord, "payload">): string {
  const name = record.payload.companyName;
  return typeof name === "string" && name.trim() ? name.trim() : "No company name";
}

/** Ends a server message with a full stop unless it has one. */
export const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
