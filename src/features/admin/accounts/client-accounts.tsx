import { useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Search, X } from "lucide-react";
import { useId, useState } from "react";
import type { ClientAccount } from "../../../../api/contract/accounts";
import { LANGUAGE_NAMES } from "../../../../api/contract/words";
import { Button } from "../../../components/ui/button";
import { LoadMore } from "../../../components/ui/load-more";
import { DataTable, type DataColumn } from "../../../components/ui/data-table";
import { Input } from "../../../components/ui/field";
import { formatDate } from "../../../lib/format-date";
import { AccountActions, auditColumns } from "./account-parts";
import { ClientStatement } from "./client-statement";
import { NewAccount } from "./new-account";
import { clientAccountsQueryOptions } from "./queries";
import styles from "./accounts.module.css";

const languageHint = "The client's portal, e-mails and push messages";

/** The carrier's MC and DOT numbers, as far as they are known. */
const authorityOf = (client: ClientAccount) =>
  [
    client.mcNumber && `MC ${client.mcNumber.replace(/^mc[\s#-]*/i, "")}`,
    client.dotNumber && `DOT ${client.dotNumber.replace(/^(us)?dot[\s#-]*/i, "")}`,
  ]
    .filter(Boolean)
    .join(" · ");

const columns: DataColumn<ClientAccount>[] = [
  {
    header: "Company",
    wide: true,
    cell: (client) => (
      <>
        <Link
          to="/admin/clients/$clientId"
          params={{ clientId: client.id }}
          className={`${styles.strong} ${styles.rowLink}`}
        >
          {client.companyName}
        </Link>
        <span className={styles.muted}>
          {client.firstName} {client.lastName}
        </span>
        {client.mcNumber || client.dotNumber ? (
          <span className={styles.muted}>{authorityOf(client)}</span>
        ) : null}
      </>
    ),
  },
  // The language under the username rather than a column of its own: with one more column the
  // actions no longer fit a 1280 px screen.
  {
    header: "Username",
    cell: (client) => (
      <>
        <span>{client.username}</span>
        <span className={styles.muted} title={languageHint}>
          {LANGUAGE_NAMES[client.locale]}
        </span>
      </>
    ),
  },
  {
    header: "Contact",
    wide: true,
    cell: (client) => (
      <>
        <span>{client.email ?? "No e-mail"}</span>
        {client.phone ? <span className={styles.muted}>{client.phone}</span> : null}
      </>
    ),
  },
  {
    header: "Last sign-in",
    className: styles.nowrap,
    cell: (client) => (client.lastLoginAt ? formatDate(client.lastLoginAt) : "Never"),
  },
  ...auditColumns<ClientAccount>(),
  {
    header: "Actions",
    alignEnd: true,
    wide: true,
    cell: (client) => (
      <AccountActions
        kind="client"
        accountKey={client.id}
        username={client.username}
        name={client.companyName}
        disabled={client.disabledAt !== null}
        email={client.email}
        first={<ClientStatement client={client} />}
      />
    ),
  },
];

/**
 * The client accounts, newest first, searched by company or username (the
 * search lives in the address, `?q=`): create, reset a password, invite to
 * set one, disable or enable. A company's name opens its money: terms and reserve releases.
 */
export function ClientAccounts({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const list = useSuspenseInfiniteQuery(clientAccountsQueryOptions(q));
  const accounts = list.data.pages.flatMap((page) => page.clients);
  const total = list.data.pages[0]?.total ?? 0;
  const shown = accounts.length;
  return (
    <div className={styles.screen}>
      <section className={styles.panel} aria-labelledby="client-accounts-heading">
        <div className={styles.panelBar}>
          <h2 id="client-accounts-heading" className={styles.panelTitle}>
            Client accounts
          </h2>
          <p className={styles.panelSummary} role="status">
            {shown < total
              ? `Newest ${shown} of ${total}${q ? ` matching "${q}"` : ""}`
              : `${total} ${total === 1 ? "client" : "clients"}${q ? ` matching "${q}"` : ""}`}
          </p>
          <NewAccount kind="client" />
        </div>
        <ClientSearch key={q} q={q} onSearch={onSearch} />
        {shown === 0 ? (
          <p className={styles.empty}>
            {q ? `No client's company or username contains "${q}".` : "No client accounts yet."}
          </p>
        ) : (
          <DataTable
            label="Client accounts"
            caption="Client accounts, newest first"
            columns={columns}
            rows={accounts}
            rowKey={(client) => client.id}
            className={styles.table}
          />
        )}
        <LoadMore list={list} />
      </section>
    </div>
  );
}

/**
 * The search box: what is typed stays the box's own until it is sent. It starts again from the
 * address's `q` when that changes (keyed by it), and only the box does: a confirmation open in a
 * row of the list stays open while the new list arrives.
 */
function ClientSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [typed, setTyped] = useState(q);
  const id = useId();
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search by company or username
      </label>
      <Input
        className={styles.searchField}
        id={id}
        type="search"
        value={typed}
        maxLength={100}
        placeholder="Company or username"
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit" variant="outline" size="sm">
        <Search aria-hidden="true" />
        Search
      </Button>
      {q ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            setTyped("");
            onSearch("");
          }}
        >
          <X aria-hidden="true" />
          Clear
        </Button>
      ) : null}
    </form>
  );
}
