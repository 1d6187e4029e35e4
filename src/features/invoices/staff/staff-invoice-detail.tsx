import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { useRef, useState } from "react";
import {
  InvoiceStatusChange,
  invoiceStatusOptions,
  STATUSES_WITH_REASON,
  type InvoiceStatus,
  type StaffInvoice,
} from "../../../../api/contract/invoice";
import { Button } from "../../../components/ui/button";
import { useToast } from "../../../components/ui/toast";
import { ApiRequestError } from "../../../lib/api";
import {
  contractSchema,
  focusFirstInvalid,
  formValidationLogic,
  setServerIssues,
  useAppForm,
} from "../../../components/form/form";
import { InvoicePages } from "../components/invoice-detail";
import { InvoiceLoadFacts } from "../components/invoice-facts";
import { InvoiceStatusBadge } from "../components/invoice-status-badge";
import { sessionEnded } from "../../../lib/session-ended";
import { DuplicateNotice } from "./duplicate-flag";
import { afterStatusChange, changeInvoiceStatus, staffInvoiceOptions } from "./queries";
import styles from "./staff-invoices.module.css";
import { formatDateTime } from "../../../lib/format-date";

/** The status workflow: a new status, with the reason the client will read where one is needed. */
function StatusChange({ invoice }: { invoice: StaffInvoice }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const formElement = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState<string>();
  const change = useMutation({
    mutationFn: (value: InvoiceStatusChange) => changeInvoiceStatus(invoice.reference, value),
    onSuccess: async (updated) => {
      await afterStatusChange(queryClient, updated);
      setSaved(
        `Status changed to ${invoiceStatusOptions.find((option) => option.value === updated.status)?.label}.`,
      );
    },
  });
  const form = useAppForm({
    defaultValues: { status: invoice.status as string, reason: "" },
    validationLogic: formValidationLogic,
    validators: { onDynamic: contractSchema<{ status: string; reason: string }>(InvoiceStatusChange) },
    onSubmit: async ({ value }) => {
      setSaved(undefined);
      try {
        await change.mutateAsync({ status: value.status as InvoiceStatus, reason: value.reason });
        form.reset({ status: value.status, reason: "" });
      } catch (error) {
        if (sessionEnded(error)) return;
        if (error instanceof ApiRequestError && error.issues) setServerIssues(form, error.issues);
        toast({
          title: "Error",
          description: error instanceof Error ? error.message : "Not saved",
          variant: "destructive",
        });
        focusFirstInvalid(formElement.current);
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(formElement.current),
  });
  return (
    <form
      ref={formElement}
      className={styles.statusForm}
      noValidate
      aria-labelledby="status-change-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <h2 id="status-change-heading" className={styles.panelTitle}>
        Change status
      </h2>
      <form.AppField name="status">
        {(field) => (
          <field.SelectField label="New status" options={invoiceStatusOptions} placeholder="Choose..." />
        )}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.status}>
        {(status) => (
          <form.AppField name="reason">
            {(field) => (
              <field.TextareaField
                label="Reason for the client"
                required={STATUSES_WITH_REASON.includes(status as InvoiceStatus)}
                hint={
                  status === "needs-documents"
                    ? "Say which pages to add; the client can add them to this invoice."
                    : "The client reads this with the status."
                }
                rows={3}
                maxLength={500}
              />
            )}
          </form.AppField>
        )}
      </form.Subscribe>
      <div>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <Button type="submit" variant="secondary" disabled={submitting}>
              {submitting ? "Saving..." : "Save status"}
            </Button>
          )}
        </form.Subscribe>
      </div>
      <p className={styles.saved} role="status">
        {saved}
      </p>
    </form>
  );
}

/** One invoice for staff: client, load, every page (viewable and downloadable), and the status workflow. */
export function StaffInvoiceDetail({ reference }: { reference: string }) {
  const { data } = useSuspenseQuery(staffInvoiceOptions(reference));
  return (
    <div className={styles.detail}>
      <Link to="/admin/invoices" className={styles.back}>
        <ArrowLeft aria-hidden="true" />
        All invoices
      </Link>
      <div className={styles.detailGrid}>
        <div className={styles.detailMain}>
          <section className={styles.panel} aria-labelledby="invoice-heading">
            <div className={styles.detailHead}>
              <h2 id="invoice-heading" className={styles.panelTitle}>
                {data.reference}
              </h2>
              <InvoiceStatusBadge status={data.status} />
            </div>
            {data.flagged ? <DuplicateNotice duplicates={data.duplicates} /> : null}
            {data.statusReason ? (
              <p className={styles.reason}>
                <span className={styles.strong}>Reason given to the client:</span> {data.statusReason}
              </p>
            ) : null}
            <dl className={styles.facts}>
              <div>
                <dt>Client</dt>
                <dd>
                  {data.client.companyName}
                  <span className={styles.muted}>
                    {data.client.name} ({data.client.username})
                  </span>
                </dd>
              </div>
              <InvoiceLoadFacts invoice={data} />
              <div>
                <dt>Submitted</dt>
                <dd>{formatDateTime(data.submittedAt)}</dd>
              </div>
              <div>
                <dt>Updated</dt>
                <dd>{formatDateTime(data.updatedAt)}</dd>
              </div>
              {data.note ? (
                <div className={styles.factWide}>
                  <dt>Note from the client</dt>
                  <dd>{data.note}</dd>
                </div>
              ) : null}
            </dl>
          </section>
          <section className={styles.panel} aria-labelledby="pages-heading">
            <h2 id="pages-heading" className={styles.panelTitle}>
              Pages ({data.pages.length})
            </h2>
            <p className={styles.muted}>
              Images open in a new tab at full size; PDFs open in the browser's own viewer.
            </p>
            <InvoicePages pages={data.pages} addedAfter={data.submittedAt} />
          </section>
        </div>
        <aside className={styles.panel} aria-label="Status">
          <StatusChange key={data.reference} invoice={data} />
        </aside>
      </div>
    </div>
  );
}
