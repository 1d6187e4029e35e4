import { asc, eq } from "drizzle-orm";
import type { TeamMember } from "../contract/team-member";
import type { ImageType } from "../lib/images";
import { teamMemberPhotos, teamMembers } from "./schema";
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

const toTeamMember = ({
  photoHash,
  ...member
}: { photoHash: string | null } & Omit<TeamMember, "profileImage">): TeamMember => ({
  ...member,
  profileImage: photoHash ? photoUrl(member.id, photoHash) : null,
});

/** The team in display order; photos are only referenced, never inlined. */
export async function listTeam(db: Database): Promise<TeamMember[]> {
  const rows = await selectTeam(db).orderBy(asc(teamMembers.sortOrder), asc(teamMembers.name));
  return rows.map(toTeamMember);
}

export async function findTeamMember(db: Database, id: string): Promise<TeamMember | undefined> {
  const [row] = await selectTeam(db).where(eq(teamMembers.id, id));
  return row && toTeamMember(row);
}

export async function updateTeamMemberDetails(
  db: Database,
  id: string,
  details: Pick<TeamMember, "name" | "role" | "experience" | "bio">,
  at: string,
): Promise<boolean> {
  const updated = await db
    .update(teamMembers)
    .set({ ...details, updatedAt: at })
    .where(eq(teamMembers.id, id))
    .returning({ id: teamMembers.id });
  return updated.length > 0;
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
