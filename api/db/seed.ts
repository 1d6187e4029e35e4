import { count } from "drizzle-orm";
import { seedTeam } from "../contract/seed-team";
import { teamMembers } from "./schema";
import type { Database } from "./types";

/** Seeds the leadership team when the table is empty; returns how many rows it added. */
export async function seedDatabase(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(teamMembers);
  if ((row?.total ?? 0) > 0) return 0;
  await db.insert(teamMembers).values(seedTeam.map((member) => ({ ...member })));
  return seedTeam.length;
}
