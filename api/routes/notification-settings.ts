import { Hono, type Context } from "hono";
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
import { limitBody } from "../lib/body-limit";
import { errorJson, validationJson } from "../lib/errors";
import { pushEndpointAllowed } from "../lib/push-endpoints";
import { jsonBody } from "../lib/validation";
import {
  CLIENT_SIGN_IN_REQUIRED,
  clientSession,
  requireClient,
  requireStaff,
  STAFF_SIGN_IN_REQUIRED,
  staffSession,
} from "./session-guards";

/**
 * Account Settings, web push subscriptions and test messages
 * (docs/decisions/0162-push-and-settings.md).
 */

const PUSH_OFF = "Push messages are not available on this server.";
const TOO_MANY_TESTS = "Too many test messages. Please wait an hour and try again.";

/** The signed-in account of `kind`, or undefined. */
async function signedIn(c: Context<AppEnv>, kind: AccountKind): Promise<string | undefined> {
  if (kind === "client") return (await clientSession(c))?.clientId;
  return (await staffSession(c))?.username;
}

const signInRequired = (c: Context<AppEnv>, kind: AccountKind) =>
  errorJson(c, 401, kind === "client" ? CLIENT_SIGN_IN_REQUIRED : STAFF_SIGN_IN_REQUIRED);

/** Queues a test message unless the account asked for too many this hour. */
async function sendTest<E extends AppEnv>(c: Context<E>, account: { kind: AccountKind; id: string }) {
  const deps = c.get("deps");
  const key = `${account.kind}:${account.id}`;
  const wait = deps.testNotifications.retryAfterSeconds(key);
  if (wait > 0) {
    c.header("Retry-After", String(wait));
    return errorJson(c, 429, TOO_MANY_TESTS);
  }
  deps.testNotifications.recordFailure(key);
  await storeTestEvent(deps.db, account, deps.now());
  return c.json({ success: true as const, message: TEST_NOTIFICATION_SENT }, 202);
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
    const accountId = await signedIn(c, input.account);
    if (!accountId) return signInRequired(c, input.account);
    if (!deps.push) return errorJson(c, 404, PUSH_OFF);
    // The endpoint comes from the browser: only push services are ever sent a request.
    if (!pushEndpointAllowed(input.subscription.endpoint, deps.push.endpointAllowlist)) {
      return validationJson(c, { subscription: PUSH_ENDPOINT_REFUSED }, PUSH_ENDPOINT_REFUSED);
    }
    const topics = await savePushSubscription(deps.db, {
      account: input.account,
      accountId,
      endpoint: input.subscription.endpoint,
      keys: input.subscription.keys,
      topics: input.topics,
      now: deps.now(),
    });
    return c.json({ topics } satisfies PushSubscriptionAnswer, 200);
  })
  .delete("/subscriptions", limitBody("signInBodyBytes"), jsonBody(PushUnsubscribeInput), async (c) => {
    const deps = c.get("deps");
    const input = c.req.valid("json");
    const accountId = await signedIn(c, input.account);
    if (!accountId) return signInRequired(c, input.account);
    await removePushSubscription(deps.db, { account: input.account, accountId, endpoint: input.endpoint });
    return c.body(null, 204);
  });

/** `/api/account`: the signed-in client's own settings and test message. */
export const clientSettingsRoutes = new Hono<ClientEnv>()
  .get("/settings", requireClient, async (c) => {
    const deps = c.get("deps");
    const settings = await readClientSettings(deps.db, c.get("client").clientId);
    return settings ? c.json(settings, 200) : errorJson(c, 401, CLIENT_SIGN_IN_REQUIRED);
  })
  .put("/settings", requireClient, limitBody("signInBodyBytes"), jsonBody(ClientSettingsInput), async (c) => {
    const deps = c.get("deps");
    const clientId = c.get("client").clientId;
    await saveClientSettings(deps.db, clientId, c.req.valid("json"));
    const settings = await readClientSettings(deps.db, clientId);
    return c.json({ success: true as const, message: SETTINGS_SAVED, settings }, 200);
  })
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
