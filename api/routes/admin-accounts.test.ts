import { count, desc, eq, isNull } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { OWN_PASSWORD_BY_RESET } from "../contract/account-security";
import { setStaffDisabled } from "../db/accounts";
import { adminAccounts, adminSessions, clients, clientSessions } from "../db/schema";
import { CLIENT, createTestApp, STAFF, type TestApp } from "../../tests/support/api/harness";

let t: TestApp;
let cookie: string;
const INVALID = "Invalid credentials. Please check your username and password.";

beforeEach(async () => {
  t = await createTestApp({ now: () => new Date("2026-11-24T10:00:00.000Z") });
  cookie = await t.staffCookie();
});

const as = (sessionCookie: string) => ({ cookie: sessionCookie });
const createStaff = (body: unknown, by = cookie) => t.json("POST", "/api/admin/staff", body, as(by));
const createClient = (body: unknown, by = cookie) => t.json("POST", "/api/admin/clients", body, as(by));
const setStaffStatus = (username: string, disabled: boolean, by = cookie) =>
  t.json("PATCH", `/api/admin/staff/${encodeURIComponent(username)}/status`, { disabled }, as(by));
const setClientStatus = (id: string, disabled: boolean) =>
  t.json("PATCH", `/api/admin/clients/${id}/status`, { disabled }, as(cookie));
const staffSignIn = (username: string, password: string) =>
  t.json("POST", "/api/admin/login", { username, password });
const clientSignIn = (username: string, password: string) =>
  t.json("POST", "/api/auth/login", { username, password });
const cookieOf = (response: Response) => response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
const staffSessions = async (username: string) =>
  (await t.db.select({ n: count() }).from(adminSessions).where(eq(adminSessions.username, username)))[0]?.n;

const ops = { username: "ops.lead", displayName: "Dana Ops", email: "dana@example.com" };
const newClient = {
  companyName: "Okafor Freight LLC",
  firstName: "Ada",
  lastName: "Okafor",
  username: "okafor",
  email: "ada@example.com",
  phone: "",
};

