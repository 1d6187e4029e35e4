import type { MailAttachment, Message } from "./messages";

/**
 * What the sender needs of a way to send e-mail: nodemailer on the server
 * (mail-transport.ts), the console in the browser mocks.
 */

/** One e-mail to one address; `messageId` stays the same on every attempt at it. */
export interface MailEnvelope extends Message {
  to: string;
  messageId: string;
  /** Files that go with it (a notice of assignment's PDF). */
  attachments?: readonly MailAttachment[];
}

export interface MailTransport {
  /** Resolves once the message is accepted (by the SMTP server, or written); rejects otherwise. */
  send(mail: MailEnvelope): Promise<{ written?: string }>;
  close(): void;
}

/**
 * Why an attempt failed, in words that carry neither an address nor the
 * message, and whether trying again can help: an SMTP server's permanent
 * refusal (5xx) cannot, a lost connection or a busy server (4xx) can.
 */
export function sendFailure(error: unknown): { reason: string; permanent: boolean } {
  const details = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  const responseCode = typeof details.responseCode === "number" ? details.responseCode : undefined;
  const code = typeof details.code === "string" ? details.code : "unknown";
  if (responseCode !== undefined) {
    return { reason: `smtp ${responseCode}`, permanent: responseCode >= 500 && responseCode < 600 };
  }
  return { reason: code, permanent: false };
}
