import { eq } from "drizzle-orm";
import { answerIn } from "../lib/answers";
import { beforeEach, describe, expect, test } from "vitest";
import { CLIENT, cookieFrom, createTestApp, STAFF, type TestApp } from "../../tests/support/api/harness";
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_CHANGE_SENT,
  EMAIL_CHANGED,
  EMAIL_CONFIRMATION_HOURS,
  EMAIL_LINK_NOT_VALID,
  TOO_MANY_DEVICES,
} from "../contract/account-security";
import { LINK_NOT_VALID } from "../contract/password-links";
import { createClientAccount } from "../db/accounts";
import { adminAccounts, clients, clientSessions, pushSubscriptions } from "../db/schema";
import type { Database } from "../db/types";
import { silentLogger } from "../lib/logger";
import type { MailEnvelope, MailTransport } from "../notifications/mail";
import type { PushTransport } from "../notifications/push";
import { sendDueNotifications } from "../notifications/sender";
import { testHasher } from "../../tests/support/api/harness";

/**
 * An account a stolen session cannot keep (docs/decisions/0190-account-security.md):
 * each test acts as the attacker holding the owner's session, or as the owner.
 */

const SECRET = "test-session-secret-with-32-characters!";
const OWNER = "maria@rivera.example";
let now = new Date("2026-11-20T15:00:00.000Z");
let t: TestApp;
let clientId: string;
let mails: MailEnvelope[];
let pushed: { endpoint: string; payload: { title: string; body: string } }[];

const mail: MailTransport = {
  send: (message) => {
    mails.push(message);
    return Promise.resolve({});
  },
  close: () => undefined,
};
const push: PushTransport = {
  send: (target, payload) => {
    pushed.push({
      endpoint: target.endpoint,
      payload: JSON.parse(payload) as { title: string; body: string },
    });
    return Promise.resolve();
  },
};

async function sendAll(db: Database) {
  const options = {
    db,
    mail,
    push,
    logger: silentLogger,
    siteUrl: "https://tpf.example.com",
    staffAlertAddress: undefined,
    messageIdHost: "tpf.example.com",
    linkSecret: SECRET,
    now: () => now,
    retryDelayMs: () => 0,
  };
  for (let pass = 0; pass < 50; pass++) if ((await sendDueNotifications(options)) === 0) return;
  throw new Error("the outbox never emptied");
}

const mailsTo = (address: string) => mails.filter((message) => message.to === address);
const tokenIn = (message: MailEnvelope | undefined, param: string) =>
  new RegExp(`${param}=([A-Za-z0-9_.-]+)`).exec(message?.text ?? "")?.[1] ?? "";

const as = (cookie: string, address = "198.51.100.7") => ({ Cookie: cookie, "X-Forwarded-For": address });

let endpointCount = 0;
/** Turns push on from a session, as a browser would: a new endpoint each time. */
async function addDevice(cookie: string, userAgent = "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile") {
  endpointCount += 1;
  return t.json(
    "POST",
    "/api/push/subscriptions",
    {
      account: "client",
      subscription: {
        endpoint: `https://fcm.googleapis.com/fcm/send/device-${endpointCount}`,
        keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
      },
    },
    { ...as(cookie), "User-Agent": userAgent },
  );
}

async function devices(cookie: string) {
  const response = await t.request("/api/push/devices?account=client", { headers: as(cookie) });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    devices: { id: string; browser: string; platform: string; current: boolean; lastSentAt: string | null }[];
    maxDevices: number;
  };
}

const clientEmail = async () =>
  (await t.db.select({ email: clients.email }).from(clients).where(eq(clients.id, clientId)))[0]?.email;

beforeEach(async () => {
  now = new Date("2026-11-20T15:00:00.000Z");
  t = await createTestApp({
    now: () => now,
    push: { publicKey: "BPublicKey", endpointAllowlist: [], maxDevices: 3 },
  });
  mails = [];
  pushed = [];
  const [client] = await t.db.select().from(clients);
  if (!client) throw new Error("the test database has a client");
  clientId = client.id;
  await t.db.update(clients).set({ email: OWNER });
});

