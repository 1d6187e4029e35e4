import type { MailTransport } from "../api/notifications/mail";

/** Where the mocks send staff alerts, as ADMIN_EMAIL does on a server. */
export const MOCK_STAFF_ALERT_ADDRESS = "alerts@example.com";

/**
 * E-mail in `npm run dev:mock`: each message is printed in the console of the
 * tab that holds the mock database, as it would be sent, so a front-end
 * developer sees what staff and clients are told.
 */
export const consoleMailTransport: MailTransport = {
  send(mail) {
    const attached = (mail.attachments ?? []).map(
      (file) => `\nAttached: ${file.filename} (${file.content.byteLength} bytes)`,
    );
    console.info(`[mock mail] To: ${mail.to}\nSubject: ${mail.subject}${attached.join("")}\n\n${mail.text}`);
    return Promise.resolve({});
  },
  close() {},
};
