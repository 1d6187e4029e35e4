import type { ExternalRedirectInput } from "../contract/auth";
import { labelOf, systemTypeOptions } from "../contract/options";

type SystemType = ExternalRedirectInput["systemType"];

/** Each accounting system's own domain, with its subdomains. */
const SYSTEM_DOMAINS: Partial<Record<SystemType, string>> = {
  quickbooks: "intuit.com",
  xero: "xero.com",
  sage: "sage.com",
};

/** Query parameters that would carry a credential; removed from every redirect that holds no credential. */
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
 * in EXTERNAL_REDIRECT_ALLOWLIST), and never carrying the client's username
 * or password anywhere, in any case or encoding: such an address is refused
 * (docs/decisions/0011-external-redirect.md).
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

  for (const [name, value] of [...url.searchParams]) {
    if (CREDENTIAL_PARAMETERS.has(name.toLowerCase())) url.searchParams.delete(name, value);
  }
  const text = url.toString();
  // The address as typed and as it would be sent: a host is lower-cased (and an IDN host
  // turned to punycode) by URL parsing, so both are read.
  if (carriesSecret([input.externalUrl, text], [input.username.trim(), input.password])) {
    return { ok: false, error: CARRIES_CREDENTIALS };
  }
  return { ok: true, url: text };
}

const CARRIES_CREDENTIALS = "The external address must not contain your username or password.";

/**
 * Text compared without case or Unicode form: NFKC, as the password hasher reads a password, then
 * upper- and lower-cased, because some letters grow in upper case ("ß" to "SS", "ﬕ" to "ՄԻ") and
 * lower-casing alone would not bring them back together.
 */
const folded = (text: string) => text.normalize("NFKC").toUpperCase().toLowerCase();

/**
 * Whether any of `secrets` appears anywhere in any of `texts` (host, path,
 * parameters, fragment alike), ignoring case and Unicode form, as typed or
 * percent-decoded up to three times, with `+` read as a space or not.
 */
function carriesSecret(texts: string[], secrets: string[]): boolean {
  const wanted = secrets.map(folded).filter((secret) => secret !== "");
  const readings = new Set<string>();
  for (const text of texts) {
    for (const start of [text, text.replace(/\+/g, " ")]) {
      let current = start;
      for (let round = 0; round < 4; round++) {
        readings.add(folded(current));
        const decoded = safeDecode(current);
        if (decoded === current) break;
        current = decoded;
      }
    }
  }
  return [...readings].some((reading) => wanted.some((secret) => reading.includes(secret)));
}

/** Decodes each run of percent escapes on its own, so one broken escape cannot hide the others. */
function safeDecode(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}
