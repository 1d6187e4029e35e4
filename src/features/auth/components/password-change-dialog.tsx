import { revalidateLogic } from "@tanstack/react-form";
import { useMutation } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import * as v from "valibot";
import { currentPassword, MIN_CLIENT_PASSWORD, newClientPassword } from "../../../../api/contract/auth";
import { say } from "../../../../api/contract/words";
import { useLocale } from "../../../components/layout/locale-context";
import { Button } from "../../../components/ui/button";
import { Modal, ModalActions, ModalClose } from "../../../components/ui/modal";
import { Notice } from "../../../components/ui/notice";
import { useToast } from "../../../components/ui/toast";
import { changeClientPassword, failureMessage } from "../requests";
import { submitWith, useAppForm } from "../../../components/form/form";
import { Spinner } from "../../../components/ui/spinner";
import { schemaInLocale } from "../../../lib/schema-in-locale";
import * as m from "../../../paraglide/messages";
import formStyles from "./form.module.css";

/** The API's own minimum, so the form and the server refuse the same passwords. */
const MIN_PASSWORD_LENGTH = MIN_CLIENT_PASSWORD;

/**
 * The contract's own checks of the current and the new password (the server runs the same ones), and
 * the form's confirmation; its messages in the check's `lang` (the portal's language).
 */
const PasswordChangeSchema = v.pipe(
  v.object({
    currentPassword,
    newPassword: newClientPassword,
    confirmPassword: v.pipe(v.string(), v.nonEmpty(say(m.fields_confirm_new_password))),
  }),
  v.forward(
    v.partialCheck(
      [["newPassword"], ["confirmPassword"]],
      (input) => input.newPassword === input.confirmPassword,
      say(m.fields_new_passwords_differ),
    ),
    ["confirmPassword"],
  ),
  v.forward(
    v.partialCheck(
      [["currentPassword"], ["newPassword"]],
      (input) => input.currentPassword !== input.newPassword,
      say(m.fields_password_unchanged),
    ),
    ["newPassword"],
  ),
);

const emptyValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** What a change sends: the client's own by default; staff change theirs through their own route. */
type ChangePassword = (input: { currentPassword: string; newPassword: string }) => Promise<unknown>;

/** "Change password" button and its dialog: current, new (12+ characters) and confirmation. */
export function PasswordChangeDialog({ change = changeClientPassword }: { change?: ChangePassword }) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          <KeyRound aria-hidden="true" />
          {m.account_change_password({}, { locale })}
        </Button>
      }
      title={m.account_change_title({}, { locale })}
      description={m.account_change_description({ min: MIN_PASSWORD_LENGTH }, { locale })}
    >
      <PasswordChangeForm change={change} onDone={() => setOpen(false)} />
    </Modal>
  );
}

function PasswordChangeForm({ change: send, onDone }: { change: ChangePassword; onDone: () => void }) {
  const locale = useLocale();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const change = useMutation({ mutationFn: send });

  const form = useAppForm({
    defaultValues: emptyValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schemaInLocale(PasswordChangeSchema, locale) },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null);
      try {
        await change.mutateAsync({ currentPassword: value.currentPassword, newPassword: value.newPassword });
      } catch (error) {
        setFailure(failureMessage(error, {}, m.account_password_not_changed({}, { locale }), locale));
        return;
      }
      formApi.reset();
      toast({
        title: m.account_password_changed({}, { locale }),
        description: m.account_password_changed_text({}, { locale }),
        variant: "success",
      });
      onDone();
    },
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={submitWith(form)}>
      <form.AppField name="currentPassword">
        {(field) => (
          <field.PasswordField
            label={m.account_current_password({}, { locale })}
            autoComplete="current-password"
            required
          />
        )}
      </form.AppField>
      <form.AppField name="newPassword">
        {(field) => (
          <field.PasswordField
            label={m.account_new_password({}, { locale })}
            autoComplete="new-password"
            hint={m.account_new_password_short_hint({ min: MIN_PASSWORD_LENGTH }, { locale })}
            required
          />
        )}
      </form.AppField>
      <form.AppField name="confirmPassword">
        {(field) => (
          <field.PasswordField
            label={m.account_confirm_new_password({}, { locale })}
            autoComplete="new-password"
            required
          />
        )}
      </form.AppField>
      {failure ? (
        <Notice tone="error" role="alert">
          <p>{failure}</p>
        </Notice>
      ) : null}
      <ModalActions>
        <ModalClose asChild>
          <Button variant="ghost" size="sm">
            {m.account_cancel({}, { locale })}
          </Button>
        </ModalClose>
        <Button type="submit" variant="secondary" size="sm" disabled={change.isPending}>
          {change.isPending ? <Spinner /> : null}
          {change.isPending
            ? m.account_saving({}, { locale })
            : m.account_change_password_button({}, { locale })}
        </Button>
      </ModalActions>
    </form>
  );
}
