import { useSuspenseQuery } from "@tanstack/react-query";
import { Badge } from "../../../components/ui/badge";
import { DataTable } from "../../../components/ui/data-table";
import { AccountActions, AccountStatus, Created } from "./account-parts";
import { NewAccount } from "./new-account";
import { staffAccountsQueryOptions } from "./queries";
import styles from "./accounts.module.css";

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
        <DataTable label="Staff accounts" className={styles.table}>
          <caption className="visually-hidden">Staff accounts, enabled first</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Status</th>
              <th scope="col">Created</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => {
              const self = account.username === signedInAs;
              return (
                <tr key={account.username}>
                  <td>
                    <span className={styles.strong}>
                      {account.displayName} {self ? <Badge tone="navy">You</Badge> : null}
                    </span>
                    <span className={styles.muted}>{account.username}</span>
                  </td>
                  <td>{account.email ?? <span className={styles.muted}>None</span>}</td>
                  <td>
                    <AccountStatus disabledAt={account.disabledAt} disabledBy={account.disabledBy} />
                  </td>
                  <td className={styles.nowrap}>
                    <Created at={account.createdAt} by={account.createdBy} />
                  </td>
                  <td>
                    <AccountActions
                      kind="staff"
                      accountKey={account.username}
                      username={account.username}
                      name={account.displayName}
                      disabled={account.disabledAt !== null}
                      canDisable={!self}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      </section>
    </div>
  );
}
