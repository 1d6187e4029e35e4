import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Pencil, Plus } from "lucide-react";
import { useRef, useState } from "react";
import type { BrokerData, BrokerDetail } from "../../../../api/contract/brokers";
import {
  focusFirstInvalid,
  formValidationLogic,
  setServerIssues,
  submitWith,
  useAppForm,
} from "../../../components/form/form";
import { Button } from "../../../components/ui/button";
import { Modal, ModalActions, ModalClose } from "../../../components/ui/modal";
import { FailureNotice } from "../../../components/ui/notice";
import { useToast } from "../../../components/ui/toast";
import { ApiRequestError } from "../../../lib/api";
import { sessionEnded } from "../../../lib/session-ended";
import {
  brokerChangeOf,
  brokerDefaults,
  brokerFieldOfKey,
  brokerFormValues,
  checkBrokerForm,
  type BrokerFormValues,
} from "./broker-form";
import { afterBrokerChange, changeBroker, createBroker } from "./queries";
import styles from "./brokers.module.css";

const NO_ANSWER = "No answer came (no connection, or the server is down). Send it again as it is.";

/**
 * The broker's fields: legal name, numbers, contact, remit address and the names clients type for
 * it. `send` gets the checked broker; a refusal's field messages go on their fields.
 */
function BrokerForm({
  defaults,
  button,
  pendingButton,
  send,
}: {
  defaults: BrokerFormValues;
  button: string;
  pendingButton: string;
  send: (broker: BrokerData) => Promise<void>;
}) {
  const formElement = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string>();
  const form = useAppForm({
    defaultValues: defaults,
    validationLogic: formValidationLogic,
    validators: {
      onDynamic: ({ value }) => {
        const { errors } = checkBrokerForm(value);
        return Object.keys(errors).length > 0 ? { fields: errors } : undefined;
      },
    },
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      const { broker } = checkBrokerForm(value);
      if (!broker) return;
      try {
        await send(broker);
      } catch (error) {
        if (sessionEnded(error)) return;
        if (error instanceof ApiRequestError && error.issues) {
          const fields = Object.fromEntries(
            Object.entries(error.issues).map(([key, message]) => [brokerFieldOfKey(key), message]),
          );
          setServerIssues(formApi, fields);
        }
        setFailure(error instanceof ApiRequestError ? error.message : NO_ANSWER);
        focusFirstInvalid(formElement.current);
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(formElement.current),
  });
  return (
    <form ref={formElement} className={styles.form} noValidate onSubmit={submitWith(form)}>
      <form.AppField name="legalName">
        {(field) => (
          <field.TextField
            label="Legal name"
            required
            autoComplete="off"
            maxLength={120}
            hint="As on its operating authority (FMCSA)."
          />
        )}
      </form.AppField>
      <div className={styles.formRow}>
        <form.AppField name="mcNumber">
          {(field) => (
            <field.TextField label="MC number" inputMode="numeric" autoComplete="off" hint="Digits only." />
          )}
        </form.AppField>
        <form.AppField name="dotNumber">
          {(field) => (
            <field.TextField label="DOT number" inputMode="numeric" autoComplete="off" hint="Digits only." />
          )}
        </form.AppField>
      </div>
      <div className={styles.formRow}>
        <form.AppField name="apEmail">
          {(field) => <field.TextField label="AP e-mail" type="email" autoComplete="off" />}
        </form.AppField>
        <form.AppField name="phone">
          {(field) => <field.TextField label="Phone" type="tel" autoComplete="off" />}
        </form.AppField>
      </div>
      <form.AppField name="remitAddress">
        {(field) => <field.TextareaField label="Remit address" rows={3} maxLength={500} />}
      </form.AppField>
      <form.AppField name="aliases">
        {(field) => (
          <field.TextareaField
            label="Other names (aliases)"
            rows={3}
            hint="One per line: the names clients type for this broker. Invoices with any of them link to it."
          />
        )}
      </form.AppField>
      <FailureNotice failure={failure} />
      <ModalActions>
        <ModalClose asChild>
          <Button variant="ghost" size="sm">
            Cancel
          </Button>
        </ModalClose>
        <form.AppForm>
          <form.SubmitButton variant="secondary" size="sm" pending={pendingButton}>
            {button}
          </form.SubmitButton>
        </form.AppForm>
      </ModalActions>
    </form>
  );
}

/** "Add a broker": the form in a dialog; the new broker's screen opens once it is in the book. */
export function NewBroker() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" size="sm">
          <Plus aria-hidden="true" />
          Add a broker
        </Button>
      }
      title="Add a broker"
      description="A broker TPF buys invoices on. Invoices already sent under one of its names are linked to it."
    >
      <BrokerForm
        defaults={brokerDefaults()}
        button="Add broker"
        pendingButton="Adding..."
        send={async (input) => {
          const broker = await createBroker(input);
          await afterBrokerChange(queryClient, broker);
          setOpen(false);
          toast({ title: `${broker.legalName} is in the book`, variant: "success" });
          void navigate({ to: "/admin/brokers/$brokerId", params: { brokerId: broker.id } });
        }}
      />
    </Modal>
  );
}

/** "Edit details": the broker's fields in a dialog; only what changed is sent. */
export function EditBroker({
  broker,
  onSaved,
}: {
  broker: BrokerDetail;
  onSaved: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          <Pencil aria-hidden="true" />
          Edit details
        </Button>
      }
      title={`Edit ${broker.legalName}`}
      description="A new legal name stays known by the former one, as an alias."
    >
      <BrokerForm
        key={broker.updatedAt}
        defaults={brokerFormValues(broker)}
        button="Save details"
        pendingButton="Saving..."
        send={async (input) => {
          const change = brokerChangeOf(broker, input);
          const saved = Object.keys(change).length > 0 ? await changeBroker(broker.id, change) : broker;
          await afterBrokerChange(queryClient, saved);
          setOpen(false);
          onSaved(Object.keys(change).length > 0 ? "Details saved." : "Nothing changed.");
        }}
      />
    </Modal>
  );
}
