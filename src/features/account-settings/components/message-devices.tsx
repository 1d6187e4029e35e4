import { useMutation } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useState } from "react";
import {
  topicLabel,
  topicsOf,
  type AccountKind,
  type Topic,
} from "../../../../api/contract/notification-settings";
import { useLocale } from "../../../components/layout/locale-context";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/field";
import { Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { failureMessage } from "../../../lib/api";
import type { Locale } from "../../../lib/locale";
import * as m from "../../../paraglide/messages";
import { sendTestNotification } from "../requests";
import { usePushDevice } from "../use-push-device";
import styles from "./account-settings.module.css";

/**
 * Where messages reach an account (docs/decisions/0162-push-and-settings.md):
 * push on this device, and a test message. Clients have them in Account
 * Settings, staff on their dashboard. Clients read them in the portal's
 * language; the staff area is in English (`useLocale()` says so there).
 */

const offText = (account: AccountKind, locale: Locale) =>
  account === "client"
    ? m.account_push_off_text({}, { locale })
    : "Get an alert on this device when a quote request, a fuel card application or an invoice arrives, even with the tab closed.";

/** Push on this device for the signed-in account: turn it on or off, and choose its topics. */
export function PushOnThisDevice({ account }: { account: AccountKind }) {
  const locale = useLocale();
  const push = usePushDevice(account, locale);
  const { state, busy } = push;
  return (
    <div className={styles.push}>
      {state.status === "checking" ? (
        <p className={styles.hint} role="status">
          {m.account_push_checking({}, { locale })}
        </p>
      ) : state.status === "unsupported" ? (
        <p className={styles.text}>
          {state.iphone ? m.account_push_iphone({}, { locale }) : m.account_push_unsupported({}, { locale })}
        </p>
      ) : state.status === "blocked" ? (
        <p className={styles.text}>{m.account_push_blocked({}, { locale })}</p>
      ) : state.status === "off" ? (
        <>
          <p className={styles.text}>{offText(account, locale)}</p>
          <div>
            <Button variant="secondary" onClick={() => void push.turnOn()} disabled={busy}>
              {busy ? <Spinner /> : null}
              {m.account_push_turn_on({}, { locale })}
            </Button>
          </div>
        </>
      ) : (
        <PushTopics
          locale={locale}
          choices={topicsOf(account)}
          topics={state.topics}
          busy={busy}
          onChange={(topics) => void push.chooseTopics(topics)}
          onTurnOff={() => void push.turnOff()}
        />
      )}
      {push.error ? (
        <Notice tone="error" role="alert">
          <p>{push.error}</p>
        </Notice>
      ) : null}
    </div>
  );
}

function PushTopics({
  locale,
  choices,
  topics,
  busy,
  onChange,
  onTurnOff,
}: {
  locale: Locale;
  choices: readonly Topic[];
  topics: Topic[];
  busy: boolean;
  onChange: (topics: Topic[]) => void;
  onTurnOff: () => void;
}) {
  return (
    <>
      <p className={styles.text} role="status">
        {m.account_push_is_on({}, { locale })}
      </p>
      <fieldset className={styles.choices} aria-busy={busy}>
        <legend className={styles.legend}>{m.account_push_when({}, { locale })}</legend>
        {choices.map((topic) => (
          <Checkbox
            key={topic}
            label={topicLabel(topic, locale)}
            checked={topics.includes(topic)}
            disabled={busy}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...topics, topic] : topics.filter((chosen) => chosen !== topic),
              )
            }
          />
        ))}
        <p className={styles.hint}>{m.account_push_saved_as_you_choose({}, { locale })}</p>
      </fieldset>
      <div>
        <Button variant="outline" size="sm" onClick={onTurnOff} disabled={busy}>
          {m.account_push_turn_off({}, { locale })}
        </Button>
      </div>
    </>
  );
}

/** Sends the signed-in account a test message, by e-mail and to every device where push is on. */
export function TestMessage({ account }: { account: AccountKind }) {
  const locale = useLocale();
  const [answer, setAnswer] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const send = useMutation({
    mutationFn: () => sendTestNotification(account),
    // The server answers in the portal's language (the app sends it with every request).
    onSuccess: (message) => setAnswer({ tone: "success", text: message }),
    onError: (error) =>
      setAnswer({
        tone: "error",
        text: failureMessage(error, {}, m.account_test_not_sent({}, { locale }), locale),
      }),
  });
  return (
    <>
      <div>
        <Button variant="outline" onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          {m.account_test_send({}, { locale })}
        </Button>
      </div>
      <AnswerNotice answer={answer} />
    </>
  );
}

/** What the server said of a step: success in a status region (read out), failure as an alert. */
export function AnswerNotice({
  answer,
  className,
}: {
  answer: { tone: "success" | "error"; text: string } | null;
  className?: string;
}) {
  return (
    <>
      <div role="status" className={className}>
        {answer?.tone === "success" ? (
          <Notice tone="success">
            <p>{answer.text}</p>
          </Notice>
        ) : null}
      </div>
      {answer?.tone === "error" ? (
        <Notice tone="error" role="alert">
          <p>{answer.text}</p>
        </Notice>
      ) : null}
    </>
  );
}
