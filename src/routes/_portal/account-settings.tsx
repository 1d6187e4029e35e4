import { createFileRoute } from "@tanstack/react-router";
import { ScreenLoading } from "../../components/layout/screen-state";
import { AccountSettings } from "../../features/account-settings/components/account-settings";
import { clientSettingsOptions } from "../../features/account-settings/requests";
import { PasswordChangeDialog } from "../../features/auth/components/password-change-dialog";
import { serverData } from "../../features/invoices/server-data";
import { pageHead } from "../../lib/head";

export const Route = createFileRoute("/_portal/account-settings")({
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Account Settings",
      description: "Your TPF account: contact details, messages by e-mail and push, and your password.",
      noindex: true,
    }),
  pendingComponent: () => <ScreenLoading message="Loading your settings..." />,
  loader: ({ context }) => serverData(context.queryClient.ensureQueryData(clientSettingsOptions())),
  component: function AccountSettingsPage() {
    const { user } = Route.useRouteContext();
    return <AccountSettings user={user} passwordChange={<PasswordChangeDialog />} />;
  },
});
