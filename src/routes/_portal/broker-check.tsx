import { createFileRoute } from "@tanstack/react-router";
import { asLocale, type Locale } from "../../../api/contract/words";
import { BrokerCheckScreen } from "../../features/broker-check/components/broker-check-screen";
import { pageHead } from "../../lib/head";
import { BrokerSearch } from "../../lib/search-params";
import * as m from "../../paraglide/messages";

/**
 * "Do you fund this broker?" (docs/decisions/0220-broker-book.md). No loader: the screen asks as the
 * client searches, and without signal shows the answers kept on the phone.
 */
export const Route = createFileRoute("/_portal/broker-check")({
  validateSearch: BrokerSearch,
  head: ({ match }) => {
    // The portal's language is the client's (docs/decisions/0170-spanish-edition.md).
    const locale: Locale = asLocale(match.context.user?.locale);
    return pageHead(match.context, {
      title: m.broker_check_title({}, { locale }),
      description: m.broker_check_description_meta({}, { locale }),
      noindex: true,
    });
  },
  component: function BrokerCheckPage() {
    const { user } = Route.useRouteContext();
    const navigate = Route.useNavigate();
    return (
      <BrokerCheckScreen
        username={user.username}
        q={Route.useSearch().q ?? ""}
        onSearch={(q) => void navigate({ search: { q } })}
      />
    );
  },
});
