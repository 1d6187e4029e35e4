import { useSuspenseQuery } from "@tanstack/react-query";
import type { StaffAccount } from "../../../../api/contract/accounts";
import { Badge } from "../../../components/ui/badge";
import { DataTable, type DataColumn } from "../../../components/ui/data-table";
import { AccountActions, auditColumns } from "./account-parts";
import { NewAccount } from "./new-account";
import { staffAccountsQueryOptions } from "./queries";
import styles from "./accounts.module.css";

/** The columns; your own row says "You" and has no Disable. */
const staffColumns = (signedInAs: string): DataColumn<StaffAccount>[] => [
  {
    header: "Name",
    cell: (account) => (
      <>
        <span className={styles.strong}>
          {account.displayName} {account.username === signedInAs ? <Badge tone="navy">You</Badge> : null}
        </span>
        <span className={styles.muted}>{account.username}</span>
      </>
    ),
  },
  {
    header: "E-mail",
    wide: true,
    cell: (account) => account.email ?? <span className={styles.muted}>None</span>,
  },
  ...auditColumns<StaffAccount>(),
  {
    header: "Actions",
    alignEnd: true,
    wide: true,
    cell: (account) => (
      <AccountActions
        kind="staff"
        accountKey={account.username}
        username={account.username}
        name={account.displayName}
        disabled={account.disabledAt !== null}
        canDisable={account.username !== signedInAs}
        own={account.username === signedInAs}
      />
    ),
  },
];

/**
 * The staff accounts: create, reset a password, disable or enable. Your own
 * account has no Disable (nobody disables themselves; the server also keeps
 * the last enabled account).
 */
export function StaffAccounts({ signedInAs }: { signedInAs: string }) {
  const { data: accounts } = useSuspenseQuery(staffAccountsQueryOptions());
  const enabled = accounts.filter((account) => !account.disabledAt).length;
  return (
    <div className={styles.screen}>
      <section className={styles.panel} aria-labelledby="staff-accounts-heading">
        <div className={styles.panelBar}>
          <h2 id="staff-accounts-heading" className={styles.panelTitle}>
            Staff accounts
          </h2>
          <p className={styles.panelSummary}>
            {accounts.length} {accounts.length === 1 ? "account" : "accounts"}, {enabled} enabled
          </p>
          <NewAccount kind="staff" />
        </div>
        <DataTable
          label="Staff accounts"
          caption="Staff accounts, enabled first"
          columns={staffColumns(signedInAs)}
          rows={accounts}
          rowKey={(account) => account.username}
          className={styles.table}
        />
      </section>
    </div>
  );
}
