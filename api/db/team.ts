import { asc, eq, inArray } from "drizzle-orm";
import type { TeamMember, TeamMemberWords, TranslatedLocale } from "../contract/team-member";
import type { ImageType } from "../lib/images";
import { atomically } from "./invoices";
import { teamMemberPhotos, teamMembers, teamMemberTexts } from "./schema";
import type { Database } from "./types";

/** A photo's URL carries its content hash, so it can be cached for a year and still change at once. */
const photoUrl = (id: string, hash: string) => `/api/team-members/${id}/photo?v=${hash}`;

const listColumns = {
  id: teamMembers.id,
  name: teamMembers.name,
  role: teamMembers.role,
  experience: teamMembers.experience,
  bio: teamMembers.bio,
  photoHash: teamMemberPhotos.hash,
};

const selectTeam = (db: Database) =>
  db
    .select(listColumns)
    .from(teamMembers)
    .leftJoin(teamMemberPhotos, eq(teamMemberPhotos.teamMemberId, teamMembers.id));

type TeamRow = { photoHash: string | null } & Omit<TeamMember, "profileImage" | "translations">;
type TextRow = typeof teamMemberTexts.$inferSelect;

/** The other languages' words of the given members, by member id. */
async function textsOf(db: Database, ids: string[]) {
  const byMember = new Map<string, TeamMember["translations"]>();
  if (ids.length === 0) return byMember;
  const rows = await db.select().from(teamMemberTexts).where(inArray(teamMemberTexts.teamMemberId, ids));
  for (const row of rows) {
    const translations = byMember.get(row.teamMemberId) ?? {};
    translations[row.locale as TranslatedLocale] = wordsOf(row);
    byMember.set(row.teamMemberId, translations);
  }
  return byMember;
}

const wordsOf = (row: Pick<TextRow, "role" | "experience" | "bio">): TeamMemberWords => ({
  role: row.role ?? "",
  experience: row.experience ?? "",
  bio: row.bio ?? "",
});

async function toTeamMembers(db: Database, rows: TeamRow[]): Promise<TeamMember[]> {
  const texts = await textsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ photoHash, ...member }) => ({
    ...member,
    profileImage: photoHash ? photoUrl(member.id, photoHash) : null,
    translations: texts.get(member.id) ?? {},
  }));
}

/** The team in display order; photos are only referenced, never inlined. */
export async function listTeam(db: Database): Promise<TeamMember[]> {
  const rows = await selectTeam(db).orderBy(asc(teamMembers.sortOrder), asc(teamMembers.name));
  return toTeamMembers(db, rows);
}

export async function findTeamMember(db: Database, id: string): Promise<TeamMember | undefined> {
  const rows = await selectTeam(db).where(eq(teamMembers.id, id));
  const [member] = await toTeamMembers(db, rows);
  return member;
}

/**
 * A card's words, and those of the languages `translations` names (an empty field is stored as
 * none, so the English shows there); a language it leaves out keeps what it had. One batch, so a
 * card is never half saved.
 */
export async function updateTeamMemberDetails(
  db: Database,
  id: string,
  {
    translations = {},
    ...details
  }: Pick<TeamMember, "name" | "role" | "experience" | "bio"> & {
    translations?: Partial<Record<TranslatedLocale, TeamMemberWords>> | undefined;
  },
  at: string,
): Promise<boolean> {
  const [found] = await db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.id, id));
  if (!found) return false;
  const orNull = (text: string) => text || null;
  const texts = Object.entries(translations).map(([locale, words]) => {
    const row = {
      role: orNull(words.role),
      experience: orNull(words.experience),
      bio: orNull(words.bio),
      updatedAt: at,
    };
    return db
      .insert(teamMemberTexts)
      .values({ teamMemberId: id, locale, ...row })
      .onConflictDoUpdate({ target: [teamMemberTexts.teamMemberId, teamMemberTexts.locale], set: row });
  });
  await atomically(db, [
    db
      .update(teamMembers)
      .set({ ...details, updatedAt: at })
      .where(eq(teamMembers.id, id)),
    ...texts,
  ]);
  return true;
}

/**
 * Adds a language's words to members whose English is still the given one and who have no words
 * in that language yet: a database seeded before translations existed gets them, and a card
 * staff have rewritten, or whose translation they cleared, is left as they made it.
 */
export async function addMissingTranslations(
  db: Database,
  members: readonly {
    id: string;
    role: string;
    experience: string;
    bio: string;
    translations: Partial<Record<TranslatedLocale, TeamMemberWords>>;
  }[],
): Promise<number> {
  const current = await db
    .select({
      id: teamMembers.id,
      role: teamMembers.role,
      experience: teamMembers.experience,
      bio: teamMembers.bio,
    })
    .from(teamMembers);
  const texts = await textsOf(
    db,
    current.map((row) => row.id),
  );
  let added = 0;
  for (const member of members) {
    const row = current.find((candidate) => candidate.id === member.id);
    if (!row || row.role !== member.role || row.experience !== member.experience || row.bio !== member.bio)
      continue;
    for (const [locale, words] of Object.entries(member.translations)) {
      if (texts.get(member.id)?.[locale as TranslatedLocale]) continue;
      await db
        .insert(teamMemberTexts)
        .values({ teamMemberId: member.id, locale, ...words })
        .onConflictDoNothing();
      added += 1;
    }
  }
  return added;
}

export async function saveTeamMemberPhoto(
  db: Database,
  id: string,
  photo: { data: Uint8Array; contentType: ImageType; hash: string },
  at: string,
) {
  await db
    .insert(teamMemberPhotos)
    .values({ teamMemberId: id, ...photo, updatedAt: at })
    .onConflictDoUpdate({ target: teamMemberPhotos.teamMemberId, set: { ...photo, updatedAt: at } });
}

export async function findTeamMemberPhoto(db: Database, id: string) {
  const [photo] = await db
    .select({
      data: teamMemberPhotos.data,
      contentType: teamMemberPhotos.contentType,
      hash: teamMemberPhotos.hash,
    })
    .from(teamMemberPhotos)
    .where(eq(teamMemberPhotos.teamMemberId, id));
  return photo;
}
