import { describe, expect, it } from "vitest";
import { seedTeam } from "../contract/seed-team";

/** The site promises funding within 24 hours (company facts); no leader's bio may promise more. */
describe("the seeded leadership team", () => {
  it.each(seedTeam.map((member) => [member.name, member.bio] as const))(
    "%s's bio promises no faster funding than 24 hours",
    (_name, bio) => {
      expect(bio).not.toMatch(
        /same[- ]day|overnight|instant|within (?:an?|one|\d{1,2}) hours?\b(?<!24 hours)/i,
      );
    },
  );

  it("says 24 hours where a bio speaks of funding time", () => {
    const timed = seedTeam.filter((member) =>
      /funded|funding (?:time|on schedule)|deposit/i.test(member.bio),
    );
    expect(timed.length).toBeGreaterThan(0);
    for (const member of timed) expect(member.bio).toContain("24 hours");
  });
});
