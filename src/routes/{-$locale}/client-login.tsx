import { createFileRoute } from "@tanstack/react-router";
import { company } from "../../content/company";
import ClientLoginIsland from "../../islands/client-login";
import { editionHead } from "../../lib/head";
import * as m from "../../paraglide/messages";

/** Client sign-in, in the page's language; the portal then opens in the account's language. */
export const Route = createFileRoute("/{-$locale}/client-login")({
  staticData: { routeClass: "sign-in" },
  head: ({ match }) => {
    const { locale } = match.context;
    return editionHead(match, {
      title: m.account_login_title({}, { locale }),
      description: m.account_login_description({ company: company.fullName }, { locale }),
    });
  },
  component: function ClientLoginRoute() {
    const { locale, page } = Route.useRouteContext();
    const answer = page?.form;
    return (
      <ClientLoginIsland locale={locale} answer={answer?.form === "client-login" ? answer : undefined} />
    );
  },
});