describe("staff accounts", () => {
  test("need a staff session: anonymous 401, a client session 401", async () => {
    expect((await t.request("/api/admin/staff")).status).toBe(401);
    const client = await t.clientCookie();
    expect((await t.request("/api/admin/staff", { headers: as(client) })).status).toBe(401);
    expect((await createStaff({ ...ops, password: "" }, client)).status).toBe(401);
  });

  test("creates an account with a generated password, shown once, that signs in; who and when are stored", async () => {
    const response = await createStaff(ops);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.account).toEqual({
      ...ops,
      createdAt: "2026-11-24T10:00:00.000Z",
      createdBy: STAFF.username,
      disabledAt: null,
      disabledBy: null,
    });
    expect(body.password).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    expect((await staffSignIn(ops.username, body.password)).status).toBe(200);

    const list = await (await t.request("/api/admin/staff", { headers: as(cookie) })).json();
    expect(list.accounts.map((account: { username: string }) => account.username)).toEqual([
      "ops.lead",
      STAFF.username,
    ]);
    expect(JSON.stringify(list)).not.toContain("passwordHash");
  });

  test("creates an account with a typed password that meets the rules, and refuses one that does not", async () => {
    const short = await createStaff({ ...ops, password: "too-short" });
    expect(short.status).toBe(422);
    expect((await short.json()).issues).toEqual({ password: "Password must be at least 12 characters" });

    const typed = await createStaff({ ...ops, password: "a-typed-password-1" });
    expect(typed.status).toBe(201);
    expect((await typed.json()).password).toBeNull();
    expect((await staffSignIn(ops.username, "a-typed-password-1")).status).toBe(200);
  });

  test("refuses a username taken in any case with 409, and a bad one with 422", async () => {
    expect((await createStaff(ops)).status).toBe(201);
    const taken = await createStaff({ ...ops, username: "OPS.LEAD" });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toBe(
      "A staff account with this username already exists. Choose another one.",
    );
    const bad = await createStaff({ ...ops, username: "a b" });
    expect(bad.status).toBe(422);
    expect((await bad.json()).issues.username).toBe("Username must be 3-64 letters, digits or . _ @ -");
  });

  test("refuses the username invoice history uses for a client's own changes, in any case", async () => {
    const reserved = await createStaff({ ...ops, username: "Client" });
    expect(reserved.status).toBe(422);
    expect((await reserved.json()).issues.username).toBe(
      "This username is reserved: invoice history uses it for a client's own changes. Choose another one.",
    );
    expect((await createStaff({ ...ops, username: "client.desk" })).status).toBe(201);
  });

  test("disabling ends the account's sessions at once and stores who and when; it then signs in like a wrong password", async () => {
    const { password } = await (await createStaff(ops)).json();
    const theirs = cookieOf(await staffSignIn(ops.username, password));
    expect((await t.request("/api/admin/summary", { headers: as(theirs) })).status).toBe(200);

    const disabled = await setStaffStatus(ops.username, true);
    expect(disabled.status).toBe(200);
    expect((await disabled.json()).account).toMatchObject({
      disabledAt: "2026-11-24T10:00:00.000Z",
      disabledBy: STAFF.username,
    });
    expect(await staffSessions(ops.username)).toBe(0);
    expect((await t.request("/api/admin/summary", { headers: as(theirs) })).status).toBe(401);

    const refused = await staffSignIn(ops.username, password);
    const wrong = await staffSignIn(STAFF.username, "not-the-password-1");
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: INVALID });
    expect(await wrong.json()).toEqual({ error: INVALID });

    const enabled = await setStaffStatus(ops.username, false);
    expect((await enabled.json()).account).toMatchObject({ disabledAt: null, disabledBy: null });
    expect((await staffSignIn(ops.username, password)).status).toBe(200);
  });

  test("a session started while the account is disabled is not accepted", async () => {
    const { password } = await (await createStaff(ops)).json();
    const theirs = cookieOf(await staffSignIn(ops.username, password));
    // As if the sign-in's row had been written after the disabling batch: only the flag is set.
    await t.db
      .update(adminAccounts)
      .set({ disabledAt: "2026-11-24T10:00:00.000Z" })
      .where(eq(adminAccounts.username, ops.username));
    expect((await t.request("/api/admin/session", { headers: as(theirs) })).status).toBe(200);
    expect(await (await t.request("/api/admin/session", { headers: as(theirs) })).json()).toEqual({
      authenticated: false,
    });
  });

  test("staff cannot disable themselves", async () => {
    const response = await setStaffStatus(STAFF.username, true);
    expect(response.status).toBe(409);
    expect((await response.json()).error).toBe(
      "You cannot disable your own account. Ask another staff member.",
    );
    expect((await t.request("/api/admin/summary", { headers: as(cookie) })).status).toBe(200);
  });

  test("the last enabled staff account cannot be disabled, even by two staff disabling each other at once", async () => {
    const { password } = await (await createStaff(ops)).json();
    const theirs = cookieOf(await staffSignIn(ops.username, password));
    const answers = await Promise.all([
      setStaffStatus(ops.username, true, cookie),
      setStaffStatus(STAFF.username, true, theirs),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    // The loser is refused by the rule, or finds its own session already ended: never both disabled.
    expect([
      [200, 401],
      [200, 409],
    ]).toContainEqual(statuses);
    const enabled = await t.db.select().from(adminAccounts).where(isNull(adminAccounts.disabledAt));
    expect(enabled).toHaveLength(1);

    const survivor = enabled[0]?.username ?? "";
    expect(await setStaffDisabled(t.db, survivor, true, "someone-else", "2026-11-24T11:00:00.000Z")).toEqual({
      ok: false,
      reason: "last",
    });
    const refused = await t.db.select().from(adminAccounts).where(isNull(adminAccounts.disabledAt));
    expect(refused).toHaveLength(1);
  });

  test("a password reset answers a new generated password and ends the account's sessions", async () => {
    const { password } = await (await createStaff(ops)).json();
    const theirs = cookieOf(await staffSignIn(ops.username, password));
    const reset = await t.request(`/api/admin/staff/${ops.username}/password`, {
      method: "POST",
      headers: as(cookie),
    });
    expect(reset.status).toBe(200);
    const { password: fresh } = await reset.json();
    expect(fresh).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    expect((await t.request("/api/admin/summary", { headers: as(theirs) })).status).toBe(401);
    expect((await staffSignIn(ops.username, password)).status).toBe(401);
    expect((await staffSignIn(ops.username, fresh)).status).toBe(200);
  });

  test("a session alone cannot reset its own account's password: that takes the current one", async () => {
    const other = cookieOf(await staffSignIn(STAFF.username, STAFF.password));
    const reset = await t.request(`/api/admin/staff/${STAFF.username}/password`, {
      method: "POST",
      headers: as(cookie),
    });
    expect(reset.status).toBe(409);
    expect((await reset.json()).error).toBe(OWN_PASSWORD_BY_RESET);
    expect((await t.request("/api/admin/summary", { headers: as(other) })).status).toBe(200);
  });

  test("an unknown account answers 404", async () => {
    expect((await setStaffStatus("nobody", true)).status).toBe(404);
    expect(
      (await t.request("/api/admin/staff/nobody/password", { method: "POST", headers: as(cookie) })).status,
    ).toBe(404);
  });
});

