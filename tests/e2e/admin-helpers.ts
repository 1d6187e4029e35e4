import type { APIRequestContext, Page } from "@playwright/test";

/** The staff account of the end-to-end server (its password is set by each worker server, tests/setup/test-server.mjs). */
export const ADMIN = { username: "e2e-admin", password: "e2e-admin-password-123" } as const;

/** Signs in through the API; the session cookie lands in the page's browser context. */
export async function signInAsStaff(page: Page): Promise<void> {
  const response = await page.request.post("/api/admin/login", { data: ADMIN });
  if (!response.ok()) throw new Error(`staff sign-in failed: ${response.status()} ${await response.text()}`);
}

/** A unique marker for the records a test creates on the shared e2e server. */
export const uniqueTag = () => `${Date.now().toString(36)}${crypto.randomUUID().slice(0, 4)}`;

export async function createQuote(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const response = await request.post("/api/quotes", {
    data: {
      companyName: "Harbor Point Freight",
      contactName: "Jamie Lee",
      email: `quote-${uniqueTag()}@example.com`,
      phone: "(801) 555-0133",
      mcNumber: "MC-112233",
      dotNumber: "3344556",
      monthlyRevenue: "100k-250k",
      businessType: "small-fleet",
      yearsInBusiness: "6-10",
      numberOfTrucks: "6",
      servicesInterested: "factoring-credit",
      comments: "Reefer loads, mostly Utah to California.",
      agreeToTerms: true,
      ...overrides,
    },
  });
  if (response.status() !== 201)
    throw new Error(`quote not stored: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { quote: Record<string, string> }).quote;
}

export async function createApplication(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const response = await request.post("/api/fuel-card-applications", {
    data: {
      companyName: "Canyon Run Carriers",
      contactName: "Pat Morgan",
      email: `fuel-${uniqueTag()}@example.com`,
      phone: "(801) 555-0144",
      mcNumber: "MC-445566",
      dotNumber: "5566778",
      fuelCardTier: "gold",
      monthlyFuelSpend: "10k-20k",
      businessType: "medium-fleet",
      yearsInBusiness: "over-10",
      numberOfTrucks: "14",
      primaryRoutes: "I-15 and I-70",
      preferredFuelBrands: "Pilot Flying J",
      comments: "",
      agreeToTerms: true,
      ...overrides,
    },
  });
  if (response.status() !== 201)
    throw new Error(`application not stored: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { application: Record<string, string> }).application;
}

/** The notifications viewport (Radix Toast), where every toast appears. */
export const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });
