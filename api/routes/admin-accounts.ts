import { Hono, type Context } from "hono";
import * as v from "valibot";
import type { AppEnv, StaffEnv } from "../app-env";
import {
  AccountStatusInput,
  CANNOT_DISABLE_SELF,
  CLIENT_ACCOUNT_NOT_FOUND,
  CLIENT_USERNAME_TAKEN,
  ClientAccountChange,
  ClientAccountInput,
  ClientAccountSearch,
  LAST_STAFF_ACCOUNT,
  STAFF_ACCOUNT_NOT_FOUND,
  STAFF_USERNAME_TAKEN,
  StaffAccountInput,
} from "../contract/accounts";
import {
  changeClientAccount,
  createStaffAccount,
  findClientAccount,
  findStaffAccount,
  generatePassword,
  insertClientAccount,
  listClientAccounts,
  listStaffAccounts,
  setClientDisabled,
  setStaffDisabled,
  UsernameTakenError,
} from "../db/accounts";
import { changePassword } from "../db/account-security";
import { OWN_PASSWORD_BY_RESET } from "../contract/account-security";
import { englishErrorJson } from "../lib/errors";
import { encodeCursor, PageQuery } from "../lib/pagination";
import { jsonBody, queryParams } from "../lib/validation";
import { requireStaff } from "./session-guards";

/** `?q=&limit=&cursor=`: the search and a keyset page of it. */
const ClientAccountListQuery = v.object({ ...PageQuery.entries, ...ClientAccountSearch.entries });

/**
 * Hashes the password staff typed, or one the server makes when they left it
 * empty (returned so it can be shown once, and never stored or logged in
 * clear). Hashing waits its turn like a sign-in.
 */
async function hashPassword(c: Context<StaffEnv>, typed: string) {
  const deps = c.get("deps");
  const generated = typed === "" ? generatePassword() : null;
  const hash = await deps.hashingSlots.run(deps.clientAddress(c), () =>
    deps.passwordHasher.hash(generated ?? typed),
  );
  return { hash, generated };
}

/**
 * Staff accounts (docs/decisions/0120-accounts.md): list, create, disable or
 * enable, reset a password. Nobody disables their own account, nor the last
 * enabled one; disabling ends the account's sessions at once.
 */
export const staffAccountRoutes = new Hono<AppEnv>()
  .get("/", requireStaff, async (c) => {
    return c.json({ success: true as const, accounts: await listStaffAccounts(c.get("deps").db) }, 200);
  })
  .post("/", requireStaff, jsonBody(StaffAccountInput), async (c) => {
    const deps = c.get("deps");
    const { password, ...input } = c.req.valid("json");
    const { hash, generated } = await hashPassword(c, password);
    try {
      const account = await createStaffAccount(
        deps.db,
        { ...input, passwordHash: hash },
        c.get("staff").username,
        deps.now().toISOString(),
      );
      return c.json({ success: true as const, account, password: generated }, 201);
    } catch (error) {
      if (error instanceof UsernameTakenError) return englishErrorJson(c, 409, STAFF_USERNAME_TAKEN);
      throw error;
    }
  })
  .patch("/:username/status", requireStaff, jsonBody(AccountStatusInput), async (c) => {
    const deps = c.get("deps");
    const username = c.req.param("username");
    const { disabled } = c.req.valid("json");
    const actor = c.get("staff").username;
    if (disabled && username === actor) return englishErrorJson(c, 409, CANNOT_DISABLE_SELF);
    const result = await setStaffDisabled(deps.db, username, disabled, actor, deps.now().toISOString());
    if (!result.ok)
      return result.reason === "last"
        ? englishErrorJson(c, 409, LAST_STAFF_ACCOUNT)
        : englishErrorJson(c, 404, STAFF_ACCOUNT_NOT_FOUND);
    return c.json({ success: true as const, account: result.account }, 200);
  })
  .post("/:username/password", requireStaff, async (c) => {
    const deps = c.get("deps");
    const account = await findStaffAccount(deps.db, c.req.param("username"));
    if (!account) return englishErrorJson(c, 404, STAFF_ACCOUNT_NOT_FOUND);
    // A reset needs no current password, so a session alone must not reset its own account's.
    if (account.username === c.get("staff").username) return englishErrorJson(c, 409, OWN_PASSWORD_BY_RESET);
    const { hash, generated } = await hashPassword(c, "");
    // Every session, link and push device of the account ends; its owner is told.
    await changePassword(deps.db, { kind: "staff", id: account.username }, hash, {
      keepTokenHash: "",
      by: "staff",
      now: deps.now(),
    });
    return c.json({ success: true as const, password: generated }, 200);
  });

/**
 * Client accounts: list with search, create, disable or enable, reset a
 * password. Disabling and resetting end the client's sessions at once.
 */
export const clientAccountRoutes = new Hono<AppEnv>()
  .get("/", requireStaff, queryParams(ClientAccountListQuery), async (c) => {
    const page = await listClientAccounts(c.get("deps").db, c.req.valid("query"));
    const nextCursor = page.nextCursor ? encodeCursor(page.nextCursor) : null;
    return c.json({ success: true as const, clients: page.clients, nextCursor, total: page.total }, 200);
  })
  .post("/", requireStaff, jsonBody(ClientAccountInput), async (c) => {
    const deps = c.get("deps");
    const { password, ...input } = c.req.valid("json");
    const { hash, generated } = await hashPassword(c, password);
    try {
      const id = await insertClientAccount(deps.db, { ...input, createdBy: c.get("staff").username }, hash);
      const account = await findClientAccount(deps.db, id);
      return c.json({ success: true as const, account, password: generated }, 201);
    } catch (error) {
      if (error instanceof UsernameTakenError) return englishErrorJson(c, 409, CLIENT_USERNAME_TAKEN);
      throw error;
    }
  })
  .patch("/:id", requireStaff, jsonBody(ClientAccountChange), async (c) => {
    const account = await changeClientAccount(c.get("deps").db, c.req.param("id"), c.req.valid("json"));
    if (!account) return englishErrorJson(c, 404, CLIENT_ACCOUNT_NOT_FOUND);
    return c.json({ success: true as const, account }, 200);
  })
  .patch("/:id/status", requireStaff, jsonBody(AccountStatusInput), async (c) => {
    const deps = c.get("deps");
    const account = await setClientDisabled(
      deps.db,
      c.req.param("id"),
      c.req.valid("json").disabled,
      c.get("staff").username,
      deps.now().toISOString(),
    );
    if (!account) return englishErrorJson(c, 404, CLIENT_ACCOUNT_NOT_FOUND);
    return c.json({ success: true as const, account }, 200);
  })
  .post("/:id/password", requireStaff, async (c) => {
    const deps = c.get("deps");
    const account = await findClientAccount(deps.db, c.req.param("id"));
    if (!account) return englishErrorJson(c, 404, CLIENT_ACCOUNT_NOT_FOUND);
    const { hash, generated } = await hashPassword(c, "");
    // No client session or device is kept: staff are not the client. The client is told.
    await changePassword(deps.db, { kind: "client", id: account.id }, hash, {
      keepTokenHash: "",
      by: "staff",
      now: deps.now(),
    });
    return c.json({ success: true as const, password: generated }, 200);
  });
