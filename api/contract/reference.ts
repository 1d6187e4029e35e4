import * as v from "valibot";

/**
 * References: what a visitor, a client or staff read out over the phone to
 * name one request. A kind prefix, then eight characters of Crockford's
 * base32 in two groups: `Q-7K3M-9PX2`. Crockford's alphabet leaves out I, L,
 * O and U, so nothing reads as a digit it is not. See
 * docs/decisions/0002-references.md.
 */
export const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export const referencePrefixes = {
  quote: "Q",
  "fuel-card-application": "F",
  invoice: "INV",
} as const;

export type ReferenceKind = keyof typeof referencePrefixes;

/** A reference as it appears in a sentence (a RegExp source, no anchors). */
export const REFERENCE_SOURCE = "(?:Q|F|INV)-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}";

const REFERENCE = new RegExp(`^${REFERENCE_SOURCE}$`);

/**
 * What a person typed, read the way Crockford's base32 is meant to be read:
 * any case, spaces or dashes anywhere, O for 0, I and L for 1. Returns the
 * canonical `Q-7K3M-9PX2`, or undefined when it cannot be a reference.
 */
export function normalizeReference(typed: string): string | undefined {
  const compact = typed
    .toUpperCase()
    .replace(/[\s\-_.]/g, "")
    .replace(/^(INV|Q|F)/, "$1-");
  const [prefix, body = ""] = compact.split("-", 2);
  const digits = body.replace(/O/g, "0").replace(/[IL]/g, "1");
  const candidate = `${prefix}-${digits.slice(0, 4)}-${digits.slice(4)}`;
  return REFERENCE.test(candidate) ? candidate : undefined;
}

export const isReference = (value: string) => REFERENCE.test(value);

/** A reference as staff may type it into a search box. */
export const ReferenceSearch = v.pipe(
  v.string(),
  v.transform((typed) => normalizeReference(typed) ?? ""),
  v.minLength(1, "Enter a reference like Q-7K3M-9PX2."),
);
