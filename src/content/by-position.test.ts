import { describe, expect, it } from "vitest";
import { byPosition } from "./by-position";

describe("words joined to their data by position", () => {
  it("gives each item its own datum, in order", () => {
    expect(byPosition(["a", "b"], [1, 2], (datum, words) => `${datum}${words}`)).toEqual(["a1", "b2"]);
  });

  it("refuses a list of words that is not as long as the data, never lending one item another's", () => {
    expect(() => byPosition(["a", "b"], [1], (datum, words) => `${datum}${words}`)).toThrow(
      "1 items of words for 2 of data",
    );
    expect(() => byPosition(["a"], [1, 2], (datum, words) => `${datum}${words}`)).toThrow(
      "2 items of words for 1 of data",
    );
  });
});
