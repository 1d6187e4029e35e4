import type { PushTransport } from "../api/notifications/push";

/**
 * Web push in `npm run dev:mock` (docs/decisions/0162-push-and-settings.md):
 * no push service is contacted. Each message is printed in the console of
 * the tab that holds the mock database and, where the page may show
 * notifications, shown as one, so a front-end developer sees what a device
 * would.
 */
export const consolePushTransport: PushTransport = {
  send(_target, payload) {
    const message = JSON.parse(payload) as { title: string; body: string; url: string; tag: string };
    console.info(`[mock push] ${message.title}\n${message.body}\nOpens ${message.url}`);
    if (typeof Notification !== "undefined" && Notification.permission === "granted") {
      try {
        const shown = new Notification(message.title, { body: message.body, tag: message.tag });
        shown.onclick = () => location.assign(message.url);
      } catch {
        // Phones show notifications only through a service worker: the console line stands.
      }
    }
    return Promise.resolve();
  },
};

/**
 * A VAPID public key for the mock API to hand to browsers: a P-256 key made
 * in this tab (its private half is never used: the mocks push nothing out).
 */
export async function mockVapidPublicKey(): Promise<string> {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign"]);
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  return btoa(String.fromCharCode(...raw))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
