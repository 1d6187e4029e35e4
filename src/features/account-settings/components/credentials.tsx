import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Mail } from "lucide-react";
import { useState } from "react";
import { EmailChangeInput, type PendingEmail } from "../../../../api/contract/account-security";
import type { AccountKind } from "../../../../api/contract/notification-settings";
import {
  contractSchema,
  formValidationLogic,
  setServerIssues,
  submitWith,
  useAppForm,
} from "../../../components/form/form";
import { useLocale } from "../../../components/layout/locale-context";
import { Button } from "../../../components/ui/button";
import { IconTile } from "../../../components/ui/icon-tile";
import { Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { ApiRequestError, failureMessage } from "../../../lib/api";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { schemaInLocale } from "../../../lib/schema-in-locale";
import * as m from "../../../paraglide/messages";
import { askEmailChange, confirmEmail, pushDevicesOptions, removePushDevice } from "../requests";
import { AnswerNotice } from "./message-devices";
import styles from "./account-settings.module.css";

/**
 * An account's own e-mail address and push devices, as a bank shows them
 * (docs/decisions/0190-account-security.md): the address changes with the
 * current password and a link opened from the new address; every device that
 * gets the account's messages is listed and can be removed. In the portal's
 * language for a client; English in the staff area.
 */

type Answer = { tone: "success" | "error"; text: string } | null;

const emptyChange = { email: "", currentPassword: "" };

/**
 * The address in force, the one waiting for its link, the form that asks for
 * a new one, and, when the page was opened from the link (`confirmToken`),
 * the button that confirms it. `onChanged` reloads what shows the address.
 */
export function EmailSection({
  account,
  email,
  pendingEmail,
  confirmToken,
  onChanged,
  onConfirmDone,
}: {
  account: AccountKind;
  email: string;
  pendingEmail: PendingEmail | null;
  confirmToken?: string | undefined;
  onChanged: () => Promise<unknown>;
  /** The link's token has done its work: the page drops it from its address. */
  onConfirmDone?: () => void;
}) {
  const locale = useLocale();
  const [answer, setAnswer] = useState<Answer>(null);
  // Kept here, not in the confirming box: once confirmed, the token leaves the address and the box
  // goes with it, while the answer must stay on screen.
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const ask = useMutation({ mutationFn: (input: EmailChangeInput) => askEmailChange(account, input) });
  const form = useAppForm({
    defaultValues: emptyChange,
    validationLogic: formValidationLogic,
    validators: { onDynamic: contractSchema<typeof emptyChange>(schemaInLocale(EmailChangeInput, locale)) },
    onSubmit: async ({ value, formApi }) => {
      setAnswer(null);
      try {
        const message = await ask.mutateAsync(value);
        formApi.reset(emptyChange);
        setAnswer({ tone: "success", text: message });
        await onChanged();
      } catch (error) {
        const placed =
          error instanceof ApiRequestError && error.issues ? setServerIssues(formApi, error.issues) : [];
        if (placed.length === 0)
          setAnswer({
            tone: "error",
            text: failureMessage(error, {}, m.account_email_not_sent({}, { locale }), locale),
          });
      }
    },
  });

  return (
    <div className={styles.form}>
      {confirmed ? (
        <AnswerNotice answer={{ tone: "success", text: confirmed }} className={styles.answer} />
      ) : confirmToken ? (
        <ConfirmEmail
          account={account}
          token={confirmToken}
          onConfirmed={async (message) => {
            setConfirmed(message);
            await onChanged();
            onConfirmDone?.();
          }}
        />
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{m.account_email_in_force({}, { locale })}</dt>
          <dd>{email || m.account_email_none({}, { locale })}</dd>
        </div>
      </dl>
      {pendingEmail ? (
        <Notice tone="info" title={m.account_email_pending_title({}, { locale })}>
          <p>
            {m.account_email_pending_text(
              { email: pendingEmail.email, until: formatDateTime(pendingEmail.expiresAt) },
              { locale },
            )}
          </p>
        </Notice>
      ) : null}
      <form className={styles.form} noValidate onSubmit={submitWith(form)}>
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{m.account_email_change_legend({}, { locale })}</legend>
          <p className={styles.hint}>{m.account_email_change_text({}, { locale })}</p>
          <div className={styles.fields}>
            <form.AppField name="email">
              {(field) => (
                <field.TextField
                  label={m.account_email_new({}, { locale })}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                />
              )}
            </form.AppField>
            <form.AppField name="currentPassword">
              {(field) => (
                <field.PasswordField
                  label={m.account_email_current_password({}, { locale })}
                  autoComplete="current-password"
                  required
                />
              )}
            </form.AppField>
          </div>
        </fieldset>
        <AnswerNotice answer={answer} className={styles.answer} />
        <div>
          <Button type="submit" variant="secondary" disabled={ask.isPending}>
            {ask.isPending ? <Spinner /> : null}
            {ask.isPending
              ? m.account_email_sending({}, { locale })
              : m.account_email_send_link({}, { locale })}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** Opened from the e-mailed link: one press makes the new address the account's. */
function ConfirmEmail({
  account,
  token,
  onConfirmed,
}: {
  account: AccountKind;
  token: string;
  /** The server's words once the new address is the account's. */
  onConfirmed: (message: string) => Promise<void>;
}) {
  const locale = useLocale();
  const [answer, setAnswer] = useState<Answer>(null);
  const confirm = useMutation({ mutationFn: () => confirmEmail(account, token) });
  return (
    <Notice tone="info" title={m.account_email_confirm_title({}, { locale })}>
      <p>{m.account_email_confirm_text({}, { locale })}</p>
      <AnswerNotice answer={answer} className={styles.answer} />
      <div>
        <Button
          disabled={confirm.isPending}
          onClick={() => {
            setAnswer(null);
            confirm.mutate(undefined, {
              onSuccess: (done) => onConfirmed(done.message),
              onError: (error) =>
                setAnswer({
                  tone: "error",
                  text: failureMessage(error, {}, m.account_email_not_confirmed({}, { locale }), locale),
                }),
            });
          }}
        >
          {confirm.isPending ? <Spinner /> : null}
          {confirm.isPending
            ? m.account_email_confirming({}, { locale })
            : m.account_email_confirm_button({}, { locale })}
        </Button>
      </div>
    </Notice>
  );
}

/** Every device with the account's push messages, with when it was added and last reached, and Remove. */
export function PushDeviceList({ account }: { account: AccountKind }) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const devices = useQuery(pushDevicesOptions(account));
  const [answer, setAnswer] = useState<Answer>(null);
  const remove = useMutation({ mutationFn: (id: string) => removePushDevice(account, id) });
  if (!devices.data) {
    return devices.isError || devices.fetchStatus === "paused" ? (
      <p className={styles.hint}>{m.account_devices_not_loaded({}, { locale })}</p>
    ) : (
      <p className={styles.hint} role="status">
        {m.account_devices_loading({}, { locale })}
      </p>
    );
  }
  const { devices: list, maxDevices } = devices.data;
  return (
    <div className={styles.devices}>
      <h3 className={styles.legend}>{m.account_devices_title({}, { locale })}</h3>
      <p className={styles.hint}>{m.account_devices_text({ max: String(maxDevices) }, { locale })}</p>
      {list.length === 0 ? (
        <p className={styles.text}>{m.account_devices_none({}, { locale })}</p>
      ) : (
        <ul className={styles.deviceList} aria-label={m.account_devices_title({}, { locale })}>
          {list.map((device) => {
            const name =
              [device.browser, device.platform].filter(Boolean).join(" · ") ||
              m.account_device_unknown({}, { locale });
            return (
              <li key={device.id} className={styles.device}>
                <div>
                  <p className={styles.deviceName}>
                    {name}
                    {device.current ? (
                      <span className={styles.deviceBadge}>{m.account_device_this({}, { locale })}</span>
                    ) : null}
                  </p>
                  <p className={styles.hint}>
                    {m.account_device_added({ date: formatDate(device.addedAt, locale) }, { locale })}
                    {" · "}
                    {device.lastSentAt
                      ? m.account_device_last_sent({ date: formatDateTime(device.lastSentAt) }, { locale })
                      : m.account_device_never_sent({}, { locale })}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={m.account_device_remove_label({ device: name }, { locale })}
                  disabled={remove.isPending}
                  onClick={() => {
                    setAnswer(null);
                    remove.mutate(device.id, {
                      onSuccess: async () => {
                        setAnswer({ tone: "success", text: m.account_device_removed({}, { locale }) });
                        await queryClient.invalidateQueries({
                          queryKey: pushDevicesOptions(account).queryKey,
                        });
                      },
                      onError: (error) =>
                        setAnswer({
                          tone: "error",
                          text: failureMessage(
                            error,
                            {},
                            m.account_device_not_removed({}, { locale }),
                            locale,
                          ),
                        }),
                    });
                  }}
                >
                  {m.account_device_remove({}, { locale })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <AnswerNotice answer={answer} className={styles.answer} />
    </div>
  );
}

/** A settings card's heading with its icon. */
export function SectionHead({ icon, id, title }: { icon: typeof Mail; id: string; title: string }) {
  return (
    <div className={styles.cardHead}>
      <IconTile icon={icon} tone="light" />
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
    </div>
  );
}
