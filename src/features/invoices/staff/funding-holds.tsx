import { useQueryClient } from "@tanstack/react-query";
import { Globe, Mail, Phone, ShieldAlert, ShieldCheck } from "lucide-react";
import { useRef, useState } from "react";
import * as v from "valibot";
import {
  HoldApprovalInput,
  unapprovedHolds,
  VerificationInput,
  verificationMethodOptions,
  type FundingHold,
  type FundingHolds,
  type Verification,
  type VerificationMethod,
} from "../../../../api/contract/holds";
import type { StaffInvoiceWithMoney } from "../../../../api/contract/money";
import {
  contractSchema,
  FieldIdScope,
  focusFirstInvalid,
  formValidationLogic,
  setServerIssues,
  submitWith,
  useAppForm,
} from "../../../components/form/form";
import { FailureNotice, Notice } from "../../../components/ui/notice";
import { ApiRequestError } from "../../../lib/api";
import { formatDateTime } from "../../../lib/format-date";
import { sessionEnded } from "../../../lib/session-ended";
import { formatCents } from "../money";
import { afterInvoiceChange, approveHolds, recordVerification, refetchInvoice } from "./queries";
import styles from "./staff-invoices.module.css";

/**
 * Knowing the broker before the load is funded (docs/decisions/0221-verification-and-holds.md): the
 * verification panel (what is needed, what was recorded, a form to record a call), the holds panel
 * (each hold, who approved it, and the approval form), and the notice the funding form shows.
 */

/** What a call that got no answer says: nothing tells whether it was kept; the invoice read again does. */
const NO_ANSWER =
  "No answer came (no connection, or the server is down). Check the invoice before sending it again.";

const methodLabel = (method: VerificationMethod) =>
  verificationMethodOptions.find((option) => option.value === method)?.label ?? method;

const methodIcons = { phone: Phone, email: Mail, portal: Globe } as const;

/** One verification: how, who, what was said, by whom and when. */
function VerificationEntry({ verification }: { verification: Verification }) {
  const Icon = methodIcons[verification.method];
  return (
    <li className={styles.check}>
      <p className={styles.checkHead}>
        <Icon aria-hidden="true" />
        <span className={styles.strong}>
          {methodLabel(verification.method)}: {verification.contact}
        </span>
      </p>
      <p className={styles.checkText}>{verification.result}</p>
      <p className={styles.muted}>
        {verification.by} · <time dateTime={verification.at}>{formatDateTime(verification.at)}</time>
      </p>
    </li>
  );
}

const verificationDefaults = { contact: "", method: "", result: "" };

/**
 * Verification with the broker: whether one is needed before funding and why, every one recorded,
 * and, while the invoice can still be funded, a form to record a call, an e-mail or a portal check.
 */