describe("changing the e-mail address", () => {
  test("a session alone cannot change it: the current password is asked, and a wrong one is refused", async () => {
    const stolen = await t.clientCookie();
    const response = await t.json(
      "POST",
      "/api/account/email",
      { email: "thief@example.net", currentPassword: "guessed-password-1" },
      as(stolen),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).issues).toEqual({
      currentPassword: answerIn(CURRENT_PASSWORD_WRONG, "en"),
    });
    const settings = await t.json("PUT", "/api/account/settings", { email: "thief@example.net" }, as(stolen));
    expect(settings.status).toBe(422);
    expect(await clientEmail()).toBe(OWNER);
  });

  test("the new address counts only once its link is opened; until then resets go to the old one", async () => {
    const cookie = await t.clientCookie();
    const asked = await t.json(
      "POST",
      "/api/account/email",
      { email: "maria.new@rivera.example", currentPassword: CLIENT.password },
      as(cookie),
    );
    expect(asked.status).toBe(202);
    expect((await asked.json()).message).toBe(answerIn(EMAIL_CHANGE_SENT, "en"));
    expect(answerIn(EMAIL_CHANGE_SENT, "en")).toContain(`${EMAIL_CONFIRMATION_HOURS} hours`);
    expect(await clientEmail()).toBe(OWNER);
    const settings = await (await t.request("/api/account/settings", { headers: as(cookie) })).json();
    expect(settings).toMatchObject({ email: OWNER, pendingEmail: { email: "maria.new@rivera.example" } });

    await t.json("POST", "/api/auth/password-reset", { email: OWNER }, { "X-Forwarded-For": "203.0.113.9" });
    await sendAll(t.db);
    const [confirmation] = mailsTo("maria.new@rivera.example");
    expect(confirmation?.subject).toMatch(/Confirm your new e-mail/);
    expect(mailsTo(OWNER).map((message) => message.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/being changed/), expect.stringMatching(/new password/)]),
    );

    const token = tokenIn(confirmation, "confirm-email");
    const confirmed = await t.json("POST", "/api/account/email/confirm", { token }, as(cookie));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({
      message: answerIn(EMAIL_CHANGED, "en"),
      email: "maria.new@rivera.example",
    });
    expect(await clientEmail()).toBe("maria.new@rivera.example");

    // Single use.
    const again = await t.json("POST", "/api/account/email/confirm", { token }, as(cookie));
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe(answerIn(EMAIL_LINK_NOT_VALID, "en"));

    // The old address hears of it, with the time and whom to call.
    mails = [];
    await sendAll(t.db);
    const [notice] = mailsTo(OWNER);
    expect(notice?.subject).toMatch(/e-mail address was changed/);
    expect(notice?.text).toMatch(/Nov 20, 2026, 8:00 AM MST/);
    expect(notice?.text).toMatch(/If this wasn't you, call us right away/);
  });

  test("the link works for 24 hours, and only for the account it was made for, signed in", async () => {
    const cookie = await t.clientCookie();
    await t.json(
      "POST",
      "/api/account/email",
      { email: "maria.new@rivera.example", currentPassword: CLIENT.password },
      as(cookie),
    );
    await sendAll(t.db);
    const token = tokenIn(mailsTo("maria.new@rivera.example")[0], "confirm-email");
    expect(token).not.toBe("");

    await createClientAccount(
      t.db,
      testHasher,
      { username: "okafor", firstName: "Ada", lastName: "Okafor", companyName: "Okafor Freight" },
      "okafor-password-1",
    );
    const other = await t.json("POST", "/api/auth/login", {
      username: "okafor",
      password: "okafor-password-1",
    });
    const otherCookie = cookieFrom(other);
    expect((await t.json("POST", "/api/account/email/confirm", { token }, as(otherCookie))).status).toBe(400);
    expect((await t.json("POST", "/api/account/email/confirm", { token }, {})).status).toBe(401);

    now = new Date(now.getTime() + 24 * 60 * 60 * 1000 + 1000);
    // Signed in again: the session of the day before has ended as well.
    const late = await t.json("POST", "/api/account/email/confirm", { token }, as(await t.clientCookie()));
    expect(late.status).toBe(400);
    expect(await clientEmail()).toBe(OWNER);
  });

  test("another account's address gets the same answer as any other and no link; nobody learns whose it is", async () => {
    await createClientAccount(
      t.db,
      testHasher,
      {
        username: "okafor",
        firstName: "Ada",
        lastName: "Okafor",
        companyName: "Okafor Freight",
        email: "ada@okafor.example",
      },
      "okafor-password-1",
    );
    const cookie = await t.clientCookie();
    const taken = await t.json(
      "POST",
      "/api/account/email",
      { email: "ADA@okafor.example", currentPassword: CLIENT.password },
      as(cookie),
    );
    const free = await t.json(
      "POST",
      "/api/account/email",
      { email: "free@rivera.example", currentPassword: CLIENT.password },
      as(cookie),
    );
    expect(taken.status).toBe(free.status);
    expect(await taken.json()).toEqual(await free.json());
    await sendAll(t.db);
    expect(mails.filter((message) => message.to.toLowerCase() === "ada@okafor.example")).toEqual([]);
  });

  test("an address taken while its link waited is refused when the link is opened", async () => {
    const cookie = await t.clientCookie();
    await t.json(
      "POST",
      "/api/account/email",
      { email: "shared@example.com", currentPassword: CLIENT.password },
      as(cookie),
    );
    await sendAll(t.db);
    const token = tokenIn(mailsTo("shared@example.com")[0], "confirm-email");
    await createClientAccount(
      t.db,
      testHasher,
      {
        username: "okafor",
        firstName: "Ada",
        lastName: "Okafor",
        companyName: "Okafor Freight",
        email: "shared@example.com",
      },
      "okafor-password-1",
    );
    const confirmed = await t.json("POST", "/api/account/email/confirm", { token }, as(cookie));
    expect(confirmed.status).toBe(400);
    expect((await confirmed.json()).error).toBe(answerIn(EMAIL_LINK_NOT_VALID, "en"));
    expect(await clientEmail()).toBe(OWNER);
  });
});

