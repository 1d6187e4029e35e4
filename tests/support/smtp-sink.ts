import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 and a free port, for the tests, the soak
 * and the bench of the notification outbox: it accepts every message (or
 * refuses it as `answer` says) and hands each one's bytes to `onMessage`.
 */
export async function startSmtpSink(options: {
  onMessage: (raw: Buffer, recipients: string[]) => void | Promise<void>;
  /** An SMTP error to answer instead of accepting, or nothing to accept. */
  answer?: () => { responseCode: number } | undefined;
}) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const refusal = options.answer?.();
        if (refusal) {
          callback(Object.assign(new Error("refused by the sink"), refusal));
          return;
        }
        const recipients = session.envelope.rcptTo.map((address) => address.address);
        void Promise.resolve(options.onMessage(Buffer.concat(chunks), recipients)).then(() => callback());
      });
    },
  });
  // A sender killed mid-message drops its connection: expected in the soak, never an accepted message.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
