import { readdir, readFile } from "node:fs/promises";
import { simpleParser } from "mailparser";
import path from "node:path";
import { expect } from "./fixtures";
import { workerServer } from "./worker-server";

/*
 * The e-mail this worker's server sent. It runs without SMTP_URL, so it writes each message as an
 * .eml file under its DATA_DIR/mail/ (tests/e2e/worker-server.ts).
 */

function mailFolder(): string {
  return path.join(workerServer().dataDir, "mail");
}

export interface Mail {
  file: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The files that came with it (a notice of assignment's PDF). */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** Every message the server wrote to `address` so far, parsed by mailparser. */
async function mailTo(address: string): Promise<Mail[]> {
  const folder = mailFolder();
  const files = await readdir(folder).catch(() => [] as string[]);
  const found: Mail[] = [];
  for (const file of files.filter((name) => name.endsWith(".eml"))) {
    const parsed = await simpleParser(await readFile(path.join(folder, file)));
    const to = [parsed.to ?? []].flat().flatMap((field) => field.value.map((entry) => entry.address ?? ""));
    if (!to.some((entry) => entry.toLowerCase() === address.toLowerCase())) continue;
    found.push({
      file,
      subject: parsed.subject ?? "",
      text: parsed.text ?? "",
      attachments: parsed.attachments.map((attachment) => ({
        filename: attachment.filename ?? "",
        contentType: attachment.contentType,
        content: attachment.content,
      })),
    });
  }
  return found;
}

/**
 * Waits (polling the folder, as long as the outbox may take) for a message
 * to `address` whose subject is `subject`, and answers it.
 */
export async function mailMatching(address: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).find((mail) => mail.subject === subject);
        return found !== undefined;
      },
      { message: `an e-mail "${subject}" to ${address}`, timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error("unreachable: the poll passed");
  return found;
}

/**
 * Waits for a message to `address` whose text holds a password link, and
 * answers the link's path and query (`/reset-password?token=…`), to open on
 * the test server.
 */
export async function passwordLinkMailedTo(address: string): Promise<{ mail: Mail; path: string }> {
  const LINK = /https?:\/\/[^\s/]+(\/reset-password\?token=[A-Za-z0-9_.-]+)/;
  let found: { mail: Mail; path: string } | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await mailTo(address)) {
          const link = LINK.exec(mail.text)?.[1];
          if (link) found = { mail, path: link };
        }
        return found !== undefined;
      },
      { message: `an e-mail with a password link to ${address}`, timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error("unreachable: the poll passed");
  return found;
}
