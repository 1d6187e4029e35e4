import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { ScreenLoading, ScreenLoadFailed } from "../../../../components/layout/screen-state";
import { summaryQueryOptions } from "../../../../features/admin/dashboard/queries";
import { InvoiceDashboard } from "../../../../features/invoices/staff/invoice-dashboard";
import { staffInvoiceListOptions } from "../../../../features/invoices/staff/queries";
import { StaffInvoiceSearch } from "../../../../features/invoices/invoice-search";
import { pageHead } from "../../../../lib/head";

export const Route = createFileRoute("/admin/_staff/invoices/")({
  staticData: {
    staffScreen: {
      title: "Invoices",
      subtitle: "Loads clients sent for funding, with their documents; what waits for review, oldest first.",
    },
  },
  validateSearch: StaffInvoiceSearch,
  loaderDeps: ({ search }) => ({ status: search.status, flagged: search.flagged === 1, q: search.q }),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.ensureInfiniteQueryData(staffInvoiceListOptions(deps)),
      queryClient.ensureQueryData(summaryQueryOptions()),
    ]),
  pendingComponent: () => <ScreenLoading message="Loading invoices..." />,
  errorComponent: ({ error }) => <ScreenLoadFailed title="Invoices could not be loaded" error={error} />,
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Invoices",
      description: "Clients' invoices for funding; what waits for review, oldest first.",
      noindex: true,
    }),
  component: function AdminInvoicesPage() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    // The counters come from the staff summary, which the request dashboard owns: the route passes them in.
    const summary = useSuspenseQuery(summaryQueryOptions());
    return (
      <InvoiceDashboard
        counts={summary.data}
        filter={{ ...search, flagged: search.flagged === 1 }}
        // Merged with the address as it is now, not as the shown list had it: a search made while the
        // Flagged list still loads keeps Flagged. `flagged=1` in the address, as the API takes it.
        onFilter={(change) =>
          void navigate({
            search: (current) => {
              const flagged = "flagged" in change ? change.flagged : current.flagged === 1;
              return { ...current, ...change, flagged: flagged ? 1 : undefined };
            },
            replace: true,
          })
        }
      />
    );
  },
});
