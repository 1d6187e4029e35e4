import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CheckCircle2, Download, FileSignature, Send } from "lucide-react";
import { useRef, useState } from "react";
import type { BrokerDetail } from "../../../../api/contract/brokers";
import {
  noticeStateLabel,
  type BrokerNoticeClient,
  type NoticeOfAssignment,
  type NoticeState,
} from "../../../../api/contract/notices";
import {
  focusFirstInvalid,
  formStyles,
  formValidationLogic,
  setServerIssues,
  submitWith,
  useAppForm,
} from "../../../components/form/form";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { DataTable, type DataColumn } from "../../../components/ui/data-table";
import { FieldRow } from "../../../components/ui/field";
import { Modal, ModalActions, ModalClose } from "../../../components/ui/modal";
import { FailureNotice, Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { company } from "../../../content/company";
import { ApiRequestError } from "../../../lib/api";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { randomUuid } from "../../../lib/random-uuid";
import { sessionEnded } from "../../../lib/session-ended";
import { officeToday } from "../components/office-today";
import { numbersLine } from "./brokers-screen";
import {
  checkAcknowledgementForm,
  checkNoticeForm,
  noticeDefaults,
  type AcknowledgementFormValues,
} from "./notice-form";
import {
  acknowledgeNotice,
  afterNoticeChange,
  brokerNoticesOptions,
  changeClientNumbers,
  downloadNotice,
  sendNotice,
} from "./queries";
import styles from "./brokers.module.css";

/*
 * The broker's notices of assignment (docs/decisions/0222-notice-of-assignment.md): each client who sent
 * loads for it, where its notice stands, and what staff do next: send one (e-mailed, or sent by
 * themselves), download its PDF, record the broker's acknowledgement.
 */

const NO_ANSWER = "No answer came (no connection, or the server is down). Send it again as it is.";

const STATE_TONE: Record<NoticeState, BadgeTone> = {
  "not-sent": "neutral",
  sent: "amber",
  acknowledged: "green",
};

/** Where a pair stands, in words; the colour only helps. */
function NoticeStateBadge({ state }: { state: NoticeState }) {
  return (
    <Badge tone={STATE_TONE[state]}>
      {state === "acknowledged" ? <CheckCircle2 aria-hidden="true" /> : null}
      {noticeStateLabel[state]}
    </Badge>
  );
}

/** TPF's remit-to on one line, as the notice names it. */
const remitLine = () =>
  [
    company.remitTo.payee,
    company.remitTo.street,
    `${company.remitTo.city}, ${company.remitTo.region} ${company.remitTo.postalCode}`,
  ].join(", ");

/** "E-mailed to ap@… by dana, May 4, 2026, 3:04 PM" or "Sent by dana (Mailed), …". */
function sentLine(notice: NoticeOfAssignment): string {
  const when = formatDateTime(notice.sentAt);
  return notice.delivery === "email"
    ? `E-mailed to ${notice.sentTo ?? ""} by ${notice.sentBy}, ${when}`
    : `Sent by ${notice.sentBy} (${notice.means}), ${when}`;
}

const EMAIL_WORDS = {
  queued: "E-mail waiting to go out",
  sent: "E-mail sent",
  failed: "E-mail failed: send it again, or send it yourself",
} as const;

/** What became of one notice: how it was sent, its e-mail, its acknowledgement. */
function NoticeLines({ notice }: { notice: NoticeOfAssignment }) {
  return (
    <>
      <span className={styles.muted}>{sentLine(notice)}</span>
      {notice.email ? (
        <span className={notice.email === "failed" ? styles.reached : styles.muted}>
          {EMAIL_WORDS[notice.email]}
        </span>
      ) : null}
      {notice.acknowledgement ? (
        <span className={styles.muted}>
          {`Acknowledged by ${notice.acknowledgement.acknowledgedBy} on ${formatDate(notice.acknowledgement.acknowledgedOn)} (recorded by ${notice.acknowledgement.recordedBy})`}
        </span>
      ) : null}
    </>
  );
}

/** The pair's state, its notice in force, and the earlier ones in a disclosure. */
function NoticeCell({ pair }: { pair: BrokerNoticeClient }) {
  const [latest, ...earlier] = pair.notices;
  return (
    <div className={styles.noticeCell}>
      <NoticeStateBadge state={pair.state} />
      {latest ? <NoticeLines notice={latest} /> : null}
      {earlier.length > 0 ? (
        <details className={styles.earlierNotices}>
          <summary className={styles.summary}>{`Earlier notices (${earlier.length})`}</summary>
          <ol className={styles.decisions}>
            {earlier.map((notice) => (
              <li key={notice.id}>
                <NoticeLines notice={notice} />
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}

/** "MC 778812 · DOT 3120456 · 2 invoices". */
function clientLine(pair: BrokerNoticeClient): string {
  const invoices = `${pair.invoiceCount} ${pair.invoiceCount === 1 ? "invoice" : "invoices"}`;
  const numbers =
    pair.client.mcNumber || pair.client.dotNumber ? numbersLine(pair.client) : "No MC or DOT number on file";
  return `${numbers} · ${invoices}`;
}

/** Saves the PDF of a notice; a refusal or no answer is said beside the button. */
function DownloadNotice({ notice, company: name }: { notice: NoticeOfAssignment; company: string }) {
  const download = useMutation({ mutationFn: () => downloadNotice(notice.id) });
  const failed = download.isError && !sessionEnded(download.error);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Download PDF of the notice for ${name}`}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
        Download PDF
      </Button>
      {failed ? (
        <span className={styles.reached} role="alert">
          {download.error instanceof ApiRequestError
            ? download.error.message
            : "The PDF could not be downloaded. Try again."}
        </span>
      ) : null}
    </>
  );
}

/**
 * "Send notice": what the notice will say and where it goes, then e-mailed (when the broker has an AP
 * e-mail) or recorded as sent by staff. A client without numbers is given one first.
 */
function SendNotice({
  broker,
  pair,
  onDone,
}: {
  broker: BrokerDetail;
  pair: BrokerNoticeClient;
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const again = pair.notices.length > 0;
  const label = again ? "Send again" : "Send notice";
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant={again ? "outline" : "secondary"}
          size="sm"
          aria-label={`${label} for ${pair.client.companyName}`}
        >
          <Send aria-hidden="true" />
          {label}
        </Button>
      }
      title={`Notice of assignment: ${pair.client.companyName}`}
      description={`Tells ${broker.legalName} to pay every invoice of ${pair.client.companyName} to ${company.name}.`}
    >
      {open ? (
        <SendNoticeForm
          broker={broker}
          pair={pair}
          onSent={(message) => {
            setOpen(false);
            onDone(message);
          }}
        />
      ) : null}
    </Modal>
  );
}

function SendNoticeForm({
  broker,
  pair,
  onSent,
}: {
  broker: BrokerDetail;
  pair: BrokerNoticeClient;
  onSent: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const formElement = useRef<HTMLFormElement>(null);
  // One key for this dialog: sent again after no answer, the notice is made and e-mailed once.
  const key = useRef(randomUuid());
  const [failure, setFailure] = useState<string>();
  const canEmail = broker.apEmail !== "";
  const askNumbers = !pair.client.mcNumber && !pair.client.dotNumber;
  const form = useAppForm({
    defaultValues: noticeDefaults(canEmail),
    validationLogic: formValidationLogic,
    validators: {
      onDynamic: ({ value }) => {
        const { errors } = checkNoticeForm(value, pair.client.id, askNumbers);
        return Object.keys(errors).length > 0 ? { fields: errors } : undefined;
      },
    },
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      const { numbers, notice } = checkNoticeForm(value, pair.client.id, askNumbers);
      if (!notice) return;
      try {
        if (numbers) await changeClientNumbers(pair.client.id, numbers);
        const sent = await sendNotice(broker.id, notice, key.current);
        await afterNoticeChange(queryClient, broker.id);
        onSent(
          sent.delivery === "email"
            ? `Notice for ${pair.client.companyName} e-mailed to ${sent.sentTo ?? ""}.`
            : `Notice for ${pair.client.companyName} recorded as sent. Download its PDF to send it.`,
        );
      } catch (error) {
        if (sessionEnded(error)) return;
        if (error instanceof ApiRequestError && error.issues) {
          const { clientId, ...rest } = error.issues;
          setServerIssues(formApi, rest);
          setFailure(clientId ?? error.message);
        } else setFailure(error instanceof ApiRequestError ? error.message : NO_ANSWER);
        // A client given its numbers shows them now, whatever became of the notice.
        void afterNoticeChange(queryClient, broker.id);
        focusFirstInvalid(formElement.current);
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(formElement.current),
  });
  return (
    <form ref={formElement} className={styles.form} noValidate onSubmit={submitWith(form)}>
      <dl className={styles.noticeFacts}>
        <div>
          <dt>Carrier</dt>
          <dd>{`${pair.client.companyName}${askNumbers ? "" : ` · ${numbersLine(pair.client)}`}`}</dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>{`${broker.legalName}, accounts payable`}</dd>
        </div>
        <div>
          <dt>Pay to</dt>
          <dd>{remitLine()}</dd>
        </div>
      </dl>
      {askNumbers ? (
        <>
          <p className={styles.note}>
            The notice names the carrier by its MC or DOT number, and this client has none on file. It is kept
            on the client&apos;s account.
          </p>
          <FieldRow>
            <form.AppField name="mcNumber">
              {(field) => (
                <field.TextField
                  label="Client's MC number"
                  inputMode="numeric"
                  autoComplete="off"
                  hint="Digits only."
                />
              )}
            </form.AppField>
            <form.AppField name="dotNumber">
              {(field) => (
                <field.TextField
                  label="Client's DOT number"
                  inputMode="numeric"
                  autoComplete="off"
                  hint="Digits only."
                />
              )}
            </form.AppField>
          </FieldRow>
        </>
      ) : null}
      {canEmail ? (
        <form.AppField name="delivery">
          {(field) => (
            <field.SelectField
              label="How it goes"
              placeholder={false}
              options={[
                { value: "email", label: `E-mail it to ${broker.apEmail}, the PDF attached` },
                { value: "other", label: "I send it myself (mail, fax or by hand)" },
              ]}
            />
          )}
        </form.AppField>
      ) : (
        <Notice tone="info" title="This broker has no AP e-mail">
          <p>
            Add one to its details to e-mail notices, or send this one yourself: record it here, then download
            its PDF to mail or fax it.
          </p>
        </Notice>
      )}
      <form.Subscribe selector={(state) => state.values.delivery}>
        {(delivery) =>
          delivery === "other" ? (
            <form.AppField name="means">
              {(field) => (
                <field.TextField
                  label="How you send it"
                  required
                  autoComplete="off"
                  maxLength={200}
                  hint="For example: Mailed first class, or Faxed to (555) 010-3000. It is recorded as sent now, by you."
                />
              )}
            </form.AppField>
          ) : null
        }
      </form.Subscribe>
      <FailureNotice failure={failure} />
      <ModalActions>
        <ModalClose asChild>
          <Button variant="ghost" size="sm">
            Cancel
          </Button>
        </ModalClose>
        <form.Subscribe selector={(state) => [state.isSubmitting, state.values.delivery] as const}>
          {([submitting, delivery]) => (
            <Button type="submit" variant="secondary" size="sm" disabled={submitting}>
              {submitting ? <Spinner /> : null}
              {submitting ? "Sending..." : delivery === "email" ? "E-mail the notice" : "Record as sent"}
            </Button>
          )}
        </form.Subscribe>
      </ModalActions>
    </form>
  );
}

/** "Record acknowledgement": who at the broker acknowledged the notice in force, and on which day. */
function RecordAcknowledgement({
  notice,
  pair,
  broker,
  onDone,
}: {
  notice: NoticeOfAssignment;
  pair: BrokerNoticeClient;
  broker: BrokerDetail;
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="outline"
          size="sm"
          aria-label={`Record acknowledgement for ${pair.client.companyName}`}
        >
          <FileSignature aria-hidden="true" />
          Record acknowledgement
        </Button>
      }
      title="Record the acknowledgement"
      description={`Who at ${broker.legalName} acknowledged the notice for ${pair.client.companyName} dated ${formatDate(notice.date)}, and when.`}
    >
      {open ? (
        <AcknowledgementForm
          notice={notice}
          brokerId={broker.id}
          onRecorded={(message) => {
            setOpen(false);
            onDone(message);
          }}
          company={pair.client.companyName}
        />
      ) : null}
    </Modal>
  );
}

function AcknowledgementForm({
  notice,
  brokerId,
  company: name,
  onRecorded,
}: {
  notice: NoticeOfAssignment;
  brokerId: string;
  company: string;
  onRecorded: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const formElement = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string>();
  const today = officeToday();
  const days = { today, noticeDate: notice.date };
  const form = useAppForm({
    defaultValues: { acknowledgedBy: "", acknowledgedOn: today } as AcknowledgementFormValues,
    validationLogic: formValidationLogic,
    validators: {
      onDynamic: ({ value }) => {
        const { errors } = checkAcknowledgementForm(value, days);
        return Object.keys(errors).length > 0 ? { fields: errors } : undefined;
      },
    },
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      const { acknowledgement } = checkAcknowledgementForm(value, days);
      if (!acknowledgement) return;
      try {
        await acknowledgeNotice(notice.id, acknowledgement);
        await afterNoticeChange(queryClient, brokerId);
        onRecorded(`Acknowledgement of the notice for ${name} recorded.`);
      } catch (error) {
        if (sessionEnded(error)) return;
        if (error instanceof ApiRequestError && error.issues) setServerIssues(formApi, error.issues);
        setFailure(error instanceof ApiRequestError ? error.message : NO_ANSWER);
        // Acknowledged meanwhile, or sent again: the list shows it as it is now.
        if (error instanceof ApiRequestError && error.status === 409)
          void afterNoticeChange(queryClient, brokerId);
        focusFirstInvalid(formElement.current);
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(formElement.current),
  });
  return (
    <form ref={formElement} className={styles.form} noValidate onSubmit={submitWith(form)}>
      <div className={formStyles.grid}>
        <form.AppField name="acknowledgedBy">
          {(field) => (
            <field.TextField
              label="Acknowledged by"
              required
              autoComplete="off"
              maxLength={120}
              hint="Their name, and title if given: as signed on the notice."
            />
          )}
        </form.AppField>
        <form.AppField name="acknowledgedOn">
          {(field) => (
            <field.TextField label="Acknowledged on" type="date" required min={notice.date} max={today} />
          )}
        </form.AppField>
      </div>
      <FailureNotice failure={failure} />
      <ModalActions>
        <ModalClose asChild>
          <Button variant="ghost" size="sm">
            Cancel
          </Button>
        </ModalClose>
        <form.AppForm>
          <form.SubmitButton variant="secondary" size="sm" pending="Recording...">
            Record acknowledgement
          </form.SubmitButton>
        </form.AppForm>
      </ModalActions>
    </form>
  );
}

/** The panel of the broker's screen: one row per client, with what to do next. */
export function BrokerNotices({ broker }: { broker: BrokerDetail }) {
  const { data: pairs } = useSuspenseQuery(brokerNoticesOptions(broker.id));
  const [said, setSaid] = useState<string>();
  const acknowledged = pairs.filter((pair) => pair.state === "acknowledged").length;
  const columns: DataColumn<BrokerNoticeClient>[] = [
    {
      header: "Client",
      rowHeader: true,
      cell: (pair) => (
        <>
          <Link
            to="/admin/clients/$clientId"
            params={{ clientId: pair.client.id }}
            className={styles.rowLink}
          >
            {pair.client.companyName}
          </Link>
          <span className={styles.muted}>{clientLine(pair)}</span>
        </>
      ),
    },
    { header: "Notice", wide: true, cell: (pair) => <NoticeCell pair={pair} /> },
    {
      header: "Actions",
      headerHidden: true,
      alignEnd: true,
      wide: true,
      cell: (pair) => {
        const [latest] = pair.notices;
        return (
          <div className={styles.noticeActions}>
            <SendNotice broker={broker} pair={pair} onDone={setSaid} />
            {latest ? <DownloadNotice notice={latest} company={pair.client.companyName} /> : null}
            {latest && !latest.acknowledgement ? (
              <RecordAcknowledgement notice={latest} pair={pair} broker={broker} onDone={setSaid} />
            ) : null}
          </div>
        );
      },
    },
  ];
  return (
    <section className={styles.panel} aria-labelledby="notices-heading">
      <div className={styles.panelBar}>
        <h2 id="notices-heading" className={styles.panelTitle}>
          Notices of assignment
        </h2>
        <p className={styles.panelSummary}>
          {pairs.length === 0
            ? "Nobody to notify yet"
            : `${acknowledged} of ${pairs.length} ${pairs.length === 1 ? "client" : "clients"} acknowledged`}
        </p>
      </div>
      <p className={styles.note}>
        {`Each notice tells ${broker.legalName} to pay a client's invoices to ${company.name}: ${remitLine()}. `}
        {broker.apEmail
          ? `E-mailed to ${broker.apEmail} with the PDF attached.`
          : "This broker has no AP e-mail: send notices yourself, and record them here."}
      </p>
      {pairs.length === 0 ? (
        <p className={styles.empty}>No client has sent a load for this broker yet.</p>
      ) : (
        <DataTable
          label={`Notices of assignment to ${broker.legalName}`}
          caption={`Clients of ${broker.legalName} and their notices of assignment`}
          columns={columns}
          rows={pairs}
          rowKey={(pair) => pair.client.id}
          className={styles.table}
        />
      )}
      <p className={styles.saved} role="status">
        {said}
      </p>
    </section>
  );
}
