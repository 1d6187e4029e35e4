/**
 * Web push (docs/decisions/0162-push-and-settings.md): what the sender needs
 * of a way to push: `web-push` on the server (web-push-transport.ts, kept
 * apart so the browser mocks never bundle it), the console in the mocks.
 */

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushTransport {
  /**
   * Resolves once the push service accepted the message; rejects otherwise.
   * `topic` lets the push service replace a message it still holds with the
   * same one sent again, so a repeat after a crash is not shown twice.
   */
  send(target: PushTarget, payload: string, options: { topic: string; ttlSeconds: number }): Promise<void>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address push services may contact about this sender. */
  subject: string;
}

/**
 * Why a push failed, in words without the endpoint, and what follows: the
 * subscription is gone (404, 410: remove it), trying again can help (no
 * answer, 429, 5xx), or it cannot (any other refusal).
 */
export function pushFailure(error: unknown): { reason: string; permanent: boolean; gone: boolean } {
  const details = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  const status = typeof details.statusCode === "number" ? details.statusCode : undefined;
  if (status === undefined) {
    const name = error instanceof Error ? error.name : "";
    const code =
      typeof details.code === "string" ? details.code : name === "TimeoutError" ? "timeout" : "no answer";
    return { reason: code, permanent: false, gone: false };
  }
  const gone = status === 404 || status === 410;
  const retry = status === 429 || status >= 500;
  return { reason: `push ${status}`, permanent: !retry, gone };
}
