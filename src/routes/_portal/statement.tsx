import { createFileRoute } from "@tanstack/react-router";
import { asLocale, type Locale } from "../../../api/contract/words";
import { serverData } from "../../features/invoices/server-data";
import { StatementScreen } from "../../features/statement/components/statement-screen";
import { officeToday, periodOf, StatementSearch } from "../../features/statement/periods";
import { statementOptions } from "../../features/statement/queries";
import { pageHead } from "../../lib/head";
import * as m from "../../paraglide/messages";

/** The client's statement of their available reserve for a period (docs/decisions/0213-client-statement.md). */
export const Route = createFileRoute("/_portal/statement")({
  validateSearch: StatementSearch,
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to }),
  head: ({ match }) => {
    // The portal's language is the client's (docs/decisions/0170-spanish-edition.md).
    const locale: Locale = asLocale(match.context.user?.locale);
    return pageHead(match.context, {
      title: m.statement_title({}, { locale }),
      description: m.statement_description_meta({}, { locale }),
      noindex: true,
    });
  },
  loader: ({ context, deps }) =>
    serverData(
      context.queryClient.ensureQueryData(
        statementOptions(context.user.username, periodOf(deps, officeToday())),
      ),
    ),
  component: function StatementPage() {
    const { user } = Route.useRouteContext();
    const navigate = Route.useNavigate();
    const today = officeToday();
    return (
      <StatementScreen
        username={user.username}
        period={periodOf(Route.useSearch(), today)}
        today={today}
        onChoose={(period) => void navigate({ search: period })}
      />
    );
  },
});
