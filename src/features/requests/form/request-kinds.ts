import type * as v from "valibot";
import type { FieldList } from "../../../../api/contract/field-list";
import {
  FuelCardApplicationInput,
  fuelCardApplicationFields,
} from "../../../../api/contract/fuel-card-application";
import { QuoteInput, quoteFields } from "../../../../api/contract/quote";
import type { OutboxKind } from "../outbox/outbox";

/** The two public request forms, told apart by the outbox kind they are stored under. */
export type RequestKind = OutboxKind;

/** Each kind's fields (api/contract) and the schema made from them, used on the phone and on the server. */
const requests = {
  quote: { contract: QuoteInput, fields: quoteFields },
  "fuel-card-application": { contract: FuelCardApplicationInput, fields: fuelCardApplicationFields },
} as const satisfies Record<
  RequestKind,
  { contract: v.GenericSchema & { entries: v.ObjectEntries }; fields: FieldList }
>;

type Requests = typeof requests;

/**
 * A form's values, one per entry of its contract: text as the controls hold
 * it, an agreement as a checkbox.
 */
export type RequestValuesOf<Kind extends RequestKind> = {
  [Name in keyof Requests[Kind]["contract"]["entries"]]: Name extends keyof Requests[Kind]["fields"]
    ? Requests[Kind]["fields"][Name] extends { kind: "agreement" }
      ? boolean
      : string
    : string;
};

/** Any request form's values. */
export type RequestValues = Record<string, string | boolean> & { agreeToTerms: boolean };

/** The contract (api/contract) a kind of request is checked with, on the phone and on the server. */
export const contractOf = (kind: RequestKind): v.GenericSchema => requests[kind].contract;

/** The fields of a kind of request, as the contract lists them. */
export const fieldsOf = <Kind extends RequestKind>(kind: Kind): Requests[Kind]["fields"] =>
  requests[kind].fields;

/** Every entry of the contract, empty: text "" (the hidden honeypot too) and agreements unticked. */
export function requestDefaults<Kind extends RequestKind>(kind: Kind): RequestValuesOf<Kind> {
  const fields: FieldList = requests[kind].fields;
  const values: Record<string, string | boolean> = {};
  for (const name of Object.keys(requests[kind].contract.entries))
    values[name] = fields[name]?.kind === "agreement" ? false : "";
  return values as RequestValuesOf<Kind>;
}

/** The fields the request requires to be filled in (the agreement, a box to tick, aside). */
export function requiredFields(kind: RequestKind): string[] {
  return Object.entries(requests[kind].fields as FieldList)
    .filter(([, field]) => field.required && field.kind !== "agreement")
    .map(([name]) => name);
}
