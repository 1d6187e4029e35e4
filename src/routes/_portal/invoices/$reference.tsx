import { createFileRoute } from "@tanstack/react-router";
import { asLocale, type Locale } from "../../../../api/contract/words";
import { useLocale } from "../../../components/layout/locale-context";
import { ScreenLoading } from "../../../components/layout/screen-state";
import { InvoiceDetail } from "../../../features/invoices/components/invoice-detail";
import { InvoicePacketSearch } from "../../../features/invoices/invoice-search";
import { invoiceOptions } from "../../../features/invoices/queries";
import { serverData } from "../../../features/invoices/server-data";
import { pageHead } from "../../../lib/head";
import * as m from "../../../paraglide/messages";

export const Route = createFileRoute("/_portal/invoices/$reference")({
  validateSearch: InvoicePacketSearch,
  head: ({ match, params }) => {
    // The portal's language is the client's (docs/decisions/0170-spanish-edition.md).
    const locale: Locale = asLocale(match.context.user?.locale);
    return pageHead(match.context, {
      title: m.invoices_detail_title({ reference: params.reference }, { locale }),
      description: m.invoices_detail_description({}, { locale }),
      noindex: true,
    });
  },
  pendingComponent: function InvoiceLoading() {
    return <ScreenLoading message={m.invoices_loading_invoice({}, { locale: useLocale() })} />;
  },
  loader: ({ context, params }) =>
    serverData(context.queryClient.ensureQueryData(invoiceOptions(params.reference))),
  component: function InvoiceRoute() {
    const { reference } = Route.useParams();
    return <InvoiceDetail reference={reference} packetId={Route.useSearch().packet} />;
  },
});
