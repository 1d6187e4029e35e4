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
  // Two servers starting together may both find the table empty: the seeded cards have fixed ids, so
  // the second one's insert adds nothing (docs/decisions/0230-several-servers.md).
  const added = empty
    ? await db
        .insert(teamMembers)
        .values(seedTeam.map(({ translations: _words, ...member }) => member))
        .onConflictDoNothing()
        .returning({ id: teamMembers.id })
    : [];
  await addMissingTranslations(db, seedTeam);
  return added.length;
}
