import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedTeam } from "../contract/seed-team";
import { openTestDatabase } from "../../tests/support/api/harness";
import { teamMembers, teamMemberTexts } from "./schema";
import { seedDatabase } from "./seed";
import { listTeam, updateTeamMemberDetails } from "./team";

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

  it("says 24 hours where a bio speaks of funding time, in both languages", () => {
    const timed = seedTeam.filter((member) =>
      /funded|funding (?:time|on schedule)|deposit/i.test(member.bio),
    );
    expect(timed.length).toBeGreaterThan(0);
    for (const member of timed) {
      expect(member.bio).toContain("24 hours");
      expect(member.translations.es.bio).toContain("24 horas");
    }
  });
});

describe("seeding the team's Spanish words", () => {
  it("gives a fresh database every seeded card in both languages", async () => {
    const { db } = await openTestDatabase();
    const team = await listTeam(db);
    expect(team.map((member) => member.translations)).toEqual(seedTeam.map((member) => member.translations));
  });

  it("adds them to a database seeded before them, but not to a card staff rewrote or cleared", async () => {
    const { db } = await openTestDatabase();
    const [karen, luis, tom] = seedTeam;
    // As a database from before translations: no Spanish anywhere, and one bio rewritten by staff.
    await db.delete(teamMemberTexts);
    await db.update(teamMembers).set({ bio: "Tom runs the money." }).where(eq(teamMembers.id, tom.id));
    // And one card whose Spanish staff cleared on purpose.
    await updateTeamMemberDetails(
      db,
      luis.id,
      { ...luis, translations: { es: { role: "", experience: "", bio: "" } } },
      new Date().toISOString(),
    );

    expect(await seedDatabase(db)).toBe(0);
    const team = new Map((await listTeam(db)).map((member) => [member.id, member.translations]));
    expect(team.get(karen.id)).toEqual(karen.translations);
    expect(team.get(luis.id)).toEqual({ es: { role: "", experience: "", bio: "" } });
    expect(team.get(tom.id)).toEqual({});
    // Starting again changes nothing.
    await seedDatabase(db);
    expect(new Map((await listTeam(db)).map((member) => [member.id, member.translations]))).toEqual(team);
  });
});
