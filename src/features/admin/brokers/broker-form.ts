import * as v from "valibot";
import {
  BrokerInput,
  CreditDecisionInput,
  type BrokerChange,
  type BrokerData,
  type BrokerDetail,
  type CreditDecision,
} from "../../../../api/contract/brokers";
import { fieldIssues } from "../../../../api/contract/fields";
import { parseDollars } from "../../../../api/contract/invoice";

/** A broker as staff type it: every value text, the aliases one per line. */
export interface BrokerFormValues {
  legalName: string;
  mcNumber: string;
  dotNumber: string;
  apEmail: string;
  phone: string;
  remitAddress: string;
  aliases: string;
}

export const brokerDefaults = (): BrokerFormValues => ({
  legalName: "",
  mcNumber: "",
  dotNumber: "",
  apEmail: "",
  phone: "",
  remitAddress: "",
  aliases: "",
});

/** The form's values of a stored broker, for changing it. */
export const brokerFormValues = (broker: BrokerDetail): BrokerFormValues => ({
  legalName: broker.legalName,
  mcNumber: broker.mcNumber ?? "",
  dotNumber: broker.dotNumber ?? "",
  apEmail: broker.apEmail,
  phone: broker.phone,
  remitAddress: broker.remitAddress,
  aliases: broker.aliases.map((alias) => alias.name).join("\n"),
});

/** The names typed one per line, blank lines left out. */
export const aliasLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The contract's issues on the form's fields: every alias's message on the one aliases box. */
function formIssues(issues: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(issues)) {
    const field = key.startsWith("aliases") ? "aliases" : key;
    fields[field] ??= message;
  }
  return fields;
}

/** The broker to send when the values are valid, checked with the contract's rules and words. */
export function checkBrokerForm(values: BrokerFormValues): {
  broker?: BrokerData;
  errors: Record<string, string>;
} {
  const result = v.safeParse(BrokerInput, { ...values, aliases: aliasLines(values.aliases) });
  if (!result.success) return { errors: formIssues(fieldIssues(result.issues)) };
  return { broker: result.output, errors: {} };
}

/**
 * The change to send for a stored broker: the fields that differ. A new legal name stays known by the
 * former one (the server keeps it as an alias; when the aliases change too, the form adds it itself).
 */
export function brokerChangeOf(broker: BrokerDetail, checked: BrokerData): BrokerChange {
  const before = brokerFormValues(broker);
  const change: BrokerChange = {};
  if (checked.legalName !== broker.legalName) change.legalName = checked.legalName;
  if (checked.mcNumber !== before.mcNumber) change.mcNumber = checked.mcNumber;
  if (checked.dotNumber !== before.dotNumber) change.dotNumber = checked.dotNumber;
  if (checked.apEmail !== before.apEmail) change.apEmail = checked.apEmail;
  if (checked.phone !== before.phone) change.phone = checked.phone;
  if (checked.remitAddress !== before.remitAddress) change.remitAddress = checked.remitAddress;
  if (checked.aliases.join("\n") !== before.aliases)
    change.aliases = change.legalName ? [...checked.aliases, broker.legalName] : checked.aliases;
  return change;
}

/** The server's 409 or 422 field names as the form's. */
export const brokerFieldOfKey = (key: string) => (key.startsWith("aliases") ? "aliases" : key);

/** A credit decision as staff type it: the limit in dollars. */
export interface CreditFormValues {
  decision: CreditDecision | "";
  limit: string;
  reason: string;
}

export const creditDefaults = (): CreditFormValues => ({ decision: "", limit: "", reason: "" });

/** Said of a limit that does not read as dollars. */
export const LIMIT_FORMAT = "Enter the limit in dollars, like 250000";

/** The decision to send when the values are valid; a limit read in dollars, sent in cents. */
export function checkCreditForm(values: CreditFormValues): {
  decision?: CreditDecisionData;
  errors: Record<string, string>;
} {
  const isLimit = values.decision === "limit";
  const cents = isLimit && values.limit.trim() ? parseDollars(values.limit) : undefined;
  const input = {
    decision: values.decision,
    ...(cents === undefined ? {} : { limitCents: cents }),
    reason: values.reason,
  };
  const result = v.safeParse(CreditDecisionInput, input);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const [key, message] of Object.entries(fieldIssues(result.issues)))
      errors[key === "limitCents" ? "limit" : key] ??= message;
  }
  if (isLimit && values.limit.trim() && cents === undefined) errors.limit = LIMIT_FORMAT;
  if (!result.success || Object.keys(errors).length > 0) return { errors };
  return { decision: result.output, errors };
}

type CreditDecisionData = v.InferOutput<typeof CreditDecisionInput>;
