import webpush from "web-push";
import type { PushTransport, VapidKeys } from "./push";

/**
 * `web-push` builds each request (aes128gcm encryption, the VAPID signature,
 * TTL, Topic, Urgency); fetch sends it, so an allow-listed endpoint may be
 * plain http (a private push service, the tests' stand-in) and a redirect is
 * never followed to somewhere the allow list did not name.
 */
export function webPushTransport(vapid: VapidKeys): PushTransport {
  return {
    async send(target, payload, { topic, ttlSeconds }) {
      const request = webpush.generateRequestDetails(target, payload, {
        vapidDetails: vapid,
        TTL: ttlSeconds,
        topic,
        urgency: "high",
        contentEncoding: "aes128gcm",
      });
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body as Buffer),
        redirect: "manual",
        signal: AbortSignal.timeout(10_000),
      });
      await answer.body?.cancel();
      if (answer.status < 200 || answer.status > 299) {
        throw Object.assign(new Error(`push service answered ${answer.status}`), {
          statusCode: answer.status,
        });
      }
    },
  };
}