export function VerificationPanel({ invoice }: { invoice: StaffInvoiceWithMoney }) {
  const queryClient = useQueryClient();
  const formElement = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const holds = invoice.fundingHolds;
  const form = useAppForm({
    defaultValues: verificationDefaults,
    validationLogic: formValidationLogic,
    validators: { onDynamic: contractSchema<typeof verificationDefaults>(VerificationInput) },
    onSubmit: async ({ value, formApi }) => {
      setSaved(undefined);
      setFailure(undefined);
      try {
        const updated = await recordVerification(invoice.reference, v.parse(VerificationInput, value));
        await afterInvoiceChange(queryClient, updated);
        formApi.reset(verificationDefaults);
        setSaved("Verification recorded.");
      } catch (error) {
        if (sessionEnded(error)) return;
        if (error instanceof ApiRequestError && error.issues) setServerIssues(formApi, error.issues);
        if (error instanceof ApiRequestError && error.status === 409)
          await refetchInvoice(queryClient, invoice.reference);
        setFailure(error instanceof ApiRequestError ? error.message : NO_ANSWER);
        focusFirstInvalid(formElement.current);
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(formElement.current),
  });
  if (!holds && invoice.verifications.length === 0) return null;
  // A missing verification whose hold a second staff member approved instead.
  const lifted = holds?.holds.find((hold) => hold.kind === "verification")?.approval;
  return (
    <section className={styles.panel} aria-labelledby="verification-heading">
      <h2 id="verification-heading" className={styles.panelTitle}>
        Verification with the broker
      </h2>
      {holds ? (
        <p className={holds.verificationRequired ? styles.needed : styles.finalNote}>
          {holds.verificationRequired
            ? `Needed before funding: ${holds.verificationRequired}.${lifted ? ` ${lifted.by} approved funding without it.` : ""}`
            : `Not needed before funding: it is for advances above ${formatCents(holds.verifyAboveCents)} and for Ask-first brokers.`}
        </p>
      ) : null}
      {invoice.verifications.length > 0 ? (
        <ol className={styles.checks} aria-label="Verifications recorded">
          {invoice.verifications.map((verification) => (
            <VerificationEntry key={verification.id} verification={verification} />
          ))}
        </ol>
      ) : holds ? (
        <p className={styles.muted}>None recorded yet.</p>
      ) : null}
      {holds ? (
        <FieldIdScope value="verification-">
          <form
            ref={formElement}
            className={styles.statusForm}
            noValidate
            aria-label="Record a verification"
            onSubmit={submitWith(form)}
          >
            <form.AppField name="contact" listeners={{ onChange: () => setSaved(undefined) }}>
              {(field) => (
                <field.TextField
                  label="Contact"
                  required
                  autoComplete="off"
                  maxLength={200}
                  hint="Who you reached at the broker: a name, a phone number or an e-mail address."
                />
              )}
            </form.AppField>
            <form.AppField name="method">
              {(field) => (
                <field.SelectField
                  label="How"
                  required
                  options={verificationMethodOptions}
                  placeholder="Choose..."
                />
              )}
            </form.AppField>
            <form.AppField name="result">
              {(field) => (
                <field.TextareaField
                  label="What they said"
                  required
                  rows={3}
                  maxLength={2000}
                  hint="Kept with who you are and when: the load, the amount, when they pay."
                />
              )}
            </form.AppField>
            <FailureNotice failure={failure} />
            <div>
              <form.AppForm>
                <form.SubmitButton variant="secondary" pending="Recording...">
                  Record verification
                </form.SubmitButton>
              </form.AppForm>
            </div>
          </form>
        </FieldIdScope>
      ) : null}
      <p className={styles.saved} role="status">
        {saved}
      </p>
    </section>
  );
}

type Approval = NonNullable<FundingHold["approval"]>;

/** Who approved a hold, and when. */
const ApprovalLine = ({ approval }: { approval: Approval }) => (
  <span className={styles.approval}>
    Approved by {approval.by}, <time dateTime={approval.at}>{formatDateTime(approval.at)}</time>
  </span>
);

/**
 * The holds, each with its state: waiting for a second staff member, or approved by whom and when;
 * then each approval's reason once, however many holds it lifted.
 */
function HoldList({ holds }: { holds: readonly FundingHold[] }) {
  const approvals = [
    ...new Map(
      holds.flatMap((hold) => (hold.approval ? [[hold.approval.id, hold.approval] as const] : [])),
    ).values(),
  ];
  return (
    <>
      <ul className={styles.holds} aria-label="Holds on funding">
        {holds.map((hold) => (
          <li key={hold.key} className={styles.hold} data-approved={hold.approval ? "" : undefined}>
            {hold.approval ? <ShieldCheck aria-hidden="true" /> : <ShieldAlert aria-hidden="true" />}
            <span className={styles.holdBody}>
              <span className={styles.holdMessage}>{hold.message}</span>
              {hold.approval ? (
                <ApprovalLine approval={hold.approval} />
              ) : (
                <span className={styles.waiting}>Waiting for a second staff member to approve it</span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {approvals.map((approval) => (
        <p key={approval.id} className={styles.approvalReason}>
          <span className={styles.strong}>Why {approval.by} approved:</span> {approval.reason}
        </p>
      ))}
    </>
  );
}

/**
 * The holds on funding the invoice, judged at the advance its terms propose today, and the approval
 * form: a second staff member lifts the holds that stand with a reason, and then cannot fund it.
 */
export function HoldsPanel({
  invoice,
  staffUsername,
}: {
  invoice: StaffInvoiceWithMoney;
  staffUsername: string;
}) {
  const queryClient = useQueryClient();
  const formElement = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const holds = invoice.fundingHolds;
  const standing = holds ? unapprovedHolds(holds.holds) : [];
  const form = useAppForm({
    defaultValues: { reason: "" },
    validationLogic: formValidationLogic,
    validators: {
      onDynamic: ({ value }) => {
        const result = v.safeParse(HoldApprovalInput.entries.reason, value.reason);
        return result.success ? undefined : { fields: { reason: result.issues[0].message } };
      },
    },
    onSubmit: async ({ value, formApi }) => {
      setSaved(undefined);
      setFailure(undefined);
      try {
        const updated = await approveHolds(invoice.reference, {
          reason: value.reason,
          holds: standing.map((hold) => hold.key),
        });
        await afterInvoiceChange(queryClient, updated);
        formApi.reset({ reason: "" });
        setSaved(`${standing.length === 1 ? "Hold" : "Holds"} approved: another staff member funds it.`);
      } catch (error) {
        if (sessionEnded(error)) return;
        if (error instanceof ApiRequestError && error.issues) setServerIssues(formApi, error.issues);
        // A refusal says the holds changed: show them as they stand now.
        if (error instanceof ApiRequestError && error.status === 409)
          await refetchInvoice(queryClient, invoice.reference);
        setFailure(error instanceof ApiRequestError ? error.message : NO_ANSWER);
        focusFirstInvalid(formElement.current);
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(formElement.current),
  });
  if (!holds) return null;
  const approvedByMe = holds.holds.some((hold) => hold.approval?.by === staffUsername);
  return (
    <section className={styles.panel} aria-labelledby="holds-heading">
      <h2 id="holds-heading" className={styles.panelTitle}>
        Funding holds
      </h2>
      {holds.holds.length === 0 ? (
        <p className={styles.clear}>
          <ShieldCheck aria-hidden="true" />
          Nothing holds funding this invoice.
        </p>
      ) : (
        <>
          <HoldList holds={holds.holds} />
          <p className={styles.muted}>
            {`Judged at the proposed advance of ${formatCents(holds.advanceCents)}. A hold is lifted by a second staff member, with a reason; whoever approves a hold cannot fund the invoice.`}
          </p>
        </>
      )}
      {approvedByMe ? (
        <p className={styles.finalNote}>You approved a hold here: another staff member must fund it.</p>
      ) : null}
      {standing.length > 0 ? (
        <FieldIdScope value="holds-">
          <form
            ref={formElement}
            className={styles.statusForm}
            noValidate
            aria-label="Approve the holds"
            onSubmit={submitWith(form)}
          >
            <form.AppField name="reason" listeners={{ onChange: () => setSaved(undefined) }}>
              {(field) => (
                <field.TextareaField
                  label="Why you approve"
                  required
                  rows={3}
                  maxLength={500}
                  hint="Kept in the history with your name. You will not be able to fund this invoice yourself."
                />
              )}
            </form.AppField>
            <FailureNotice failure={failure} />
            <div>
              <form.AppForm>
                <form.SubmitButton variant="secondary" pending="Approving...">
                  {standing.length === 1 ? "Approve hold" : "Approve holds"}
                </form.SubmitButton>
              </form.AppForm>
            </div>
          </form>
        </FieldIdScope>
      ) : null}
      <p className={styles.saved} role="status">
        {saved}
      </p>
    </section>
  );
}

/**
 * What the funding form says before it is sent: the holds nobody approved (funding is refused while
 * they stand), an advance typed above the verification line with no verification, or that the staff
 * member signed in approved a hold and so cannot fund it.
 */
export function FundingHoldsNotice({
  holds,
  verified,
  advanceCents,
  staffUsername,
}: {
  holds: FundingHolds;
  verified: boolean;
  /** The advance typed, when it reads as one. */
  advanceCents: number | undefined;
  staffUsername: string;
}) {
  const standing = unapprovedHolds(holds.holds);
  const approvedByMe = holds.holds.some((hold) => hold.approval?.by === staffUsername);
  const verificationApproved = holds.holds.find((hold) => hold.kind === "verification" && hold.approval);
  const typedAboveLine =
    advanceCents !== undefined &&
    advanceCents > holds.verifyAboveCents &&
    !verified &&
    !standing.some((hold) => hold.kind === "verification") &&
    !(verificationApproved && advanceCents <= (verificationApproved.figureCents ?? 0));
  if (standing.length === 0 && !approvedByMe && !typedAboveLine) {
    const approvers = [...new Set(holds.holds.flatMap((hold) => (hold.approval ? [hold.approval.by] : [])))];
    return approvers.length > 0 ? (
      <Notice tone="success" title="Holds approved">
        <p>{`Approved by ${approvers.join(" and ")}. An advance above the one they were judged at needs a new approval.`}</p>
      </Notice>
    ) : null;
  }
  return (
    <Notice tone="error" title="Funding is held">
      {standing.length > 0 ? (
        <>
          <ul className={styles.flagList}>
            {standing.map((hold) => (
              <li key={hold.key}>{hold.message}</li>
            ))}
          </ul>
          <p>
            {`A second staff member approves ${standing.length === 1 ? "it" : "them"} under Funding holds before it is funded.`}
          </p>
        </>
      ) : null}
      {typedAboveLine ? (
        <p>{`An advance above ${formatCents(holds.verifyAboveCents)} needs a verification with the broker first.`}</p>
      ) : null}
      {approvedByMe ? <p>You approved a hold on this invoice: another staff member must fund it.</p> : null}
    </Notice>
  );
}
