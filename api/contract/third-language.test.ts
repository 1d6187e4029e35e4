import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import fieldsCatalogue from "../../messages/fields/en.json";
import { EmailChangeInput, EmailConfirmInput } from "./account-security";
import { ClientLoginInput, PasswordChangeInput } from "./auth";
import { BrokerCheckQuery } from "./brokers";
import { FuelCardApplicationInput } from "./fuel-card-application";
import { objectIssueMessage } from "./fields";
import { SOMETHING_WRONG } from "./form-answer";
import { AddPagesInput, cents, InvoiceInput, missingDocumentsMessage } from "./invoice";
import { ClientLocaleInput, ClientSettingsInput, CLIENT_TOPICS, topicLabel } from "./notification-settings";
import { PasswordResetRequest, PasswordSetInput } from "./password-links";
import { QuoteInput, StatusChangeInput } from "./quote";
import { statementQuery } from "./statement";
import type * as Words from "./words";
import type { Locale, Message } from "./words";
import { unmarked } from "../../tests/support/stub-language";

/*
 * The contract's words in a language the product does not speak yet: "xx", made of the English
 * catalogue with every message marked «…». A third language is a catalogue and the fields' names, and
 * nothing else (docs/decisions/0171-one-route-tree.md, "One catalogue"), when every message a client or
 * a visitor can be told by a check comes out marked: no sentence is written in the code, for one
 * language or for all, and no field a client fills is named in English only (its messages would stay
 * English in every language).
 */

const { said, STUB } = vi.hoisted(() => ({ said: new Set<string>(), STUB: "xx" as Locale }));

// The checks take their language from valibot's `lang`, which knows only the product's languages: here
// it knows the stub too.
vi.mock("./words", async (importOriginal) => {
  const words = await importOriginal<typeof Words>();
  const localeOfIssue = (issue: { readonly lang?: string | undefined }): Locale =>
    issue.lang === STUB ? STUB : words.localeOfIssue(issue);
  const say =
    (message: Message<object>, ...inputs: object[]) =>
    (issue: { readonly lang?: string | undefined }) =>
      message(inputs[0] ?? {}, { locale: localeOfIssue(issue) });
  return { ...words, localeOfIssue, say };
});

vi.mock("../../src/paraglide/messages.js", async (importOriginal) => {
  const { markedCatalogue } = await import("../../tests/support/stub-language");
  return markedCatalogue(await importOriginal<Record<string, unknown>>(), said);
});

/** The entries of an object schema, or of the object a pipe starts with. */
function entriesOf(schema: v.GenericSchema): Record<string, unknown> {
  const object = "pipe" in schema ? (schema.pipe as v.GenericSchema[])[0] : schema;
  return (object as unknown as { entries: Record<string, unknown> }).entries;
}

/** An input holding `value` in every field of the schema. */
const everyField = (schema: v.GenericSchema, value: unknown) =>
  Object.fromEntries(Object.keys(entriesOf(schema)).map((key) => [key, value]));

/** Values that break one rule or another of each kind of field. */
const BAD_VALUES: unknown[] = [
  "",
  5,
  -3,
  0,
  1.5,
  1e12,
  true,
  [],
  "zz",
  "12345",
  "12345abc",
  "-3",
  "99999999",
  "x".repeat(2_000),
  "<b>bold</b>",
  "a\u0007b",
  "first\nsecond",
  "2026-02-30",
  "2026/02/03",
];

/** Every message a check says of `input`, in the stub language. */
const toldOf = (schema: v.GenericSchema, input: unknown): string[] =>
  (v.safeParse(schema, input, { lang: STUB }).issues ?? []).map((issue) => issue.message);

/** A page as the invoice form sends it. */
const page = (documentKind: string, extra: Record<string, unknown> = {}) => ({
  uploadId: "upload-0001",
  documentKind,
  order: 1,
  sha256: "a".repeat(64),
  ...extra,
});

const load = {
  brokerName: "Acme Logistics",
  loadNumber: "PO-1",
  amountCents: 120_000,
  pickupDate: "2026-11-02",
  deliveryDate: "2026-11-03",
  pages: [page("rate-confirmation"), page("bol-pod")],
};

