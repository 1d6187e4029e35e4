import { request as playwrightRequest } from "@playwright/test";
import { ADMIN, uniqueTag } from "./admin-helpers";

/** A client account a test made for itself (see `client` in fixtures.ts), with its password. */
export interface TestClient {
  id: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
}

export type ClientDetails = Partial<Pick<TestClient, "firstName" | "lastName" | "companyName">> & {
  /** The start of the username and e-mail; a unique tag follows it. */
  prefix?: string;
};

/**
 * Makes a client account as staff would (`POST /api/admin/clients`), from a cookie jar of its own
 * so the caller's sessions are left as they were. Every account is new: a unique username and
 * e-mail address, English (new accounts are), with a password it knows.
 */
export async function createClient(baseURL: string, details: ClientDetails = {}): Promise<TestClient> {
  const tag = uniqueTag();
  const prefix = details.prefix ?? "erin";
  const wanted = {
    username: `${prefix}-${tag}`,
    password: `the password of ${tag}`,
    firstName: details.firstName ?? "Erin",
    lastName: details.lastName ?? "Driver",
    companyName: details.companyName ?? "Erin Driver Trucking",
    email: `${prefix}-${tag}@example.com`,
  };
  const staff = await playwrightRequest.newContext({ baseURL });
  try {
    const signedIn = await staff.post("/api/admin/login", { data: ADMIN });
    if (!signedIn.ok())
      throw new Error(`staff sign-in failed: ${signedIn.status()} ${await signedIn.text()}`);
    const created = await staff.post("/api/admin/clients", { data: { ...wanted, phone: "" } });
    if (created.status() !== 201)
      throw new Error(`the client was not made: ${created.status()} ${await created.text()}`);
    const { account } = (await created.json()) as { account: { id: string } };
    return { id: account.id, ...wanted };
  } finally {
    await staff.dispose();
  }
}
