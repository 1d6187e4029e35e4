import { fuelCardTierOptions, servicesInterestedOptions, valuesOf } from "../../api/contract/options";
import { normalizeReference } from "../../api/contract/reference";

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

export interface SentSearch {
  reference?: string | undefined;
}

/** The answer page of a form sent without JavaScript: `reference`, only when it is one of ours. */
export function SentSearch(search: Record<string, unknown>): SentSearch {
  const reference = typeof search.reference === "string" ? normalizeReference(search.reference) : undefined;
  return { reference };
}

const resourceToolValues = ["calculator", "rate-quote"] as const;
export type ResourceTool = (typeof resourceToolValues)[number];

export interface ResourcesSearch {
  tool?: ResourceTool | undefined;
  category?: string | undefined;
}

/**
 * /resources: `tool` opens a calculator (the app's "Calculator" shortcut
 * uses it), `category` filters the articles. The category is checked
 * against the articles' categories by the page.
 */
export function ResourcesSearch(search: Record<string, unknown>): ResourcesSearch {
  const category =
    typeof search.category === "string" && search.category.length <= 40 ? search.category : undefined;
  return { tool: oneOf(resourceToolValues, search.tool), category };
}

const dashboardTabs = ["quotes", "applications"] as const;

export interface DashboardSearch {
  tab?: (typeof dashboardTabs)[number] | undefined;
  /** What staff searched for. */
  q?: string | undefined;
}

/** /admin/quotes: the open tab and the search, in the address so they survive a reload and can be linked. */
export function DashboardSearch(search: Record<string, unknown>): DashboardSearch {
  const q =
    typeof search.q === "string" && search.q.trim() && search.q.length <= 254 ? search.q.trim() : undefined;
  return { tab: oneOf(dashboardTabs, search.tab), q };
}

export interface ClientAccountsSearch {
  /** Part of a company name or username. */
  q?: string | undefined;
}

/** A search typed in a box: trimmed, at most 100 characters; none when empty. */
const searchText = (value: unknown) =>
  typeof value === "string" && value.trim() && value.length <= 100 ? value.trim() : undefined;

/** /admin/clients: the search, in the address so it survives a reload. */
export function ClientAccountsSearch(search: Record<string, unknown>): ClientAccountsSearch {
  return { q: searchText(search.q) };
}

export interface BrokerSearch {
  /** A broker's name (or one of its aliases), or its MC or DOT number. */
  q?: string | undefined;
}

/**
 * /admin/brokers and the portal's /broker-check: the search, in the address so a reload (or the
 * phone without signal) keeps it.
 */
export function BrokerSearch(search: Record<string, unknown>): BrokerSearch {
  return { q: searchText(search.q) };
}

export interface ForgotPasswordSearch {
  sent?: 1 | undefined;
}

/**
 * /forgot-password and /admin/forgot-password `?sent=1`: the link was asked for (a form sent
 * without JavaScript). A number, as the router reads `1` and writes it back the same.
 */
export function ForgotPasswordSearch(search: Record<string, unknown>): ForgotPasswordSearch {
  return { sent: search.sent === 1 || search.sent === "1" ? 1 : undefined };
}

export interface ResetPasswordSearch {
  /** The e-mailed link's token; the page checks its form. */
  token?: string | undefined;
  /** The password was set (a form sent without JavaScript): which sign-in page comes next. */
  set?: "client" | "staff" | undefined;
}

/** /reset-password `?token=` from the e-mail, or `?set=client|staff` once the password is set. */
export function ResetPasswordSearch(search: Record<string, unknown>): ResetPasswordSearch {
  const token = typeof search.token === "string" && search.token.length <= 200 ? search.token : undefined;
  return { token, set: oneOf(["client", "staff"] as const, search.set) };
}
