import { createFileRoute } from "@tanstack/react-router";
import { asLocale, type Locale } from "../../../../api/contract/words";
import { useLocale } from "../../../components/layout/locale-context";
import { ScreenLoading } from "../../../components/layout/screen-state";
import { InvoiceList } from "../../../features/invoices/components/invoice-list";
import { invoiceListOptions } from "../../../features/invoices/queries";
import { serverData } from "../../../features/invoices/server-data";
import { pageHead } from "../../../lib/head";
import * as m from "../../../paraglide/messages";

export const Route = createFileRoute("/_portal/invoices/")({
  head: ({ match }) => {
    // The portal's language is the client's (docs/decisions/0170-spanish-edition.md).
    const locale: Locale = asLocale(match.context.user?.locale);
    return pageHead(match.context, {
      title: m.invoices_list_title({}, { locale }),
      description: m.invoices_list_description({}, { locale }),
      noindex: true,
    });
  },
  pendingComponent: function InvoiceListLoading() {
    return <ScreenLoading message={m.invoices_loading_list({}, { locale: useLocale() })} />;
  },
  loader: ({ context }) => serverData(context.queryClient.ensureInfiniteQueryData(invoiceListOptions())),
  component: InvoiceList,
});
