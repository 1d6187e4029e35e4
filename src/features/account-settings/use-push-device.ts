import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import type { AccountKind, Topic } from "../../../api/contract/notification-settings";
import type { Locale } from "../../../api/contract/words";
import { ApiRequestError, serverMessageOr } from "../../lib/api";
import * as m from "../../paraglide/messages";
import {
  fetchPushKey,
  pushDevicesOptions,
  registerPushSubscription,
  unregisterPushSubscription,
} from "./requests";

/**
 * Push on this device (docs/decisions/0162-push-and-settings.md): whether
 * this browser can get push messages, whether it does for the signed-in
 * account, which topics it shows, and the steps to turn it on or off.
 */
export type PushDeviceState =
  | { status: "checking" }
  /** No push in this browser; on an iPhone, it comes once the app is on the Home Screen. */
  | { status: "unsupported"; iphone: boolean }
  /** The visitor (or the browser) refused notifications for the site. */
  | { status: "blocked" }
  | { status: "off" }
  | { status: "on"; topics: Topic[]; endpoint: string };

const isIphone = () => /iPhone|iPad|iPod/.test(navigator.userAgent);

function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The app's service worker registration, once it is active (undefined if it never comes). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing?.active) return existing;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 10_000)),
  ]);
}

/** This browser's push subscription for the site, if it has one. */
async function currentSubscription(): Promise<PushSubscription | null | undefined> {
  return (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
}

/** The VAPID key as the browser wants it: the bytes of the base64url text. */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.replace(/-/g, "+").replace(/_/g, "/");
  const text = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

/** Why push did not come on, in the screen's language (the server answers in it already). */
const messageOf = (error: unknown, locale: Locale) => {
  const failed = m.account_push_failed({}, { locale });
  return error instanceof ApiRequestError ? serverMessageOr(error, failed) : failed;
};

export function usePushDevice(account: AccountKind, locale: Locale = "en") {
  const [state, setState] = useState<PushDeviceState>({ status: "checking" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  /** This browser turned push on or off: the account's device list is read again. */
  const devicesChanged = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: pushDevicesOptions(account).queryKey }),
    [queryClient, account],
  );

  useEffect(() => {
    let live = true;
    const settle = (next: PushDeviceState) => live && setState(next);
    (async () => {
      if (!pushSupported()) return settle({ status: "unsupported", iphone: isIphone() });
      if (Notification.permission === "denied") return settle({ status: "blocked" });
      const subscription = await currentSubscription();
      if (!subscription || Notification.permission !== "granted") return settle({ status: "off" });
      // Seen again: the server keeps this device's choice (and learns any new keys).
      const topics = await registerPushSubscription(account, subscription.toJSON());
      settle({ status: "on", topics, endpoint: subscription.endpoint });
    })().catch(() => settle({ status: "off" }));
    return () => {
      live = false;
    };
  }, [account]);

  const run = useCallback(async (step: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await step();
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOn = useCallback(
    () =>
      run(async () => {
        const permission = await Notification.requestPermission();
        if (permission === "denied") return setState({ status: "blocked" });
        if (permission !== "granted") return;
        const worker = await registration();
        if (!worker) return setError(m.account_push_needs_app({}, { locale }));
        let subscription: PushSubscription;
        try {
          subscription =
            (await worker.pushManager.getSubscription()) ??
            (await worker.pushManager.subscribe({
              userVisibleOnly: true,
              applicationServerKey: keyBytes(await fetchPushKey()),
            }));
        } catch (failure) {
          return setError(messageOf(failure, locale));
        }
        try {
          const topics = await registerPushSubscription(account, subscription.toJSON());
          setState({ status: "on", topics, endpoint: subscription.endpoint });
          devicesChanged();
        } catch (failure) {
          // The server would not take it: the browser keeps nothing either.
          await subscription.unsubscribe().catch(() => false);
          setError(messageOf(failure, locale));
        }
      }),
    [account, locale, run, devicesChanged],
  );

  const turnOff = useCallback(
    () =>
      run(async () => {
        if (state.status !== "on") return;
        try {
          await unregisterPushSubscription(account, state.endpoint);
        } catch (failure) {
          return setError(messageOf(failure, locale));
        }
        const subscription = await currentSubscription();
        await subscription?.unsubscribe().catch(() => false);
        setState({ status: "off" });
        devicesChanged();
      }),
    [account, locale, run, state, devicesChanged],
  );

  const chooseTopics = useCallback(
    (topics: Topic[]) =>
      run(async () => {
        if (state.status !== "on") return;
        const subscription = await currentSubscription();
        if (!subscription) return setState({ status: "off" });
        try {
          const saved = await registerPushSubscription(account, subscription.toJSON(), topics);
          setState({ status: "on", topics: saved, endpoint: subscription.endpoint });
        } catch (failure) {
          setError(messageOf(failure, locale));
        }
      }),
    [account, locale, run, state],
  );

  return { state, busy, error, turnOn, turnOff, chooseTopics };
}
