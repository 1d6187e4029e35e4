import * as v from "valibot";

/**
 * What the browser keeps about a signed-in client, for display only: the
 * user object the server returned. Never a token, never a password; the
 * session itself is the httpOnly cookie.
 */
export const CLIENT_USER_KEY = "tpf:client-user";

export const ClientUser = v.object({
  username: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  companyName: v.string(),
  lastLogin: v.nullable(v.string()),
  // Stored before the portal spoke Spanish: English, until the server says.
  locale: v.optional(v.picklist(["en", "es"]), "en"),
});
export type ClientUser = v.InferOutput<typeof ClientUser>;

export type StoredClientUser =
  { state: "missing" } | { state: "corrupt" } | { state: "present"; user: ClientUser };

export function readStoredClientUser(): StoredClientUser {
  let raw: string | null;
  try {
    raw = localStorage.getItem(CLIENT_USER_KEY);
  } catch {
    return { state: "missing" };
  }
  if (raw === null) return { state: "missing" };
  try {
    const parsed = v.safeParse(ClientUser, JSON.parse(raw));
    return parsed.success ? { state: "present", user: parsed.output } : { state: "corrupt" };
  } catch {
    return { state: "corrupt" };
  }
}

export function storeClientUser(user: ClientUser): void {
  const { username, firstName, lastName, companyName, lastLogin, locale } = user;
  try {
    localStorage.setItem(
      CLIENT_USER_KEY,
      JSON.stringify({ username, firstName, lastName, companyName, lastLogin, locale }),
    );
  } catch {
    // Display data only: the dashboard reads the user from the server anyway.
  }
}

export function clearStoredClientUser(): void {
  try {
    localStorage.removeItem(CLIENT_USER_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
