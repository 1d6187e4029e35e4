import { useMutation } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useState } from "react";
import {
  TOPIC_LABELS,
  topicsOf,
  type AccountKind,
  type Topic,
} from "../../../../api/contract/notification-settings";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/field";
import { Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { failureMessage } from "../../../lib/api";
import { sendTestNotification } from "../requests";
import { usePushDevice } from "../use-push-device";
import styles from "./account-settings.module.css";

/**
 * Where messages reach an account (docs/decisions/0162-push-and-settings.md):
 * push on this device, and a test message. Clients have them in Account
 * Settings, staff on their dashboard.
 */

const OFF_TEXT: Record<AccountKind, string> = {
  client:
    "Get a message on this phone when an invoice needs documents, is funded or is declined, even with the app closed.",
  staff:
    "Get an alert on this device when a quote request, a fuel card application or an invoice arrives, even with the tab closed.",
};

/** Push on this device for the signed-in account: turn it on or off, and choose its topics. */
export function PushOnThisDevice({ account }: { account: AccountKind }) {
  const push = usePushDevice(account);
  const { state, busy } = push;
  return (
    <div className={styles.push}>
      {state.status === "checking" ? (
        <p className={styles.hint} role="status">
          Checking this device...
        </p>
      ) : state.status === "unsupported" ? (
        <p className={styles.text}>
          {state.iphone
            ? "On an iPhone, push messages come through the app on your Home Screen: tap Share, then Add to Home Screen, open TPF from there and come back to this page."
            : "This browser cannot show push messages. You still get e-mail."}
        </p>
      ) : state.status === "blocked" ? (
        <p className={styles.text}>
          Notifications are blocked for this site. Allow them in your browser&apos;s site settings, then
          reload this page.
        </p>
      ) : state.status === "off" ? (
        <>
          <p className={styles.text}>{OFF_TEXT[account]}</p>
          <div>
            <Button variant="secondary" onClick={() => void push.turnOn()} disabled={busy}>
              {busy ? <Spinner /> : null}
              Turn on push on this device
            </Button>
          </div>
        </>
      ) : (
        <PushTopics
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
  choices,
  topics,
  busy,
  onChange,
  onTurnOff,
}: {
  choices: readonly Topic[];
  topics: Topic[];
  busy: boolean;
  onChange: (topics: Topic[]) => void;
  onTurnOff: () => void;
}) {
  return (
    <>
      <p className={styles.text} role="status">
        Push is on for this device.
      </p>
      <fieldset className={styles.choices} aria-busy={busy}>
        <legend className={styles.legend}>Send a push message when</legend>
        {choices.map((topic) => (
          <Checkbox
            key={topic}
            label={TOPIC_LABELS[topic]}
            checked={topics.includes(topic)}
            disabled={busy}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...topics, topic] : topics.filter((chosen) => chosen !== topic),
              )
            }
          />
        ))}
        <p className={styles.hint}>Saved as you choose. Other devices keep their own choices.</p>
      </fieldset>
      <div>
        <Button variant="outline" size="sm" onClick={onTurnOff} disabled={busy}>
          Turn off push on this device
        </Button>
      </div>
    </>
  );
}

/** Sends the signed-in account a test message, by e-mail and to every device where push is on. */
export function TestMessage({ account }: { account: AccountKind }) {
  const [answer, setAnswer] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const send = useMutation({
    mutationFn: () => sendTestNotification(account),
    onSuccess: (message) => setAnswer({ tone: "success", text: message }),
    onError: (error) =>
      setAnswer({
        tone: "error",
        text: failureMessage(error, {}, "The test message was not sent. Please try again."),
      }),
  });
  return (
    <>
      <div>
        <Button variant="outline" onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          Send a test message
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
