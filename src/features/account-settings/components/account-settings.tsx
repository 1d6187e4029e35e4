import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellRing, KeyRound, Languages, Mail, Smartphone } from "lucide-react";
import { useState, type ReactNode } from "react";
import * as v from "valibot";
import type { ClientUser } from "../../../../api/contract/auth";
import {
  CLIENT_TOPICS,
  ClientSettingsInput,
  topicLabel,
  type ClientSettings,
  type ClientTopic,
} from "../../../../api/contract/notification-settings";
import { LOCALES, type Locale } from "../../../../api/contract/words";
import { useLocale } from "../../../components/layout/locale-context";
import {
  contractSchema,
  formValidationLogic,
  setServerIssues,
  submitWith,
  useAppForm,
} from "../../../components/form/form";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { ApiRequestError, failureMessage } from "../../../lib/api";
import { schemaInLocale } from "../../../lib/schema-in-locale";
import * as m from "../../../paraglide/messages";
import { clientSettingsOptions, saveClientSettings } from "../requests";
import { AnswerNotice, PushOnThisDevice, TestMessage } from "./message-devices";
import { EmailSection, PushDeviceList, SectionHead } from "./credentials";
import styles from "./account-settings.module.css";
import { BackLink } from "../../../components/ui/back-link";

/**
 * Account Settings (docs/decisions/0162-push-and-settings.md): the client's
 * details, how to reach them, which messages they get by e-mail and by push
 * on this device, a test message, the language of all of it, and the
 * password. In the portal's language (the client's own).
 */
export function AccountSettings({
  user,
  passwordChange,
  saveLocale,
  confirmEmailToken,
  onConfirmDone,
}: {
  user: ClientUser;
  passwordChange: ReactNode;
  /** Saves the client's language on the account and has the portal take it up. */
  saveLocale: (locale: Locale) => Promise<Locale>;
  /** The token of the link e-mailed to a new address, when the page was opened from it. */
  confirmEmailToken?: string | undefined;
  /** The link's token has done its work. */
  onConfirmDone?: () => void;
}) {
  const locale = useLocale();
  return (
    <div className={styles.flow}>
      <BackLink to="/client-dashboard">{m.account_portal({}, { locale })}</BackLink>
      <div>
        <h1 className={styles.title}>{m.account_settings_title({}, { locale })}</h1>
        <p className={styles.lead}>{m.account_settings_lead({}, { locale })}</p>
      </div>

      <Card as="section" aria-labelledby="details-heading">
        <SectionHead icon={Mail} id="details-heading" title={m.account_your_details({}, { locale })} />
        <dl className={styles.facts}>
          <div>
            <dt>{m.account_name({}, { locale })}</dt>
            <dd>
              {user.firstName} {user.lastName}
            </dd>
          </div>
          <div>
            <dt>{m.account_username({}, { locale })}</dt>
            <dd>{user.username}</dd>
          </div>
          <div>
            <dt>{m.account_company({}, { locale })}</dt>
            <dd>{user.companyName}</dd>
          </div>
        </dl>
        <ContactSection confirmEmailToken={confirmEmailToken} onConfirmDone={onConfirmDone} />
      </Card>

      <Card as="section" aria-labelledby="language-heading">
        <SectionHead
          icon={Languages}
          id="language-heading"
          title={m.account_language_title({}, { locale })}
        />
        <p className={styles.text}>{m.account_language_text({}, { locale })}</p>
        <LanguageChoice saveLocale={saveLocale} />
      </Card>

      <Card as="section" aria-labelledby="push-heading">
        <SectionHead icon={Smartphone} id="push-heading" title={m.account_push_title({}, { locale })} />
        <PushOnThisDevice account="client" />
        <PushDeviceList account="client" />
      </Card>

      <Card as="section" aria-labelledby="test-heading">
        <SectionHead icon={BellRing} id="test-heading" title={m.account_test_title({}, { locale })} />
        <p className={styles.text}>{m.account_test_text({}, { locale })}</p>
        <TestMessage account="client" />
      </Card>

      <Card as="section" aria-labelledby="password-heading">
        <SectionHead icon={KeyRound} id="password-heading" title={m.account_password({}, { locale })} />
        <p className={styles.text}>{m.account_password_text({}, { locale })}</p>
        <div>{passwordChange}</div>
      </Card>
    </div>
  );
}

/** Each language by its own name, in its own language. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

/**
 * English or Español for the portal, e-mails and push messages: saved on the
 * account, so every device and message follows it. The answer is given in
 * the language chosen, which is the portal's from then on.
 */
