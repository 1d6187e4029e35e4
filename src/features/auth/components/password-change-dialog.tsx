import { revalidateLogic } from "@tanstack/react-form";
import { useMutation } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import * as v from "valibot";
import { MIN_CLIENT_PASSWORD } from "../../../../api/contract/auth";
import { Button } from "../../../components/ui/button";
import { Modal, ModalActions, ModalClose } from "../../../components/ui/modal";
import { Notice } from "../../../components/ui/notice";
import { useToast } from "../../../components/ui/toast";
import { changeClientPassword, failureMessage } from "../requests";
import { submitWith, useAppForm } from "../../../components/form/form";
import { Spinner } from "../../../components/ui/spinner";
import formStyles from "./form.module.css";

/** The API's own minimum, so the form and the server refuse the same passwords. */
const MIN_PASSWORD_LENGTH = MIN_CLIENT_PASSWORD;
const MAX_PASSWORD_LENGTH = 256;

const PasswordChangeSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(), v.nonEmpty("Current password is required")),
    newPassword: v.pipe(
      v.string(),
      v.nonEmpty("New password is required"),
      v.minLength(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters`),
      v.maxLength(MAX_PASSWORD_LENGTH, `New password must be at most ${MAX_PASSWORD_LENGTH} characters`),
    ),
    confirmPassword: v.pipe(v.string(), v.nonEmpty("Confirm the new password")),
  }),
  v.forward(
    v.partialCheck(
      [["newPassword"], ["confirmPassword"]],
      (input) => input.newPassword === input.confirmPassword,
      "The two new passwords do not match",
    ),
    ["confirmPassword"],
  ),
  v.forward(
    v.partialCheck(
      [["currentPassword"], ["newPassword"]],
      (input) => input.currentPassword !== input.newPassword,
      "New password must differ from the current one",
    ),
    ["newPassword"],
  ),
);

const emptyValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** "Change password" button and its dialog: current, new (12+ characters) and confirmation. */
export function PasswordChangeDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          <KeyRound aria-hidden="true" />
          Change password
        </Button>
      }
      title="Change your password"
      description={`Use at least ${MIN_PASSWORD_LENGTH} characters. A short sentence you will remember works well.`}
    >
      <PasswordChangeForm onDone={() => setOpen(false)} />
    </Modal>
  );
}

function PasswordChangeForm({ onDone }: { onDone: () => void }) {
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const change = useMutation({ mutationFn: changeClientPassword });

  const form = useAppForm({
    defaultValues: emptyValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: PasswordChangeSchema },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null);
      try {
        await change.mutateAsync({ currentPassword: value.currentPassword, newPassword: value.newPassword });
      } catch (error) {
        setFailure(failureMessage(error, {}, "Your password was not changed. Please try again."));
        return;
      }
      formApi.reset();
      toast({
        title: "Password changed",
        description: "Use your new password the next time you sign in.",
        variant: "success",
      });
      onDone();
    },
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={submitWith(form)}>
      <form.AppField name="currentPassword">
        {(field) => <field.PasswordField label="Current password" autoComplete="current-password" required />}
      </form.AppField>
      <form.AppField name="newPassword">
        {(field) => (
          <field.PasswordField
            label="New password"
            autoComplete="new-password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            required
          />
        )}
      </form.AppField>
      <form.AppField name="confirmPassword">
        {(field) => <field.PasswordField label="Confirm new password" autoComplete="new-password" required />}
      </form.AppField>
      {failure ? (
        <Notice tone="error" role="alert">
          <p>{failure}</p>
        </Notice>
      ) : null}
      <ModalActions>
        <ModalClose asChild>
          <Button variant="ghost" size="sm">
            Cancel
          </Button>
        </ModalClose>
        <Button type="submit" variant="secondary" size="sm" disabled={change.isPending}>
          {change.isPending ? <Spinner /> : null}
          {change.isPending ? "Saving..." : "Change Password"}
        </Button>
      </ModalActions>
    </form>
  );
}
