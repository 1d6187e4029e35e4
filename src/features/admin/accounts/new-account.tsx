import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { ClientAccountInput, StaffAccountInput, USERNAME_RULE } from "../../../../api/contract/accounts";
import { MIN_CLIENT_PASSWORD } from "../../../../api/contract/auth";
import {
  contractSchema,
  formValidationLogic,
  setServerIssues,
  submitWith,
  useAppForm,
} from "../../../components/form/form";
import { Button } from "../../../components/ui/button";
import { FieldRow } from "../../../components/ui/field";
import { Modal, ModalActions, ModalClose } from "../../../components/ui/modal";
import { FailureNotice } from "../../../components/ui/notice";
import { useToast } from "../../../components/ui/toast";
import { ApiRequestError } from "../../../lib/api";
import { OneTimePassword } from "./account-parts";
import { createClientAccount, createStaffAccount, refreshAccounts, type AccountKind } from "./queries";
import { Spinner } from "../../../components/ui/spinner";
import styles from "./accounts.module.css";

const staffDefaults = { username: "", displayName: "", email: "", password: "" };
const clientDefaults = {
  companyName: "",
  firstName: "",
  lastName: "",
  username: "",
  email: "",
  phone: "",
  mcNumber: "",
  dotNumber: "",
  password: "",
  locale: "en" as "en" | "es",
};

/** The client's language: their portal, e-mails and push messages (they can change it themselves). */
export const LANGUAGE_OPTIONS = [
  { value: "en", label: "English" },
  { value: "es", label: "Spanish (Español)" },
];

/** The two fields every new account has, alike for staff and clients. */
const usernameField = {
  label: "Username",
  autoComplete: "off",
  autoCapitalize: "none",
  spellCheck: false,
  hint: USERNAME_RULE,
  required: true,
} as const;
const passwordField = {
  label: "Password",
  autoComplete: "new-password",
  hint: `Leave empty and a password is made for you, shown once. Or type one of at least ${MIN_CLIENT_PASSWORD} characters.`,
} as const;

/** "New staff account" or "New client": the button, the form in a dialog, then the password once. */
export function NewAccount({ kind }: { kind: AccountKind }) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);
  const label = kind === "staff" ? "New staff account" : "New client";
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" />
        {label}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={label}
        description={
          kind === "staff"
            ? "A colleague who reviews requests and invoices. They sign in at /admin/login."
            : "A company that sends invoices for funding. They sign in at /client-login."
        }
      >
        {kind === "staff" ? (
          <StaffForm
            onCreated={(created) => {
              setOpen(false);
              if (created.password) setShown({ username: created.username, password: created.password });
            }}
          />
        ) : (
          <ClientForm
            onCreated={(created) => {
              setOpen(false);
              if (created.password) setShown({ username: created.username, password: created.password });
            }}
          />
        )}
      </Modal>
      <OneTimePassword shown={shown} onClose={() => setShown(null)} />
    </>
  );
}

type Created = { username: string; password: string | null };

/** What the two forms share: the request, the server's refusals, the toast and the list refresh. */
function useCreate<Input>(kind: AccountKind, create: (input: Input) => Promise<Created>) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: create });
  const submit = async (
    input: Input,
    form: Parameters<typeof setServerIssues>[0],
    onCreated: (created: Created) => void,
  ) => {
    setFailure(null);
    try {
      const created = await mutation.mutateAsync(input);
      toast({ title: `${created.username} can now sign in`, variant: "success" });
      void refreshAccounts(queryClient, kind);
      onCreated(created);
    } catch (error) {
      if (error instanceof ApiRequestError && error.issues) setServerIssues(form, error.issues);
      else setFailure(error instanceof ApiRequestError ? error.message : "Network error. Please try again.");
    }
  };
  return { submit, failure, pending: mutation.isPending };
}

