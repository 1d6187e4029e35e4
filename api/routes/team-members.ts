import { Hono } from "hono";
import { etag } from "hono/etag";
import {
  TeamMemberDetailsInput,
  TeamMemberPhotoInput,
  TeamMemberUpdateInput,
  type TeamMemberDetailsInput as Details,
} from "../contract/team-member";
import type { AppEnv } from "../app-env";
import {
  findTeamMember,
  findTeamMemberPhoto,
  listTeam,
  saveTeamMemberPhoto,
  updateTeamMemberDetails,
} from "../db/team";
import { requireStaff } from "./session-guards";
import { englishErrorJson, validationJson } from "../lib/errors";
import { decodeImageDataUrl, UNREADABLE_IMAGE } from "../lib/images";
import { sha256Hex } from "../lib/tokens";
import { jsonBody } from "../lib/validation";

const NOT_FOUND = "Team member not found.";
const A_YEAR = "public, max-age=31536000, immutable";

/**
 * The About page's team: a small public list (photos are separate, cacheable
 * resources addressed by content hash) and staff edits of text or photo.
 */
export const teamMemberRoutes = new Hono<AppEnv>()
  .get("/", etag({ weak: true }), async (c) => {
    const teamMembers = await listTeam(c.get("deps").db);
    c.header("Cache-Control", "no-cache");
    return c.json({ success: true as const, teamMembers }, 200);
  })
  .get("/:id/photo", async (c) => {
    const photo = await findTeamMemberPhoto(c.get("deps").db, c.req.param("id"));
    if (!photo) return englishErrorJson(c, 404, "This team member has no photo.");
    const tag = `"${photo.hash}"`;
    c.header("ETag", tag);
    c.header("Cache-Control", c.req.query("v") === photo.hash ? A_YEAR : "no-cache");
    if (
      c.req
        .header("if-none-match")
        ?.split(",")
        .some((value) => value.trim().replace(/^W\//, "") === tag)
    ) {
      return c.body(null, 304);
    }
    c.header("Content-Type", photo.contentType);
    return c.body(photo.data as Uint8Array<ArrayBuffer>, 200);
  })
  .put(
    "/:id",
    requireStaff,
    jsonBody(TeamMemberUpdateInput, (body) =>
      "profileImage" in body ? TeamMemberPhotoInput : TeamMemberDetailsInput,
    ),
    async (c) => {
      const { db, imageProcessor, now } = c.get("deps");
      const id = c.req.param("id");
      const body = c.req.valid("json");
      const at = now().toISOString();

      if (!("profileImage" in body)) {
        const updated = await updateTeamMemberDetails(db, id, body satisfies Details, at);
        if (!updated) return englishErrorJson(c, 404, NOT_FOUND);
      } else {
        if (!(await findTeamMember(db, id))) return englishErrorJson(c, 404, NOT_FOUND);
        const upload = decodeImageDataUrl(body.profileImage);
        if (!upload.ok) {
          return upload.status === 413
            ? englishErrorJson(c, 413, upload.message)
            : validationJson(c, { profileImage: upload.message }, upload.message);
        }
        let photo;
        try {
          photo = await imageProcessor.process(upload.bytes, upload.type);
        } catch {
          return validationJson(c, { profileImage: UNREADABLE_IMAGE }, UNREADABLE_IMAGE);
        }
        const hash = (await sha256Hex(photo.bytes)).slice(0, 16);
        await saveTeamMemberPhoto(db, id, { data: photo.bytes, contentType: photo.type, hash }, at);
      }

      const teamMember = await findTeamMember(db, id);
      if (!teamMember) return englishErrorJson(c, 404, NOT_FOUND);
      return c.json({ success: true as const, teamMember }, 200);
    },
  );
