import { createFileRoute } from "@tanstack/react-router";
import { asLocale, type Locale } from "../../../api/contract/words";
import { useLocale } from "../../components/layout/locale-context";
import { ScreenLoading } from "../../components/layout/screen-state";
import { AccountSettings } from "../../features/account-settings/components/account-settings";
import { clientSettingsOptions } from "../../features/account-settings/requests";
import { PasswordChangeDialog } from "../../features/auth/components/password-change-dialog";
import { serverData } from "../../features/invoices/server-data";
import { pageHead } from "../../lib/head";
import * as m from "../../paraglide/messages";
import { useSaveClientLocale } from "../-components/use-save-client-locale";

/** `?confirm-email=` from the link e-mailed to a new address (docs/decisions/0190-account-security.md). */
const AccountSettingsSearch = (search: Record<string, unknown>): { "confirm-email"?: string } => {
  const token = search["confirm-email"];
  return typeof token === "string" && token.length <= 200 ? { "confirm-email": token } : {};
};

export const Route = createFileRoute("/_portal/account-settings")({
  validateSearch: AccountSettingsSearch,
  head: ({ match }) => {
    // The portal's language is the client's (docs/decisions/0170-spanish-edition.md).
    const locale: Locale = asLocale(match.context.user?.locale);
    return pageHead(match.context, {
      title: m.account_settings_title({}, { locale }),
      description: m.account_settings_description({}, { locale }),
      noindex: true,
    });
  },
  pendingComponent: function AccountSettingsLoading() {
    return <ScreenLoading message={m.account_settings_loading({}, { locale: useLocale() })} />;
  },
  loader: ({ context }) => serverData(context.queryClient.ensureQueryData(clientSettingsOptions())),
  component: function AccountSettingsPage() {
    const { user } = Route.useRouteContext();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    // The language is kept on the account; the portal's guard then reads the client again and the
    // whole portal (this screen included) speaks it, on this device and, at their next visit, on others.
    const saveLocale = useSaveClientLocale();
    return (
      <AccountSettings
        user={user}
        passwordChange={<PasswordChangeDialog />}
        saveLocale={saveLocale}
        confirmEmailToken={search["confirm-email"]}
        // The token has done its work: it leaves the address bar and the history.
        onConfirmDone={() => void navigate({ search: {}, replace: true })}
      />
    );
  },
});
