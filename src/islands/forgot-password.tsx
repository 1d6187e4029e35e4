import type { FormAnswer } from "../../api/contract/form-answer";
import { LocaleContext } from "../components/layout/locale-context";
import { ClientForgotPassword } from "../features/auth/components/forgot-password";
import { defineIsland } from "../lib/islands";
import type { Locale } from "../lib/locale";
import { OwnQueryClient } from "../lib/own-query-client";

/** `locale` is the page's edition ("es" on /es/forgot-password; English when left out). */
function ForgotPasswordIsland({
  locale = "en",
  ...props
}: {
  sent?: boolean;
  answer?: FormAnswer | undefined;
  locale?: Locale;
}) {
  return (
    <LocaleContext.Provider value={locale}>
      <OwnQueryClient>
        <ClientForgotPassword {...props} />
      </OwnQueryClient>
    </LocaleContext.Provider>
  );
}

/** "Forgot password?" of the client portal: a plain form that the app takes over as soon as its code arrives. */
export default defineIsland("forgot-password", ForgotPasswordIsland, "eager");
