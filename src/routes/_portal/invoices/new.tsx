import { createFileRoute } from "@tanstack/react-router";
import { asLocale, type Locale } from "../../../../api/contract/words";
import { NewInvoiceFlow } from "../../../features/invoices/components/new-invoice-flow";
import { InvoicePacketSearch } from "../../../features/invoices/invoice-search";
import { pageHead } from "../../../lib/head";
import * as m from "../../../paraglide/messages";

export const Route = createFileRoute("/_portal/invoices/new")({
  validateSearch: InvoicePacketSearch,
  head: ({ match }) => {
    // The portal's language is the client's (docs/decisions/0170-spanish-edition.md).
    const locale: Locale = asLocale(match.context.user?.locale);
    return pageHead(match.context, {
      title: m.invoices_new_title({}, { locale }),
      description: m.invoices_new_description({}, { locale }),
      noindex: true,
    });
  },
  component: function NewInvoiceRoute() {
    return <NewInvoiceFlow packetId={Route.useSearch().packet} />;
  },
});
