import { asLocale } from "../../../api/contract/words";
import { createFileRoute } from "@tanstack/react-router";
import { ScreenLoading } from "../../components/layout/screen-state";
import { PasswordChangeDialog } from "../../features/auth/components/password-change-dialog";
import { ClientDashboard } from "../../features/client-portal/components/client-dashboard";
import { RecentInvoices } from "../../features/invoices/components/recent-invoices";
import { AccountMoney } from "../../features/invoices/components/account-money";
import { accountMoneyOptions, latestInvoicesOptions } from "../../features/invoices/queries";
import { serverData } from "../../features/invoices/server-data";
import { pageHead } from "../../lib/head";
import * as m from "../../paraglide/messages";
import { useLocale } from "../../components/layout/locale-context";

export const Route = createFileRoute("/_portal/client-dashboard")({
  head: ({ match }) => {
    // The portal's language is the client's (docs/decisions/0170-spanish-edition.md).
    const locale = asLocale(match.context.user?.locale);
    return pageHead(match.context, {
      title: m.account_portal({}, { locale }),
      description: m.portal_description({}, { locale }),
      noindex: true,
    });
  },
  pendingComponent: function DashboardLoading() {
    return <ScreenLoading message={m.account_portal_loading({}, { locale: useLocale() })} />;
  },
  loader: ({ context }) =>
    serverData(
      Promise.all([
        context.queryClient.ensureQueryData(latestInvoicesOptions()),
        context.queryClient.ensureQueryData(accountMoneyOptions()),
      ]),
    ),
  component: function ClientDashboardPage() {
    const { user } = Route.useRouteContext();
    return (
      <ClientDashboard
        user={user}
        passwordChange={<PasswordChangeDialog />}
        recentActivity={<RecentInvoices />}
        money={<AccountMoney />}
      />
    );
  },
});