function FormEnd({ failure, pending, button }: { failure: string | null; pending: boolean; button: string }) {
  return (
    <>
      <FailureNotice failure={failure} />
      <ModalActions>
        <ModalClose asChild>
          <Button variant="ghost" size="sm">
            Cancel
          </Button>
        </ModalClose>
        <Button type="submit" variant="secondary" size="sm" disabled={pending}>
          {pending ? <Spinner /> : null}
          {pending ? "Creating..." : button}
        </Button>
      </ModalActions>
    </>
  );
}

function StaffForm({ onCreated }: { onCreated: (created: Created) => void }) {
  const { submit, failure, pending } = useCreate("staff", createStaffAccount);
  const form = useAppForm({
    defaultValues: staffDefaults,
    validationLogic: formValidationLogic,
    validators: { onDynamic: contractSchema<typeof staffDefaults>(StaffAccountInput) },
    onSubmit: ({ value, formApi }) => submit(value, formApi, onCreated),
  });
  return (
    <form className={styles.form} noValidate onSubmit={submitWith(form)}>
      <form.AppField name="displayName">
        {(field) => <field.TextField label="Display name" autoComplete="off" required />}
      </form.AppField>
      <FieldRow>
        <form.AppField name="username">{(field) => <field.TextField {...usernameField} />}</form.AppField>
        <form.AppField name="email">
          {(field) => <field.TextField label="E-mail" type="email" autoComplete="off" />}
        </form.AppField>
      </FieldRow>
      <form.AppField name="password">{(field) => <field.PasswordField {...passwordField} />}</form.AppField>
      <FormEnd failure={failure} pending={pending} button="Create account" />
    </form>
  );
}

function ClientForm({ onCreated }: { onCreated: (created: Created) => void }) {
  const { submit, failure, pending } = useCreate("client", createClientAccount);
  const form = useAppForm({
    defaultValues: clientDefaults,
    validationLogic: formValidationLogic,
    validators: { onDynamic: contractSchema<typeof clientDefaults>(ClientAccountInput) },
    onSubmit: ({ value, formApi }) => submit(value, formApi, onCreated),
  });
  return (
    <form className={styles.form} noValidate onSubmit={submitWith(form)}>
      <form.AppField name="companyName">
        {(field) => <field.TextField label="Company name" autoComplete="off" required />}
      </form.AppField>
      <FieldRow>
        <form.AppField name="mcNumber">
          {(field) => <field.TextField label="MC number" inputMode="numeric" autoComplete="off" />}
        </form.AppField>
        <form.AppField name="dotNumber">
          {(field) => <field.TextField label="DOT number" inputMode="numeric" autoComplete="off" />}
        </form.AppField>
      </FieldRow>
      <FieldRow>
        <form.AppField name="firstName">
          {(field) => <field.TextField label="First name" autoComplete="off" required />}
        </form.AppField>
        <form.AppField name="lastName">
          {(field) => <field.TextField label="Last name" autoComplete="off" required />}
        </form.AppField>
      </FieldRow>
      <FieldRow>
        <form.AppField name="username">{(field) => <field.TextField {...usernameField} />}</form.AppField>
        <form.AppField name="email">
          {(field) => <field.TextField label="E-mail" type="email" autoComplete="off" required />}
        </form.AppField>
      </FieldRow>
      <FieldRow>
        <form.AppField name="phone">
          {(field) => <field.TextField label="Phone" type="tel" autoComplete="off" />}
        </form.AppField>
        <form.AppField name="locale">
          {(field) => (
            <field.SelectField
              label="Language"
              hint="Portal, e-mails and push messages"
              options={LANGUAGE_OPTIONS}
              placeholder={false}
            />
          )}
        </form.AppField>
      </FieldRow>
      <form.AppField name="password">{(field) => <field.PasswordField {...passwordField} />}</form.AppField>
      <FormEnd failure={failure} pending={pending} button="Create client" />
    </form>
  );
}
