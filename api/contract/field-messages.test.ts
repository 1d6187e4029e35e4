import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { FieldList } from "./field-list";
import {
  agreement,
  authorityNumber,
  choice,
  count,
  email,
  fieldIssues,
  honeypot,
  objectIssueMessage,
  optionalText,
  phone,
  requiredText,
} from "./fields";
import { FuelCardApplicationInput, fuelCardApplicationFields } from "./fuel-card-application";
import {
  businessTypeOptions,
  fuelCardTierOptions,
  labelOf,
  localizedOptions,
  monthlyFuelSpendOptions,
  monthlyRevenueOptions,
  servicesInterestedOptions,
  yearsInBusinessOptions,
} from "./options";
import { QuoteInput, quoteFields } from "./quote";

/*
 * The contract's messages in both languages (docs/decisions/0170-spanish-edition.md):
 * a check run with `lang: "es"` answers in Spanish, naming the field in
 * Spanish; any other run answers with the English words it always had.
 */

const trucks = { en: "Number of trucks", es: "el número de camiones" };
const company = { en: "Company name", es: "el nombre de la empresa" };

/** The first message of a check of `value`, in `lang`. */
const said = (schema: v.GenericSchema, value: unknown, lang?: string) =>
  v.safeParse(schema, value, lang ? { lang } : {}).issues?.[0]?.message;

/** Each kind of message: the schema, a value it refuses, and its words in English and Spanish. */
const kinds: [string, v.GenericSchema, unknown, string, string][] = [
  [
    "not text",
    requiredText(company, 120),
    42,
    "Company name must be text",
    "Escriba solo texto en el nombre de la empresa",
  ],
  [
    "required",
    requiredText(company, 120),
    "  ",
    "Company name is required",
    "Indique el nombre de la empresa",
  ],
  [
    "too long",
    optionalText(company, 120),
    "x".repeat(121),
    "Company name must be at most 120 characters",
    "Use como máximo 120 caracteres en el nombre de la empresa",
  ],
  [
    "markup",
    requiredText(company, 120),
    "<b>Fast</b>",
    "Company name must not contain HTML or scripts",
    "No use HTML ni scripts en el nombre de la empresa",
  ],
  [
    "invisible characters",
    requiredText(company, 120),
    "Fast\u202eFreight",
    "Company name must not contain invisible control characters",
    "No use caracteres de control invisibles en el nombre de la empresa",
  ],
  [
    "an e-mail address",
    email({ en: "E-mail", es: "el correo electrónico" }, 254),
    "pat@",
    "Enter a valid e-mail address, like name@company.com",
    "Escriba un correo electrónico válido, como nombre@empresa.com",
  ],
  [
    "a phone number's characters",
    phone({ en: "Phone", es: "el teléfono" }, 25),
    "call me",
    "Enter a phone number using digits, spaces, ( ) + . or -",
    "Escriba el teléfono con dígitos, espacios, ( ) + . o -",
  ],
  [
    "a phone number's digits",
    phone({ en: "Phone", es: "el teléfono" }, 25),
    "555-0142",
    "Enter a phone number with at least 10 digits",
    "Escriba un teléfono de al menos 10 dígitos",
  ],
  [
    "an MC number",
    authorityNumber({ en: "MC number", es: "el número MC" }, 20, false),
    "MC-abc",
    "MC number must be a number, like 123456",
    "Escriba el número MC en cifras, como 123456",
  ],
  [
    "a required choice",
    choice({ en: "Fuel card tier", es: "el nivel de la tarjeta" }, ["gold"], true),
    "platinum",
    "Choose fuel card tier",
    "Elija el nivel de la tarjeta",
  ],
  [
    "an optional choice",
    choice({ en: "Service", es: "el servicio" }, ["factoring"], false),
    "payroll",
    "Choose a listed service",
    "Elija el servicio de la lista",
  ],
  [
    "a whole number",
    count(trucks, { min: 1, max: 100_000 }, true),
    "2.5",
    "Number of trucks must be a whole number",
    "El número de camiones debe ser un número entero",
  ],
  [
    "a count's least",
    count(trucks, { min: 1, max: 100_000 }, true),
    "0",
    "Number of trucks must be at least 1",
    "El número de camiones debe ser al menos 1",
  ],
  [
    "a count's most",
    count(trucks, { min: 1, max: 100_000 }, false),
    "250000",
    "Number of trucks must be at most 100,000",
    "El número de camiones debe ser como máximo 100,000",
  ],
  [
    "a required count",
    count(trucks, { min: 1, max: 100_000 }, true),
    "",
    "Number of trucks is required",
    "Indique el número de camiones",
  ],
  [
    "the agreement",
    agreement,
    false,
    "You must agree to the terms to continue",
    "Debe aceptar los términos para continuar",
  ],
  ["the honeypot", honeypot, 7, "Website must be text", "El sitio web debe ser texto"],
];

