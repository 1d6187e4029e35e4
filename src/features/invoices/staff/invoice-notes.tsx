import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { InvoiceNoteInput, type InvoiceNote } from "../../../../api/contract/invoice";
import {
  contractSchema,
  focusFirstInvalid,
  formValidationLogic,
  setServerIssues,
  submitWith,
  useAppForm,
} from "../../../components/form/form";
import { useToast } from "../../../components/ui/toast";
import { ApiRequestError } from "../../../lib/api";
import { formatDateTime } from "../../../lib/format-date";
import { sessionEnded } from "../../../lib/session-ended";
import { addNote, afterInvoiceChange } from "./queries";
import styles from "./staff-invoices.module.css";

/** Staff's internal notes on an invoice, newest last, and a form to add one. The client never sees them. */
export function InvoiceNotes({ reference, notes }: { reference: string; notes: readonly InvoiceNote[] }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const formElement = useRef<HTMLFormElement>(null);
  const add = useMutation({
    mutationFn: (text: string) => addNote(reference, { text }),
    onSuccess: (updated) => afterInvoiceChange(queryClient, updated),
  });
  const form = useAppForm({
    defaultValues: { text: "" },
    validationLogic: formValidationLogic,
    validators: { onDynamic: contractSchema<{ text: string }>(InvoiceNoteInput) },
    onSubmit: async ({ value }) => {
      try {
        await add.mutateAsync(value.text);
        form.reset({ text: "" });
      } catch (error) {
        if (sessionEnded(error)) return;
        if (error instanceof ApiRequestError && error.issues) setServerIssues(form, error.issues);
        toast({
          title: "Note not added",
          description: error instanceof Error ? error.message : "Try again.",
          variant: "destructive",
        });
        focusFirstInvalid(formElement.current);
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(formElement.current),
  });
  return (
    <section className={styles.panel} aria-labelledby="notes-heading">
      <h2 id="notes-heading" className={styles.panelTitle}>
        Internal notes
      </h2>
      <p className={styles.muted}>For staff only: the client never sees these.</p>
      {notes.length > 0 ? (
        <ol className={styles.notes}>
          {notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.muted}>
                {note.by} · <time dateTime={note.at}>{formatDateTime(note.at)}</time>
              </p>
              <p className={styles.noteText}>{note.text}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <form
        ref={formElement}
        className={styles.statusForm}
        noValidate
        aria-label="Add a note"
        onSubmit={submitWith(form)}
      >
        <form.AppField name="text">
          {(field) => <field.TextareaField label="New note" rows={3} maxLength={2000} />}
        </form.AppField>
        <div>
          <form.AppForm>
            <form.SubmitButton variant="secondary" pending="Adding...">
              Add note
            </form.SubmitButton>
          </form.AppForm>
        </div>
      </form>
    </section>
  );
}
