import { queryOptions } from "@tanstack/react-query";
import type {
  AccountKind,
  ClientSettings,
  ClientSettingsInput,
  Topic,
} from "../../../api/contract/notification-settings";
import { api, readJson } from "../../lib/api";

/** Account Settings and web push (docs/decisions/0162-push-and-settings.md). */

export const clientSettingsOptions = () =>
  queryOptions({
    queryKey: ["account", "settings"],
    queryFn: async (): Promise<ClientSettings> => readJson(await api.api.account.settings.$get()),
  });

export async function saveClientSettings(input: ClientSettingsInput) {
  return readJson(await api.api.account.settings.$put({ json: input }));
}

export async function sendTestNotification(account: AccountKind): Promise<string> {
  const answer =
    account === "client"
      ? await readJson(await api.api.account["test-notification"].$post())
      : await readJson(await api.api.admin["test-notification"].$post());
  return answer.message;
}

export async function fetchPushKey(): Promise<string> {
  return (await readJson(await api.api.push.key.$get())).publicKey;
}

/** Tells the server this browser's subscription; `topics` left out keeps the ones it has. */
export async function registerPushSubscription(
  account: AccountKind,
  subscription: PushSubscriptionJSON,
  topics?: Topic[],
): Promise<Topic[]> {
  const { endpoint = "", keys = {} } = subscription;
  const answer = await readJson(
    await api.api.push.subscriptions.$post({
      json: {
        account,
        subscription: {
          endpoint,
          expirationTime: subscription.expirationTime ?? null,
          keys: { p256dh: keys.p256dh ?? "", auth: keys.auth ?? "" },
        },
        ...(topics ? { topics } : {}),
      },
    }),
  );
  return answer.topics;
}

export async function unregisterPushSubscription(account: AccountKind, endpoint: string): Promise<void> {
  const answer = await api.api.push.subscriptions.$delete({ json: { account, endpoint } });
  if (!answer.ok) await readJson(answer);
}
