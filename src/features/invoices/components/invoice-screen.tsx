import type { ReactNode } from "react";
import { ClientGuard } from "../../auth/components/client-guard";
import { ClientLogoutButton } from "../../auth/components/logout-buttons";
import type { ClientUser } from "../../auth/client-user-storage";
import { PortalShell } from "../../client-portal/components/portal-shell";
import { OutboxIndicator } from "../../outbox/outbox-indicator";

/**
 * The frame of every invoice screen: signed-in clients only (as the portal
 * guards today), inside the portal's shell with the outbox indicator, and
 * open without signal for a client who signed in on this phone before:
 * invoices are kept on the phone and sent later.
 */
export function InvoiceScreen({ children }: { children: (user: ClientUser) => ReactNode }) {
  return (
    <ClientGuard offline>
      {(user) => (
        <PortalShell
          name={`${user.firstName} ${user.lastName}`}
          companyName={user.companyName}
          actions={
            <>
              <OutboxIndicator />
              <ClientLogoutButton variant="onDark" />
            </>
          }
        >
          {children(user)}
        </PortalShell>
      )}
    </ClientGuard>
  );
}
