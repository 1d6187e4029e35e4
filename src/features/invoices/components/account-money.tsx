import { useSuspenseQuery } from "@tanstack/react-query";
import { useLocale } from "../../../components/layout/locale-context";
import * as m from "../../../paraglide/messages";
import { formatCents } from "../money";
import { accountMoneyOptions } from "../queries";
import { ServerSection } from "./server-section";

/**
 * The client's money in the portal's Account Overview, as rows of its list: what TPF owes the client
 * now, the reserve still held on open invoices, what was funded this month and what brokers still
 * owe, all read from the ledger (docs/decisions/0210-money-ledger.md).
 */
export function AccountMoney() {
  const said = { locale: useLocale() };
  const placeholder = (text: string, role?: "status") => (
    <div>
      <dt>{m.account_available_reserve({}, said)}</dt>
      <dd role={role}>{text}</dd>
    </div>
  );
  return (
    <ServerSection
      loading={placeholder(m.account_money_loading({}, said), "status")}
      failed={({ error }) =>
        placeholder(error ? m.account_money_failed({}, said) : m.account_money_offline({}, said))
      }
    >
      <MoneyRows />
    </ServerSection>
  );
}

function MoneyRows() {
  const locale = useLocale();
  const said = { locale };
  const { data: money } = useSuspenseQuery(accountMoneyOptions());
  const rows: [string, number][] = [
    [m.account_reserve_held({}, said), money.reserveHeldCents],
    [m.account_funded_this_month({}, said), money.fundedThisMonthCents],
    [m.account_brokers_owe({}, said), money.brokersOweCents],
  ];
  return (
    <>
      <div>
        <dt>{m.account_available_reserve({}, said)}</dt>
        <dd>{formatCents(money.availableReserveCents, locale)}</dd>
      </div>
      {rows.map(([label, cents]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatCents(cents, locale)}</dd>
        </div>
      ))}
    </>
  );
}
