import { describe, expect, it, vi } from "vitest";
import { company } from "../api/contract/company";
import { unmarked } from "../tests/support/stub-language";
import { editionsOf, prerenderPaths, renderPage } from "./entry-server";
import { localeOfPath } from "./lib/locale";

/*
 * Every page the build prerenders, in a language the product does not speak yet: "xx". Its fixture
 * is what a third language brings and nothing else: a catalogue (the English one with every message
 * marked «…») and its content's words (each content module's English, marked, under "xx"). A page
 * that renders, and shows no word outside a mark but names and figures, proves that a third
 * language is a catalogue and content strings: no route, component or content module writes words
 * of its own, or knows the languages by name (docs/decisions/0171-one-route-tree.md).
 */

const { said, STUB } = vi.hoisted(() => ({ said: new Set<string>(), STUB: "xx" }));

const { withStubWords } = vi.hoisted(() => {
  /** The keys of content that are data, not words: addresses, ids, dates, figures, colours. */
  const DATA_KEYS = new Set([
    "slug",
    "href",
    "to",
    "id",
    "articleSlug",
    "category",
    "publishedOn",
    "type",
    "value",
    "portrait",
    "centsPerGallon",
    "locations",
  ]);

  /** A content value's words marked «…», its data left as it is. */
  function marked(value: unknown, key = ""): unknown {
    if (DATA_KEYS.has(key)) return value;
    if (typeof value === "string") return `«${value}»`;
    if (Array.isArray(value)) return value.map((item) => marked(item));
    if (typeof value === "object" && value !== null && !("$$typeof" in value) && !("render" in value)) {
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, marked(item, name)]));
    }
    return value;
  }

  /**
   * A content module with words in the stub language: each of its functions that takes a language
   * answers "xx" with its English, marked.
   */
  const withStubWordsOf = async (importOriginal: () => Promise<Record<string, unknown>>) => {
    const module = await importOriginal();
    return Object.fromEntries(
      Object.entries(module).map(([name, value]) => {
        if (typeof value !== "function") return [name, value];
        const inLanguage = value as (...args: unknown[]) => unknown;
        return [
          name,
          (...args: unknown[]) =>
            args.includes(STUB)
              ? marked(inLanguage(...args.map((arg) => (arg === STUB ? "en" : arg))))
              : inLanguage(...args),
        ];
      }),
    );
  };
  return { withStubWords: withStubWordsOf };
});

vi.mock("./paraglide/messages.js", async (importOriginal) => {
  const { markedCatalogue } = await import("../tests/support/stub-language");
  return markedCatalogue(await importOriginal<Record<string, unknown>>(), said);
});

// The product's languages, with the stub among them (its dates and amounts written as in English).
vi.mock("../api/contract/words", async (importOriginal) => {
  const words = await importOriginal<typeof Words>();
  (words.LOCALES as unknown as string[]).push(STUB);
  Object.assign(words.INTL_LOCALES, { [STUB]: "en-US" });
  Object.assign(words.LANGUAGE_NAMES, { [STUB]: "Stub" });
  // An option's words in the stub language: its English label, marked.
  const labelIn: typeof words.labelIn = (option, locale) =>
    locale === STUB ? `«${option.label}»` : words.labelIn(option, locale);
  return { ...words, labelIn };
});

// A field list names each field in the stub language too: its English words, marked.
vi.mock("../api/contract/field-list", async (importOriginal) => {
  const fields = await importOriginal<typeof FieldLists>();
  type Spec = Parameters<typeof fields.fieldSchema>[0];
  const withStub = (field: Spec): Spec => ({
    ...field,
    [STUB]: {
      name: `«${field.messageName ?? field.label}»`,
      ...("formLabel" in field ? { formLabel: `«${field.formLabel}»` } : {}),
    },
  });
  const eachWithStub = <L extends FieldLists.FieldList>(list: L): L =>
    Object.fromEntries(Object.entries(list).map(([key, field]) => [key, withStub(field)])) as L;
  return {
    ...fields,
    fieldList: eachWithStub,
    fieldSchema: (field: Spec) => fields.fieldSchema(withStub(field)),
    requestSchema: (list: FieldLists.FieldList) => fields.requestSchema(eachWithStub(list)),
  };
});

vi.mock("./content/company", withStubWords);
vi.mock("./content/fuel-tiers", withStubWords);
vi.mock("./content/home", withStubWords);
vi.mock("./content/how-it-works", withStubWords);
vi.mock("./content/why-us", withStubWords);
vi.mock("./content/about", withStubWords);
vi.mock("./content/industries", withStubWords);
vi.mock("./content/asset-based-lending", withStubWords);
vi.mock("./content/resources", withStubWords);
vi.mock("./content/testimonials", withStubWords);
vi.mock("./content/legal/editions", withStubWords);
vi.mock("./content/articles/editions", withStubWords);

import type * as FieldLists from "../api/contract/field-list";
import type * as Words from "../api/contract/words";

const client = {
  template: '<html lang="en"><head><!--app-head--></head><body><!--app-html--></body></html>',
  manifest: {},
  readFile: () => "",
};

/**
 * The words a reader meets on a page: its text, its description as search results and shared links
 * show it, and its controls' and images' names. Dates are Intl's, in the language's own tag.
 */
function wordsOf(html: string): string {
  const attributes = [
    ...html.matchAll(/\s(?:aria-label|alt|placeholder|title)="([^"]*)"/g),
    ...html.matchAll(/<meta (?:name="description"|property="og:(?:title|description)") content="([^"]*)"/g),
  ].map(([, value]) => value);
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<time[^>]*>[\s\S]*?<\/time>/g, " ")
    .replace(/<head>[\s\S]*?<\/head>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return [text, ...attributes]
    .join(" ")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"');
}

/** Words that are the same in every language: the company's names, its addresses, its associations'. */
const NAMES = new Set(
  [
    company.name,
    company.fullName,
    company.fullName.toUpperCase(),
    company.address.street,
    company.address.city,
    company.address.region,
    ...Object.values(company.email),
    ...company.associations.flatMap((association) => [association.short, association.name]),
  ].flatMap((name) => name.match(/\p{L}[\p{L}'’-]*/gu) ?? []),
);

/** The words of `html` that no mark holds, names and figures aside. */
const unsaid = (html: string) =>
  (unmarked(wordsOf(html)).match(/\p{L}[\p{L}'’-]*/gu) ?? []).filter((word) => !NAMES.has(word));

describe("every prerendered page in a third language", () => {
  // Every page published in every language (the staff's sign-in and the external sign-in are English only).
  const englishPages = prerenderPaths().filter(
    (path) => localeOfPath(path) === "en" && (path === "/404" || editionsOf(path) !== undefined),
  );

  it("is every page of the site, the articles, forms and sign-in included", () => {
    expect(englishPages).toEqual(
      expect.arrayContaining([
        "/",
        "/about",
        "/resources/fuel-management",
        "/get-quote",
        "/client-login",
        "/404",
      ]),
    );
    expect(englishPages).not.toContain("/admin/login");
  });

  it.each(englishPages.map((path) => [path]))(
    "%s renders in the stub language, every word its own",
    async (path) => {
      const url = path === "/" ? `/${STUB}` : `/${STUB}${path}`;
      const page = await renderPage(client, { url, teamMembers: [] });
      if (!("html" in page)) throw new Error(`${url} redirected to ${page.location}`);
      expect(page.status, url).toBe(path === "/404" ? 404 : 200);
      expect(page.html).toContain(`<html lang="${STUB}"`);
      expect(unsaid(page.html), url).toEqual([]);
    },
  );
});
