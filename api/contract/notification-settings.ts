import * as v from "valibot";
import type { PendingEmail } from "./account-security";
import { naming, objectIssueMessage, phone, SHORT_PHONE } from "./fields";
import {
  fields_choose_language,
  fields_choose_messages,
  fields_text,
  fields_topic_charged,
  fields_topic_declined,
  fields_topic_funded,
  fields_topic_needs_documents,
  fields_topic_paid,
  fields_topic_reserve_released,
} from "../../src/paraglide/messages.js";
import { LOCALES, say, type Locale, type Message, type Said } from "./words";

/**
 * Which messages an account gets, by e-mail and by push on each device
 * (docs/decisions/0162-push-and-settings.md). A topic is one kind of news;
 * password links are always e-mailed and are not a topic.
 */

export const CLIENT_TOPICS = [
  "invoice-needs-documents",
  "invoice-funded",
  "invoice-declined",
  "invoice-paid",
  "invoice-charged",
  "reserve-released",
] as const;
export const STAFF_TOPICS = ["new-quote", "new-fuel-card-application", "new-invoice"] as const;
export type ClientTopic = (typeof CLIENT_TOPICS)[number];
export type StaffTopic = (typeof STAFF_TOPICS)[number];
export type Topic = ClientTopic | StaffTopic;

/** The staff topics' labels: the staff area is English. */
const STAFF_TOPIC_LABELS: Record<StaffTopic, string> = {
  "new-quote": "A new quote request",
  "new-fuel-card-application": "A new fuel card application",
  "new-invoice": "A new invoice from a client, or the pages asked for",
};

/** The client topics' labels, messages of the catalogue: a client reads them in the portal's language. */
const CLIENT_TOPIC_LABELS: Record<ClientTopic, Message> = {
  "invoice-needs-documents": fields_topic_needs_documents,
  "invoice-funded": fields_topic_funded,
  "invoice-declined": fields_topic_declined,
  "invoice-paid": fields_topic_paid,
  "invoice-charged": fields_topic_charged,
  "reserve-released": fields_topic_reserve_released,
};

const isClientTopic = (topic: Topic): topic is ClientTopic =>
  (CLIENT_TOPICS as readonly Topic[]).includes(topic);

/** A topic's label in the reader's language: client topics in theirs, staff topics in English. */
export const topicLabel = (topic: Topic, locale: Locale): string =>
  isClientTopic(topic) ? CLIENT_TOPIC_LABELS[topic]({}, { locale }) : STAFF_TOPIC_LABELS[topic];

export type AccountKind = "client" | "staff";
export const topicsOf = (account: AccountKind): readonly Topic[] =>
  account === "client" ? CLIENT_TOPICS : STAFF_TOPICS;

const chooseFromList = say(fields_choose_messages);

const PHONE: Said = { en: "Phone", es: "el teléfono" };

const topicList = <T extends Topic>(topics: readonly T[]) =>
  v.pipe(
    v.array(v.picklist(topics, chooseFromList), chooseFromList),
    v.maxLength(topics.length, chooseFromList),
    v.transform((chosen) => topics.filter((topic) => chosen.includes(topic))),
  );

/**
 * A client's own phone and e-mail choices, from Account Settings. The e-mail
 * address is not here: it changes with the current password and a link sent
 * to the new address (account-security.ts).
 */
export const ClientSettingsInput = v.strictObject(
  {
    phone: v.pipe(
      v.string(naming(PHONE, fields_text)),
      v.trim(),
      v.union([v.literal(""), phone(PHONE, 30)], SHORT_PHONE),
    ),
    emailTopics: topicList(CLIENT_TOPICS),
  },
  objectIssueMessage({ phone: PHONE, emailTopics: { en: "E-mail messages", es: "los mensajes por correo" } }),
);
export type ClientSettingsInput = v.InferInput<typeof ClientSettingsInput>;

export interface ClientSettings {
  email: string;
  /** A new address waiting for its link to be opened; the one above is in force until then. */
  pendingEmail: PendingEmail | null;
  phone: string;
  emailTopics: ClientTopic[];
}

export const SETTINGS_SAVED = "account_settings_saved";

/** The language of a client's portal, e-mails and push messages, from the portal's language switch. */
export const ClientLocaleInput = v.strictObject(
  {
    locale: v.picklist(LOCALES, say(fields_choose_language)),
  },
  say(fields_choose_language),
);
export type ClientLocaleInput = v.InferInput<typeof ClientLocaleInput>;

/** Known push services (over https, port 443); PUSH_ENDPOINT_ALLOWLIST adds others. */
export const PUSH_SERVICE_HOSTS: readonly (string | RegExp)[] = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

export const PUSH_ENDPOINT_REFUSED = "api_push_endpoint_refused";

const base64url = (bytes: number, label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.regex(/^[A-Za-z0-9_-]+=*$/, `${label} must be base64url`),
    v.check(
      (value) => Math.floor((value.replace(/=+$/, "").length * 3) / 4) === bytes,
      `${label} must be ${bytes} bytes`,
    ),
  );

/** The browser's `PushSubscription.toJSON()`, and which topics this device shows. */
export const PushSubscriptionInput = v.strictObject(
  {
    account: v.picklist(["client", "staff"], "Account must be client or staff"),
    subscription: v.object(
      {
        endpoint: v.pipe(
          v.string("Endpoint must be text"),
          v.maxLength(1000, "Endpoint must be at most 1000 characters"),
          v.url("Endpoint must be an address"),
        ),
        expirationTime: v.optional(v.nullable(v.number())),
        keys: v.object(
          { p256dh: base64url(65, "p256dh"), auth: base64url(16, "auth") },
          "Keys must be p256dh and auth",
        ),
      },
      "Subscription must be a PushSubscription",
    ),
    /** Left out: keep this device's topics (every topic for a new one). */
    topics: v.optional(
      v.pipe(
        v.array(v.picklist([...CLIENT_TOPICS, ...STAFF_TOPICS], "Choose messages from the list")),
        v.maxLength(CLIENT_TOPICS.length + STAFF_TOPICS.length),
      ),
    ),
  },
  objectIssueMessage({ account: "Account", subscription: "Subscription", topics: "Push messages" }),
);
export type PushSubscriptionInput = v.InferInput<typeof PushSubscriptionInput>;

export const PushUnsubscribeInput = v.strictObject(
  {
    account: v.picklist(["client", "staff"], "Account must be client or staff"),
    endpoint: v.pipe(v.string("Endpoint must be text"), v.maxLength(1000)),
  },
  objectIssueMessage({ account: "Account", endpoint: "Endpoint" }),
);

export interface PushSubscriptionAnswer {
  topics: Topic[];
}

export const TEST_NOTIFICATION_SENT = "account_test_sent";
