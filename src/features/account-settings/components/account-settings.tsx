import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellRing, KeyRound, Mail, Smartphone } from "lucide-react";
import { useState, type ReactNode } from "react";
import * as v from "valibot";
import type { ClientUser } from "../../../../api/contract/auth";
import {
  CLIENT_TOPICS,
  ClientSettingsInput,
  TOPIC_LABELS,
  type ClientSettings,
  type ClientTopic,
} from "../../../../api/contract/notification-settings";
import {
  contractSchema,
  formValidationLogic,
  setServerIssues,
  submitWith,
  useAppForm,
} from "../../../components/form/form";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { IconTile } from "../../../components/ui/icon-tile";
import { Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { ApiRequestError, failureMessage } from "../../../lib/api";
import { clientSettingsOptions, saveClientSettings } from "../requests";
import { AnswerNotice, PushOnThisDevice, TestMessage } from "./message-devices";
import styles from "./account-settings.module.css";
import { BackLink } from "../../../components/ui/back-link";

/**
 * Account Settings (docs/decisions/0162-push-and-settings.md): the client's
 * details, how to reach them, which messages they get by e-mail and by push
 * on this device, a test message, and the password.
 */
export function AccountSettings({ user, passwordChange }: { user: ClientUser; passwordChange: ReactNode }) {
  return (
    <div className={styles.flow}>
      <BackLink to="/client-dashboard">Client Portal</BackLink>
      <div>
        <h1 className={styles.title}>Account Settings</h1>
        <p className={styles.lead}>How we reach you, and which messages you get.</p>
      </div>

      <Card as="section" aria-labelledby="details-heading">
        <SectionHead icon={Mail} id="details-heading" title="Your details" />
        <dl className={styles.facts}>
          <div>
            <dt>Name</dt>
            <dd>
              {user.firstName} {user.lastName}
            </dd>
          </div>
          <div>
            <dt>Username</dt>
            <dd>{user.username}</dd>
          </div>
          <div>
            <dt>Company</dt>
            <dd>{user.companyName}</dd>
          </div>
        </dl>
        <ContactSection />
      </Card>

      <Card as="section" aria-labelledby="push-heading">
        <SectionHead icon={Smartphone} id="push-heading" title="Push messages on this device" />
        <PushOnThisDevice account="client" />
      </Card>

      <Card as="section" aria-labelledby="test-heading">
        <SectionHead icon={BellRing} id="test-heading" title="Test message" />
        <p className={styles.text}>
          Check that messages reach you: we send one to your e-mail and to every device where push is on.
        </p>
        <TestMessage account="client" />
      </Card>

      <Card as="section" aria-labelledby="password-heading">
        <SectionHead icon={KeyRound} id="password-heading" title="Password" />
        <p className={styles.text}>Changing it signs you out on your other devices.</p>
        <div>{passwordChange}</div>
      </Card>
    </div>
  );
}

function SectionHead({ icon, id, title }: { icon: typeof Mail; id: string; title: string }) {
  return (
    <div className={styles.cardHead}>
      <IconTile icon={icon} tone="light" />
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
    </div>
  );
}

type ContactValues = { email: string; phone: string } & Record<ClientTopic, boolean>;

const valuesOf = (settings: ClientSettings): ContactValues => ({
  email: settings.email,
  phone: settings.phone,
  ...(Object.fromEntries(
    CLIENT_TOPICS.map((topic) => [topic, settings.emailTopics.includes(topic)]),
  ) as Record<ClientTopic, boolean>),
});

/** The contract's checks of the two fields; the boxes need none. */
const ContactSchema = v.object({
  email: ClientSettingsInput.entries.email,
  phone: ClientSettingsInput.entries.phone,
  ...(Object.fromEntries(CLIENT_TOPICS.map((topic) => [topic, v.boolean()])) as Record<
    ClientTopic,
    v.BooleanSchema<undefined>
  >),
});

/** The settings as the server has them; without signal, a note until they load. */
function ContactSection() {
  const settings = useQuery(clientSettingsOptions());
  if (settings.data) return <ContactForm settings={settings.data} />;
  if (settings.isError || settings.fetchStatus === "paused")
    return (
      <Notice tone="info" title="Your settings are not loaded">
        <p>They load when you have a connection.</p>
        {settings.isError ? (
          <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        ) : null}
      </Notice>
    );
  return (
    <p className={styles.hint} role="status">
      Loading your settings...
    </p>
  );
}

function ContactForm({ settings }: { settings: ClientSettings }) {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const save = useMutation({ mutationFn: saveClientSettings });

  const form = useAppForm({
    defaultValues: valuesOf(settings),
    validationLogic: formValidationLogic,
    validators: { onDynamic: contractSchema<ContactValues>(ContactSchema) },
    onSubmit: async ({ value, formApi }) => {
      setAnswer(null);
      try {
        const saved = await save.mutateAsync({
          email: value.email,
          phone: value.phone,
          emailTopics: CLIENT_TOPICS.filter((topic) => value[topic]),
        });
        if (saved.settings) queryClient.setQueryData(clientSettingsOptions().queryKey, saved.settings);
        formApi.reset(saved.settings ? valuesOf(saved.settings) : value);
        setAnswer({ tone: "success", text: saved.message });
      } catch (error) {
        const placed =
          error instanceof ApiRequestError && error.issues ? setServerIssues(formApi, error.issues) : [];
        if (placed.length === 0)
          setAnswer({
            tone: "error",
            text: failureMessage(error, {}, "Your settings were not saved. Please try again."),
          });
      }
    },
  });

  return (
    <form className={styles.form} noValidate onSubmit={submitWith(form)}>
      <div className={styles.fields}>
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label="E-mail"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              hint="Messages about your invoices go here."
              required
            />
          )}
        </form.AppField>
        <form.AppField name="phone">
          {(field) => (
            <field.TextField
              label="Phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              hint="Optional, for calls about a load."
            />
          )}
        </form.AppField>
      </div>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>E-mail me when</legend>
        {CLIENT_TOPICS.map((topic) => (
          <form.AppField key={topic} name={topic}>
            {(field) => <field.CheckboxField label={TOPIC_LABELS[topic]} />}
          </form.AppField>
        ))}
        <p className={styles.hint}>Links to set your password are always e-mailed.</p>
      </fieldset>
      <AnswerNotice answer={answer} className={styles.answer} />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? "Saving..." : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