export function LanguageChoice({ saveLocale }: { saveLocale: (locale: Locale) => Promise<Locale> }) {
  const locale = useLocale();
  // What the client picked and has not saved yet; otherwise the portal's language (the header's switch changes it too).
  const [picked, setPicked] = useState<Locale | null>(null);
  const chosen = picked ?? locale;
  const [answer, setAnswer] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const save = useMutation({ mutationFn: (next: Locale) => saveLocale(next) });
  const submit = async () => {
    setAnswer(null);
    try {
      const saved = await save.mutateAsync(chosen);
      setPicked(null);
      setAnswer({ tone: "success", text: m.account_language_saved({}, { locale: saved }) });
    } catch (error) {
      setAnswer({
        tone: "error",
        text: failureMessage(error, {}, m.account_language_not_saved({}, { locale }), locale),
      });
    }
  };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{m.account_language_legend({}, { locale })}</legend>
        <div className={styles.languages}>
          {LOCALES.map((option) => (
            <label key={option} className={styles.language} lang={option}>
              <input
                type="radio"
                name="locale"
                value={option}
                checked={chosen === option}
                onChange={() => setPicked(option)}
              />
              <span>{LANGUAGE_NAMES[option]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <AnswerNotice answer={answer} className={styles.answer} />
      <div>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? m.account_saving({}, { locale }) : m.account_language_save({}, { locale })}
        </Button>
      </div>
    </form>
  );
}

type ContactValues = { phone: string } & Record<ClientTopic, boolean>;

const valuesOf = (settings: ClientSettings): ContactValues => ({
  phone: settings.phone,
  ...(Object.fromEntries(
    CLIENT_TOPICS.map((topic) => [topic, settings.emailTopics.includes(topic)]),
  ) as Record<ClientTopic, boolean>),
});

/** The contract's checks of the two fields; the boxes need none. */
const ContactSchema = v.object({
  phone: ClientSettingsInput.entries.phone,
  ...(Object.fromEntries(CLIENT_TOPICS.map((topic) => [topic, v.boolean()])) as Record<
    ClientTopic,
    v.BooleanSchema<undefined>
  >),
});

/** The settings as the server has them; without signal, a note until they load. */
function ContactSection({
  confirmEmailToken,
  onConfirmDone,
}: {
  confirmEmailToken?: string | undefined;
  onConfirmDone?: (() => void) | undefined;
}) {
  const locale = useLocale();
  const settings = useQuery(clientSettingsOptions());
  if (settings.data)
    return (
      <>
        <EmailSection
          account="client"
          email={settings.data.email}
          pendingEmail={settings.data.pendingEmail}
          confirmToken={confirmEmailToken}
          onChanged={() => settings.refetch()}
          {...(onConfirmDone ? { onConfirmDone } : {})}
        />
        <ContactForm settings={settings.data} />
      </>
    );
  if (settings.isError || settings.fetchStatus === "paused")
    return (
      <Notice tone="info" title={m.account_settings_not_loaded({}, { locale })}>
        <p>{m.account_settings_load_later({}, { locale })}</p>
        {settings.isError ? (
          <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
            {m.account_try_again({}, { locale })}
          </Button>
        ) : null}
      </Notice>
    );
  return (
    <p className={styles.hint} role="status">
      {m.account_settings_loading({}, { locale })}
    </p>
  );
}

function ContactForm({ settings }: { settings: ClientSettings }) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const save = useMutation({ mutationFn: saveClientSettings });
  const [initialValues, setInitialValues] = useState(() => valuesOf(settings));

  const form = useAppForm({
    // The values as first read, then as last saved: a later read of the settings (the page regaining
    // focus) must not put back what the client is changing.
    defaultValues: initialValues,
    validationLogic: formValidationLogic,
    validators: { onDynamic: contractSchema<ContactValues>(schemaInLocale(ContactSchema, locale)) },
    onSubmit: async ({ value, formApi }) => {
      setAnswer(null);
      try {
        const saved = await save.mutateAsync({
          phone: value.phone,
          emailTopics: CLIENT_TOPICS.filter((topic) => value[topic]),
        });
        if (saved.settings) queryClient.setQueryData(clientSettingsOptions().queryKey, saved.settings);
        // What was saved becomes the form's starting point: the defaults given at the next render
        // are these too, or the form would put the first-read values back (it resets an untouched
        // form to new defaults).
        const savedValues = saved.settings ? valuesOf(saved.settings) : value;
        setInitialValues(savedValues);
        formApi.reset(savedValues);
        // The portal says the catalogue's words in its language (the server's English are the same).
        setAnswer({ tone: "success", text: m.account_settings_saved({}, { locale }) });
      } catch (error) {
        const placed =
          error instanceof ApiRequestError && error.issues ? setServerIssues(formApi, error.issues) : [];
        if (placed.length === 0)
          setAnswer({
            tone: "error",
            text: failureMessage(error, {}, m.account_settings_not_saved({}, { locale }), locale),
          });
      }
    },
  });

  return (
    <form className={styles.form} noValidate onSubmit={submitWith(form)}>
      <div className={styles.fields}>
        <form.AppField name="phone">
          {(field) => (
            <field.TextField
              label={m.account_phone({}, { locale })}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              hint={m.account_phone_hint({}, { locale })}
            />
          )}
        </form.AppField>
      </div>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{m.account_email_me_when({}, { locale })}</legend>
        {CLIENT_TOPICS.map((topic) => (
          <form.AppField key={topic} name={topic}>
            {(field) => <field.CheckboxField label={topicLabel(topic, locale)} />}
          </form.AppField>
        ))}
        <p className={styles.hint}>{m.account_links_always({}, { locale })}</p>
      </fieldset>
      <AnswerNotice answer={answer} className={styles.answer} />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? m.account_saving({}, { locale }) : m.account_save_changes({}, { locale })}
        </Button>
      </div>
    </form>
  );
}
