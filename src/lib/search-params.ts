import { fuelCardTierOptions, servicesInterestedOptions, valuesOf } from "../../api/contract/options";

/*
 * Query parameters of the routes, checked by plain functions: the router
 * evaluates them for every route at start, so they belong to the first
 * chunk, and a schema library there would cost every page its weight.
 * Unknown or malformed values are dropped, never an error page.
 */

const serviceValues = valuesOf(servicesInterestedOptions);
const tierValues = valuesOf(fuelCardTierOptions);

function oneOf<const T extends readonly string[]>(values: T, value: unknown): T[number] | undefined {
  return typeof value === "string" && (values as readonly string[]).includes(value) ? value : undefined;
}

/** A draft id: a string of at most 100 characters. */
const draftId = (value: unknown) => (typeof value === "string" && value.length <= 100 ? value : undefined);

/*
 * Every key is returned, `undefined` when its value is refused: the router
 * lays these over the raw query, so a refused value must be overwritten.
 */

export interface QuoteSearch {
  service?: (typeof serviceValues)[number] | "fuel-card" | undefined;
  tier?: (typeof tierValues)[number] | undefined;
  draft?: string | undefined;
}

/**
 * /get-quote: `service` (a listed service, or `fuel-card` with `tier`), and
 * `draft`, the id of a refused request to load back into the form.
 */
export function QuoteSearch(search: Record<string, unknown>): QuoteSearch {
  return {
    service: oneOf([...serviceValues, "fuel-card"] as const, search.service),
    tier: oneOf(tierValues, search.tier),
    draft: draftId(search.draft),
  };
}

export interface FuelCardSearch {
  tier?: (typeof tierValues)[number] | undefined;
  draft?: string | undefined;
}

/** /fuel-card-application: `tier`, and `draft` (a refused request to fix). */
export function FuelCardSearch(search: Record<string, unknown>): FuelCardSearch {
  return { tier: oneOf(tierValues, search.tier), draft: draftId(search.draft) };
}

export interface AdminLoginSearch {
  session?: "ended" | undefined;
}

/** /admin/login `?session=ended`: the staff session ended while a staff screen was open. */
export function AdminLoginSearch(search: Record<string, unknown>): AdminLoginSearch {
  return { session: oneOf(["ended"] as const, search.session) };
}
