import type * as v from "valibot";
import { FuelCardApplicationInput } from "../../../api/contract/fuel-card-application";
import { QuoteInput } from "../../../api/contract/quote";
import type { OutboxKind } from "../outbox/outbox";

/** The two public request forms, told apart by the outbox kind they are stored under. */
export type RequestKind = OutboxKind;

const contracts = {
  quote: QuoteInput,
  "fuel-card-application": FuelCardApplicationInput,
} as const satisfies Record<RequestKind, v.GenericSchema & { entries: v.ObjectEntries }>;

/** A form's values, one per field of its contract: text as the controls hold it, the agreement as a checkbox. */
type FormValuesOf<Entries> = { [Name in keyof Entries]: Name extends "agreeToTerms" ? boolean : string };

export type RequestValuesOf<Kind extends RequestKind> = FormValuesOf<(typeof contracts)[Kind]["entries"]>;

/** Any request form's values. */
export type RequestValues = Record<string, string | boolean> & { agreeToTerms: boolean };

/** The contract (api/contract) a kind of request is checked with, on the phone and on the server. */
export const contractOf = (kind: RequestKind): v.GenericSchema => contracts[kind];

/** Every field of the contract, empty: text "" and the agreement unticked. */
export function requestDefaults<Kind extends RequestKind>(kind: Kind): RequestValuesOf<Kind> {
  const values: Record<string, string | boolean> = {};
  for (const name of Object.keys(contracts[kind].entries))
    values[name] = name === "agreeToTerms" ? false : "";
  return values as RequestValuesOf<Kind>;
}

/**
 * The fields the contract requires (those it does not wrap as optional),
 * the agreement and the hidden honeypot aside.
 */
export function requiredFields(kind: RequestKind): string[] {
  return Object.entries(contracts[kind].entries)
    .filter(([name, schema]) => name !== "agreeToTerms" && (schema as v.GenericSchema).type !== "optional")
    .map(([name]) => name);
}

/** Where a kind of request is sent without JavaScript: its own page. */
export const formPaths = {
  quote: "/get-quote",
  "fuel-card-application": "/fuel-card-application",
} as const satisfies Record<RequestKind, string>;
