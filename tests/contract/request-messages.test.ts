import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { fieldIssues } from "../../api/contract/fields";
import { FuelCardApplicationInput } from "../../api/contract/fuel-card-application";
import { QuoteInput } from "../../api/contract/quote";

/**
 * Whatever a visitor types (or a client sends), the message on a field is a
 * sentence a driver can act on, never the schema library's wording such as
 * `Invalid type: Expected ("" | number) but received "four"`.
 */
const BAD_VALUES: readonly unknown[] = [
  "four",
  "2.5",
  "-3",
  "0",
  "1e3",
  " ",
  "",
  "０",
  "<b>bold</b>",
  "javascript:alert(1)",
  "x".repeat(3000),
  2.5,
  -3,
  0,
  1e12,
  Number.NaN,
  null,
  true,
  false,
  {},
  [],
  ["4"],
];

/** Words and symbols of a schema library, which no visitor should ever read. */
const SCHEMA_WORDS =
  /invalid type|expected|received|\bobject\b|\barray\b|\bnull\b|\bundefined\b|NaN|[|"{}[\]]/i;

const contracts = [
  ["quote request", QuoteInput],
  ["fuel card application", FuelCardApplicationInput],
] as const;

describe.each(contracts)("messages of the %s contract", (_name, schema) => {
  const fields = Object.keys(schema.entries);

  it.each(fields)("%s answers bad input in plain words", (field) => {
    const checked: string[] = [];
    for (const value of BAD_VALUES) {
      const result = v.safeParse(schema, { [field]: value });
      expect(result.success).toBe(false);
      if (result.success) continue;
      const message = fieldIssues(result.issues)[field];
      if (message === undefined) continue; // this value is acceptable for this field
      checked.push(message);
      expect(message, `${field} = ${JSON.stringify(value)}`).not.toMatch(SCHEMA_WORDS);
      expect(message, `${field} = ${JSON.stringify(value)}`).toMatch(/^[A-Z][\w-]* [a-z]/);
    }
    // Every field refuses at least some of these values, so the loop above checked something.
    expect(checked.length).toBeGreaterThan(0);
  });

  it("names the field in every message about a missing or unknown key", () => {
    const result = v.safeParse(schema, { surprise: "x" });
    expect(result.success).toBe(false);
    if (result.success) return;
    for (const message of Object.values(fieldIssues(result.issues))) {
      expect(message).not.toMatch(SCHEMA_WORDS);
      expect(message).toMatch(/^[A-Z][\w-]* [a-z]/);
    }
  });
});

describe("Number of trucks", () => {
  const message = (schema: v.GenericSchema, value: unknown) => {
    const result = v.safeParse(schema, { numberOfTrucks: value });
    return result.success ? undefined : fieldIssues(result.issues).numberOfTrucks;
  };

  it.each(contracts)("tells %s visitors what is wrong with the number they typed", (_name, schema) => {
    expect(message(schema, "four")).toBe("Number of trucks must be a whole number");
    expect(message(schema, "2.5")).toBe("Number of trucks must be a whole number");
    expect(message(schema, 2.5)).toBe("Number of trucks must be a whole number");
    expect(message(schema, "-3")).toBe("Number of trucks must be at least 1");
    expect(message(schema, -3)).toBe("Number of trucks must be at least 1");
    expect(message(schema, "0")).toBe("Number of trucks must be at least 1");
    expect(message(schema, "12")).toBeUndefined();
    expect(message(schema, 12)).toBeUndefined();
  });

  it("may be left empty on a quote but not on a fuel card application", () => {
    expect(message(QuoteInput, "")).toBeUndefined();
    expect(message(FuelCardApplicationInput, "")).toBe("Number of trucks is required");
  });
});
