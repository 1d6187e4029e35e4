import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import english from "../../messages/api/en.json";
import spanish from "../../messages/api/es.json";
import { answerIn, isAnswerKey, messages, sayIn, type AnswerKey } from "./answers";

/** The API's source, without tests and without the list of answers itself. */
function apiSource(dir = new URL("../", import.meta.url).pathname): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) =>
      statSync(path).isDirectory()
        ? apiSource(path)
        : path.endsWith(".ts") && !path.endsWith(".test.ts") && !path.endsWith("lib/answers.ts")
          ? readFileSync(path, "utf8")
          : "",
    )
    .join("\n");
}

const keys = Object.keys(english).filter((key) => key !== "$schema");

describe("the API's answers", () => {
  it("come from the catalogue in both languages, each sentence Spanish in Spanish", () => {
    expect(keys.length).toBeGreaterThan(40);
    for (const key of keys) {
      expect(Object.hasOwn(spanish, key), key).toBe(true);
      expect(spanish[key as keyof typeof spanish], key).not.toBe(english[key as keyof typeof english]);
    }
  });

  it("can all be answered: each is in the API's list, plain or with figures", () => {
    const unlisted = keys.filter((key) => !isAnswerKey(key) && !Object.hasOwn(messages, key));
    expect(unlisted).toEqual([]);
  });

  it("are all said somewhere by the API: no sentence is left behind when its code goes", () => {
    const source = apiSource();
    const orphans = keys.filter((key) => !source.includes(`"${key}"`) && !source.includes(`.${key}(`));
    expect(orphans).toEqual([]);
  });

  it("are written in the language asked for", () => {
    const key: AnswerKey = "api_invoice_not_found";
    expect(answerIn(key, "en")).toBe("Invoice not found.");
    expect(answerIn(key, "es")).toBe("No se encontró la factura.");
  });

  it("tell a key from a sentence the contract already wrote, and leave the sentence as it is", () => {
    expect(isAnswerKey("api_too_large")).toBe(true);
    expect(isAnswerKey("account_settings_saved")).toBe(true);
    expect(isAnswerKey("The request is too large.")).toBe(false);
    expect(isAnswerKey("constructor")).toBe(false);
    expect(sayIn("api_too_large", "es")).toBe("La solicitud es demasiado grande.");
    expect(sayIn("Indique el nombre de la empresa", "es")).toBe("Indique el nombre de la empresa");
  });
});
