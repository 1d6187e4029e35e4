import { Hono, type Context } from "hono";
import * as v from "valibot";
import {
  DEFAULT_PUSH_DEVICES_PER_ACCOUNT,
  DEVICE_NOT_FOUND,
  TOO_MANY_DEVICES,
  type PushDeviceList,
} from "../contract/account-security";
import type { AppEnv, ClientEnv, StaffEnv } from "../app-env";
import {
  ClientLocaleInput,
  ClientSettingsInput,
  PUSH_ENDPOINT_REFUSED,
  PushSubscriptionInput,
  PushUnsubscribeInput,
  SETTINGS_SAVED,
  TEST_NOTIFICATION_SENT,
  type AccountKind,
  type PushSubscriptionAnswer,
} from "../contract/notification-settings";
import {
  readClientSettings,
  saveClientLocale,
  saveClientSettings,
  storeTestEvent,
} from "../db/notification-settings";
import { removePushSubscription, savePushSubscription } from "../db/push-subscriptions";
import { listDevices, removeDevice } from "../db/account-security";
import { deviceParts } from "../lib/device-name";
import { clientEmailRoutes } from "./credential-changes";
import { limitBody } from "../lib/body-limit";
import { errorJson, validationJson } from "../lib/errors";
import { pushEndpointAllowed } from "../lib/push-endpoints";
import { jsonBody, queryParams } from "../lib/validation";
import { answerIn } from "../lib/answers";
import { requestLocale } from "../lib/request-locale";
import {
  CLIENT_SIGN_IN_REQUIRED,
  requireClient,
  requireStaff,
  signedIn,
  signInRequired,
} from "./session-guards";

/**
 * Account Settings, web push subscriptions and test messages
 * (docs/decisions/0162-push-and-settings.md).
 */

const PUSH_OFF = "api_push_off";
const TOO_MANY_TESTS = "api_too_many_tests";

/** `?account=client|staff` of the device list. */
const DeviceQuery = v.object({
  account: v.optional(v.picklist(["client", "staff"], "Account must be client or staff"), "client"),
});

/** Queues a test message unless the account asked for too many this hour. */
async function sendTest<E extends AppEnv>(c: Context<E>, account: { kind: AccountKind; id: string }) {
  const deps = c.get("deps");
  const key = `${account.kind}:${account.id}`;
  const wait = await deps.testNotifications.take(key);
  if (wait > 0) {
    c.header("Retry-After", String(wait));
    return errorJson(c, 429, TOO_MANY_TESTS);
  }
  await storeTestEvent(deps.db, account, deps.now());
  return c.json({ success: true as const, message: answerIn(TEST_NOTIFICATION_SENT, requestLocale(c)) }, 202);
}

/** `/api/push`: the public key, and this browser's subscription for the signed-in account. */
export const pushRoutes = new Hono<AppEnv>()
  .get("/key", (c) => {
    const push = c.get("deps").push;
    if (!push) return errorJson(c, 404, PUSH_OFF);
    return c.json({ publicKey: push.publicKey }, 200);
  })
  .post("/subscriptions", limitBody("signInBodyBytes"), jsonBody(PushSubscriptionInput), async (c) => {
    const deps = c.get("deps");
    const input = c.req.valid("json");
    const session = await signedIn(c, input.account);
    if (!session) return signInRequired(c, input.account);
    if (!deps.push) return errorJson(c, 404, PUSH_OFF);
    // The endpoint comes from the browser: only push services are ever sent a request.
    if (!pushEndpointAllowed(input.subscription.endpoint, deps.push.endpointAllowlist)) {
      return validationJson(c, { subscription: PUSH_ENDPOINT_REFUSED }, PUSH_ENDPOINT_REFUSED);
    }
    const saved = await savePushSubscription(deps.db, {
      account: input.account,
      accountId: session.account.id,
      endpoint: input.subscription.endpoint,
      keys: input.subscription.keys,
      topics: input.topics,
      now: deps.now(),
      sessionTokenHash: session.tokenHash,
      userAgent: c.req.header("user-agent") ?? "",
      maxDevices: deps.push.maxDevices ?? DEFAULT_PUSH_DEVICES_PER_ACCOUNT,
    });
    if (!saved.ok) return errorJson(c, 409, TOO_MANY_DEVICES);
    return c.json({ topics: saved.topics } satisfies PushSubscriptionAnswer, 200);
  })
  .get("/devices", queryParams(DeviceQuery), async (c) => {
    const deps = c.get("deps");
    const { account } = c.req.valid("query");
    const session = await signedIn(c, account);
    if (!session) return signInRequired(c, account);
    const rows = await listDevices(deps.db, session.account);
    const answer: PushDeviceList = {
      devices: rows.map((row) => ({
        id: row.id,
        ...deviceParts(row.userAgent),
        addedAt: row.createdAt,
        lastSentAt: row.lastSentAt,
        current: row.sessionTokenHash === session.tokenHash,
      })),
      maxDevices: deps.push?.maxDevices ?? DEFAULT_PUSH_DEVICES_PER_ACCOUNT,
    };
    return c.json(answer, 200);
  })
  .delete("/devices/:id", queryParams(DeviceQuery), async (c) => {
    const deps = c.get("deps");
    const { account } = c.req.valid("query");
    const session = await signedIn(c, account);
    if (!session) return signInRequired(c, account);
    const removed = await removeDevice(deps.db, session.account, c.req.param("id"));
    return removed ? c.body(null, 204) : errorJson(c, 404, DEVICE_NOT_FOUND);
  })
  .delete("/subscriptions", limitBody("signInBodyBytes"), jsonBody(PushUnsubscribeInput), async (c) => {
    const deps = c.get("deps");
    const input = c.req.valid("json");
    const session = await signedIn(c, input.account);
    if (!session) return signInRequired(c, input.account);
    await removePushSubscription(deps.db, {
      account: input.account,
      accountId: session.account.id,
      endpoint: input.endpoint,
    });
    return c.body(null, 204);
  });

/** `/api/account`: the signed-in client's own settings and test message. */
export const clientSettingsRoutes = new Hono<ClientEnv>()
  .get("/settings", requireClient, async (c) => {
    const deps = c.get("deps");
    const settings = await readClientSettings(deps.db, c.get("client").clientId, deps.now());
    return settings ? c.json(settings, 200) : errorJson(c, 401, CLIENT_SIGN_IN_REQUIRED);
  })
  .put("/settings", requireClient, limitBody("signInBodyBytes"), jsonBody(ClientSettingsInput), async (c) => {
    const deps = c.get("deps");
    const clientId = c.get("client").clientId;
    await saveClientSettings(deps.db, clientId, c.req.valid("json"));
    const settings = await readClientSettings(deps.db, clientId, deps.now());
    return c.json(
      { success: true as const, message: answerIn(SETTINGS_SAVED, requestLocale(c)), settings },
      200,
    );
  })
  .route("/email", clientEmailRoutes)
  .put("/locale", requireClient, limitBody("signInBodyBytes"), jsonBody(ClientLocaleInput), async (c) => {
    const { locale } = c.req.valid("json");
    await saveClientLocale(c.get("deps").db, c.get("client").clientId, locale);
    return c.json({ locale }, 200);
  })
  .post("/test-notification", requireClient, (c) =>
    sendTest(c, { kind: "client", id: c.get("client").clientId }),
  );

/** `/api/admin/test-notification`: a staff member's own test message. */
export const staffTestNotificationRoutes = new Hono<StaffEnv>().post("/", requireStaff, (c) =>
  sendTest(c, { kind: "staff", id: c.get("staff").username }),
);
