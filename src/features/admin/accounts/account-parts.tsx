import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRound, Mail, UserCheck, UserX } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { StaffAccount } from "../../../../api/contract/accounts";
import { Badge } from "../../../components/ui/badge";
import { ButtonLink } from "../../../components/ui/button-link";
import { Button } from "../../../components/ui/button";
import type { DataColumn } from "../../../components/ui/data-table";
import { Modal, ModalActions, ModalClose } from "../../../components/ui/modal";
import { useToast } from "../../../components/ui/toast";
import { ApiRequestError } from "../../../lib/api";
import { formatDate } from "../../../lib/format-date";
import { sessionEnded } from "../../../lib/session-ended";
import { INVITATION_DAYS, INVITATION_SENT } from "../../../../api/contract/password-links";
import {
  refreshAccounts,
  resetAccountPassword,
  sendClientInvitation,
  setAccountDisabled,
  type AccountKind,
} from "./queries";
import { Spinner } from "../../../components/ui/spinner";
import styles from "./accounts.module.css";

/** Active, or Disabled with who did it and when. */
function AccountStatus({ disabledAt, disabledBy }: { disabledAt: string | null; disabledBy: string | null }) {
  if (!disabledAt) return <Badge tone="green">Active</Badge>;
  return (
    <>
      <Badge tone="neutral">Disabled</Badge>
      <span className={styles.muted}>
        {formatDate(disabledAt)}
        {disabledBy ? ` by ${disabledBy}` : ""}
      </span>
    </>
  );
}

/** "Nov 24, 2026" and who created it ("by the operator" for the environment's account or the command line). */
function Created({ at, by }: { at: string; by: string | null }) {
  return (
    <>
      <span>{formatDate(at)}</span>
      <span className={styles.muted}>{by ? `by ${by}` : "by the operator"}</span>
    </>
  );
}

type Audited = Pick<StaffAccount, "createdAt" | "createdBy" | "disabledAt" | "disabledBy">;

/** Status and Created: the columns both account lists show before their buttons. */
export function auditColumns<Row extends Audited>(): DataColumn<Row>[] {
  return [
    {
      header: "Status",
      cell: (account) => <AccountStatus disabledAt={account.disabledAt} disabledBy={account.disabledBy} />,
    },
    {
      header: "Created",
      className: styles.nowrap,
      cell: (account) => <Created at={account.createdAt} by={account.createdBy} />,
    },
  ];
}

/**
 * The password the server made, shown once: it is stored only as a hash, so
 * closing this dialog is the last chance to read it.
 */
export function OneTimePassword({
  shown,
  onClose,
}: {
  shown: { username: string; password: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={shown !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Password for ${shown?.username ?? ""}`}
      description="Shown only this once. Give it to them in person or by phone, never by e-mail or text."
    >
      <p className={styles.password} data-testid="one-time-password">
        {shown?.password}
      </p>
      <ModalActions>
        <ModalClose asChild>
          <Button variant="secondary" size="sm">
            I have noted it
          </Button>
        </ModalClose>
      </ModalActions>
    </Modal>
  );
}

type Action = "disable" | "enable" | "reset" | "invite";

const confirmations: Record<
  Action,
  { title: string; text: string | ((email: string) => string); button: string }
> = {
  disable: {
    title: "Disable",
    text: "They are signed out at once and cannot sign in until the account is enabled again.",
    button: "Disable account",
  },
  enable: { title: "Enable", text: "They can sign in again with their password.", button: "Enable account" },
  reset: {
    title: "Reset the password of",
    text: "A new password is made and shown once. Every session of the account ends, and the old password stops working.",
    button: "Reset password",
  },
  invite: {
    title: "Send an invitation to",
    text: (email) =>
      `We e-mail ${email} a link to set their password and sign in. The link works for ${INVITATION_DAYS} days.`,
    button: "Send invitation",
  },
};

/**
 * Reset password, Send invitation (a client with an e-mail address), and
 * Disable or Enable, each after a confirmation. `canDisable` is false on the
 * staff member's own row: the server refuses it anyway.
 */
export function AccountActions({
  kind,
  accountKey,
  username,
  name,
  disabled,
  canDisable = true,
  own = false,
  email,
  first,
}: {
  kind: AccountKind;
  /** The staff username or client id the API names the account by. */
  accountKey: string;
  username: string;
  name: string;
  disabled: boolean;
  canDisable?: boolean;
  /** The staff member's own row: a reset needs no current password, so theirs is changed under Your account. */
  own?: boolean;
  /** A client's e-mail address: the invitation goes there (enabled accounts only). */
  email?: string | null | undefined;
  /** A button of the account's own kind before these (a client's Statement). */
  first?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [asking, setAsking] = useState<Action | null>(null);
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);
  const run = useMutation({
    mutationFn: async (action: Action): Promise<{ password?: string }> => {
      if (action === "reset") return { password: await resetAccountPassword(kind, accountKey) };
      if (action === "invite") await sendClientInvitation(accountKey);
      else await setAccountDisabled(kind, accountKey, action === "disable");
      return {};
    },
    onSuccess: ({ password }, action) => {
      setAsking(null);
      if (password) setShown({ username, password });
      else if (action === "invite") toast({ title: INVITATION_SENT, variant: "success" });
      else
        toast({
          title: action === "disable" ? `${name} is disabled` : `${name} is enabled`,
          variant: "success",
        });
      void refreshAccounts(queryClient, kind);
    },
    onError: (error) => {
      setAsking(null);
      if (sessionEnded(error)) return;
      toast({
        title: "Error",
        description: error instanceof ApiRequestError ? error.message : "Network error. Please try again.",
        variant: "destructive",
      });
    },
  });
  const confirmation = asking ? confirmations[asking] : null;
  return (
    <div className={styles.actions}>
      {first}
      {own ? (
        <ButtonLink to="/admin/account" variant="outline" size="sm">
          <KeyRound aria-hidden="true" />
          Change your password
        </ButtonLink>
      ) : (
        <Button
          variant="outline"
          size="sm"
          onClick={() => setAsking("reset")}
          aria-label={`Reset password of ${name}`}
        >
          <KeyRound aria-hidden="true" />
          Reset password
        </Button>
      )}
      {kind === "client" && email && !disabled ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => setAsking("invite")}
          aria-label={`Send invitation to ${name}`}
        >
          <Mail aria-hidden="true" />
          Send invitation
        </Button>
      ) : null}
      {disabled ? (
        <Button variant="outline" size="sm" onClick={() => setAsking("enable")} aria-label={`Enable ${name}`}>
          <UserCheck aria-hidden="true" />
          Enable
        </Button>
      ) : canDisable ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => setAsking("disable")}
          aria-label={`Disable ${name}`}
        >
          <UserX aria-hidden="true" />
          Disable
        </Button>
      ) : null}
      <Modal
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open && !run.isPending) setAsking(null);
        }}
        title={confirmation ? `${confirmation.title} ${name}?` : ""}
        description={
          typeof confirmation?.text === "function" ? confirmation.text(email ?? "") : confirmation?.text
        }
      >
        <ModalActions>
          <ModalClose asChild>
            <Button variant="ghost" size="sm" disabled={run.isPending}>
              Cancel
            </Button>
          </ModalClose>
          <Button
            variant="secondary"
            size="sm"
            disabled={run.isPending}
            onClick={() => asking && run.mutate(asking)}
          >
            {run.isPending ? <Spinner /> : null}
            {confirmation?.button}
          </Button>
        </ModalActions>
      </Modal>
      <OneTimePassword shown={shown} onClose={() => setShown(null)} />
    </div>
  );
}