describe("changing the password", () => {
  test("ends every other session, every outstanding link and every device but this session's; the owner is told", async () => {
    const owner = await t.clientCookie();
    const stolen = await t.clientCookie();
    expect((await addDevice(stolen)).status).toBe(200);
    expect((await addDevice(owner)).status).toBe(200);
    await t.json("POST", "/api/auth/password-reset", { email: OWNER }, { "X-Forwarded-For": "203.0.113.9" });
    await sendAll(t.db);
    const resetToken = tokenIn(
      mailsTo(OWNER).find((message) => /new password/.test(message.subject)),
      "token",
    );
    expect(resetToken).not.toBe("");
    mails = [];
    pushed = [];

    const changed = await t.json(
      "POST",
      "/api/auth/password",
      { currentPassword: CLIENT.password, newPassword: "a-new-password-99" },
      as(owner),
    );
    expect(changed.status).toBe(200);
    expect((await t.request("/api/auth/me", { headers: as(stolen) })).status).toBe(401);
    const left = await devices(owner);
    expect(left.devices).toHaveLength(1);
    expect(left.devices[0]?.current).toBe(true);

    const link = await t.json("POST", "/api/auth/password-links/set", {
      token: resetToken,
      password: "thief-password-77",
      confirmPassword: "thief-password-77",
    });
    expect(link.status).toBe(400);
    expect((await link.json()).error).toBe(answerIn(LINK_NOT_VALID, "en"));

    await sendAll(t.db);
    expect(mailsTo(OWNER).map((message) => message.subject)).toEqual([
      expect.stringMatching(/password was changed/),
    ]);
    // The one device left hears of it too.
    expect(pushed.map((each) => each.payload.title)).toEqual([expect.stringMatching(/password was changed/)]);
  });

  test("a reset by staff or by link ends every device and tells the owner who did it", async () => {
    const owner = await t.clientCookie();
    expect((await addDevice(owner)).status).toBe(200);
    const staff = await t.staffCookie();
    const reset = await t.request(`/api/admin/clients/${clientId}/password`, {
      method: "POST",
      headers: as(staff),
    });
    expect(reset.status).toBe(200);
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
    mails = [];
    await sendAll(t.db);
    const notice = mailsTo(OWNER).find((message) => /password was changed/.test(message.subject));
    expect(notice?.text).toMatch(/by our staff/);
  });

  test("a disabled account's links die, and a link never acts on a disabled account", async () => {
    await t.json("POST", "/api/auth/password-reset", { email: OWNER }, { "X-Forwarded-For": "203.0.113.9" });
    await sendAll(t.db);
    const token = tokenIn(mailsTo(OWNER)[0], "token");
    const staff = await t.staffCookie();
    const disable = await t.json(
      "PATCH",
      `/api/admin/clients/${clientId}/status`,
      { disabled: true },
      as(staff),
    );
    expect(disable.status).toBe(200);
    await t.json("PATCH", `/api/admin/clients/${clientId}/status`, { disabled: false }, as(staff));
    const link = await t.json("POST", "/api/auth/password-links/set", {
      token,
      password: "thief-password-77",
      confirmPassword: "thief-password-77",
    });
    expect(link.status).toBe(400);
    const [row] = await t.db.select().from(clientSessions);
    expect(row).toBeUndefined();
  });
});

