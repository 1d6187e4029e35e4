import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { useEffect } from "react";
import { HeadSync } from "../components/layout/head-sync";
import { ToastProvider } from "../components/ui/toast";
import { InvoiceSync } from "../features/invoices/packets/invoice-sync";
import { OutboxSync } from "../features/outbox/outbox-sync";
import { CacheUpdateSync } from "../features/pwa/cache-update-sync";
import { OfflineIndicator } from "../features/pwa/offline-indicator";
import { UpdatePrompt } from "../features/pwa/update-prompt";
import { announceAppReady } from "../lib/app-ready";
import "../styles/global.css";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  // Runs once the page has hydrated: form submissions held until now are sent again (src/lib/app-ready.ts).
  useEffect(announceAppReady, []);
  return (
    <ToastProvider>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Outlet />
      <HeadSync />
      <OutboxSync />
      <InvoiceSync />
      <OfflineIndicator />
      <UpdatePrompt />
      <CacheUpdateSync />
    </ToastProvider>
  );
}
