import { useQuery, useQueryClient } from "@tanstack/react-query";
import { MessageSquarePlus } from "lucide-react";
import { useRef, useState } from "react";
import type { CollectionItem, CollectionNote } from "../../../../api/contract/aging";
import { daysBetween } from "../../../../api/contract/money";
import {
  focusFirstInvalid,
  formValidationLogic,
  setServerIssues,
  submitWith,
  useAppForm,
} from "../../../components/form/form";
import { Button } from "../../../components/ui/button";
import { KeepWhole } from "../../../components/ui/keep-whole";
import { Modal, ModalActions, ModalClose } from "../../../components/ui/modal";
import { FailureNotice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { ApiRequestError } from "../../../lib/api";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { formatCents } from "../../../lib/format-money";
import { sessionEnded } from "../../../lib/session-ended";
import { officeToday } from "../components/office-today";
import { checkNoteForm, noteDefaults } from "./note-form";
import { addCollectionNote, afterNoteAdded, collectionNotesOptions } from "./queries";
import styles from "./collections.module.css";

/** What a call that got no answer says: nothing tells whether the note was kept, the list read again does. */
const NO_ANSWER =
  "No answer came (no connection, or the server is down). Check the invoice's notes before adding it again.";

/**
 * One note as the queue and the dialog show it: who was reached, what they said, the promise (and,
 * in the queue, whether its day has passed with the invoice still open).
 */
export function NoteText({ note, promisePassed = false }: { note: CollectionNote; promisePassed?: boolean }) {
  return (
    <>
      <span className={styles.noteSaid}>
        <span className={styles.contact}>{note.contact}:</span> {note.said}
      </span>
      {note.promisedOn ? (
        <span className={styles.promise}>
          Promised to pay on {formatDate(note.promisedOn)}
          {promisePassed ? <span className={styles.passed}>Promise passed</span> : null}
        </span>
      ) : null}
      <span className={styles.muted}>
        {note.by} · <time dateTime={note.at}>{formatDateTime(note.at)}</time>
      </span>
    </>
  );
}

/** The invoice's earlier notes, newest first, read when the dialog opens. */
function EarlierNotes({ reference }: { reference: string }) {
  const notes = useQuery(collectionNotesOptions(reference));
  if (notes.isPending)
    return (
      <p className={styles.muted} role="status">
        <Spinner /> Loading earlier notes...
      </p>
    );
  if (notes.isError) return <p className={styles.muted}>Earlier notes could not be loaded.</p>;
  if (notes.data.length === 0) return <p className={styles.muted}>No notes yet on this invoice.</p>;
  return (
    <section aria-label={`Earlier notes on ${reference}`}>
      <h3 className={styles.earlierTitle}>Earlier notes, newest first</h3>
      <ol className={styles.earlier}>
        {notes.data.map((note) => (
          <li key={note.id}>
            <NoteText note={note} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The form that keeps a note of chasing one invoice's broker, in a dialog opened from its row; its
 * earlier notes under it. A kept note closes the dialog (focus goes back to the row's button) and is
 * said in the screen's status line.
 */
/** What a note is kept on: an open invoice, as the queue's row or the invoice's own screen knows it. */
type NoteTarget = Pick<CollectionItem, "reference" | "broker" | "openCents" | "fundedOn" | "daysOut">;

function NoteForm({ item, onAdded }: { item: NoteTarget; onAdded: (message: string) => void }) {
  const queryClient = useQueryClient();
  const formElement = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string>();
  const form = useAppForm({
    defaultValues: noteDefaults(),
    validationLogic: formValidationLogic,
    validators: {
      onDynamic: ({ value }) => {
        const { errors } = checkNoteForm(value, item.fundedOn);
        return Object.keys(errors).length > 0 ? { fields: errors } : undefined;
      },
    },
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      const { note } = checkNoteForm(value, item.fundedOn);
      if (!note) return;
      try {
        const notes = await addCollectionNote(item.reference, note);
        await afterNoteAdded(queryClient, item.reference, notes);
        onAdded(`Note kept on ${item.reference} (${item.broker}).`);
      } catch (error) {
        if (sessionEnded(error)) return;
        if (error instanceof ApiRequestError && error.issues) setServerIssues(formApi, error.issues);
        setFailure(error instanceof ApiRequestError ? error.message : NO_ANSWER);
        focusFirstInvalid(formElement.current);
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(formElement.current),
  });
  return (
    <form
      ref={formElement}
      className={styles.noteForm}
      noValidate
      aria-label={`Note on ${item.reference}`}
      onSubmit={submitWith(form)}
    >
      <form.AppField name="contact">
        {(field) => (
          <field.TextField
            label="Contact"
            required
            autoComplete="off"
            maxLength={200}
            hint="Who you reached: a name, a phone number or an e-mail address."
          />
        )}
      </form.AppField>
      <form.AppField name="said">
        {(field) => <field.TextareaField label="What they said" required rows={3} maxLength={2000} />}
      </form.AppField>
      <form.AppField name="promisedOn">
        {(field) => (
          <field.TextField
            label="Promised to pay on"
            type="date"
            min={item.fundedOn}
            hint="If they gave a day. Leave it empty otherwise."
          />
        )}
      </form.AppField>
      <FailureNotice failure={failure} />
      <ModalActions>
        <ModalClose asChild>
          <Button variant="ghost">Cancel</Button>
        </ModalClose>
        <form.AppForm>
          <form.SubmitButton variant="secondary" pending="Keeping...">
            Keep note
          </form.SubmitButton>
        </form.AppForm>
      </ModalActions>
      <EarlierNotes reference={item.reference} />
    </form>
  );
}

/** The "Add note" button (on a queue row or an invoice's screen) and its dialog. */
export function AddNote({ item, onAdded }: { item: NoteTarget; onAdded: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="outline" aria-label={`Add a note on ${item.reference}`}>
          <MessageSquarePlus aria-hidden="true" />
          Add note
        </Button>
      }
      title={<KeepWhole text={`Note on ${item.reference}`} />}
      description={`${item.broker} owes ${formatCents(item.openCents)}, funded ${formatDate(item.fundedOn)} (${item.daysOut} ${item.daysOut === 1 ? "day" : "days"} ago).`}
    >
      <NoteForm
        item={item}
        onAdded={(message) => {
          setOpen(false);
          onAdded(message);
        }}
      />
    </Modal>
  );
}

/**
 * The collection notes of one funded invoice on its staff screen: every note, newest first, and while
 * the broker still owes on it, "Add note" as in the collections queue. Closed invoices keep their
 * notes to read.
 */
export function InvoiceCollectionNotes({
  invoice,
}: {
  invoice: { reference: string; broker: string; fundedOn: string; openCents: number; open: boolean };
}) {
  const [added, setAdded] = useState<string>();
  const daysOut = daysBetween(invoice.fundedOn, officeToday());
  return (
    <section className={styles.panel} aria-labelledby="collection-notes-heading">
      <div className={styles.panelBar}>
        <h2 id="collection-notes-heading" className={styles.panelTitle}>
          Collection notes
        </h2>
        {invoice.open ? <AddNote item={{ ...invoice, daysOut }} onAdded={setAdded} /> : null}
      </div>
      {/* Always in the page, so that a kept note is read out; empty, it takes no room. */}
      <p className={added ? styles.muted : "visually-hidden"} role="status">
        {added}
      </p>
      <EarlierNotes reference={invoice.reference} />
    </section>
  );
}
