/**
 * Whether the browser may be online: false only when it knows it is not.
 * Senders skip their work then; outside a browser they assume a connection.
 */
export const mayBeOnline = (): boolean => typeof navigator === "undefined" || navigator.onLine !== false;

/**
 * Runs `send` while this context (a tab or the service worker) holds the
 * Web Lock `name`, so that one context sends at a time. While another holds
 * it, `wait` waits for it to finish; otherwise `busy()` answers at once and
 * the work is left to the holder. Without Web Locks, `send` runs anyway,
 * told that it does not hold the lock (`exclusive` false): claims kept with
 * the data must then keep two senders apart. No DOM and no React: the
 * service worker sends with it too.
 */
export function underSendLock<T>(
  name: string,
  wait: boolean | undefined,
  send: (exclusive: boolean) => Promise<T>,
  busy: () => NoInfer<T>,
): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (!locks) return send(false);
  return locks.request(name, { ifAvailable: !wait }, (lock) => (lock ? send(true) : busy()));
}
