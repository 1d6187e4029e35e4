/**
 * The app the fuzzers attack: the real `createApp()` over a libSQL database
 * (`:memory:` in the quick vitest run, a file in the soak), migrated and
 * seeded like a server, with two staff accounts and one client account. The
 * per-address limits are raised so that rate limiting does not hide what the
 * validators and handlers do with each payload.
 */
import { count } from "drizzle-orm";
import { createApp } from "../../api/app";
import type { DatabaseHandle } from "../../api/db/client";
import { adminSessions, clientSessions } from "../../api/db/schema";
import { ensureAdminAccount } from "../../api/db/accounts";
import { CLIENT, cookieFrom, openTestDatabase, STAFF, testAppDeps, testHasher } from "../support/api/harness";

/** Signs the fuzz app's cookies, and the password links the fuzzer makes as an e-mail would carry them. */
export const FUZZ_SESSION_SECRET = "fuzz-session-secret-with-more-than-32-chars";

/** The origin requests are addressed to; same-origin checks compare against its host. */
const FUZZ_ORIGIN = "http://tpf.fuzz";
/** Hosts the "trucking software" and "custom" external logins may go to in the fuzzed app. */
export const FUZZ_ALLOWLIST = ["portal.example.com"];

export interface FuzzApp {
  handle: DatabaseHandle;
  request(path: string, init: RequestInit): Promise<Response>;
  /** `tpf_admin=…` of a live staff session. */
  staffCookie: string;
  /** `tpf_client=…` of a live client session (the one password changes are made with). */
  clientCookie: string;
  /**
   * `tpf_admin=…` of a second staff member, who approves the holds on funding: whoever approves a
   * hold never funds it (docs/decisions/0221-verification-and-holds.md).
   */
  approverCookie: string;
  close(): void;
}

/** The second staff member of the fuzz app. */
export const FUZZ_APPROVER = { username: "fuzz.approver", password: "fuzz-approver-password" };

export async function createFuzzApp(databaseUrl: string): Promise<FuzzApp> {
  const handle = await openTestDatabase(databaseUrl);
  await ensureAdminAccount(handle.db, testHasher, FUZZ_APPROVER);
  const { app } = createApp(
    testAppDeps(handle.db, {
      version: "fuzz",
      sessionSecret: FUZZ_SESSION_SECRET,
      peerAddress: () => "203.0.113.9",
      externalRedirectAllowlist: FUZZ_ALLOWLIST,
      push: { publicKey: "B".padEnd(87, "A"), endpointAllowlist: [] },
      now: () => new Date("2026-03-02T10:00:00.000Z"),
      uploadLimits: {
        requestsPerMinute: 1e9,
        openPerClient: 1e9,
        openBytesPerClient: Number.MAX_SAFE_INTEGER,
        storedBytesPerClient: Number.MAX_SAFE_INTEGER,
      },
      limits: {
        submissionsPerMinute: 1e9,
        invoicesPerMinute: 1e9,
        failedSignIns: 1e9,
        passwordLinksPerAddress: 1e9,
        passwordLinksPerEmail: 1e9,
        failedSignInsPerAddress: 1e9,
      },
    }),
  );
  const request = async (path: string, init: RequestInit) => app.request(`${FUZZ_ORIGIN}${path}`, init);
  const signIn = async (path: string, credentials: { username: string; password: string }) => {
    const response = await request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(credentials),
    });
    if (response.status !== 200)
      throw new Error(`fuzz setup: sign-in at ${path} answered ${response.status}`);
    return cookieFrom(response);
  };
  return {
    handle,
    request,
    staffCookie: await signIn("/api/admin/login", STAFF),
    clientCookie: await signIn("/api/auth/login", { username: CLIENT.username, password: CLIENT.password }),
    approverCookie: await signIn("/api/admin/login", FUZZ_APPROVER),
    close: () => handle.client.close(),
  };
}

export async function sessionCounts(handle: DatabaseHandle) {
  const [admin] = await handle.db.select({ n: count() }).from(adminSessions);
  const [client] = await handle.db.select({ n: count() }).from(clientSessions);
  return { admin: admin?.n ?? 0, client: client?.n ?? 0 };
}
