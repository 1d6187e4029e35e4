/**
 * The notification outbox (section "notifications" of `npm run bench`;
 * docs/decisions/0160-notifications.md): how many e-mails a second the
 * sender hands to an SMTP server, and how long a new quote waits until its
 * staff alert is accepted, as the server runs it (idle, it looks every
 * second). A real SMTP server (smtp-server, tests/support/smtp-sink.ts) in
 * this process receives them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { createApp } from "../../api/app";
import { ensureAdminAccount } from "../../api/db/accounts";
import { migrateDatabase, openDatabase } from "../../api/db/client";
import { adminAccounts } from "../../api/db/schema";
import { silentLogger } from "../../api/lib/logger";
import { createScryptHasher } from "../../api/lib/scrypt-hasher";
import { sharpImageProcessor } from "../../api/lib/sharp-image-processor";
import { createMailTransport } from "../../api/notifications/mail-transport";
import { startNotificationSender } from "../../api/notifications/sender";
import { validQuote } from "../../mocks/fixture-requests";
import { startSmtpSink } from "../../tests/support/smtp-sink";
import { load1 } from "./machine";
import { ms, type Row } from "./report";
import type { Scale } from "./scale";

const SPACING_MS = 150;
/** However slow the machine, e-mails that have not arrived by then are not coming. */
const ARRIVAL_LIMIT_MS = 300_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * `backlog`: quotes stored before the sender starts (a backlog after an outage, each told to two
 * addresses); `timed`: quotes sent one after another while it runs, each timed from its answer to its e-mail.
 */
export async function notificationFigures(
  log: (line: string) => void,
  { backlog, timed }: Scale["notifications"],
) {
  const folder = mkdtempSync(path.join(tmpdir(), "tpf-bench-mail-"));
  const arrivals: { at: number; subject: string }[] = [];
  const smtp = await startSmtpSink({
    onMessage: async (raw) => {
      const at = performance.now();
      arrivals.push({ at, subject: (await simpleParser(raw)).subject ?? "" });
    },
  });
  const handle = await openDatabase(`file:${path.join(folder, "bench.db")}`);
  const mail = createMailTransport({
    smtpUrl: smtp.url,
    from: "bench@example.com",
    folder,
  });
  const rows: Row[] = [];
  try {
    await migrateDatabase(handle);
    await ensureAdminAccount(handle.db, createScryptHasher({ log2N: 10 }), {
      username: "admin",
      password: "bench-password-123",
    });
    await handle.db.update(adminAccounts).set({ email: "staff@example.com" });
    let caller = 0;
    const { app } = createApp({
      db: handle.db,
      logger: silentLogger,
      version: "bench",
      passwordHasher: createScryptHasher({ log2N: 10 }),
      imageProcessor: sharpImageProcessor,
      sessionSecret: "bench-session-secret-with-32-characters",
      peerAddress: () => `198.18.0.${(caller++ % 250) + 1}`,
      limits: { submissionsPerMinute: 1e9 },
    });
    const postQuote = async () => {
      const response = await app.request("/api/quotes", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(validQuote()),
      });
      if (response.status !== 201) throw new Error(`a bench quote answered ${response.status}`);
      return ((await response.json()) as { quote: { reference: string } }).quote.reference;
    };
    const senderOptions = {
      db: handle.db,
      mail,
      logger: silentLogger,
      siteUrl: "https://tpf.example.com",
      staffAlertAddress: "alerts@example.com",
      messageIdHost: "tpf.example.com",
      linkSecret: "bench-session-secret-with-32-characters",
    };

    log(`Notifications: ${backlog} quotes waiting, then the sender starts ...`);
    for (let n = 0; n < backlog; n++) await postQuote();
    const waitFor = async (count: number) => {
      const deadline = performance.now() + ARRIVAL_LIMIT_MS;
      while (arrivals.length < count) {
        if (performance.now() > deadline)
          throw new Error(
            `${arrivals.length} of ${count} e-mails arrived within ${ARRIVAL_LIMIT_MS / 1000} s`,
          );
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const started = performance.now();
    let sender = startNotificationSender(senderOptions);
    await waitFor(backlog * 2);
    const seconds = (performance.now() - started) / 1000;
    const perSecond = (backlog * 2) / seconds;
    log(`  ${backlog * 2} e-mails in ${seconds.toFixed(1)} s: ${perSecond.toFixed(0)} a second`);
    rows.push({
      figure: "E-mails handed to the SMTP server per second, from a backlog",
      target: "≥50 a second",
      measured: `${perSecond.toFixed(0)} a second (${backlog * 2} e-mails, ${backlog} quotes to 2 addresses, in ${seconds.toFixed(1)} s; SMTP server on this machine)`,
      met: perSecond >= 50,
      load: load1(),
    });
    await sender.stop();

    log(`Notifications: ${timed} quotes ${SPACING_MS} ms apart, each timed to its staff alert ...`);
    arrivals.length = 0;
    sender = startNotificationSender(senderOptions);
    const answered = new Map<string, number>();
    for (let n = 0; n < timed; n++) {
      const reference = await postQuote();
      answered.set(reference, performance.now());
      await new Promise((resolve) => setTimeout(resolve, SPACING_MS));
    }
    await waitFor(timed * 2);
    await sender.stop();
    const delays = arrivals
      .map((arrival) => {
        const reference = /(Q-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(arrival.subject)?.[1] ?? "";
        return arrival.at - (answered.get(reference) ?? NaN);
      })
      .filter((delay) => Number.isFinite(delay))
      .sort((a, b) => a - b);
    if (delays.length !== timed * 2)
      throw new Error(`${delays.length} of ${timed * 2} alerts matched a quote`);
    const p50 = percentile(delays, 50);
    const p95 = percentile(delays, 95);
    log(`  from the quote's answer to its e-mail: p50 ${ms(p50)}, p95 ${ms(p95)}`);
    rows.push({
      figure: "From a new quote to its staff alert accepted by the SMTP server",
      target: "p95 ≤2 s",
      measured: `p95 ${ms(p95)} (p50 ${ms(p50)}, max ${ms(delays.at(-1) ?? NaN)}; ${timed} quotes ${SPACING_MS} ms apart, 2 addresses each; the idle sender looks every second)`,
      met: p95 <= 2000,
      load: load1(),
    });
  } finally {
    mail.close();
    handle.client.close();
    await smtp.close();
    rmSync(folder, { recursive: true, force: true });
  }
  const section = [
    "## Notifications",
    "",
    "Written by `npm run bench` (section `notifications`, `scripts/bench/notifications.ts`;",
    "docs/decisions/0160-notifications.md). The API app in process over a libSQL file, its sender as the server",
    "runs it, and a real SMTP server (smtp-server) on this machine; each quote is told to the alert address and",
    "one staff account. The delay includes the idle sender's wait (it looks every second when it found nothing).",
    "",
  ];
  return { rows, section };
}