/** What a client or a visitor may be told, by every check they meet. */
const CLIENT_CHECKS: [string, v.GenericSchema, unknown[]][] = [
  ["quote request", QuoteInput, [{ unknown: 1 }]],
  ["fuel card application", FuelCardApplicationInput, []],
  ["client sign-in", ClientLoginInput, []],
  ["password reset request", PasswordResetRequest, []],
  [
    "password set from a link",
    PasswordSetInput,
    [{ token: "x", password: "a long enough password", confirmPassword: "another long password" }],
  ],
  [
    "password change",
    PasswordChangeInput,
    [{ currentPassword: "the same long password", newPassword: "the same long password" }],
  ],
  ["e-mail change", EmailChangeInput, []],
  ["e-mail change link", EmailConfirmInput, []],
  ["settings", ClientSettingsInput, [{ phone: "", emailTopics: ["zz"] }]],
  ["portal language", ClientLocaleInput, [{ locale: "fr" }, "fr"]],
  ["broker check", BrokerCheckQuery, [{ q: "a" }, { q: "ab".repeat(60) }]],
  [
    "statement",
    statementQuery("2026-11-30"),
    [
      { from: "2026-11-10", to: "2026-11-01", format: "doc", lang: "fr" },
      { from: "2026-11-01", to: "2026-12-25" },
      { from: "2024-01-01", to: "2026-11-01" },
    ],
  ],
  [
    "invoice",
    InvoiceInput,
    [
      { ...load, pages: [] },
      { ...load, pickupDate: "2026-11-05" },
      { ...load, extras: "none" },
      { ...load, extras: Array.from({ length: 11 }, () => ({ kind: "lumper", amountCents: 100 })) },
      {
        ...load,
        extras: [
          { kind: "zz", amountCents: 100 },
          { kind: "other", amountCents: 0 },
        ],
      },
      { ...load, extras: [{ kind: "other", amountCents: 100 }] },
      { ...load, pages: "none" },
      { ...load, pages: Array.from({ length: 41 }, () => page("receipt")) },
      {
        ...load,
        pages: [
          page("zz", { uploadId: "!", sha256: "x", warnings: ["zz"] }),
          page("rate-confirmation", { warnings: "dark" }),
          page("bol-pod", { warnings: ["dark", "dark", "dark", "dark"] }),
        ],
      },
    ],
  ],
  ["pages added", AddPagesInput, [{ pages: [] }]],
];

/** Every input a check is given: nothing, one bad value in every field, and the check's own cases. */
const casesOf = (schema: v.GenericSchema, inputs: unknown[]) => [
  {},
  ...BAD_VALUES.map((value) => everyField(schema, value)),
  ...inputs,
];

/** Checks that no client meets, each with an input that makes it say its message. */
const OTHER_CHECKS: [v.GenericSchema, unknown][] = [
  // Staff's change of a request's status: English on screen, but its message is the catalogue's.
  [StatusChangeInput, { status: "zz" }],
  // A field no label names, and an amount that may be zero but not below.
  [v.strictObject({ note: v.string() }, objectIssueMessage({})), {}],
  [cents({ en: "Credit", es: "el crédito" }, 0), -1],
];

describe("the contract in a third language", () => {
  for (const [name, schema, inputs] of CLIENT_CHECKS) {
    it(`tells a client every message of the ${name} from the catalogue`, () => {
      for (const input of casesOf(schema, inputs)) {
        for (const message of toldOf(schema, input)) {
          const what = JSON.stringify(input).slice(0, 120);
          expect(unmarked(message), `${name}: "${message}" for ${what}`).toBe("");
        }
      }
    });
  }

  it("names the missing documents, a client's topics and a failed form post from the catalogue", () => {
    expect(unmarked(missingDocumentsMessage([], STUB) ?? "missing")).toBe("");
    for (const topic of CLIENT_TOPICS) expect(unmarked(topicLabel(topic, STUB))).toBe("");
    expect(unmarked(SOMETHING_WRONG({}, { locale: STUB }))).toBe("");
  });

  it("tells of every other check from the catalogue", () => {
    for (const [schema, input] of OTHER_CHECKS) {
      const told = toldOf(schema, input);
      expect(told).not.toEqual([]);
      for (const message of told) expect(unmarked(message)).toBe("");
    }
  });

  it("says every message of the contract's catalogue in one check or another", () => {
    // On its own, in any order of the tests: every check is run again here.
    for (const [, schema, inputs] of CLIENT_CHECKS)
      for (const input of casesOf(schema, inputs)) toldOf(schema, input);
    for (const [schema, input] of OTHER_CHECKS) toldOf(schema, input);
    missingDocumentsMessage([], STUB);
    for (const topic of CLIENT_TOPICS) topicLabel(topic, STUB);
    SOMETHING_WRONG({}, { locale: STUB });
    const keys = Object.keys(fieldsCatalogue).filter((key) => key !== "$schema");
    // The password dialog's own "two new passwords" message is said by the portal's form (its test).
    const unsaid = keys.filter((key) => !said.has(key) && key !== "fields_new_passwords_differ");
    expect(unsaid).toEqual([]);
  });
});
