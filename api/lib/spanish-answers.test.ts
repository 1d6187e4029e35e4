import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { answerIn, spanishAnswers } from "./spanish-answers";

/** The API's source, without tests and without this table. */
function apiSource(dir = new URL("../", import.meta.url).pathname): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) =>
      statSync(path).isDirectory()
        ? apiSource(path)
        : path.endsWith(".ts") && !path.endsWith(".test.ts") && !path.endsWith("spanish-answers.ts")
          ? readFileSync(path, "utf8")
          : "",
    )
    .join("\n");
}

describe("the API's answers in Spanish", () => {
  const source = apiSource().replace(/\s*\n\s*/g, " ");

  it("translate only sentences the API still says, word for word", () => {
    const orphans = [...spanishAnswers.keys()].filter((english) => !source.includes(JSON.stringify(english)));
    expect(orphans).toEqual([]);
  });

  it("are Spanish, and left as written for English", () => {
    for (const [english, spanish] of spanishAnswers) {
      expect(spanish, english).not.toBe(english);
      expect(answerIn(english, "en")).toBe(english);
      expect(answerIn(english, "es")).toBe(spanish);
    }
    expect(answerIn("Not a sentence of ours", "es")).toBe("Not a sentence of ours");
  });
});
