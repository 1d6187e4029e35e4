import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { decrypt } from "http_ece";

/**
 * A stand-in push service for tests: an HTTP endpoint on 127.0.0.1 (which
 * the server accepts only when PUSH_ENDPOINT_ALLOWLIST lists it) and
 * subscriptions holding a browser's keys, so each message received is
 * decrypted (aes128gcm) exactly as a browser would, and read.
 */

export interface ReceivedPush {
  /** The subscription's number, from its endpoint's path. */
  subscription: number;
  payload: { title: string; body: string; url: string; tag: string };
  headers: IncomingMessage["headers"];
}

export interface PushEndpoint {
  origin: string;
  received: ReceivedPush[];
  /** A new browser subscription whose messages this endpoint receives; `toJSON()` as the browser gives it. */
  subscribe(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** How the next pushes are answered (201 when nothing is queued): 410, 429, 500 ... */
  answerNext(...statuses: number[]): void;
  /** Resolves with the first message (from now on or already received) that matches. */
  next(match: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const browsers: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }[] = [];
  const received: ReceivedPush[] = [];
  const answers: number[] = [];
  const waiting = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const status = answers.shift() ?? 201;
      const number = Number(/^\/push\/(\d+)$/.exec(request.url ?? "")?.[1]);
      const browser = browsers[number];
      if (status === 201 && browser) {
        const plain = decrypt(Buffer.concat(chunks), {
          version: "aes128gcm",
          privateKey: browser.ecdh,
          authSecret: browser.auth,
        });
        received.push({
          subscription: number,
          payload: JSON.parse(plain.toString("utf8")) as ReceivedPush["payload"],
          headers: request.headers,
        });
        for (const wake of waiting) wake();
      }
      response.writeHead(browser ? status : 404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    subscribe() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.push({ ecdh, auth });
      return {
        endpoint: `${origin}/push/${browsers.length - 1}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    answerNext(...statuses) {
      answers.push(...statuses);
    },
    next(match, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no matching push within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
