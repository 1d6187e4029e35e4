import { createFileRoute } from "@tanstack/react-router";
import { company } from "../../content/company";
import ForgotPasswordIsland from "../../islands/forgot-password";
import { editionHead } from "../../lib/head";
import { ForgotPasswordSearch } from "../../lib/search-params";
import * as m from "../../paraglide/messages";

/** "Forgot password?" of the client portal, in the page's language. */
export const Route = createFileRoute("/{-$locale}/forgot-password")({
  staticData: { routeClass: "sign-in" },
  validateSearch: ForgotPasswordSearch,
  head: ({ match }) => {
    const { locale } = match.context;
    return editionHead(match, {
      title: m.account_forgot_title({}, { locale }),
      description: m.account_forgot_description({ company: company.fullName }, { locale }),
    });
  },
  component: function ForgotPasswordRoute() {
    const { sent } = Route.useSearch();
    const { locale, page } = Route.useRouteContext();
    const answer = page?.form;
    return (
      <ForgotPasswordIsland
        locale={locale}
        sent={sent === 1}
        answer={answer?.form === "forgot-password" ? answer : undefined}
      />
    );
  },
});
