import { createFileRoute, Outlet, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { requireClient } from "../features/auth/client-access";
import { GuardScreen } from "../features/auth/components/guard-screen";
import { ClientLogoutButton } from "../features/auth/components/logout-buttons";
import { PortalShell } from "../features/client-portal/components/portal-shell";
import languageStyles from "../features/client-portal/components/portal-shell.module.css";
import { PortalLanguageSwitch, PortalLocaleProvider } from "../features/client-portal/portal-locale";
import { InvoiceSync } from "../features/invoices/packets/invoice-sync";
import { useKeepPortalForOffline } from "../features/pwa/use-keep-portal-for-offline";
import { rememberedLocale } from "../lib/locale-choice";
import * as m from "../paraglide/messages";
import { PortalOutbox } from "./-components/portal-outbox";
import { useSaveClientLocale } from "./-components/use-save-client-locale";

/** Before the account is read, the portal speaks the reader's remembered language. */
const rememberedOrEnglish = () => rememberedLocale() ?? "en";

/** The client portal: every screen under it needs a client session the server confirms. */
export const Route = createFileRoute("/_portal")({
  staticData: { routeClass: "portal" },
  beforeLoad: ({ context }) => requireClient(context.queryClient),
  pendingMs: 0,
  pendingComponent: function PortalChecking() {
    return (
      <GuardScreen
        state="checking"
        message={m.account_portal_loading({}, { locale: rememberedOrEnglish() })}
      />
    );
  },
  errorComponent: PortalError,
  component: PortalArea,
});

function PortalArea() {
  const { user } = Route.useRouteContext();
  const saveLocale = useSaveClientLocale();
  useKeepPortalForOffline();
  return (
    <PortalLocaleProvider locale={user.locale}>
      <PortalShell
        name={`${user.firstName} ${user.lastName}`}
        companyName={user.companyName}
        actions={
          <>
            <PortalOutbox />
            <PortalLanguageSwitch
              choose={saveLocale}
              className={languageStyles.switch}
              nameClassName={languageStyles.switchName}
              codeClassName={languageStyles.switchCode}
            />
            <ClientLogoutButton variant="onDark" />
          </>
        }
      >
        <InvoiceSync />
        <Outlet />
      </PortalShell>
    </PortalLocaleProvider>
  );
}

function PortalError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <GuardScreen
      state="failed"
      message={m.account_portal_failed({}, { locale: rememberedOrEnglish() })}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
