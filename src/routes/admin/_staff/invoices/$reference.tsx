import { createFileRoute } from "@tanstack/react-router";
import { ScreenLoading, ScreenLoadFailed } from "../../../../components/layout/screen-state";
import { InvoiceBrokerPanel } from "../../../../features/admin/brokers/invoice-broker";
import { InvoiceCollectionNotes } from "../../../../features/admin/collections/note-dialog";
import { afterInvoiceChange, staffInvoiceOptions } from "../../../../features/invoices/staff/queries";
import { StaffInvoiceDetail } from "../../../../features/invoices/staff/staff-invoice-detail";
import { pageHead } from "../../../../lib/head";

export const Route = createFileRoute("/admin/_staff/invoices/$reference")({
  staticData: { staffScreen: { title: "Invoice", subtitle: "One client invoice for review." } },
  head: ({ match, params }) =>
    pageHead(match.context, {
      title: `Invoice ${params.reference}`,
      description: "One client invoice for review.",
      noindex: true,
    }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(staffInvoiceOptions(params.reference)),
  pendingMs: 0,
  pendingComponent: () => <ScreenLoading message="Loading the invoice..." />,
  errorComponent: ({ error }) => <ScreenLoadFailed title="This invoice could not be loaded" error={error} />,
  component: function AdminInvoicePage() {
    const { queryClient, staff } = Route.useRouteContext();
    return (
      <StaffInvoiceDetail
        reference={Route.useParams().reference}
        staffUsername={staff.username}
        brokerPanel={(invoice) => (
          <InvoiceBrokerPanel
            key={invoice.reference}
            reference={invoice.reference}
            brokerName={invoice.brokerName}
            broker={invoice.broker}
            onLinked={(linked) => afterInvoiceChange(queryClient, linked)}
          />
        )}
        collectionNotes={(invoice) => <InvoiceCollectionNotes invoice={invoice} />}
      />
    );
  },
});
