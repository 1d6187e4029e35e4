/*
 * A language the product does not speak yet, for the tests that prove a third language is a
 * catalogue and nothing else: "xx", whose every catalogue message is the English one marked «…».
 * A test mocks the compiled catalogue with `markedCatalogue`; any text it then finds unmarked was
 * written in code, not taken from the catalogue.
 */

/** The stub language's code. */
export const STUB_LOCALE = "xx";

type MessageFunction = (inputs: unknown, options?: { locale?: string }) => string;

/**
 * The compiled catalogue with every message answering the stub language marked, and its key noted
 * in `said`; every other language answers as before.
 */
export function markedCatalogue(
  catalogue: Record<string, unknown>,
  said: Set<string>,
): Record<string, unknown> {
  const inStub = (key: string, message: MessageFunction) =>
    function (inputs: unknown, options?: { locale?: string }) {
      if (options?.locale !== STUB_LOCALE) return message(inputs, options);
      said.add(key);
      return `«${message(inputs, { locale: "en" })}»`;
    };
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [
      key,
      typeof value === "function" ? inStub(key, value as MessageFunction) : value,
    ]),
  );
}

/** What is left of a text once every catalogue message in it is taken out, the innermost first. */
export function unmarked(text: string): string {
  let rest = text;
  for (let before = ""; before !== rest;) {
    before = rest;
    rest = rest.replace(/«[^«»]*»/g, "");
  }
  return rest;
}
