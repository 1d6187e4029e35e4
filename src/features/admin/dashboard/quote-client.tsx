import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { INVITATION_DAYS } from "../../../../api/contract/password-links";
import {
  QuoteClientInput,
  type ClientRef,
  type QuoteClientPreview,
} from "../../../../api/contract/quote-client";
import {
  contractSchema,
  formValidationLogic,
  setServerIssues,
  submitWith,
  useAppForm,
} from "../../../components/form/form";
import { Button } from "../../../components/ui/button";
import { ButtonLink } from "../../../components/ui/button-link";
import { Modal, ModalActions, ModalClose } from "../../../components/ui/modal";
import { FailureNotice, Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { useToast } from "../../../components/ui/toast";
import { ApiRequestError } from "../../../lib/api";
import { LANGUAGE_OPTIONS } from "../accounts/new-account";
import { NOT_PROVIDED } from "./fields";
import { makeClientFromQuote, quoteClientQueryOptions, staffKeys } from "./queries";
import styles from "./dashboard.module.css";

/** A client named with its username, as staff find it in the client list. */
const named = (client: ClientRef) => `${client.companyName} (${client.username})`;

/** A link to a client's screen. */
function OpenClient({ client, label = "Open client" }: { client: ClientRef; label?: string }) {
  return (
    <ButtonLink to="/admin/clients/$clientId" params={{ clientId: client.id }} variant="outline" size="sm">
      {label}
    </ButtonLink>
  );
}

/**
 * The quote's client account (docs/decisions/0225-quote-to-client.md): a link to the client it
 * became, or "Make client", which confirms what the account takes from the quote before making it
 * and inviting the client.
 */
export function QuoteClient({ reference }: { reference: string }) {
  const preview = useQuery(quoteClientQueryOptions(reference));
  const [confirming, setConfirming] = useState(false);
  const data = preview.data;
  return (
    <section className={styles.dialogStatus} aria-labelledby={`client-of-${reference}`}>
      <h3 id={`client-of-${reference}`} className={styles.dialogStatusLabel}>
        Client account
      </h3>
      {preview.isPending ? (
        <p className={styles.clientLine} role="status">
          <Spinner /> Checking for a client account...
        </p>
      ) : preview.isError || !data ? (
        <>
          <p className={styles.clientLine}>The client account could not be checked.</p>
          <Button variant="ghost" size="sm" onClick={() => void preview.refetch()}>
            Try again
          </Button>
        </>
      ) : data.client ? (
        <>
          <p className={styles.clientLine}>This quote became the client {named(data.client)}.</p>
          <OpenClient client={data.client} />
        </>
      ) : (
        <>
          <p className={styles.clientLine}>Not a client yet.</p>
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            <UserPlus aria-hidden="true" />
            Make client
          </Button>
          <MakeClientDialog
            reference={reference}
            preview={data}
            open={confirming}
            onOpenChange={setConfirming}
          />
        </>
      )}
    </section>
  );
}

/** What the confirmation lists: the longer values across, the names and the numbers in pairs. */
const carriedOver = (proposal: QuoteClientPreview["proposal"]) => [
  { label: "Company", value: proposal.companyName, long: true },
  { label: "First name", value: proposal.firstName },
  { label: "Last name", value: proposal.lastName },
  { label: "E-mail", value: proposal.email, long: true },
  { label: "Phone", value: proposal.phone, long: true },
  { label: "MC number", value: proposal.mcNumber },
  { label: "DOT number", value: proposal.dotNumber },
];

function MakeClientDialog({
  reference,
  preview,
  open,
  onOpenChange,
}: {
  reference: string;
  preview: QuoteClientPreview;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { proposal, emailClient } = preview;
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const make = useMutation({ mutationFn: makeClientFromQuote });
  const form = useAppForm({
    defaultValues: { username: proposal.username, locale: "en" as "en" | "es" },
    validationLogic: formValidationLogic,
    validators: { onDynamic: contractSchema<{ username: string; locale: "en" | "es" }>(QuoteClientInput) },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null);
      try {
        const made = await make.mutateAsync({ reference, choices: value });
        const client = {
          id: made.account.id,
          username: made.account.username,
          companyName: made.account.companyName,
        };
        queryClient.setQueryData<QuoteClientPreview>(staffKeys.quoteClient(reference), (current) =>
          current ? { ...current, client, emailClient: null } : current,
        );
        onOpenChange(false);
        toast({
          title: `${client.companyName} is a client`,
          description: `Username ${client.username}. Invitation sent to ${made.invitation.email}.`,
          variant: "success",
        });
      } catch (error) {
        if (error instanceof ApiRequestError && error.issues) setServerIssues(formApi, error.issues);
        else
          setFailure(error instanceof ApiRequestError ? error.message : "Network error. Please try again.");
        // Another staff member may have made it a client meanwhile: the detail then links to it.
        if (error instanceof ApiRequestError && error.status === 409)
          void queryClient.invalidateQueries({ queryKey: staffKeys.quoteClient(reference) });
      }
    },
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Make ${proposal.companyName} a client`}
      description={
        <>
          The new client account takes these details from the quote{" "}
          <span className={styles.nowrap}>{reference}</span>.
        </>
      }
    >
      <form className={styles.clientForm} noValidate onSubmit={submitWith(form)}>
        <dl className={styles.carried}>
          {carriedOver(proposal).map((row) => (
            <div key={row.label} className={row.long ? styles.detailLong : styles.detail}>
              <dt>{row.label}</dt>
              <dd>{row.value || NOT_PROVIDED}</dd>
            </div>
          ))}
        </dl>
        {emailClient ? (
          <Notice tone="error" actions={<OpenClient client={emailClient} label="Open that client" />}>
            <p className={styles.breakable}>
              {proposal.email} is already the e-mail of the client {named(emailClient)}. A quote with it
              cannot become another client.
            </p>
          </Notice>
        ) : (
          <>
            <div className={styles.clientFormRow}>
              <form.AppField name="username">
                {(field) => (
                  <field.TextField
                    label="Username"
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    hint="Proposed from the company"
                  />
                )}
              </form.AppField>
              <form.AppField name="locale">
                {(field) => (
                  <field.SelectField
                    label="Language"
                    hint="Portal and invitation"
                    options={LANGUAGE_OPTIONS}
                    placeholder={false}
                  />
                )}
              </form.AppField>
            </div>
            <p className={styles.clientLine}>
              We e-mail {proposal.email} a link to set their password and sign in. The link works for{" "}
              {INVITATION_DAYS} days.
            </p>
          </>
        )}
        <FailureNotice failure={failure} />
        <ModalActions>
          <ModalClose asChild>
            <Button variant="ghost" size="sm">
              Cancel
            </Button>
          </ModalClose>
          {emailClient ? null : (
            <Button type="submit" variant="secondary" size="sm" disabled={make.isPending}>
              {make.isPending ? <Spinner /> : null}
              {make.isPending ? "Making client..." : "Make client and invite"}
            </Button>
          )}
        </ModalActions>
      </form>
    </Modal>
  );
}