describe("client accounts", () => {
  test("creates a client who can sign in; who and when are stored; duplicate username 409", async () => {
    const response = await createClient(newClient);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.account).toMatchObject({
      companyName: "Okafor Freight LLC",
      username: "okafor",
      email: "ada@example.com",
      phone: null,
      locale: "en",
      createdBy: STAFF.username,
      disabledAt: null,
    });
    expect((await clientSignIn("okafor", body.password)).status).toBe(200);

    const taken = await createClient({ ...newClient, username: CLIENT.username.toUpperCase() });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toBe(
      "A client account with this username already exists. Choose another one.",
    );
  });

  test("staff choose the client's language; the client reads the portal in it", async () => {
    const response = await createClient({ ...newClient, username: "garza", locale: "es" });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.account.locale).toBe("es");
    const signedIn = await clientSignIn("garza", body.password);
    expect((await signedIn.json()).user.locale).toBe("es");
    const refused = await createClient({ ...newClient, username: "garza2", locale: "fr" });
    expect((await refused.json()).issues).toEqual({ locale: "Choose English or Spanish" });
  });

  test("validates with the contract: e-mail required, phone optional but real", async () => {
    const response = await createClient({ ...newClient, email: "", phone: "12" });
    expect(response.status).toBe(422);
    expect((await response.json()).issues).toEqual({
      email: "E-mail is required",
      phone: "Enter a phone number with at least 10 digits",
    });
  });

  test("lists newest first and searches company and username, any case", async () => {
    await createClient(newClient);
    await createClient({ ...newClient, username: "blue.ridge", companyName: "Blue Ridge Hauling" });
    const list = async (q: string) =>
      (
        await (
          await t.request(`/api/admin/clients?q=${encodeURIComponent(q)}`, { headers: as(cookie) })
        ).json()
      ).clients as { username: string }[];
    expect((await list("")).map((client) => client.username).sort()).toEqual(
      ["blue.ridge", "okafor", CLIENT.username].sort(),
    );
    expect((await list("HAULING")).map((client) => client.username).sort()).toEqual(
      ["blue.ridge", CLIENT.username].sort(),
    );
    expect((await list("okaf")).map((client) => client.username)).toEqual(["okafor"]);
    expect(await list("%")).toEqual([]);
  });

  test("pages newest first with a cursor: every match once, the total of all matches on each page", async () => {
    for (let index = 0; index < 5; index++) {
      await createClient({ ...newClient, username: `fleet${index}`, companyName: `Fleet ${index} Hauling` });
    }
    const expected = (
      await t.db.select().from(clients).orderBy(desc(clients.createdAt), desc(clients.id))
    ).map((client) => client.username);
    const pages: { usernames: string[]; total: number }[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `q=&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const response = await t.request(`/api/admin/clients?${query}`, { headers: as(cookie) });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        clients: { username: string }[];
        nextCursor: string | null;
        total: number;
      };
      pages.push({ usernames: body.clients.map((client) => client.username), total: body.total });
      cursor = body.nextCursor;
    } while (cursor && pages.length < 10);
    expect(pages.map((page) => page.usernames.length)).toEqual([2, 2, 2]);
    expect(pages.flatMap((page) => page.usernames)).toEqual(expected);
    expect(new Set(pages.map((page) => page.total))).toEqual(new Set([6]));

    const hauling = await (
      await t.request("/api/admin/clients?q=hauling&limit=4", { headers: as(cookie) })
    ).json();
    expect(hauling.clients).toHaveLength(4);
    expect(hauling.total).toBe(6);
    expect(typeof hauling.nextCursor).toBe("string");

    const expired = await t.request("/api/admin/clients?cursor=not-a-cursor", { headers: as(cookie) });
    expect(expired.status).toBe(422);
  });

  test("disabling ends the client's sessions at once; the client then signs in like a wrong password", async () => {
    const { account, password } = await (await createClient(newClient)).json();
    const theirs = cookieOf(await clientSignIn("okafor", password));
    expect((await t.request("/api/auth/me", { headers: as(theirs) })).status).toBe(200);

    const disabled = await setClientStatus(account.id, true);
    expect(disabled.status).toBe(200);
    expect((await disabled.json()).account).toMatchObject({ disabledBy: STAFF.username });
    const left = await t.db
      .select({ n: count() })
      .from(clientSessions)
      .where(eq(clientSessions.clientId, account.id));
    expect(left[0]?.n).toBe(0);
    expect((await t.request("/api/auth/me", { headers: as(theirs) })).status).toBe(401);
    expect((await t.request("/api/invoices", { headers: as(theirs) })).status).toBe(401);

    const refused = await clientSignIn("okafor", password);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: INVALID });

    expect((await setClientStatus(account.id, false)).status).toBe(200);
    expect((await clientSignIn("okafor", password)).status).toBe(200);
  });

  test("a password reset ends the client's sessions and only the new password signs in", async () => {
    const { account, password } = await (await createClient(newClient)).json();
    const theirs = cookieOf(await clientSignIn("okafor", password));
    const reset = await t.request(`/api/admin/clients/${account.id}/password`, {
      method: "POST",
      headers: as(cookie),
    });
    const { password: fresh } = await reset.json();
    expect((await t.request("/api/auth/me", { headers: as(theirs) })).status).toBe(401);
    expect((await clientSignIn("okafor", password)).status).toBe(401);
    expect((await clientSignIn("okafor", fresh)).status).toBe(200);
  });

  test("an unknown client answers 404", async () => {
    expect((await setClientStatus("00000000-0000-4000-8000-000000000000", true)).status).toBe(404);
  });
});
