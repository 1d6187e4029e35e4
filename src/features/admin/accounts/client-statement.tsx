import { useMutation } from "@tanstack/react-query";
import { Download, ScrollText } from "lucide-react";
import { useRef, useState } from "react";
import type { ClientAccount } from "../../../../api/contract/accounts";
import { officeDate } from "../../../../api/contract/money";
import { statementQuery } from "../../../../api/contract/statement";
import { LANGUAGE_NAMES, type Locale } from "../../../../api/contract/words";
import {
  contractSchema,
  focusFirstInvalid,
  formStyles,
  formValidationLogic,
  submitWith,
  useAppForm,
} from "../../../components/form/form";
import { Button } from "../../../components/ui/button";
import { Modal, ModalActions } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { ApiRequestError } from "../../../lib/api";
import { sessionEnded } from "../../../lib/session-ended";
import { downloadClientStatement } from "./queries";
import styles from "./accounts.module.css";

type Format = "pdf" | "csv";

const languages = [
  { value: "en", label: "English" },
  { value: "es", label: "Spanish" },
] as const;

/**
 * "Statement": any client's statement of their available reserve, for a period, as a PDF or a CSV
 * (docs/decisions/0213-client-statement.md). English for staff's own reading; Spanish to hand a
 * client who reads it a copy in their language.
 */
export function ClientStatement({
  client,
}: {
  client: Pick<ClientAccount, "id" | "companyName" | "locale">;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Statement of ${client.companyName}`}>
          <ScrollText aria-hidden="true" />
          Statement
        </Button>
      }
      title={`Statement of ${client.companyName}`}
      description="Their available reserve over a period of up to a year: the opening balance, each movement with the balance after it, the closing balance."
    >
      {open ? <StatementForm client={client} /> : null}
    </Modal>
  );
}

function StatementForm({ client }: { client: Pick<ClientAccount, "id" | "companyName" | "locale"> }) {
  const formElement = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string>();
  const today = officeDate(new Date());
  const download = useMutation({
    mutationFn: (query: { from: string; to: string; format: Format; lang: Locale }) =>
      downloadClientStatement(client.id, query),
    onMutate: () => setFailure(undefined),
    onError: (error) => {
      if (sessionEnded(error)) return;
      setFailure(
        error instanceof ApiRequestError
          ? error.message
          : "The statement could not be downloaded. Try again.",
      );
    },
  });
  const form = useAppForm({
    defaultValues: { from: `${today.slice(0, 7)}-01`, to: today, lang: "en" as Locale },
    validationLogic: formValidationLogic,
    validators: {
      onDynamic: contractSchema<{ from: string; to: string; lang: Locale }>(statementQuery(today)),
    },
    onSubmitMeta: { format: "pdf" as Format },
    onSubmit: ({ value, meta }) => download.mutate({ ...value, format: meta.format }),
    onSubmitInvalid: () => focusFirstInvalid(formElement.current),
  });
  return (
    <form ref={formElement} className={styles.form} noValidate onSubmit={submitWith(form)}>
      <div className={formStyles.grid}>
        <form.AppField name="from">
          {(field) => <field.TextField label="From" type="date" required max={today} />}
        </form.AppField>
        <form.AppField name="to">
          {(field) => <field.TextField label="To" type="date" required max={today} />}
        </form.AppField>
        <form.AppField name="lang">
          {(field) => (
            <field.SelectField
              label="Language"
              options={languages}
              placeholder={false}
              hint={`The client reads ${LANGUAGE_NAMES[client.locale]}.`}
            />
          )}
        </form.AppField>
      </div>
      {failure ? (
        <p className={formStyles.error} role="alert">
          {failure}
        </p>
      ) : null}
      <ModalActions>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={download.isPending}
          onClick={() => void form.handleSubmit({ format: "csv" })}
        >
          {download.isPending && download.variables?.format === "csv" ? (
            <Spinner />
          ) : (
            <Download aria-hidden="true" />
          )}
          Download CSV
        </Button>
        <Button type="submit" variant="secondary" size="sm" disabled={download.isPending}>
          {download.isPending && download.variables?.format === "pdf" ? (
            <Spinner />
          ) : (
            <Download aria-hidden="true" />
          )}
          Download PDF
        </Button>
      </ModalActions>
    </form>
  );
}
