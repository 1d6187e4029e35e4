/// <reference lib="webworker" />

/**
 * Web push in the service worker (docs/decisions/0162-push-and-settings.md):
 * each message is shown as a notification, tagged with its event so a
 * message delivered twice shows once, and a tap opens its screen in a
 * window of the app (one already open is reused).
 */

declare const self: ServiceWorkerGlobalScope;

export interface PushPayload {
  title: string;
  body: string;
  /** A path on this site. */
  url: string;
  tag: string;
}

/** The payload as the server sends it, or undefined for anything else. */
export function readPushPayload(data: unknown): PushPayload | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== "string" || typeof body !== "string" || typeof tag !== "string") return undefined;
  return { title, body, tag, url: sameSitePath(url) };
}

/** Only a path on this site opens from a notification; anything else opens the home page. */
export function sameSitePath(url: unknown): string {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") && !url.includes("\\")
    ? url
    : "/";
}

export function listenForPush(): void {
  self.addEventListener("push", (event) => {
    let data: unknown;
    try {
      data = event.data?.json();
    } catch {
      data = undefined;
    }
    // A push must show something: one that cannot be read says there is news.
    const shown = readPushPayload(data) ?? {
      title: "TPF",
      body: "You have a new message.",
      url: "/",
      tag: "tpf",
    };
    event.waitUntil(
      self.registration.showNotification(shown.title, {
        body: shown.body,
        tag: shown.tag,
        data: { url: shown.url },
        icon: "/icons/icon-192.png",
      }),
    );
  });

  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const path = sameSitePath((event.notification.data as { url?: unknown } | null)?.url);
    const target = new URL(path, self.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
        if (open) {
          const focused = await open.focus();
          await focused.navigate(target);
          return;
        }
        await self.clients.openWindow(target);
      })(),
    );
  });
}
