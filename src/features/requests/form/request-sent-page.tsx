import { ArrowRight, Home } from "lucide-react";
import { useLocale } from "../../../components/layout/locale-context";
import { ButtonLink } from "../../../components/ui/button-link";
import { PageHeader } from "../../../components/ui/page-header";
import { company, companyWords } from "../../../content/company";
import { localizedPath } from "../../../lib/locale";
import { KeepWhole } from "../../../components/ui/keep-whole";
import * as m from "../../../paraglide/messages";
import { requestWords, successDescription } from "../outbox/messages";
import { formPaths } from "./form-paths";
import type { RequestKind } from "./request-kinds";

/**
 * Where a request sent without JavaScript lands (the server redirects here
 * once it is stored): the success message with the reference to quote on
 * the phone, in the page's language. Reloading it sends nothing again.
 */
export function RequestSentPage({ kind, reference }: { kind: RequestKind; reference?: string | undefined }) {
  const locale = useLocale();
  const text = requestWords(kind, locale);
  return (
    <PageHeader
      eyebrow={m.forms_thank_you({}, { locale })}
      title={text.successTitle}
      lead={
        reference ? (
          <KeepWhole text={successDescription(reference, locale)} />
        ) : (
          m.forms_contact_soon({}, { locale })
        )
      }
      meta={m.forms_questions_meanwhile(
        {
          phone: company.phone.display,
          hours: companyWords(locale).hours,
          text: company.text.display,
        },
        { locale },
      )}
      actions={
        <>
          <ButtonLink to={localizedPath("/", locale)} variant="primary">
            <Home aria-hidden="true" />
            {m.forms_back_home({}, { locale })}
          </ButtonLink>
          <ButtonLink to={localizedPath(formPaths[kind], locale)} variant="onDark">
            {m.forms_start_new({}, { locale })}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </>
      }
    />
  );
}

/**
 * Where the service worker answers a request sent with no signal before
 * the app ran: it is kept on the phone and goes out by itself later.
 */
export function RequestSavedPage({ kind }: { kind: RequestKind }) {
  const locale = useLocale();
  return (
    <PageHeader
      eyebrow={m.forms_no_signal({}, { locale })}
      title={m.forms_saved_title({}, { locale })}
      lead={m.forms_saved_lead({ noun: requestWords(kind, locale).noun }, { locale })}
      actions={
        <ButtonLink to={localizedPath("/", locale)} variant="primary">
          <Home aria-hidden="true" />
          {m.forms_back_home({}, { locale })}
        </ButtonLink>
      }
    />
  );
}
