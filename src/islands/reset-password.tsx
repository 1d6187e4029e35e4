import { LocaleContext } from "../components/layout/locale-context";
import { ResetPassword, type ResetPasswordProps } from "../features/auth/components/reset-password";
import { defineIsland } from "../lib/islands";
import type { Locale } from "../lib/locale";
import { OwnQueryClient } from "../lib/own-query-client";

/** `locale` is the page's edition ("es" on /es/reset-password; English when left out). */
function ResetPasswordIsland({ locale = "en", ...props }: ResetPasswordProps & { locale?: Locale }) {
  return (
    <LocaleContext.Provider value={locale}>
      <OwnQueryClient>
        <ResetPassword {...props} />
      </OwnQueryClient>
    </LocaleContext.Provider>
  );
}

/** Setting a password from an e-mailed link: a plain form (the token hidden in it) that the app takes over. */
export default defineIsland("reset-password", ResetPasswordIsland, "eager");
