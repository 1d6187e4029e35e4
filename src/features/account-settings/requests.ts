import { queryOptions } from "@tanstack/react-query";
import type {
  AccountKind,
  ClientSettings,
  ClientSettingsInput,
  Topic,
} from "../../../api/contract/notification-settings";
import type { EmailChangeInput, PushDeviceList } from "../../../api/contract/account-security";
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

/** The account's push devices, for the list its owner can prune (docs/decisions/0190-account-security.md). */
export const pushDevicesOptions = (account: AccountKind) =>
  queryOptions({
    queryKey: ["account", "devices", account],
    queryFn: async (): Promise<PushDeviceList> =>
      readJson(await api.api.push.devices.$get({ query: { account } })),
  });

export async function removePushDevice(account: AccountKind, id: string): Promise<void> {
  const answer = await api.api.push.devices[":id"].$delete({ param: { id }, query: { account } });
  if (!answer.ok) await readJson(answer);
}

/** Asks for a new address; the server's answer says a link went to it. */
export async function askEmailChange(account: AccountKind, input: EmailChangeInput): Promise<string> {
  const answer =
    account === "client"
      ? await api.api.account.email.$post({ json: input })
      : await api.api.admin.account.email.$post({ json: input });
  return (await readJson(answer)).message;
}

/** Confirms the new address from the link's token; the answer carries the address now in force. */
export async function confirmEmail(account: AccountKind, token: string) {
  const answer =
    account === "client"
      ? await api.api.account.email.confirm.$post({ json: { token } })
      : await api.api.admin.account.email.confirm.$post({ json: { token } });
  return readJson(answer);
}

/** A staff member's own address and the one waiting for confirmation. */
export const staffAccountOptions = () =>
  queryOptions({
    queryKey: ["admin", "account"],
    queryFn: async () => readJson(await api.api.admin.account.$get()),
  });

/** A staff member's own password, changed with the current one. */
export async function changeStaffPassword(input: { currentPassword: string; newPassword: string }) {
  return readJson(await api.api.admin.account.password.$post({ json: input }));
}
