import { describe, expect, test, vi } from "vitest";
import mailCatalogue from "../../messages/mail/en.json";
import type { Locale } from "../contract/words";
import { TOLD_STATUSES, type NotificationContent } from "../db/notifications";
import type { AccountChange, AccountChangeBy } from "../db/schema";
import { messageOf, pushMessageOf } from "./messages";
import { unmarked } from "../../tests/support/stub-language";

/*
 * A client's e-mails and pushes in a language the product does not speak yet: "xx", made of the
 * English catalogue with every message marked «…». A third language is a catalogue and nothing else
 * (docs/decisions/0160-notifications.md, "Language") when every sentence of every client message comes
 * out marked: none is written in the code, for one language or for all.
 */

const { said } = vi.hoisted(() => ({ said: new Set<string>() }));

vi.mock("../../src/paraglide/messages.js", async (importOriginal) => {
  const { markedCatalogue } = await import("../../tests/support/stub-language");
  return markedCatalogue(await importOriginal<Record<string, unknown>>(), said);
});

const STUB = "xx" as Locale;
const SITE = "https://tpf.example.com";

/** The words of an e-mail's text that no catalogue message said: its link's address and the footer's rule aside. */
const unsaidInMail = (text: string) =>
  unmarked(text)
    .replaceAll(/: https:\/\/tpf\.example\.com\S*/g, "")
    .replace(/^--$/m, "")
    .trim();

const CHANGES = [
  "email-change-asked",
  "email-changed",
  "password-changed",
  "device-added",
] as const satisfies readonly AccountChange[];
const MAKERS = ["owner", "link", "staff"] as const satisfies readonly AccountChangeBy[];

const load = { reference: "INV-7K3M-9PX2", brokerName: "Coyote Logistics", loadNumber: "LD-448120" };

/** Every kind of message a client gets, in each of its forms. */
const clientMessages: NotificationContent[] = [
  ...(["invitation", "reset"] as const).map((purpose): NotificationContent => ({
    kind: "password-link",
    purpose,
    name: "María",
    username: "rivera",
    linkId: "id",
    token: "abc.def",
    locale: STUB,
  })),
  { kind: "test", name: "María", account: "client", locale: STUB },
  {
    kind: "email-confirmation",
    account: "client",
    name: "María",
    username: "rivera",
    linkId: "id",
    token: "abc.def",
    locale: STUB,
  },
  ...CHANGES.flatMap((change) =>
    MAKERS.map((by): NotificationContent => ({
      kind: "account-notice",
      account: "client",
      name: "María",
      change,
      by,
      at: "2026-11-28T10:04:00Z",
      device: change === "device-added" && by === "owner" ? "Chrome on Android" : "",
      locale: STUB,
    })),
  ),
  ...TOLD_STATUSES.map((status): NotificationContent => ({
    kind: "invoice-status",
    ...load,
    firstName: "María",
    status,
    reason: "Sign the BOL",
    advanceCents: status === "funded" ? 237_500 : null,
    locale: STUB,
  })),
  {
    kind: "invoice-status",
    ...load,
    firstName: "María",
    status: "funded",
    reason: "",
    advanceCents: null,
    locale: STUB,
  },
  ...[0, 12_345].map((availableCents): NotificationContent => ({
    kind: "money",
    event: "paid",
    ...load,
    firstName: "María",
    availableCents,
    feeCents: 7_125,
    locale: STUB,
  })),
  ...["", "check 1042"].map((memo): NotificationContent => ({
    kind: "money",
    event: "released",
    firstName: "María",
    amountCents: 50_000,
    memo,
    paidOn: "2026-11-28",
    locale: STUB,
  })),
];

/** A message's case, as a test names it. */
function named(content: NotificationContent): string {
  switch (content.kind) {
    case "password-link":
      return `the ${content.purpose} link`;
    case "account-notice":
      return `${content.change} by ${content.by}${content.device ? " (the device named)" : ""}`;
    case "invoice-status":
      return `${content.status}${content.advanceCents === null ? "" : " with the amount advanced"}`;
    case "money":
      return content.event === "paid"
        ? `paid, ${content.availableCents > 0 ? "some reserve available" : "none of its reserve left"}`
        : `a release${content.memo ? " with a memo" : ""}`;
    default:
      return content.kind;
  }
}

describe("a client's messages in a third language made only of a catalogue", () => {
  test.each(clientMessages.map((content) => [named(content), content] as const))(
    "%s: every sentence of the e-mail and the push is the catalogue's",
    (_name, content) => {
      const mail = messageOf(content, SITE);
      expect(unmarked(mail.subject)).toBe("");
      expect(unsaidInMail(mail.text)).toBe("");
      expect(mail.html).toContain('<html lang="xx">');
      if (content.kind === "password-link" || content.kind === "email-confirmation") return;
      const push = pushMessageOf(content);
      expect(unmarked(push.title)).toBe("");
      expect(unmarked(push.body).trim()).toBe("");
    },
  );

  test("every message of the e-mails' catalogue is said by one of them", () => {
    for (const content of clientMessages) messageOf(content, SITE);
    const keys = Object.keys(mailCatalogue).filter((key) => key !== "$schema");
    expect([...said].sort()).toEqual([...keys, "hours_in_sentence"].sort());
  });

  test("a sentence written in the code is found: staff's test message stays English", () => {
    const mail = messageOf({ kind: "test", name: "Dana", account: "staff", locale: STUB }, SITE);
    expect(mail.subject).toBe("Test message from TPF");
    expect(unsaidInMail(mail.text)).toContain("Open the staff dashboard");
  });
});
