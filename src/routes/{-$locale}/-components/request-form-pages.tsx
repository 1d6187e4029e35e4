import type { FormAnswer } from "../../../../api/contract/form-answer";
import { company, companyWords } from "../../../content/company";
import { FuelCardPage } from "../../../features/requests/fuel-card/fuel-card-page";
import { fuelCardPrefill } from "../../../features/requests/fuel-card/fuel-card-search";
import type { RequestKind } from "../../../features/requests/form/request-kinds";
import { QuotePage } from "../../../features/requests/quote/quote-page";
import { quotePrefill } from "../../../features/requests/quote/quote-search";
import FuelCardFormIsland from "../../../islands/fuel-card-form";
import QuoteFormIsland from "../../../islands/quote-form";
import { editionHead, type EditionMatch } from "../../../lib/head";
import type { Locale } from "../../../lib/locale";
import type { FuelCardSearch, QuoteSearch } from "../../../lib/search-params";
import * as m from "../../../paraglide/messages";

/*
 * The two request forms and their answer pages, in the page's language
 * (docs/decisions/0171-one-route-tree.md): one view and one head each.
 */

const responsePromise = (locale: Locale) => companyWords(locale).responsePromise;

export const quoteHead = (match: EditionMatch) => {
  const { locale } = match.context;
  return editionHead(match, {
    title: m.forms_quote_head_title({}, { locale }),
    description: m.forms_quote_head_description({ promise: responsePromise(locale) }, { locale }),
  });
};

export const fuelCardHead = (match: EditionMatch) => {
  const { locale } = match.context;
  return editionHead(match, {
    title: m.forms_fuel_title({}, { locale }),
    description: m.forms_fuel_head_description(
      { company: company.name, promise: responsePromise(locale) },
      { locale },
    ),
  });
};

export const sentHead = (match: EditionMatch, kind: RequestKind) => {
  const { locale } = match.context;
  return editionHead(match, {
    title:
      kind === "quote" ? m.forms_quote_sent_head({}, { locale }) : m.forms_fuel_sent_head({}, { locale }),
    description: m.forms_sent_head_description({}, { locale }),
    noindex: true,
  });
};

export const savedHead = (match: EditionMatch) => {
  const { locale } = match.context;
  return editionHead(match, {
    title: m.forms_saved_title({}, { locale }),
    description: m.forms_saved_head_description({}, { locale }),
    noindex: true,
  });
};

/** The quote form's page; `answer` is the server's, when the form was sent without JavaScript. */
export function QuoteView({
  search,
  answer,
  locale,
}: {
  search: QuoteSearch;
  answer: FormAnswer | undefined;
  locale: Locale;
}) {
  return (
    <QuotePage>
      <QuoteFormIsland
        prefill={quotePrefill(search, locale)}
        answer={answer?.form === "quote" ? answer : undefined}
        draftId={search.draft}
        locale={locale}
      />
    </QuotePage>
  );
}

/** The fuel card application's page. */
export function FuelCardView({
  search,
  answer,
  locale,
}: {
  search: FuelCardSearch;
  answer: FormAnswer | undefined;
  locale: Locale;
}) {
  return (
    <FuelCardPage>
      <FuelCardFormIsland
        prefill={fuelCardPrefill(search, locale)}
        answer={answer?.form === "fuel-card-application" ? answer : undefined}
        draftId={search.draft}
        locale={locale}
      />
    </FuelCardPage>
  );
}
