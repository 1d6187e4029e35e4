import { count } from "drizzle-orm";
import { seedTeam } from "../contract/seed-team";
import { teamMembers } from "./schema";
import { addMissingTranslations } from "./team";
import type { Database } from "./types";

/**
 * Seeds the leadership team when the table is empty, and gives the seeded cards their Spanish
 * words where staff have not changed them; returns how many members it added.
 */
export async function seedDatabase(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(teamMembers);
  const empty = (row?.total ?? 0) === 0;
  if (empty) {
    await db.insert(teamMembers).values(seedTeam.map(({ translations: _words, ...member }) => member));
  }
  await addMissingTranslations(db, seedTeam);
  return empty ? seedTeam.length : 0;
}