describe("each kind of contract message", () => {
  it.each(kinds)("%s: English as always, Spanish when asked", (_kind, schema, value, english, spanish) => {
    expect(said(schema, value)).toBe(english);
    expect(said(schema, value, "en")).toBe(english);
    expect(said(schema, value, "es")).toBe(spanish);
  });

  it("names a missing field, and refuses an unknown one, in the check's language", () => {
    const schema = v.strictObject(
      { companyName: requiredText(company, 120), note: optionalText("Note", 20) },
      objectIssueMessage({ companyName: company, note: "Note" }),
    );
    expect(fieldIssues(v.safeParse(schema, { surprise: 1 }).issues ?? [])).toEqual({
      companyName: "Company name is required",
      surprise: "Unknown field",
    });
    expect(fieldIssues(v.safeParse(schema, { surprise: 1 }, { lang: "es" }).issues ?? [])).toEqual({
      companyName: "Indique el nombre de la empresa",
      surprise: "Campo desconocido",
    });
  });

  it("keeps a field named in English only in English, in both languages, where it names the field", () => {
    const note = optionalText("Note", 20);
    expect(said(note, "x".repeat(21), "es")).toBe("Note must be at most 20 characters");
    expect(said(email("E-mail", 254), "pat@", "es")).toBe(
      "Escriba un correo electrónico válido, como nombre@empresa.com",
    );
  });
});

const contracts = [
  ["quote request", QuoteInput, quoteFields],
  ["fuel card application", FuelCardApplicationInput, fuelCardApplicationFields],
] as const;

/** What a form sends with every field left empty. */
const emptyForm = (fields: FieldList) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field.kind === "agreement" ? false : ""]),
  );

describe.each(contracts)("the %s in Spanish", (_name, schema, fields) => {
  it("names every field in Spanish and asks for what is missing", () => {
    const spanish = fieldIssues(v.safeParse(schema, emptyForm(fields), { lang: "es" }).issues ?? []);
    const english = fieldIssues(v.safeParse(schema, emptyForm(fields)).issues ?? []);
    expect(Object.keys(spanish)).toEqual(Object.keys(english));
    for (const [name, message] of Object.entries(spanish)) {
      const field = (fields as FieldList)[name];
      expect(message, name).not.toBe(english[name]);
      if (field && field.kind !== "agreement") expect(message, name).toContain(field.es.name);
      expect(message, name).not.toContain(field?.label ?? name);
    }
    expect(spanish.companyName).toBe("Indique el nombre de la empresa");
    expect(spanish.agreeToTerms).toBe("Debe aceptar los términos para continuar");
  });

  it("asks for a missing key by its Spanish name", () => {
    const issues = fieldIssues(v.safeParse(schema, {}, { lang: "es" }).issues ?? []);
    expect(issues.companyName).toBe("Indique el nombre de la empresa");
    expect(issues.agreeToTerms).toBe("Indique si acepta los términos");
  });

  it("gives every control of the Spanish form a Spanish label", () => {
    for (const [name, field] of Object.entries(fields as FieldList)) {
      expect(field.es.name, name).toMatch(/^(el|la|los|las|si) [a-záéíóúñ]/);
      if (field.kind === "agreement") continue;
      expect(field.es.formLabel, name).not.toBe(field.formLabel);
      expect(field.es.formLabel, name).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
    }
  });
});

describe("option lists of the public forms", () => {
  const lists = {
    monthlyRevenueOptions,
    businessTypeOptions,
    yearsInBusinessOptions,
    servicesInterestedOptions,
    fuelCardTierOptions,
    monthlyFuelSpendOptions,
  };

  it.each(Object.entries(lists))(
    "%s: every option has its Spanish label, with the same figures",
    (_name, list) => {
      for (const option of list) {
        expect(option.es, option.value).toBeTruthy();
        const figures = (text: string) => text.match(/[\d$,+]+/g) ?? [];
        expect(figures(option.es ?? ""), option.value).toEqual(figures(option.label));
      }
    },
  );

  it("show the Spanish form its labels, staff the English ones", () => {
    expect(localizedOptions(fuelCardTierOptions, "es")).toEqual([
      { value: "bronze", label: "Bronce" },
      { value: "silver", label: "Plata" },
      { value: "gold", label: "Oro" },
    ]);
    expect(localizedOptions(fuelCardTierOptions, "en")).toBe(fuelCardTierOptions);
    expect(labelOf(businessTypeOptions, "owner-operator")).toBe("Owner-Operator");
    expect(labelOf(businessTypeOptions, "owner-operator", "es")).toBe("Propietario-operador");
    expect(labelOf(businessTypeOptions, "unknown", "es")).toBe("unknown");
  });
});
