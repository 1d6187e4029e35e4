import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailEnvelope, MailTransport } from "./mail";

/** SMTP connections open at once: the sender sends this many messages side by side. */
export const SMTP_CONNECTIONS = 4;

/**
 * Through an SMTP server (`smtp://` or `smtps://`, credentials in the URL),
 * or, without one, as `.eml` files under `folder`, so the product runs and
 * its messages can be read with no mail server at all.
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  folder: string;
}): MailTransport {
  const envelopeOf = (mail: MailEnvelope) => ({
    from: options.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    attachments: (mail.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.content),
    })),
  });
  if (options.smtpUrl) {
    // A few connections kept open and reused: a burst of alerts does not pay a handshake per message.
    // Timeouts well inside the sender's 60 s lease, so a stalled server cannot outlast it.
    const smtp = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(mail) {
        await smtp.sendMail(envelopeOf(mail));
        return {};
      },
      close: () => smtp.close(),
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await writer.sendMail(envelopeOf(mail));
      await mkdir(options.folder, { recursive: true });
      // The file is named by the message, never its address; written whole or not at all.
      const name = `${mail.messageId.replace(/[^A-Za-z0-9.-]/g, "")}.eml`;
      const file = path.join(options.folder, name);
      await writeFile(`${file}.partial`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.partial`, file);
      return { written: name };
    },
    close: () => writer.close(),
  };
}
