import type { ExternalRedirectInput } from "../contract/auth";
import { labelOf, systemTypeOptions } from "../contract/options";

type SystemType = ExternalRedirectInput["systemType"];

/** DECISIONS item 4: each accounting system's own domain, with its subdomains. */
const SYSTEM_DOMAINS: Partial<Record<SystemType, string>> = {
  quickbooks: "intuit.com",
  xero: "xero.com",
  sage: "sage.com",
};

/** Query parameters that would carry a credential; removed from every redirect. */
const CREDENTIAL_PARAMETERS = new Set([
  "username",
  "user",
  "login",
  "password",
  "pass",
  "pwd",
  "passwd",
  "token",
  "auth",
]);

export type RedirectCheck = { ok: true; url: string } | { ok: false; error: string };

/**
 * The address a client may be sent to: https, on the chosen system's domain
 * (or, for trucking software and custom systems, a host the operator listed
 * in EXTERNAL_REDIRECT_ALLOWLIST), and never carrying the client's
 * credentials (DECISIONS item 3).
 */
export function checkExternalRedirect(
  input: Pick<ExternalRedirectInput, "externalUrl" | "systemType" | "username" | "password">,
  allowlist: readonly string[],
): RedirectCheck {
  let url: URL;
  try {
    url = new URL(input.externalUrl.trim());
  } catch {
    return { ok: false, error: "Enter a full address, like https://app.example.com." };
  }
  if (url.protocol !== "https:")
    return { ok: false, error: "The external address must start with https://." };
  if (url.username || url.password) {
    return { ok: false, error: "The external address must not contain a user name or password." };
  }
  if (url.port !== "") return { ok: false, error: "The external address must not name a port." };

  const host = url.hostname.toLowerCase();
  const domain = SYSTEM_DOMAINS[input.systemType];
  const system = labelOf(systemTypeOptions, input.systemType);
  if (domain !== undefined) {
    if (host !== domain && !host.endsWith(`.${domain}`)) {
      return { ok: false, error: `That address is not a ${system} site. Use an address on ${domain}.` };
    }
  } else if (!allowlist.includes(host)) {
    return {
      ok: false,
      error: allowlist.length
        ? `That address is not an approved ${system} site. Approved: ${allowlist.join(", ")}.`
        : `No ${system} sites are approved yet. Please contact support.`,
    };
  }

  const username = input.username.trim().toLowerCase();
  for (const [name, value] of [...url.searchParams]) {
    const lowered = value.toLowerCase();
    if (CREDENTIAL_PARAMETERS.has(name.toLowerCase()) || lowered === username || value === input.password) {
      url.searchParams.delete(name, value);
    }
  }
  const text = url.toString();
  const pathHasUsername = url.pathname.split("/").some((part) => safeDecode(part).toLowerCase() === username);
  const hashHasUsername = safeDecode(url.hash).toLowerCase().includes(username);
  if (containsSecret(text, input.password) || pathHasUsername || hashHasUsername) {
    return { ok: false, error: "The external address must not contain your username or password." };
  }
  return { ok: true, url: text };
}

function containsSecret(text: string, secret: string): boolean {
  return (
    text.includes(secret) || safeDecode(text).includes(secret) || text.includes(encodeURIComponent(secret))
  );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
