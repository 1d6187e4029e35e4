import * as v from "valibot";
import { objectIssueMessage, requiredText } from "./fields";

/** Largest photo accepted (decoded bytes), and the two messages a refused upload shows, word for word. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "Image file is too large. Please use an image smaller than 5MB.";
export const NOT_AN_IMAGE = "Please select a valid image file (JPG, PNG, etc.)";
/** Accepted photo types; SVG never (it can carry scripts). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

/** Editing a team card: name, role, experience and bio are all required. */
export const TeamMemberDetailsInput = v.strictObject(
  {
    name: requiredText("Name", 100),
    role: requiredText("Role", 120),
    experience: requiredText("Experience", 160),
    bio: requiredText("Bio", 2000, "many"),
  },
  objectIssueMessage({ name: "Name", role: "Role", experience: "Experience", bio: "Bio" }),
);
export type TeamMemberDetailsInput = v.InferInput<typeof TeamMemberDetailsInput>;

/** A new photo as an inline data string: `data:image/png;base64,…`. Bytes are checked on the server. */
export const TeamMemberPhotoInput = v.strictObject(
  {
    profileImage: v.pipe(v.string(NOT_AN_IMAGE), v.startsWith("data:image/", NOT_AN_IMAGE)),
  },
  objectIssueMessage({ profileImage: "Profile image" }),
);
export type TeamMemberPhotoInput = v.InferInput<typeof TeamMemberPhotoInput>;

/** `PUT /api/team-members/:id` takes either the details or a photo. */
export const TeamMemberUpdateInput = v.union([TeamMemberDetailsInput, TeamMemberPhotoInput]);
export type TeamMemberUpdateInput = v.InferInput<typeof TeamMemberUpdateInput>;

/** A team member as the API returns it; `profileImage` is the photo's URL or null. */
export interface TeamMember {
  id: string;
  name: string;
  role: string;
  experience: string;
  bio: string;
  profileImage: string | null;
}
