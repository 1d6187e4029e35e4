import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { ADMIN_LOGIN_SUCCESS, AdminLoginInput } from "../contract/auth";
import { createAdminSession, deleteAdminSession, findAdminAccount } from "../db/accounts";
import { invoiceSummary } from "../db/invoices";
import { officeDate } from "../db/money";
import { staffMoney } from "../db/receivables";
import { submissionSummary } from "../db/submissions";
import { cookieSettings, requireStaff, staffSession } from "./session-guards";
import { errorJson } from "../lib/errors";
import {
  ADMIN_COOKIE,
  clearSessionCookie,
  newSessionToken,
  readSessionTokenHash,
  SESSION_TTL_MS,
  writeSessionCookie,
} from "../lib/session-cookie";
import { checkCredentials } from "../lib/sign-in";
import { limitBody } from "../lib/body-limit";
import { jsonBody } from "../lib/validation";

const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

/** Staff sign-in checked by the server (a hashed password, a session cookie) and the dashboard's counters and money. */
export const adminRoutes = new Hono<AppEnv>()
  .post("/login", limitBody("signInBodyBytes"), jsonBody(AdminLoginInput), async (c) => {
    const deps = c.get("deps");
    const credentials = c.req.valid("json");
    const checked = await checkCredentials(c, deps.adminSignIns, credentials, () =>
      findAdminAccount(deps.db, credentials.username),
    );
    if (!checked.ok) return errorJson(c, checked.status, checked.error);

    const now = deps.now();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    const { token, tokenHash } = await newSessionToken();
    await createAdminSession(deps.db, {
      tokenHash,
      username: checked.account.username,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
    await writeSessionCookie(c, ADMIN_COOKIE, token, expiresAt, cookieSettings(c, deps));
    return c.json(
      { success: true as const, message: ADMIN_LOGIN_SUCCESS, expiresAt: expiresAt.toISOString() },
      200,
    );
  })
  .post("/logout", async (c) => {
    const deps = c.get("deps");
    const tokenHash = await readSessionTokenHash(c, ADMIN_COOKIE, deps.sessionSecret);
    if (tokenHash) await deleteAdminSession(deps.db, tokenHash);
    clearSessionCookie(c, ADMIN_COOKIE, cookieSettings(c, deps));
    return c.json({ success: true as const }, 200);
  })
  .get("/session", async (c) => {
    const session = await staffSession(c);
    if (!session) return c.json({ authenticated: false as const }, 200);
    return c.json(
      { authenticated: true as const, username: session.username, expiresAt: session.expiresAt },
      200,
    );
  })
  .get("/summary", requireStaff, async (c) => {
    const { db, now } = c.get("deps");
    const summary = {
      ...(await submissionSummary(db, new Date(now().getTime() - SEVEN_DAYS_MS).toISOString())),
      ...(await invoiceSummary(db)),
      money: await staffMoney(db, officeDate(now())),
    };
    return c.json({ success: true as const, summary }, 200);
  });