describe("push devices", () => {
  test("the owner sees each device, by browser and system, and removes any of them", async () => {
    const cookie = await t.clientCookie();
    await addDevice(
      cookie,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile Safari/604.1",
    );
    const list = await devices(cookie);
    expect(list.maxDevices).toBe(3);
    expect(list.devices[0]).toMatchObject({
      browser: "Safari",
      platform: "iOS",
      current: true,
      lastSentAt: null,
    });
    const id = list.devices[0]?.id ?? "";
    const other = await t.clientCookie();
    expect((await devices(other)).devices[0]?.current).toBe(false);
    expect(
      (await t.request(`/api/push/devices/${id}?account=client`, { method: "DELETE", headers: as(cookie) }))
        .status,
    ).toBe(204);
    expect((await devices(cookie)).devices).toEqual([]);
    expect(
      (await t.request(`/api/push/devices/${id}?account=client`, { method: "DELETE", headers: as(cookie) }))
        .status,
    ).toBe(404);
  });

  test("past the limit a new device is refused in plain words; the same device again is not new", async () => {
    const cookie = await t.clientCookie();
    for (let n = 0; n < 3; n++) expect((await addDevice(cookie)).status).toBe(200);
    const fourth = await addDevice(cookie);
    expect(fourth.status).toBe(409);
    expect((await fourth.json()).error).toBe(answerIn(TOO_MANY_DEVICES, "en"));
    // The third device seen again (every visit to the settings page) is refreshed, not refused.
    const again = await t.json(
      "POST",
      "/api/push/subscriptions",
      {
        account: "client",
        subscription: {
          endpoint: `https://fcm.googleapis.com/fcm/send/device-${endpointCount - 1}`,
          keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
        },
      },
      as(cookie),
    );
    expect(again.status).toBe(200);
    expect((await devices(cookie)).devices).toHaveLength(3);
  });

  test("a new device is told to the owner's e-mail and to the other devices, not to itself", async () => {
    const cookie = await t.clientCookie();
    await addDevice(cookie);
    await sendAll(t.db);
    mails = [];
    pushed = [];
    await addDevice(
      cookie,
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
    );
    await sendAll(t.db);
    const [notice] = mailsTo(OWNER);
    expect(notice?.subject).toMatch(/new device/);
    expect(notice?.text).toMatch(/Firefox · Windows/);
    expect(pushed.map((each) => each.endpoint)).toEqual([
      `https://fcm.googleapis.com/fcm/send/device-${endpointCount - 1}`,
    ]);
    expect((await devices(cookie)).devices.find((device) => device.lastSentAt !== null)).toBeDefined();
  });

  test("a Spanish client's notices are in Spanish", async () => {
    await t.db.update(clients).set({ locale: "es" }).where(eq(clients.id, clientId));
    const cookie = await t.clientCookie();
    await t.json(
      "POST",
      "/api/auth/password",
      { currentPassword: CLIENT.password, newPassword: "una-clave-nueva-99" },
      as(cookie),
    );
    await sendAll(t.db);
    const [notice] = mailsTo(OWNER);
    expect(notice?.subject).toMatch(/Se cambió la contraseña/);
    expect(notice?.text).toMatch(/Si no fue usted, llámenos de inmediato/);
  });
});

describe("staff accounts", () => {
  test("a staff member changes their own password and e-mail only with the current password", async () => {
    await t.db
      .update(adminAccounts)
      .set({ email: "staff@tpf.example" })
      .where(eq(adminAccounts.username, STAFF.username));
    const cookie = await t.staffCookie();
    const other = await t.staffCookie();
    const wrong = await t.json(
      "POST",
      "/api/admin/account/password",
      { currentPassword: "not-the-password", newPassword: "another-password-1" },
      as(cookie),
    );
    expect(wrong.status).toBe(422);
    const changed = await t.json(
      "POST",
      "/api/admin/account/password",
      { currentPassword: STAFF.password, newPassword: "another-password-1" },
      as(cookie),
    );
    expect(changed.status).toBe(200);
    expect((await t.request("/api/admin/summary", { headers: as(other) })).status).toBe(401);
    expect((await t.request("/api/admin/summary", { headers: as(cookie) })).status).toBe(200);

    const asked = await t.json(
      "POST",
      "/api/admin/account/email",
      { email: "new.staff@tpf.example", currentPassword: "another-password-1" },
      as(cookie),
    );
    expect(asked.status).toBe(202);
    await sendAll(t.db);
    const token = tokenIn(mailsTo("new.staff@tpf.example")[0], "confirm-email");
    expect(mailsTo("new.staff@tpf.example")[0]?.text).toContain("/admin/account?confirm-email=");
    expect((await t.json("POST", "/api/admin/account/email/confirm", { token }, as(cookie))).status).toBe(
      200,
    );
    const account = await (await t.request("/api/admin/account", { headers: as(cookie) })).json();
    expect(account).toEqual({ email: "new.staff@tpf.example", pendingEmail: null });
    expect(mailsTo("staff@tpf.example").map((message) => message.subject)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/password was changed/),
        expect.stringMatching(/being changed/),
      ]),
    );
  });
});
