import * as v from "valibot";
import { objectIssueMessage, optionalText, requiredText } from "./fields";
import { BASE_LOCALE, LANGUAGE_NAMES, LOCALES, type Locale, type PrefixedLocale } from "./words";

/** Largest photo accepted (decoded bytes), and the two messages a refused upload shows, word for word. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "Image file is too large. Please use an image smaller than 5MB.";
export const NOT_AN_IMAGE = "Please select a valid image file (JPG, PNG, etc.)";
/** Accepted photo types; SVG never (it can carry scripts). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

/** The languages a card is written in beside English, whose words staff give on the team screen. */
export const TRANSLATED_LOCALES = LOCALES.filter(
  (locale): locale is PrefixedLocale => locale !== BASE_LOCALE,
) as readonly PrefixedLocale[];
export type TranslatedLocale = PrefixedLocale;

/** A card's words in another language; a field left empty shows the English there, marked. */
export interface TeamMemberWords {
  role: string;
  experience: string;
  bio: string;
}

/** The translated fields, optional each: the staff screen is English, so are their names. */
const TeamMemberWordsInput = (locale: TranslatedLocale) =>
  v.strictObject(
    {
      role: optionalText(`Role in ${LANGUAGE_NAMES[locale]}`, 120),
      experience: optionalText(`Experience in ${LANGUAGE_NAMES[locale]}`, 160),
      bio: optionalText(`Bio in ${LANGUAGE_NAMES[locale]}`, 2000, "many"),
    },
    objectIssueMessage({}),
  );

/**
 * Editing a team card: name, role, experience and bio are all required. `translations` (optional)
 * replaces the card's words in the languages it names; a language left out keeps what it had.
 */
export const TeamMemberDetailsInput = v.strictObject(
  {
    name: requiredText("Name", 100),
    role: requiredText("Role", 120),
    experience: requiredText("Experience", 160),
    bio: requiredText("Bio", 2000, "many"),
    translations: v.optional(
      v.strictObject(
        Object.fromEntries(
          TRANSLATED_LOCALES.map((locale) => [locale, v.optional(TeamMemberWordsInput(locale))]),
        ) as Record<TranslatedLocale, v.OptionalSchema<ReturnType<typeof TeamMemberWordsInput>, undefined>>,
        objectIssueMessage({}),
      ),
    ),
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

/**
 * A team member as the API returns it; `profileImage` is the photo's URL or null. `translations`
 * holds the words staff wrote in other languages ("" where none was written).
 */
export interface TeamMember {
  id: string;
  name: string;
  role: string;
  experience: string;
  bio: string;
  profileImage: string | null;
  translations: Partial<Record<TranslatedLocale, TeamMemberWords>>;
}

/**
 * The words a card shows to a reader of `locale`: the translation where staff wrote one, else the
 * English, with the language of each field so the page can mark English on a Spanish page.
 */
export function teamMemberWordsIn(
  member: Pick<TeamMember, "role" | "experience" | "bio" | "translations">,
  locale: Locale,
): Record<keyof TeamMemberWords, { text: string; locale: Locale }> {
  const translated = locale === "en" ? undefined : member.translations[locale];
  const pick = (field: keyof TeamMemberWords) =>
    translated?.[field]
      ? { text: translated[field], locale }
      : { text: member[field], locale: "en" as const };
  return { role: pick("role"), experience: pick("experience"), bio: pick("bio") };
}
